// A form's sealed snapshot (decision 0200) is a kilobyte of ciphertext that no
// compression shrinks. On the first page of a visit it is written once, in the
// forms' hidden field, not again in the loader data (decision 0271): the browser
// reads it back from that field as it hydrates, for the page it was sealed for.
import { useLocation } from "@remix-run/react";
import { createContext, type ReactNode, useContext } from "react";

import { SNAPSHOT_FIELD } from "~/domain/form-fields";
import type { DocumentSnapshot } from "~/types/document-snapshot";

const DocumentSnapshotContext = createContext<DocumentSnapshot | null>(null);

/** Given by entry.server: the snapshot of the document request's page. */
export function DocumentSnapshotProvider({ value, children }: { value: DocumentSnapshot | null; children: ReactNode }) {
  return <DocumentSnapshotContext.Provider value={value}>{children}</DocumentSnapshotContext.Provider>;
}

/**
 * In the browser, what the document's forms carry, read once: the first form drawn
 * on the document's page is drawn by its hydration, before React has changed
 * anything in the document (a form drawn after a navigation finds none). Read here
 * rather than by entry.client, so that this module goes with the forms instead of
 * in a script of its own on every page (decision 0284).
 */
let inThisDocument: DocumentSnapshot | null | undefined;

/** The document's snapshot, while the page shown is the one it was sealed for. */
export function useDocumentSnapshot(): string | undefined {
  const given = useContext(DocumentSnapshotContext);
  const { pathname } = useLocation();
  if (!given && typeof document !== "undefined" && inThisDocument === undefined) {
    inThisDocument = readDocumentSnapshot(document);
  }
  const value = given ?? inThisDocument;
  return value && value.path === pathname ? value.value : undefined;
}

/** What the server wrote in the forms' hidden field. */
function readDocumentSnapshot(document: Document): DocumentSnapshot | null {
  const field = document.querySelector<HTMLInputElement>(`input[type="hidden"][name="${SNAPSHOT_FIELD}"]`);
  return field?.value ? { path: document.location.pathname, value: field.value } : null;
}
