// The one rule for every person's name the provider stores (decision 0101):
// customers, applicants, additional applicants, identity checks, payers' messages.
import { z } from "zod";

export const MAX_NAME_LENGTH = 100;

/**
 * Control characters (C0, DEL, C1: Unicode category Cc) and the bidirectional
 * formatting characters (Unicode property Bidi_Control: U+061C, U+200E, U+200F,
 * U+202A-U+202E, U+2066-U+2069). A name has no use for them, and the bidi ones
 * can make a name display as something else in a staff screen, an email or a
 * contract. Joiners (U+200C, U+200D), which some scripts need, stay allowed.
 */
const SAFE_NAME = /^[^\p{Cc}\p{Bidi_Control}]*$/u;
export const UNSAFE_NAME_DETAIL = "A name must not contain control characters or bidirectional formatting characters.";

export function isSafeName(value: string): boolean {
  return SAFE_NAME.test(value);
}

/**
 * A required name: checked for unsafe characters before trimming (so a
 * trailing newline or tab is refused, not silently dropped), then trimmed.
 */
export function personName(options: { max?: number; required?: string } = {}) {
  const max = options.max ?? MAX_NAME_LENGTH;
  return z
    .string()
    .regex(SAFE_NAME, UNSAFE_NAME_DETAIL)
    .trim()
    .min(1, options.required ?? "This field is required.")
    .max(max, `Must be at most ${max} characters.`);
}

/** A name that may be left out or null (an applicant's name inside applicationData). */
export function optionalPersonName(max = MAX_NAME_LENGTH) {
  return z.string().regex(SAFE_NAME, UNSAFE_NAME_DETAIL).max(max, `Must be at most ${max} characters.`).nullable().optional();
}
