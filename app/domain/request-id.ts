// The id that follows one request through the portal's log, the provider's log and
// the answer (X-Request-Id, decision 0310). One a load balancer or a proxy already gave
// the request is kept, so its own log joins ours; one that could carry anything else
// into a log line (a line break, a forged field, a megabyte) is not.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an incoming X-Request-Id may be kept: 1-128 characters of letters, digits and `._:-`. */
export function isSaneRequestId(value: string | undefined): value is string {
  return value !== undefined && SANE_REQUEST_ID.test(value);
}

/**
 * The id to use for an incoming X-Request-Id, or null to make one. Every log masks a
 * uuid (a link's uuid is its bearer token, decision 0242), so a uuid-shaped id is kept
 * with its dashes dropped: the same digits, and still readable in every line.
 */
export function requestIdFrom(incoming: string | undefined): string | null {
  if (!isSaneRequestId(incoming)) return null;
  return UUID.test(incoming) ? incoming.replace(/-/g, "") : incoming;
}
