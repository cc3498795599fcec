import * as Sentry from "@sentry/remix";
import { maskLinkTokens } from "~/domain/analytics";
import type { PublicEnv } from "~/services/env.server";

/**
 * SPEC 9's rates (traces 1, replay 0.1, replay on error 1), with one deliberate
 * change: replays mask every input and all text, because bank and identity details
 * must not leave the portal (decision 0036). Link uuids are masked in every URL.
 */
export function initBrowserMonitoring(env: PublicEnv): void {
  if (!env.SENTRY_DSN) return;
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.APP_ENV,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    sendDefaultPii: false,
    integrations: [Sentry.replayIntegration({ maskAllInputs: true, maskAllText: true, blockAllMedia: true })],
    beforeSend(event) {
      if (event.request?.url) event.request.url = maskLinkTokens(event.request.url);
      if (event.request) event.request.headers = undefined;
      if (event.transaction) event.transaction = maskLinkTokens(event.transaction);
      return event;
    },
    beforeSendTransaction(event) {
      if (event.transaction) event.transaction = maskLinkTokens(event.transaction);
      if (event.request?.url) event.request.url = maskLinkTokens(event.request.url);
      return event;
    },
    beforeBreadcrumb(breadcrumb) {
      if (breadcrumb.data?.url) breadcrumb.data.url = maskLinkTokens(String(breadcrumb.data.url));
      if (breadcrumb.data?.from) breadcrumb.data.from = maskLinkTokens(String(breadcrumb.data.from));
      if (breadcrumb.data?.to) breadcrumb.data.to = maskLinkTokens(String(breadcrumb.data.to));
      return breadcrumb;
    },
  });
}
