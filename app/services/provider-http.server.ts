// The HTTP exchange with the provider API (JSON:API, a cookie jar, the XSRF token
// on a change) and the error every failed exchange becomes. The payer's client
// (provider.server.ts) and the representative's (staff.server.ts) speak through it.
import { fetch, Headers, type Response } from "undici";

import type { ApiError } from "~/domain/api-errors";
import { toApiErrors } from "~/domain/api-errors";
import { CallRefused, providerCallOutcome, providerOperation } from "~/domain/provider-call";
import { timeLimit } from "./abort-signals.server";
import { countAsFailure, refusedByBreaker, throughBreaker } from "./provider-breaker.server";
import { recordProviderCall } from "./provider-call-log.server";
import { providerDispatcher } from "./provider-pool.server";
import { newRequestId } from "./request-id.server";

/** Every failed exchange with the provider: its status and the error items of docs/SPEC.md 8. */
export class ProviderError extends Error {
  /** The provider's HTTP status; undefined when no answer arrived (down, slow). */
  readonly status?: number;
  readonly errors: ApiError[];
  /** The call's X-Request-Id (its request's id), for the failure's log line. */
  requestId?: string;
  /** The call, its ids masked (`GET /guest/v1/fund-requests/:id`). */
  operation?: string;

  constructor(status: number | undefined, body: unknown, cause?: unknown) {
    const errors = toApiErrors(status, body);
    super(errors.map((error) => error.message).join("; "), { cause });
    this.name = "ProviderError";
    this.status = status;
    this.errors = errors;
  }

  get unavailable(): boolean {
    return this.status === undefined || this.status === 502 || this.status === 503 || this.status === 504;
  }

  /** Why the call failed, as its log line and metrics say it: the status code, or timeout, deadline, breaker-open, refused, reset, dns, aborted, other. */
  get failureCause(): string {
    return providerCallOutcome(this.status, this.cause);
  }
}

const MEDIA_TYPE = "application/vnd.api+json";
export const XSRF_COOKIE = "XSRF-TOKEN";
/** The provider's session cookie: a representative's proves, to open a view as a customer, who started it. */
export const PROVIDER_SESSION_COOKIE = "provider_session";
export const REPRESENTATIVE_SESSION_HEADER = "X-Representative-Session";

export interface CallOptions {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  body?: unknown;
  /** The provider cookies to send (the link's jar); none for reference data. */
  cookies?: Record<string, string>;
  /** Headers of the call's own (a view's proof of the staff session that opened it, decision 0240). */
  headers?: Record<string, string>;
}

/** A 2xx answer, with the cookie jar as the answer's Set-Cookie headers left it. */
export type Answer = { status: number; body: unknown; cookies: Record<string, string> };

/** A new jar: `jar` with what `response` set, replaced or expired. */
function withSetCookies(jar: Record<string, string>, response: Response): Record<string, string> {
  const next = { ...jar };
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(";");
    const index = pair.indexOf("=");
    if (index <= 0) continue;
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key, raw] = attribute.trim().split("=");
      if (key.toLowerCase() === "max-age") return Number(raw) <= 0;
      if (key.toLowerCase() === "expires") return Date.parse(raw) <= Date.now();
      return false;
    });
    if (expired || value === "") delete next[name];
    else next[name] = value;
  }
  return next;
}

function cookieHeader(jar: Record<string, string>): string | null {
  const pairs = Object.entries(jar).map(([name, value]) => `${name}=${value}`);
  return pairs.length > 0 ? pairs.join("; ") : null;
}

/** Where and how the portal reaches the provider, for one visitor. */
interface ProviderTarget {
  baseUrl: string;
  timeoutMs: number;
  /** The visitor's address, forwarded so the provider rate-limits the right client. */
  clientAddress?: string;
  /** The visitor's request's id, sent as X-Request-Id; a call made for no request gets one of its own. */
  requestId?: string;
  /**
   * The request's signal for its provider calls (decision 0361): aborted when the payer
   * goes away, or when the request's deadline passes (a TimeoutError). A call made for
   * no request (the shared caches) has only its own time-out.
   */
  providerSignal?: AbortSignal;
}

/** Who a call is made for: what a client takes from the request's load context. */
export type ProviderCaller = Pick<ProviderTarget, "clientAddress" | "requestId" | "providerSignal">;

/**
 * What a call that got no answer failed of: the request's deadline (a CallRefused, so
 * its outcome is "deadline", not the call's own "timeout"), the payer going away (the
 * abort's own error: "aborted"), or what fetch threw.
 */
function noAnswer(error: unknown, providerSignal: AbortSignal | undefined): unknown {
  if (!providerSignal?.aborted) return error;
  const reason: unknown = providerSignal.reason;
  return reason instanceof DOMException && reason.name === "TimeoutError" ? new CallRefused("deadline") : reason;
}

// What the breaker counts (decision 0364): a 5xx or no answer, but not a call the portal
// stopped itself (the payer left, the deadline passed) nor a 4xx, which the provider meant.
countAsFailure(
  (error) =>
    !(error instanceof ProviderError) ||
    (error.status === undefined ? !["aborted", "deadline", "breaker-open"].includes(error.failureCause) : error.status >= 500),
);

/**
 * One HTTP exchange with the provider (JSON:API, the jar's cookies, its XSRF token
 * on a change); throws ProviderError for no answer or a non-2xx answer. The payer's
 * client and the representative's (staff.server.ts) both speak through it. While the
 * provider's breaker is open it fails at once, outcome "breaker-open" (decision 0364).
 */
export async function exchange(target: ProviderTarget, path: string, options: CallOptions): Promise<Answer> {
  const requestId = target.requestId ?? newRequestId();
  const shed: unknown = target.providerSignal?.aborted ? target.providerSignal.reason : undefined;
  if (shed instanceof CallRefused && shed.reason === "shed") {
    // A shed request makes no call (decision 0366): not sent, so no call's line, metric or
    // breaker count; the shed itself was logged and counted once (work-queue.server.ts).
    const refused = new ProviderError(undefined, undefined, shed);
    refused.requestId = requestId;
    refused.operation = providerOperation(options.method ?? "GET", path);
    throw refused;
  }
  const started = performance.now();
  try {
    return await throughBreaker(() => exchangeOnce({ ...target, requestId }, path, options));
  } catch (error) {
    if (!refusedByBreaker(error)) throw error;
    const refused = new ProviderError(undefined, undefined, new CallRefused("breaker-open"));
    throw failed(refused, requestId, options.method ?? "GET", path, started);
  }
}

async function exchangeOnce(
  { baseUrl, timeoutMs, clientAddress, requestId = newRequestId(), providerSignal }: ProviderTarget,
  path: string,
  { method = "GET", body, cookies = {}, headers: extra = {} }: CallOptions,
): Promise<Answer> {
  const started = performance.now();
  const headers = new Headers({ ...extra, Accept: MEDIA_TYPE });
  if (body !== undefined) headers.set("Content-Type", MEDIA_TYPE);
  if (clientAddress) headers.set("X-Forwarded-For", clientAddress);
  headers.set("X-Request-Id", requestId);
  const sent = cookieHeader(cookies);
  if (sent) headers.set("Cookie", sent);
  if (method !== "GET" && cookies[XSRF_COOKIE]) headers.set("X-XSRF-TOKEN", decodeURIComponent(cookies[XSRF_COOKIE]));
  // The call's own time-out, or the request's deadline and the payer leaving, whichever comes first,
  // over the answer's body too (abort-signals.server.ts: not AbortSignal.any, which Node 20 loses).
  const limit = timeLimit(timeoutMs, providerSignal);
  try {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "manual",
        signal: limit.signal,
        // undici's own fetch with its own pool (decision 0360): Node's global fetch is an
        // older undici, whose handlers a newer Agent only takes through a compatibility layer.
        dispatcher: providerDispatcher(),
      });
    } catch (error) {
      throw failed(new ProviderError(undefined, undefined, noAnswer(error, providerSignal)), requestId, method, path, started);
    }
    const text = await response.text().catch(() => "");
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    if (response.status < 200 || response.status > 299) {
      throw failed(new ProviderError(response.status, parsed), requestId, method, path, started);
    }
    recordProviderCall({
      requestId,
      operation: providerOperation(method, path),
      outcome: String(response.status),
      status: response.status,
      started,
    });
    return { status: response.status, body: parsed, cookies: withSetCookies(cookies, response) };
  } finally {
    limit.release();
  }
}

/** A failed call's error, with its request id and operation, after its log line. */
function failed(error: ProviderError, requestId: string, method: string, path: string, started: number): ProviderError {
  error.requestId = requestId;
  error.operation = providerOperation(method, path);
  recordProviderCall({ requestId, operation: error.operation, outcome: error.failureCause, status: error.status, started });
  return error;
}
