import { randomUUID } from "node:crypto";

import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type AppLoadContext, type Cookie, redirect } from "@remix-run/node";

import { type ContactMessage, contactMessageSchema, messageKeyOf, newMessageKey, NOT_SENT_YET } from "~/domain/contact-message";
import { getEnv } from "./env.server";
import { requireForm } from "./form.server";
import { commitLink, isProviderUnavailable, type LinkContext, requireLink } from "./link.server";
import { ProviderError } from "./provider.server";
import { isRefusedSubmit, markRefusedSubmit } from "./refused-submit.server";
import { cookieAttributes, encryptedCookie } from "./session.server";

/** The page's and the panel's form start with the link's customer (name, email and mobile), and a new message key. */
export function contactDefaults({ fundRequest, link }: Pick<LinkContext, "fundRequest" | "link">): Partial<ContactMessage> {
  const customer = fundRequest.customers?.find((c) => c.id === link.customerId);
  return {
    name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : "",
    email: customer?.email ?? "",
    phone: customer?.mobile ?? "",
    key: newMessageKey(),
  };
}

/** What became of a posted contact-us message (the page and the chat panel post the same form). */
type ContactReplyResult = ReturnType<Submission<ContactMessage>["reply"]>;

export type ContactOutcome =
  | { sent: false; status: 400 | 503; reply: ContactReplyResult; headers: Headers }
  | { sent: true; message: ContactMessage; reply: ContactReplyResult; linkContext: LinkContext; headers: Headers };

/** The link, or null when the provider cannot be reached (only after this request's action answered a form). */
export async function requireContactLink(request: Request, uuid: string | undefined, context: AppLoadContext) {
  try {
    return await requireLink(request, uuid, context);
  } catch (thrown) {
    if (isProviderUnavailable(thrown) && isRefusedSubmit(context)) return null;
    throw thrown;
  }
}

async function reachLink(request: Request, uuid: string | undefined, context: AppLoadContext): Promise<LinkContext | null> {
  try {
    return await requireLink(request, uuid, context);
  } catch (thrown) {
    if (isProviderUnavailable(thrown)) return null;
    throw thrown;
  }
}

/**
 * Reads a contact-us form with the schema the browser checked it with, and passes
 * a valid message to the agency through the provider. A refused form answers 400
 * with conform's reply (every value kept, every error); a message the provider did
 * not take (down, slow or failing), 503 with the same reply and the form's own error.
 */
export async function receiveContactMessage({ request, params, context }: ActionFunctionArgs): Promise<ContactOutcome> {
  const formData = await requireForm(request);
  const linkContext = await reachLink(request, params.uuid, context);
  const submission = parseWithZod(formData, { schema: contactMessageSchema });
  const answer = async (status: 400 | 503, reply: ContactReplyResult): Promise<ContactOutcome> => {
    // Marks the request: its page is titled "Error: …", and without JavaScript the
    // loader that runs next draws the form even when the provider cannot be reached.
    markRefusedSubmit(context);
    return { sent: false, status, reply, headers: linkContext ? await commitLink(linkContext) : new Headers() };
  };
  if (submission.status !== "success") return answer(400, submission.reply());
  if (!linkContext) return answer(503, submission.reply({ formErrors: [NOT_SENT_YET] }));
  const { key, ...message } = submission.value;
  try {
    // The same key again (a send whose answer was lost) is the same message: the provider stores it once.
    await linkContext.provider.sendMessage(linkContext.link, {
      ...message,
      phone: message.phone || null,
      clientKey: messageKeyOf(key),
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return answer(503, submission.reply({ formErrors: [NOT_SENT_YET] }));
  }
  // A sent message empties the form that sent it.
  return {
    sent: true,
    message,
    reply: submission.reply({ resetForm: true }),
    linkContext,
    headers: await commitLink(linkContext),
  };
}

/** A message the agency received, shown once on the contact page after the redirect. */
export interface SentMessage {
  /** New for each message: the page's form starts afresh once per message sent. */
  id: string;
  agencyName: string;
  email: string;
  phone: string | null;
  /** The message as sent, or its beginning: the whole would not fit in a cookie. */
  message: string;
}

/** Enough to recognise the message; 500 characters of any script stay far below a cookie's 4 KB once sealed. */
const EXCERPT_LENGTH = 500;

/**
 * The confirmation travels in its own flash cookie (decision 0130), sealed as the
 * portal session is because it holds what the payer wrote, and read only by the
 * contact page's loader, so the root's toasts and this never overwrite each other.
 */
let sentCookie: Cookie | undefined;
const sentMessageCookie = () =>
  (sentCookie ??= encryptedCookie("__sent", { ...cookieAttributes(300), secrets: getEnv().SESSION_SECRETS }));

function excerpt(text: string): string {
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…`;
}

/** The 303 back to the contact page after a message was sent, carrying its confirmation. */
export async function redirectToConfirmation(outcome: Extract<ContactOutcome, { sent: true }>): Promise<Response> {
  const { linkContext, message } = outcome;
  const sent: SentMessage = {
    id: randomUUID(),
    agencyName: linkContext.fundRequest.location?.name ?? "The agency",
    email: message.email,
    phone: message.phone || null,
    message: excerpt(message.message),
  };
  const headers = new Headers(outcome.headers);
  headers.append("Set-Cookie", await sentMessageCookie().serialize(sent));
  return redirect(`/z/${linkContext.uuid}/contact-us`, { status: 303, headers });
}

function isSentMessage(value: unknown): value is SentMessage {
  if (!value || typeof value !== "object") return false;
  const sent = value as Record<string, unknown>;
  return ["id", "agencyName", "email", "message"].every((key) => typeof sent[key] === "string");
}

/** The confirmation of a message just sent (shown once), and the Set-Cookie that spends it. */
export async function takeSentMessage(request: Request): Promise<{ sent: SentMessage | null; setCookie: string | null }> {
  const value: unknown = await sentMessageCookie().parse(request.headers.get("Cookie"));
  if (value === null) return { sent: null, setCookie: null };
  return { sent: isSentMessage(value) ? value : null, setCookie: await sentMessageCookie().serialize("", { maxAge: 0 }) };
}
