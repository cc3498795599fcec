// Turns a provider error answer into the portal's error items (docs/SPEC.md 3.8 and 8).

interface ApiErrorSource {
  pointer: string;
  /** The last named segment of the pointer, e.g. "amount". */
  field: string;
  /** The last numeric segment of the pointer: the row of a list. */
  row?: number;
  /** The pointer's segments below the application data, numbers for indexes. */
  path: Array<string | number>;
}

export interface ApiError {
  status: number;
  title: string;
  description: string;
  message: string;
  source?: ApiErrorSource;
}

export const DEFAULT_API_ERROR: ApiError = Object.freeze({
  status: 400,
  title: "Something went wrong",
  description: "Please try again and contact our support for further assistance if it happens again.",
  message: "Please try again and contact our support for further assistance if it happens again.",
});

/** The status used when no response arrived at all. */
const NO_RESPONSE_STATUS = 422;
const FORBIDDEN_TITLE = "No access to this location";

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asStatus(value: unknown): number | undefined {
  const status = typeof value === "string" && /^\d{3}$/.test(value) ? Number(value) : value;
  return typeof status === "number" && Number.isInteger(status) && status >= 100 && status <= 599 ? status : undefined;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export function toApiErrors(status: number | undefined, body: unknown): ApiError[] {
  const fallbackStatus = asStatus(status) ?? NO_RESPONSE_STATUS;
  const items = isObject(body) && Array.isArray(body.errors) ? body.errors.filter(isObject) : [];
  if (items.length === 0) return [{ ...DEFAULT_API_ERROR, status: fallbackStatus }];

  return items.map((item) => {
    const itemStatus = asStatus(item.status) ?? fallbackStatus;
    const title = itemStatus === 403 ? FORBIDDEN_TITLE : text(item.title) || DEFAULT_API_ERROR.title;
    const description = text(item.detail);
    const source =
      isObject(item.source) && typeof item.source.pointer === "string" ? pointerToSource(item.source.pointer) : undefined;
    return {
      status: itemStatus,
      title,
      description,
      message: description || title,
      ...(source ? { source } : {}),
    };
  });
}

// Segments that only wrap the request body: /data, then /applicationData or /attributes.
const BODY_WRAPPER = "data";
const DATA_WRAPPERS = ["applicationData", "attributes"];

export function pointerToSource(pointer: string): ApiErrorSource | undefined {
  if (typeof pointer !== "string" || !pointer.startsWith("/")) return undefined;
  const segments = pointer
    .slice(1)
    .split("/")
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (segments[0] === BODY_WRAPPER) {
    segments.shift();
    if (DATA_WRAPPERS.includes(segments[0])) segments.shift();
  }
  const path = segments.map((segment) => (/^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : segment));
  const names = path.filter((segment): segment is string => typeof segment === "string");
  const rows = path.filter((segment): segment is number => typeof segment === "number");
  const field = names[names.length - 1];
  if (!field) return undefined;
  return {
    pointer,
    field,
    ...(rows.length > 0 ? { row: rows[rows.length - 1] } : {}),
    path,
  };
}
