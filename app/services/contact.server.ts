import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";

import { type ContactMessage, contactMessageSchema } from "~/domain/contact-message";
import { requireForm } from "./form.server";
import { commitLink, type LinkContext, requireLink } from "./link.server";
import { ProviderError } from "./provider.server";

/** Said beside the form whenever the message did not reach the agency, whatever stopped it. */
export const NOT_SENT_YET =
  "Your message has not been sent yet. Everything you typed is still here: press Send message again in a few minutes.";

/** What became of a posted contact-us message (the page and the chat panel post the same form). */
export type ContactOutcome =
  | { sent: false; status: 400 | 503; reply: ReturnType<Submission<ContactMessage>["reply"]>; headers: Headers }
  | {
      sent: true;
      message: ContactMessage;
      reply: ReturnType<Submission<ContactMessage>["reply"]>;
      formData: FormData;
      linkContext: LinkContext;
      headers: Headers;
    };

/**
 * Reads a contact-us form with the schema the browser checked it with, and passes
 * a valid message to the agency through the provider. A refused form answers 400
 * with conform's reply (every value kept, every error); a provider that did not
 * take the message, 503 with the same reply and the form's own error.
 */
export async function receiveContactMessage({ request, params, context }: ActionFunctionArgs): Promise<ContactOutcome> {
  const formData = await requireForm(request);
  const linkContext = await requireLink(request, params.uuid, context);
  const submission = parseWithZod(formData, { schema: contactMessageSchema });
  if (submission.status !== "success") {
    return { sent: false, status: 400, reply: submission.reply(), headers: await commitLink(linkContext) };
  }
  const message = submission.value;
  try {
    await linkContext.provider.sendMessage(linkContext.link, { ...message, phone: message.phone || null });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return {
      sent: false,
      status: 503,
      reply: submission.reply({ formErrors: [NOT_SENT_YET] }),
      headers: await commitLink(linkContext),
    };
  }
  // A sent message empties the form that sent it.
  return {
    sent: true,
    message,
    reply: submission.reply({ resetForm: true }),
    formData,
    linkContext,
    headers: await commitLink(linkContext),
  };
}
