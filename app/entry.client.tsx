import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { DocumentSnapshotProvider, readDocumentSnapshot } from "./components/document-snapshot";
import { catchErrorsForSentry } from "./error-catcher.client";
import { DocumentMessagesProvider, readDocumentMessages } from "./i18n/document-messages";

// With a DSN the page holds only what catches an error; Sentry's browser SDK
// (~68 KB with replay) comes with the first error (decision 0260).
if (window.ENV?.SENTRY_DSN) catchErrorsForSentry(window.ENV);

// The first screen's messages and form snapshot, as the server wrote them into the document (decision 0271).
const documentMessages = readDocumentMessages(document);
const documentSnapshot = readDocumentSnapshot(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <DocumentMessagesProvider value={documentMessages}>
        <DocumentSnapshotProvider value={documentSnapshot}>
          <RemixBrowser />
        </DocumentSnapshotProvider>
      </DocumentMessagesProvider>
    </StrictMode>,
  );
});
