// The messages of a page opened by a document request travel in that document once,
// as JSON, not in the loader data (decision 0271). Remix serialises loader data with
// turbo-stream, which writes Lingui's compiled arrays as references to a table of
// values and doubles their weight; a plain JSON script, read back before hydrating,
// keeps the first page of a screen near its weight before the translations. Later
// navigations fetch their loaders' data, and those loaders still send their
// messages in it (usePageI18n merges the two).
import { createContext, type ReactNode, useContext } from "react";

import { isLocale, type Locale } from "~/i18n/language";
import type { CompiledMessages } from "./translate";

/** The page's language and the messages of every loader of its document request. */
export interface DocumentMessages {
  locale: Locale;
  messages: CompiledMessages;
}

const ELEMENT_ID = "page-messages";

const DocumentMessagesContext = createContext<DocumentMessages | null>(null);

/** Given by entry.server: what the loaders of the document request collected. */
export function DocumentMessagesProvider({ value, children }: { value: DocumentMessages | null; children: ReactNode }) {
  return <DocumentMessagesContext.Provider value={value}>{children}</DocumentMessagesContext.Provider>;
}

/**
 * In the browser, what the document carries, read once: the first render is the
 * root's hydration, before React has changed anything in the document. Read here
 * rather than by entry.client, so that this module goes with the routes that use it
 * (in the translation runtime's chunk) instead of in a script of its own on every
 * page (decision 0284).
 */
let inThisDocument: DocumentMessages | null | undefined;

export function useDocumentMessages(): DocumentMessages | null {
  const given = useContext(DocumentMessagesContext);
  if (given || typeof document === "undefined") return given;
  if (inThisDocument === undefined) inThisDocument = readDocumentMessages(document);
  return inThisDocument;
}

/** JSON that cannot end its script element early: `<` written as its escape. */
function scriptText(value: DocumentMessages): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The messages as data in the document (not run, so the Content-Security-Policy
 * needs no nonce for it). The browser renders the same text from what it read
 * back, so hydration finds the element as the server wrote it.
 */
export function DocumentMessagesScript() {
  const value = useDocumentMessages();
  if (!value) return null;
  return <script type="application/json" id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: scriptText(value) }} />;
}

/** What the server wrote in the document, or null on a page drawn without it. */
function readDocumentMessages(document: Document): DocumentMessages | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<DocumentMessages> | null;
    return value && isLocale(value.locale) && value.messages && typeof value.messages === "object"
      ? { locale: value.locale, messages: value.messages }
      : null;
  } catch {
    return null;
  }
}
