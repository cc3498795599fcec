import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { catchErrorsForSentry } from "./error-catcher.client";

// With a DSN the page holds only what catches an error; Sentry's browser SDK
// (~68 KB with replay) comes with the first error (decision 0260).
if (window.ENV?.SENTRY_DSN) catchErrorsForSentry(window.ENV);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
