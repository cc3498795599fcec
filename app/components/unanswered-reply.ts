import { parseWithZod } from "@conform-to/zod";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { z } from "zod";

export const NOT_SENT_NO_ANSWER =
  "The connection dropped before we could answer, so nothing was sent. Your answers are still here: please press the button again.";

/** Any form's payload, so the reply keeps every value as typed. */
const anyForm = z.object({}).passthrough();

/**
 * A form's client action: the server's answer, or, when none came (no connection,
 * a request cut off), the form as typed with the form's own error saying so,
 * instead of the router's error page (decision 0110). The 503 is the browser's own.
 */
export async function keepFormWithoutAnswer({ request, serverAction }: ClientActionFunctionArgs) {
  const formData = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const result = parseWithZod(formData, { schema: anyForm }).reply({ formErrors: [NOT_SENT_NO_ANSWER], hideFields: ["csrf"] });
    return Response.json({ result }, { status: 503 });
  }
}
