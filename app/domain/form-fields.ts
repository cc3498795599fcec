// The hidden fields of the portal's forms, named once (decision 0382): for the server
// that reads them, the browser that draws them and reads them back, and the replies
// that never write them back into a form. Nothing else spells these names.

/** The visitor's anti-forgery token, as remix-utils' AuthenticityTokenInput renders it (decision 0100). */
export const CSRF_FIELD = "csrf";
/** The page's sealed snapshot, from which it is drawn again when the provider does not answer (decision 0200). */
export const SNAPSHOT_FIELD = "snapshot";
/** The application version a step form was drawn from; a newer one is a conflict (decision 0070). */
export const VERSION_FIELD = "version";
/** Where a step goes after saving: RETURN_TO_REVIEW after a Change link on the review page (also in the query). */
export const RETURN_TO_FIELD = "returnTo";
export const RETURN_TO_REVIEW = "review";
/** Fields never written back into a form: a fresh token and snapshot come with the page. */
export const HIDDEN_FIELDS: readonly string[] = [CSRF_FIELD, SNAPSHOT_FIELD];
