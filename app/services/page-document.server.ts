// What a document request's loaders leave for the document itself rather than for
// their data (decision 0271). Remix writes loader data into the page as a
// turbo-stream, beside the markup drawn from it: what the markup already holds, or
// what travels better as plain JSON, is gathered here instead, and entry.server
// gives it to the render. A data request (`/path.data`, a navigation with
// JavaScript) has none: its loaders send everything in their data, as before.
import type { DocumentMessages } from "~/i18n/document-messages";
import { DEFAULT_LOCALE } from "~/i18n/language";
import type { DocumentSnapshot } from "~/types/document-snapshot";

export interface PageDocument {
  /** The messages of every loader of the request, written once as JSON. */
  messages: DocumentMessages;
  /** The form's sealed snapshot, written only in the forms' hidden field, which the browser reads back. */
  snapshot: DocumentSnapshot | null;
}

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /** Present on a document request only. */
    pageDocument?: PageDocument;
  }
}

/** A request for a whole page, not Remix's fetch of loader or action data (`/path.data`). */
export function isDocumentRequest(pathname: string): boolean {
  return !pathname.endsWith(".data");
}

/** What the load context starts a request with: an empty page document for a document request. */
export function pageDocumentFor(pathname: string): PageDocument | undefined {
  return isDocumentRequest(pathname) ? { messages: { locale: DEFAULT_LOCALE, messages: {} }, snapshot: null } : undefined;
}
