import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { parse as parseYaml } from "yaml";

import { type RunningProviderApi, startProviderApi } from "../index.js";

export const STAFF_KEY = "test-staff-key-0123456789";
export const JSON_API = "application/vnd.api+json";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

/** A temporary database folder, removed by the returned cleanup. */
export function tempDbFile(): { file: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "provider-api-test-"));
  return { file: join(dir, "provider.sqlite"), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts a server on a free port with `env` applied only while it reads its configuration. */
export async function startTestApi(options: {
  dbFile: string;
  seedDemoData?: boolean;
  env?: Record<string, string>;
}): Promise<RunningProviderApi> {
  const saved = new Map<string, string | undefined>();
  for (const [key, value] of Object.entries(options.env ?? {})) {
    saved.set(key, process.env[key]);
    process.env[key] = value;
  }
  try {
    return await startProviderApi({
      port: 0,
      dbFile: options.dbFile,
      staffApiKey: STAFF_KEY,
      seedDemoData: options.seedDemoData ?? false,
      log: () => {},
    });
  } finally {
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

// ---- OpenAPI validation -------------------------------------------------------------

const openapiPath = fileURLToPath(new URL("../openapi.yaml", import.meta.url));
export const openapi = parseYaml(readFileSync(openapiPath, "utf8")) as {
  paths: Record<string, Record<string, { responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> }>>;
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(openapi, "openapi.json");

const escape = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");
const templates = Object.keys(openapi.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`),
}));

export function pathTemplate(path: string): string | undefined {
  const bare = path.split("?")[0];
  return templates.find((t) => t.pattern.test(bare))?.template;
}

/**
 * Checks a response against openapi.yaml: the status must be declared for the
 * operation and a JSON body must match its schema. Throws with ajv's errors.
 */
export function assertMatchesOpenApi(method: string, path: string, status: number, body: unknown): void {
  const template = pathTemplate(path);
  const operation = template ? openapi.paths[template][method.toLowerCase()] : undefined;
  if (!template || !operation) {
    // Unknown routes (404) and methods a path does not list (405) still answer an errors document.
    const expected = template ? 405 : 404;
    const validate = ajv.getSchema("openapi.json#/components/schemas/ErrorDocument")!;
    if (![expected, 401].includes(status) || !validate(body)) {
      throw new Error(`${method} ${path} ${status}: expected ${expected} with an errors document`);
    }
    return;
  }
  const response = operation.responses[String(status)];
  if (!response) throw new Error(`${method} ${template} answered ${status}, which openapi.yaml does not declare`);
  const base = response.$ref
    ? `openapi.json${response.$ref}`
    : `openapi.json#/paths/${escape(template)}/${method.toLowerCase()}/responses/${status}`;
  const target = response.$ref ? (openapi as any).components.responses[response.$ref.split("/").pop()!] : response;
  if (!target.content?.[JSON_API]) {
    if (body !== undefined) throw new Error(`${method} ${template} ${status}: no JSON body expected`);
    return;
  }
  const ref = `${base}/content/${escape(JSON_API)}/schema`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  if (!validate(body)) {
    throw new Error(
      `${method} ${path} ${status} does not match openapi.yaml: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 800)}`,
    );
  }
}

// ---- HTTP client with a cookie jar ---------------------------------------------------

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** A raw body sent as is (for malformed input). */
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** Leave out the X-XSRF-TOKEN header. */
  noXsrf?: boolean;
  staff?: boolean;
}

export class Client {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  private store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      this.cookies.set(pair.slice(0, eq), decodeURIComponent(pair.slice(eq + 1)));
    }
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { Accept: JSON_API, ...options.headers };
    if (this.cookies.size > 0) {
      headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
    }
    const xsrf = this.cookies.get("XSRF-TOKEN");
    if (xsrf && !options.noXsrf) headers["X-XSRF-TOKEN"] = xsrf;
    if (options.staff) headers.Authorization = `Bearer ${STAFF_KEY}`;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers["Content-Type"] = options.contentType ?? JSON_API;
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: "manual" });
    this.store(response.headers);
    const text = await response.text();
    const isJson = (response.headers.get("content-type") ?? "").startsWith(JSON_API);
    const parsed = isJson && text ? JSON.parse(text) : undefined;
    if (isJson || response.status >= 400) assertMatchesOpenApi(method, path, response.status, parsed);
    if (response.status >= 500) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  get = (path: string, options?: RequestOptions) => this.request("GET", path, options);
  post = (path: string, body?: unknown, options?: RequestOptions) => this.request("POST", path, { ...options, body });
  patch = (path: string, body?: unknown, options?: RequestOptions) => this.request("PATCH", path, { ...options, body });

  /**
   * csrf-cookie then authenticate: the portal's way in. A view as a customer opens
   * with the session of the representative who started it (`as`, decision 0240).
   */
  async open(uuid: string, as?: Client): Promise<ApiResponse> {
    await this.get("/sanctum/csrf-cookie");
    const session = as?.cookies.get("provider_session");
    return this.get(`/guest/v1/authenticate/${uuid}`, session ? { headers: { "X-Representative-Session": session } } : {});
  }
}

export function staffClient(baseUrl: string) {
  const client = new Client(baseUrl);
  return {
    get: (path: string) => client.get(path, { staff: true }),
    post: (path: string, body: unknown) => client.post(path, body, { staff: true }),
    patch: (path: string, body: unknown) => client.patch(path, body, { staff: true }),
  };
}

// ---- Scenario building ---------------------------------------------------------------

export function fundRequestAttributes(overrides: Record<string, unknown> = {}) {
  return {
    requestType: "VENDOR_PAID_ADVERTISING",
    amount: 350000,
    description: "Marketing campaign",
    reference: "VPA-T1",
    dueAt: "2026-12-01",
    location: { name: "Test Realty Perth", cardSurcharges: 1.2, city: "Perth", postalCode: "6000" },
    property: { streetNumber: "1", streetName: "Hay", streetType: "Street", city: "Perth", postalCode: "6000" },
    customers: [
      { firstName: "Ann", lastName: "Lee", email: "ann@example.com.au", mobile: "0412345678" },
      { firstName: "Ben", lastName: "Lee", email: "ben@example.com.au", mobile: "0412345679" },
    ],
    ...overrides,
  };
}

export async function createScenario(baseUrl: string, overrides: Record<string, unknown> = {}) {
  const staff = staffClient(baseUrl);
  const created = await staff.post("/staff/v1/fund-requests", {
    data: { type: "fund-requests", attributes: fundRequestAttributes(overrides) },
  });
  if (created.status !== 201) throw new Error(`scenario not created: ${created.text}`);
  return {
    fundRequestId: created.body.data.id as string,
    links: created.body.meta.links as Array<{ customerId: string; uuid: string; url: string }>,
  };
}

/** A valid tiny PNG: the signature and an IHDR chunk header are enough for sniffing. */
export const PNG_BYTES = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

export function resolvePointer(document: unknown, pointer: string): { found: boolean; parentFound: boolean } {
  const segments = pointer
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  let current: unknown = document;
  for (let i = 0; i < segments.length; i++) {
    if (current === null || typeof current !== "object" || !Object.hasOwn(current, segments[i])) {
      return { found: false, parentFound: i === segments.length - 1 };
    }
    current = (current as Record<string, unknown>)[segments[i]];
  }
  return { found: true, parentFound: true };
}

/** A demo link's uuid (provider-api/seed), by its number. */
export const demoLink = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/**
 * A demo link opened as its payer: the guest's client, its fund request's id and its
 * VPA application (id and attributes), for the specs of a signed loan.
 */
export async function openDemoVpa(apiUrl: string, n: number) {
  const guest = new Client(apiUrl);
  const { body } = await guest.open(demoLink(n));
  const fundRequestId = body.data.attributes.fundRequestId as string;
  const fundRequest = await guest.get(`/guest/v1/fund-requests/${fundRequestId}?include=financeApplications`);
  const vpa = fundRequest.body.included.find((r: { attributes: { financeType?: string } }) => r.attributes.financeType === "VPA");
  return { guest, fundRequestId, vpa: { id: vpa.id as string, attributes: vpa.attributes } };
}

/** What a browser does on the test card gateway's hosted page: read it, then press a button. */
export async function decideOnHostedPage(hostedPageUrl: string, decision: "approve" | "decline") {
  const page = await fetch(hostedPageUrl);
  const html = await page.text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!token || !action) throw new Error(`no payment form on the page: ${html.slice(0, 300)}`);
  const response = await fetch(new URL(action, hostedPageUrl), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token, decision }),
    redirect: "manual",
  });
  return { page, html, response };
}
