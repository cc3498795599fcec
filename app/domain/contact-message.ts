// The contact-us message form (issue 4): one schema for the browser and the
// server, both reading the form as conform does, so both say the same thing
// about the same input.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";

import { personName } from "./person-name";

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
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

export type ContactErrors = Partial<Record<keyof ContactMessage, string[]>>;

export type ContactCheck = { value: ContactMessage; errors: null } | { value: null; errors: ContactErrors };

/**
 * Checks what a contact form sent as the browser's conform does (an empty field is
 * a missing one), so the server's messages are the browser's.
 */
export function checkContactMessage(input: Record<string, unknown>): ContactCheck {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) if (typeof value === "string") form.append(name, value);
  const submission = parseWithZod(form, { schema: contactMessageSchema });
  if (submission.status === "success") return { value: submission.value, errors: null };
  return { value: null, errors: (submission.error ?? {}) as ContactErrors };
}

/** What the contact-us action answers when it does not redirect. */
export interface ContactAnswer {
  errors?: ContactErrors | null;
  formError?: string | null;
  values?: Partial<Record<keyof ContactMessage, string>>;
  sent?: boolean;
}

/**
 * The action's answer as conform reads an answer (`submission.reply()`): the
 * values and errors of a refused message, a message that could not be passed on
 * as the form's own error, or, once sent, a form to empty.
 */
export function contactSubmissionResult(answer: ContactAnswer | undefined): SubmissionResult<string[]> | undefined {
  if (!answer) return undefined;
  if (answer.sent) return { initialValue: null };
  const error: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(answer.errors ?? {})) if (messages?.length) error[name] = messages;
  if (answer.formError) error[""] = [answer.formError];
  return { status: "error", initialValue: answer.values ?? {}, error };
}
