// The contact-us message form (decision 0056): one schema for the browser and the
// server, both reading the form with conform's parseWithValibot, so both say the
// same thing about the same input, in the payer's language: each message is a
// catalog key (namespace contactForm, sent on every page for the support panel).
import * as v from "valibot";

import { fieldMessage } from "~/i18n/field-message";
import type { FormReply } from "./form-reply";
import { formObject } from "./form-schema";
import { personName } from "./person-name";

export const MESSAGE_MAX_LENGTH = 2000;

/** Australian mobile and landline numbers, once the spaces, brackets and dashes people type are gone. */
const PHONE = /^(?:\+61|0)[2-478]\d{8}$/;

function isAustralianPhone(value: string): boolean {
  return PHONE.test(value.replace(/[\s()-]/g, ""));
}

export const contactMessageSchema = formObject({
  name: personName(
    fieldMessage("contactForm.nameRequired"),
    100,
    fieldMessage("contactForm.nameTooLong"),
    fieldMessage("contactForm.nameHidden"),
  ),
  email: v.pipe(
    v.string(fieldMessage("contactForm.emailRequired")),
    v.trim(),
    v.maxLength(254, fieldMessage("contactForm.emailTooLong")),
    v.email(fieldMessage("contactForm.emailFormat")),
  ),
  phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => !value || isAustralianPhone(value), fieldMessage("contactForm.phoneFormat")),
    ),
  ),
  message: v.pipe(
    v.string(fieldMessage("contactForm.messageRequired")),
    v.trim(),
    v.minLength(1, fieldMessage("contactForm.messageRequired")),
    v.maxLength(MESSAGE_MAX_LENGTH, fieldMessage("contactForm.messageTooLong", { max: MESSAGE_MAX_LENGTH })),
  ),
  /** This message's key (a hidden field): sent again, it is not stored twice (decision 0132). */
  key: v.optional(v.string()),
});

export type ContactMessage = v.InferOutput<typeof contactMessageSchema>;

const MESSAGE_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A new key for one message: 128 random bits, base64url. getRandomValues, unlike
 * randomUUID, also exists on pages served over plain http.
 */
export function newMessageKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The key to send the provider: the form's own when well formed, none otherwise (the message then goes unkeyed). */
export function messageKeyOf(value: string | undefined): string | null {
  return value !== undefined && MESSAGE_KEY.test(value) ? value : null;
}

/** What the contact-us actions answer when they do not redirect: conform's reply, and whether the message went. */
export interface ContactReply extends FormReply {
  sent?: boolean;
}
