// The id that follows one request through the portal's log, the provider's log and
// the answer (X-Request-Id, decision 0310). One a load balancer or a proxy already gave
// the request is kept, so its own log joins ours; one that could carry anything else
// into a log line (a line break, a forged field, a megabyte) is not.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Whether an incoming X-Request-Id may be kept as it is: 1-128 characters of letters, digits and `._:-`. */
export function isSaneRequestId(value: string | undefined): value is string {
  return value !== undefined && SANE_REQUEST_ID.test(value);
}
