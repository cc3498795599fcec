// A form's sealed snapshot (decision 0200) is a kilobyte of ciphertext that no
// compression shrinks. On the first page of a visit it is written once, in the
// forms' hidden field, not again in the loader data (decision 0271): the browser
// reads it back from that field before hydrating, for the page it was sealed for.
import { useLocation } from "@remix-run/react";
import { createContext, type ReactNode, useContext } from "react";

import { SNAPSHOT_FIELD } from "~/domain/form-fields";
import type { DocumentSnapshot } from "~/types/document-snapshot";

const DocumentSnapshotContext = createContext<DocumentSnapshot | null>(null);

export function DocumentSnapshotProvider({ value, children }: { value: DocumentSnapshot | null; children: ReactNode }) {
  return <DocumentSnapshotContext.Provider value={value}>{children}</DocumentSnapshotContext.Provider>;
}

/** The document's snapshot, while the page shown is the one it was sealed for. */
export function useDocumentSnapshot(): string | undefined {
  const value = useContext(DocumentSnapshotContext);
  const { pathname } = useLocation();
  return value && value.path === pathname ? value.value : undefined;
}

/** What the server wrote in the forms' hidden field, before React takes the page over. */
export function readDocumentSnapshot(document: Document): DocumentSnapshot | null {
  const field = document.querySelector<HTMLInputElement>(`input[type="hidden"][name="${SNAPSHOT_FIELD}"]`);
  return field?.value ? { path: document.location.pathname, value: field.value } : null;
}
