import { maskLinkTokens } from "~/domain/analytics";
import { scrubLinkTokens, scrubReport, withScrubbedEnvelopes } from "~/domain/link-token-scrub";
import { getEnv } from "./env.server";

// Error reporting (SPEC 8/9) only when SENTRY_DSN is set; otherwise errors go to
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

export async function initMonitoring(options: { dsn: string; environment: string; providerUrl?: string }): Promise<void> {
  const Sentry = await import("@sentry/remix");
  // Tracing only when asked for (decision 0283): the SDK wraps every request and every
  // call to the provider in spans whether or not it keeps them, so a rate of 0.1 cost
  // as much CPU as tracing all of them. Errors are all reported either way.
  const tracesSampleRate = getEnv().SENTRY_TRACES_SAMPLE_RATE || undefined;
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    tracesSampleRate,
    // Nothing is taken from requests at all: the hooks then only have URLs to mask.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    tracePropagationTargets: tracesSampleRate && options.providerUrl ? [options.providerUrl] : [],
    integrations: (defaults) => [
      ...defaults.filter((integration) => integration.name !== "Http"),
      // As @sentry/remix's own (its Remix integration makes the request's span), but no
      // request body is read into the scope: none is ever reported (dataCollection).
      Sentry.httpIntegration({ disableIncomingRequestSpans: true, maxIncomingRequestBodySize: "none" }),
    ],
    ...scrubbingHooks,
    transport: withScrubbedEnvelopes(Sentry.makeNodeTransport),
  });
}

/**
 * server.ts initialises Sentry before loading the Remix build; the build imports
 * the same (external) package, so this reaches that client. Without a DSN nothing loads.
 */
function reportError(error: unknown): void {
  if (!getEnv().SENTRY_DSN) return;
  void import("@sentry/remix").then((Sentry) => Sentry.captureException(error));
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
export function handleServerError(error: unknown, request: Request): void {
  if (request.signal.aborted) return;
  const status = intendedStatus(error);
  if (status !== null && status < 500) return;
  const path = maskLinkTokens(new URL(request.url).pathname);
  const what = error instanceof Error ? (error.stack ?? error.message) : status !== null ? `answered ${status}` : String(error);
  console.error(`[error] ${request.method} ${path}: ${what}`);
  reportError(error);
}
