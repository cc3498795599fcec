import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";

import { type FormReply, keptAsTyped } from "~/domain/form-reply";

/** The reply of a press that got no answer: the form as typed and the notice that says so. */
export function noAnswerReply(formData: FormData, hideFields: string[] = []): FormReply {
  return { result: keptAsTyped(formData, hideFields), notice: { kind: "no-answer" }, version: null };
}

/**
 * Every form's client action (decision 0200): the server's answer, or, when none
 * came (offline, a request cut off), the form as typed with the "not sent yet"
 * notice, instead of the router's error page. The 503 is the browser's own.
 */
export async function keepFormWithoutAnswer({ request, serverAction }: ClientActionFunctionArgs) {
  const formData = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return Response.json(noAnswerReply(formData), { status: 503 });
  }
}

/**
 * A form refused, not stored, or that got no answer leaves the page's data as it
 * was: reloading it would only ask the provider again, and fail the same way when
 * it is down. (With single fetch a route must say so itself.)
 */
export const keepPageAfterRefusal: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate;
