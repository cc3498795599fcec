import { timingSafeEqual } from "node:crypto";

import { data } from "@remix-run/node";

import { getPortalSession } from "./session.server";

/** The name of the hidden field remix-utils' AuthenticityTokenInput renders. */
export const CSRF_FIELD = "csrf";

/**
 * This visitor's anti-forgery token, from the sealed session that server.ts gives
 * every visitor before the loaders run (decision 0100); forms echo it.
 */
export async function csrfTokenOf(request: Request): Promise<string> {
  return (await getPortalSession(request.headers.get("Cookie"))).csrf ?? "";
}

export const CSRF_FAILED_MESSAGE =
  "This form could not be sent because it did not come from this page or it was open too long. Go back, reload the page and try again.";

function sameToken(expected: string, received: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A posted form must echo the token sealed in this visitor's own session: a token
 * (and cookie) copied from another visitor does not match, and a failure answers
 * 403 (the error boundary explains), never 500.
 */
export async function requireCsrf(formData: FormData, request: Request): Promise<void> {
  if (!(await carriesCsrf(formData, request))) csrfRefused();
}

/** Whether a posted form echoes the token sealed in this visitor's own session. */
export async function carriesCsrf(formData: FormData, request: Request): Promise<boolean> {
  const expected = (await getPortalSession(request.headers.get("Cookie"))).csrf;
  const received = formData.get(CSRF_FIELD);
  return !!expected && typeof received === "string" && sameToken(expected, received);
}

/** The bare refusal: 403, explained by the error boundary. */
export function csrfRefused(): never {
  throw data(CSRF_FAILED_MESSAGE, { status: 403 });
}
