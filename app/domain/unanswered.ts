/**
 * A form's answer made in the browser when the request got no answer at all (no
 * connection, the request cut off). The root reads it to skip reloading its data,
 * so it lives apart from any form's schema: the root's bundle stays without the validator.
 */
export interface Unanswered {
  unanswered: true;
}

export function isUnanswered(value: unknown): value is Unanswered {
  return typeof value === "object" && value !== null && (value as { unanswered?: unknown }).unanswered === true;
}
