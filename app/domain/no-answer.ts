/**
 * Whether an action's data is the reply the browser made itself when its post got no
 * answer at all (no connection, the request cut off): the form as typed with the
 * "no-answer" notice, which only the browser writes. The root reads it to skip
 * reloading its data, so it lives apart from any form's schema: the root's bundle
 * stays without the validator.
 */
export function isNoAnswer(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const notice: unknown = (value as { notice?: unknown }).notice;
  return typeof notice === "object" && notice !== null && (notice as { kind?: unknown }).kind === "no-answer";
}
