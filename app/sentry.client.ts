import * as Sentry from "@sentry/remix";

import { scrubLinkTokens, scrubReport, withScrubbedEnvelopes } from "~/domain/link-token-scrub";
import type { PublicEnv } from "~/types/public-env";

/**
 * SPEC 9's rates (traces 1, replay 0.1, replay on error 1), with one deliberate
 * change: replays mask every input and all text, because bank and identity details
 * must not leave the portal (decision 0036). No link uuid reaches Sentry by any
 * path (decision 0102): every hook masks link tokens in all it is given, replay
 * events (their `urls`) are scrubbed as they are prepared, and the transport
 * scrubs every envelope before it leaves, the replay's recording included: its DOM
 * snapshots and page address reach no hook, so the recording is kept uncompressed
 * JSON for the transport to read.
 */
export function initBrowserMonitoring(env: PublicEnv): void {
  if (!env.SENTRY_DSN) return;
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.APP_ENV,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
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
