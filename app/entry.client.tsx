import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// Sentry's browser SDK (~50 KB) is fetched only when a DSN is configured.
if (window.ENV?.SENTRY_DSN) {
  void import("./sentry.client").then(({ initBrowserMonitoring }) => initBrowserMonitoring(window.ENV));
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
