// Money typed in dollars and stored in cents (DESIGN 4), and the frequencies of
// the provider's income and expense rows (decision 0002). The portal checks an
// amount is money; the provider owns the limits (docs/decisions/0074-repeating-rows.md).
import { z } from "zod";

import { fieldMessage } from "~/i18n/field-message";
import { FREQUENCIES } from "./amounts-choices";
import { dollarsToCents } from "./money";
export { centsToDollarsInput } from "./amounts-choices";

export const AMOUNT_INVALID = "Enter an amount in dollars, like 1250 or 1,250.50";
/** The same words as a catalog key, for the application's steps (which send the `steps` namespace). */
export const STEP_AMOUNT_INVALID = fieldMessage("steps.amountInvalid");

/** A required dollar amount, read into cents (each message may be a `fieldMessage` key). */
export function dollars(requiredMessage: string, invalidMessage = AMOUNT_INVALID) {
  return z
    .string({ required_error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((value, context) => {
      const cents = dollarsToCents(value);
      if (cents === null) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: invalidMessage });
        return z.NEVER;
      }
      return cents;
    });
}

/** An optional dollar amount: blank is null. */
export function optionalDollars(invalidMessage: string = AMOUNT_INVALID) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return null;
      const cents = dollarsToCents(value);
      if (cents === null) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: invalidMessage });
        return z.NEVER;
      }
      return cents;
    });
}

const FREQUENCY_REQUIRED = fieldMessage("steps.frequencyRequired");

export const frequency = z.enum(FREQUENCIES, { errorMap: () => ({ message: FREQUENCY_REQUIRED }) });

/** A row type chosen from a list of values. */
export function oneOf<T extends string>(values: readonly [T, ...T[]], message: string) {
  return z.enum(values, { errorMap: () => ({ message }) });
}
