// The contact-us message form (issue 4): one schema for the browser and the
// server, both reading the form with conform's parseWithZod, so both say the
// same thing about the same input.
import { z } from "zod";

import type { FormReply } from "./form-reply";
import { personName } from "./person-name";
import type { Unanswered } from "./unanswered";

export const MESSAGE_MAX_LENGTH = 2000;

/** Australian mobile and landline numbers, once the spaces, brackets and dashes people type are gone. */
const PHONE = /^(?:\+61|0)[2-478]\d{8}$/;

function isAustralianPhone(value: string): boolean {
  return PHONE.test(value.replace(/[\s()-]/g, ""));
}

export const contactMessageSchema = z.object({
  name: personName("Enter your name", 100, "Name must be 100 characters or fewer"),
  email: z
    .string({ required_error: "Enter your email address" })
    .trim()
    .max(254, "Email address must be 254 characters or fewer")
    .email("Enter an email address in the correct format, like name@example.com"),
  phone: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isAustralianPhone(value), "Enter an Australian phone number, like 0412 345 678 or 08 9335 1200"),
  message: z
    .string({ required_error: "Enter your message" })
    .trim()
    .min(1, "Enter your message")
    .max(MESSAGE_MAX_LENGTH, `Message must be ${MESSAGE_MAX_LENGTH} characters or fewer`),
  /** This message's key (a hidden field): sent again, it is not stored twice (decision 0132). */
  key: z.string().optional(),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

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
export interface ContactReply extends FormReply, Partial<Unanswered> {
  sent?: boolean;
}
