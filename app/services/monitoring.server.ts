import { maskLinkTokens } from "~/domain/analytics";
import { scrubLinkTokens, scrubReport, withScrubbedEnvelopes } from "~/domain/link-token-scrub";
import { log } from "./log.server";

// Error reporting (docs/SPEC.md 8/9) only when SENTRY_DSN is set; otherwise errors go to
// the log alone. Sentry is imported lazily so a portal without it never loads it.
// No link uuid reaches Sentry by any path (decision 0102): nothing is collected
// from requests (no user, cookies, headers, bodies or query strings), every hook
// masks link tokens in all it is given, and the transport scrubs every envelope
// once more before it leaves, whatever produced it.

/** The hooks of `Sentry.init`; the browser's (app/sentry.client.ts) are the same. */
const scrubbingHooks = {
  beforeSend: <T extends object>(event: T): T => scrubReport(event),
  beforeSendTransaction: <T extends object>(event: T): T => scrubReport(event),
  beforeSendSpan: <T>(span: T): T => scrubLinkTokens(span),
  beforeBreadcrumb: <T>(breadcrumb: T): T => scrubLinkTokens(breadcrumb),
};

interface MonitoringOptions {
  dsn: string;
  environment: string;
  /** The build's name (RELEASE, else the package's version): which deploy an error came from. */
  release: string;
  providerUrl?: string;
  /** SENTRY_TRACES_SAMPLE_RATE: 0 reports errors only. */
  tracesSampleRate: number;
}

/** What each way of starting Sentry shares: where it reports, what it collects, and the scrubbing. */
function sharedOptions(options: MonitoringOptions) {
  return {
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    // Nothing is taken from requests at all: the hooks then only have URLs to mask.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    ...scrubbingHooks,
  };
}

/**
 * What makes the SDK give each request a scope of its own, and the breadcrumbs kept
 * there: its HTTP server integration (AsyncLocalStorage, whose async hooks cost every
 * request 1.5-3 ms of CPU on Node 20), and the breadcrumbs of outgoing calls and the log.
 */
const PER_REQUEST_INTEGRATIONS = new Set(["Http", "NodeFetch", "Console"]);

/**
 * Errors only, the default (decision 0295): Sentry's light SDK, without OpenTelemetry,
 * and without a scope per request. Breadcrumbs without one would mix whatever requests
 * ran at the same time, so none are kept; each report says which request failed
 * instead (reportError).
 */
async function reportErrors(options: MonitoringOptions): Promise<void> {
  const Sentry = await import("@sentry/node-core/light");
  Sentry.init({
    ...sharedOptions(options),
    maxBreadcrumbs: 0,
    integrations: (defaults) => defaults.filter((integration) => !PER_REQUEST_INTEGRATIONS.has(integration.name)),
    transport: withScrubbedEnvelopes(Sentry.makeNodeTransport),
  });
  captureException = Sentry.captureException;
}

/**
 * Errors and traces at SENTRY_TRACES_SAMPLE_RATE (decision 0283): @sentry/remix, whose
 * Remix and OpenTelemetry layers make the spans of each request, loader and provider call.
 */
async function reportErrorsAndTraces(options: MonitoringOptions): Promise<void> {
  const Sentry = await import("@sentry/remix");
  Sentry.init({
    ...sharedOptions(options),
    tracesSampleRate: options.tracesSampleRate,
    tracePropagationTargets: options.providerUrl ? [options.providerUrl] : [],
    // W3C's traceparent beside Sentry's own headers on each call to the provider (decision 0311).
    propagateTraceparent: true,
    integrations: (defaults) => [
      ...defaults.filter((integration) => integration.name !== "Http"),
      // As @sentry/remix's own (its Remix integration makes the request's span), but no
      // request body is read into the scope: none is ever reported (dataCollection).
      Sentry.httpIntegration({ disableIncomingRequestSpans: true, maxIncomingRequestBodySize: "none" }),
    ],
    transport: withScrubbedEnvelopes(Sentry.makeNodeTransport),
  });
  captureException = Sentry.captureException;
}

type CaptureException = (
  error: unknown,
  hint: { captureContext: { contexts: Record<string, Record<string, string>> } },
) => string;
/** The started SDK's captureException; none until Sentry is started (no SENTRY_DSN, none at all). */
let captureException: CaptureException | null = null;

export async function initMonitoring(options: MonitoringOptions): Promise<void> {
  // Tracing only when asked for (decision 0283): the SDK that traces wraps every request
  // and every call to the provider in spans whether or not it keeps them, so a rate of
  // 0.1 cost as much CPU as tracing all of them. Errors are all reported either way.
  if (options.tracesSampleRate > 0) await reportErrorsAndTraces(options);
  else await reportErrors(options);
}

/**
 * To Sentry, when it was started (a SENTRY_DSN), with what says which request failed:
 * its method and its path, link tokens masked (the only facts of a request ever
 * reported), its id; or, for a provider outage, its cause and operation.
 */
export function reportError(error: unknown, context: Record<string, string>): void {
  captureException?.(error, { captureContext: { contexts: { request: context } } });
}

/** The status a loader or action meant when it threw a Response or `data(…, {status})`. */
function intendedStatus(error: unknown): number | null {
  if (error instanceof Response) return error.status;
  if (!error || typeof error !== "object") return null;
  const thrown = error as { type?: unknown; init?: { status?: unknown } | null; status?: unknown };
  if (thrown.type === "DataWithResponseInit") return typeof thrown.init?.status === "number" ? thrown.init.status : 200;
  // A resource route's thrown `data(…, {status})` reaches handleError as an ErrorResponse.
  if (typeof thrown.status === "number" && "internal" in thrown) return thrown.status;
  return null;
}

/**
 * handleError of entry.server: log (uuids masked) and report, unless the request was
 * aborted or a route answered a client error on purpose (a refused form, a 404):
 * those are answers, not faults.
 */
export function handleServerError(error: unknown, request: Request, requestId?: string): void {
  if (request.signal.aborted) return;
  const status = intendedStatus(error);
  if (status !== null && status < 500) return;
  const path = maskLinkTokens(new URL(request.url).pathname);
  const what = error instanceof Error ? (error.stack ?? error.message) : status !== null ? `answered ${status}` : String(error);
  log().error(
    { reqId: requestId, method: request.method, path, ...(error instanceof Error ? { err: error } : { status }) },
    `${request.method} ${path}: ${error instanceof Error ? error.message : what}`,
  );
  // A thrown answer (a 503 as data) is no Error: reported as one that says what it was.
  const reported = error instanceof Error ? error : new Error(`${request.method} ${path}: ${what}`);
  reportError(reported, { method: request.method, path, ...(requestId ? { requestId } : {}) });
}
