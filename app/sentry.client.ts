import * as Sentry from "@sentry/remix";

import { scrubLinkTokens, scrubReport, withScrubbedEnvelopes } from "~/domain/link-token-scrub";
import type { PublicEnv } from "~/types/public-env";

/**
 * Loaded by app/error-catcher.client.ts on the first uncaught error, or once the
 * page is idle in a session chosen for replay (decision 0260). docs/SPEC.md 9's rates: the
 * one session in ten is chosen before this loads, so here a session is recorded
 * whole (`recordSession`) or buffered until an error (replay on error 1). The
 * browser sends no traces (no tracing integration). One deliberate
 * change: replays mask every input and all text, because bank and identity details
 * must not leave the portal (decision 0036). No link uuid reaches Sentry by any
 * path (decision 0102): every hook masks link tokens in all it is given, replay
 * events (their `urls`) are scrubbed as they are prepared, and the transport
 * scrubs every envelope before it leaves, the replay's recording included: its DOM
 * snapshots and page address reach no hook, so the recording is kept uncompressed
 * JSON for the transport to read.
 */
export function initBrowserMonitoring(env: PublicEnv, { recordSession }: { recordSession: boolean }): void {
  if (!env.SENTRY_DSN) return;
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.APP_ENV,
    tracesSampleRate: 1,
    replaysSessionSampleRate: recordSession ? 1 : 0,
    replaysOnErrorSampleRate: 1,
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    integrations: [
      Sentry.replayIntegration({
        maskAllInputs: true,
        maskAllText: true,
        blockAllMedia: true,
        // A compressed recording is bytes the transport cannot scrub (it would drop it).
        useCompression: false,
        // Only the SDK's own recording events (breadcrumbs, network, performance) come here.
        beforeAddRecordingEvent: (event) => scrubLinkTokens(event),
      }),
      // Replay events skip beforeSend; every event goes through this processor.
      { name: "ScrubLinkTokens", processEvent: (event) => scrubReport(event) },
    ],
    beforeSend: (event) => scrubReport(event),
    beforeSendTransaction: (event) => scrubReport(event),
    beforeSendSpan: (span) => scrubLinkTokens(span),
    beforeBreadcrumb: (breadcrumb) => scrubLinkTokens(breadcrumb),
    transport: withScrubbedEnvelopes(Sentry.makeFetchTransport),
  });
}

/** An error the page caught before the SDK had loaded, reported as the SDK's own handler would have. */
export function reportUncaught(error: unknown): void {
  Sentry.captureException(error, { mechanism: { type: "onerror", handled: false } });
}
