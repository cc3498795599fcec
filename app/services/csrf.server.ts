import { timingSafeEqual } from "node:crypto";

import type { AppLoadContext } from "@remix-run/node";

import { CSRF_FIELD } from "~/domain/form-fields";
import { requestSession } from "./session.server";

/**
 * This visitor's anti-forgery token, from the sealed session that portal-app.server.ts gives
 * every visitor before the loaders run (decision 0100); forms echo it.
 */
export async function csrfTokenOf(request: Request, context: AppLoadContext): Promise<string> {
  return (await requestSession(request, context)).csrf ?? "";
}

function sameToken(expected: string, received: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a posted form echoes the token sealed in this visitor's own session. */
export async function carriesCsrf(formData: FormData, request: Request, context: AppLoadContext): Promise<boolean> {
  const expected = (await requestSession(request, context)).csrf;
  const received = formData.get(CSRF_FIELD);
  return !!expected && typeof received === "string" && sameToken(expected, received);
}
