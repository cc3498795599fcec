import { maskLinkTokens } from "~/domain/analytics";
import { getEnv } from "./env.server";

/**
 * Error reporting (SPEC 8/9) only when SENTRY_DSN is set; otherwise errors go to
 * the log alone. Sentry is imported lazily so a portal without it never loads it.
 * Reports are scrubbed: no cookies, no bodies, no headers, link uuids masked.
 */
interface ScrubbableEvent {
  request?: { method?: string; url?: string };
  transaction?: string;
  user?: unknown;
  breadcrumbs?: Array<{ message?: string; data?: Record<string, unknown> }>;
}

export function scrubEvent<T extends ScrubbableEvent>(event: T): T {
  if (event.request) {
    event.request = {
      method: event.request.method,
      url: event.request.url ? maskLinkTokens(event.request.url) : undefined,
    };
  }
  if (event.transaction) event.transaction = maskLinkTokens(event.transaction);
  if (event.user) event.user = undefined;
  for (const breadcrumb of event.breadcrumbs ?? []) {
    if (breadcrumb.message) breadcrumb.message = maskLinkTokens(breadcrumb.message);
    if (breadcrumb.data) {
      breadcrumb.data = Object.fromEntries(
        Object.entries(breadcrumb.data).map(([key, value]) => [key, typeof value === "string" ? maskLinkTokens(value) : value]),
      );
    }
  }
  return event;
}

export async function initMonitoring(options: { dsn: string; environment: string; providerUrl?: string }): Promise<void> {
  const Sentry = await import("@sentry/remix");
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    tracesSampleRate: 1,
    sendDefaultPii: false,
    tracePropagationTargets: options.providerUrl ? [options.providerUrl] : [],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
  });
}

/**
 * server.ts initialises Sentry before loading the Remix build; the build imports
 * the same (external) package, so this reaches that client. Without a DSN nothing loads.
 */
export function reportError(error: unknown): void {
  if (!getEnv().SENTRY_DSN) return;
  void import("@sentry/remix").then((Sentry) => Sentry.captureException(error));
}

/** The status a loader or action meant when it threw a Response or `data(…, {status})`. */
function intendedStatus(error: unknown): number | null {
  if (error instanceof Response) return error.status;
  if (!error || typeof error !== "object") return null;
  const thrown = error as { type?: unknown; init?: { status?: unknown } | null; status?: unknown };
  if (thrown.type === "DataWithResponseInit") return typeof thrown.init?.status === "number" ? thrown.init.status : 200;
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
