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

/** handleError of entry.server: log (uuids masked) and report, unless the request was aborted. */
export function handleServerError(error: unknown, request: Request): void {
  if (request.signal.aborted) return;
  const path = maskLinkTokens(new URL(request.url).pathname);
  console.error(`[error] ${request.method} ${path}: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  reportError(error);
}
