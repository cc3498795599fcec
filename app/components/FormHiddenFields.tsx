import { useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

/**
 * The hidden fields every form of the portal carries (decision 0200): the
 * anti-forgery token, and the sealed snapshot of the page its loader made
 * (formPage), from which the page is drawn again when the provider does not answer.
 */
export function FormHiddenFields() {
  const snapshot = useLoaderData<{ snapshot?: string }>()?.snapshot;
  return (
    <>
      <AuthenticityTokenInput />
      {snapshot ? <input type="hidden" name="snapshot" value={snapshot} /> : null}
    </>
  );
}
