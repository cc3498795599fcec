// The hidden fields every portal form carries (FormHiddenFields): named once, for
// the server that reads them, the browser that reads the snapshot back before
// hydrating, and the replies that never write them back into a form.

/** The page's sealed snapshot (decision 0200). */
export const SNAPSHOT_FIELD = "snapshot";
/** Fields never written back into a form: a fresh token and snapshot come with the page. */
export const HIDDEN_FIELDS: readonly string[] = ["csrf", SNAPSHOT_FIELD];
