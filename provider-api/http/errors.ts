import type { FieldProblem } from "../domain/problems.js";

/** A JSON:API error object; `status` is a string, as JSON:API says. */
export interface ErrorItem {
  status: string;
  title: string;
  detail: string;
  source?: { pointer?: string; parameter?: string; header?: string };
}

/** Thrown by handlers; the error middleware turns it into an `errors` document. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly items: ErrorItem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(items.map((i) => i.detail).join("; "));
  }
}

export function apiError(
  status: number,
  title: string,
  detail: string,
  options: { source?: ErrorItem["source"]; headers?: Record<string, string> } = {},
): ApiError {
  const item: ErrorItem = { status: String(status), title, detail };
  if (options.source) item.source = options.source;
  return new ApiError(status, [item], options.headers);
}

export function validationError(problems: FieldProblem[]): ApiError {
  return new ApiError(
    422,
    problems.map((p) => ({
      status: "422",
      title: "Invalid value",
      detail: p.detail,
      source: { pointer: p.pointer },
    })),
  );
}

export const notFound = (detail = "The resource does not exist.") => apiError(404, "Not found", detail);
export const forbidden = (detail: string) => apiError(403, "Forbidden", detail);
export const conflict = (detail: string) => apiError(409, "Conflict", detail);

/** An expired link, and every call of a session opened from it (decision 0101). */
export const linkExpired = () => apiError(410, "Link expired", "This link has expired; ask for a new one.");

/** A representative's view as a customer that is over, or not theirs to open (decisions 0191, 0240). */
export const viewingEnded = (detail: string) => apiError(410, "Viewing ended", detail);
