import { randomUUID } from "node:crypto";

import { type ActionFunctionArgs, type Cookie, redirect } from "@remix-run/node";

import { type ContactMessage, contactMessageSchema, messageKeyOf, newMessageKey } from "~/domain/contact-message";
import { getEnv } from "./env.server";
import { formAction } from "./form-action.server";
import { commitLink, requireLink } from "./link.server";
import type { LinkContext } from "./request-state.server";
import { encryptedCookie } from "./sealing.server";
import { cookieAttributes } from "./session.server";

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

/** A message the provider took, for the page's confirmation or the panel's answer. */
export interface SentContact {
  message: Omit<ContactMessage, "key">;
  linkContext: LinkContext;
  headers: Headers;
}

/**
 * The contact-us form of the page and of the panel, through the one form pipeline
 * (form-action.server.ts): checked with the schema the browser checked it with,
 * then passed to the agency through the provider; `whenSent` answers a message taken.
 */
export function contactAction(args: ActionFunctionArgs, whenSent: (sent: SentContact) => Promise<Response>) {
  return formAction(args, {
    load: ({ request, params, context }) => requireLink(request, params.uuid, context),
    schema: contactMessageSchema,
    async submit({ key, ...message }, linkContext) {
      // The same key again (a send whose answer was lost) is the same message: the provider stores it once.
      await linkContext.provider.sendMessage(linkContext.link, {
        ...message,
        phone: message.phone || null,
        clientKey: messageKeyOf(key),
      });
      return whenSent({ message, linkContext, headers: await commitLink(linkContext) });
    },
    headers: (linkContext) => linkContext.headers,
  });
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
export async function redirectToConfirmation(outcome: SentContact): Promise<Response> {
  const { linkContext, message } = outcome;
  const sent: SentMessage = {
    id: randomUUID(),
    // Without a name the page says "The agency" in the payer's language.
    agencyName: linkContext.fundRequest.location?.name ?? "",
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
