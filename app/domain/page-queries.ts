// Queries that turn a page into a second question of its own, so each works without
// JavaScript. A module of their own: the pages' components use them, and the step
// registry, which names those pages, stays on the server (decision 0090).

/** The query that turns the sign page into its decline confirmation. */
export const DECLINE_QUERY = "decline";
/** The query that asks "pay now instead?" after a decline (decision 0165). */
export const PAY_NOW_QUERY = "pay-now";
