import { useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { SNAPSHOT_FIELD } from "~/domain/form-fields";
import { useDocumentSnapshot } from "./document-snapshot";

/**
 * The hidden fields every form of the portal carries (decision 0200): the
 * anti-forgery token, and the sealed snapshot of the page its loader made
 * (formPage), from which the page is drawn again when the provider does not answer:
 * in the loader data after a navigation, in the document on a visit's first page.
 */
export function FormHiddenFields() {
  const inDocument = useDocumentSnapshot();
  const snapshot = useLoaderData<{ [SNAPSHOT_FIELD]?: string }>()?.[SNAPSHOT_FIELD] ?? inDocument;
  return (
    <>
      <AuthenticityTokenInput />
      {snapshot ? <input type="hidden" name={SNAPSHOT_FIELD} value={snapshot} /> : null}
    </>
  );
}
