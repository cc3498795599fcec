// Where a step form posts (decision 0113). Chromium keeps a page in its back-forward
// cache only when the page that follows has another address: a form posted to its
// own page's address, answered with the page drawn again, leaves nothing to go Back
// to but a fresh copy, and what was typed is gone. Each post of a page goes to its
// address with the next `attempt`, so Back after a refused post shows the page as it
// was left, with what was typed (the query's other parameters, returnTo, are kept).

export const ATTEMPT_PARAM = "attempt";

/** The search of the address a form on a page at `search` posts to: the same, with the next attempt. */
export function nextAttemptSearch(search: string): string {
  const params = new URLSearchParams(search);
  const attempt = Number(params.get(ATTEMPT_PARAM));
  params.set(ATTEMPT_PARAM, String(Number.isInteger(attempt) && attempt > 0 && attempt < 1000 ? attempt + 1 : 1));
  return `?${params}`;
}
