import { RemixBrowser, UNSAFE_decodeInitialState as decodeInitialState } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { catchErrorsForSentry } from "./error-catcher.client";

// With a DSN the page holds only what catches an error; Sentry's browser SDK
// (~68 KB with replay) comes with the first error (decision 0260).
if (window.ENV?.SENTRY_DSN) catchErrorsForSentry(window.ENV);

// Hydrate once the loaders' data the document carries has been decoded. Until then
// RemixBrowser would suspend the whole page, and a tap or a chosen file during that
// moment makes React 18 hydrate at once, suspend again and give up: the page would
// be left without its scripts (decision 0291).
void decodeInitialState().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
