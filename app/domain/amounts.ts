// Money typed in dollars and stored in cents (DESIGN 4), and the frequencies of
// the provider's income and expense rows (decision 0002). The portal checks an
// amount is money; the provider owns the limits (docs/decisions/0074-repeating-rows.md).
import { z } from "zod";

import { FREQUENCIES } from "./amounts-choices";
import { dollarsToCents } from "./money";
export { centsToDollarsInput } from "./amounts-choices";

export const AMOUNT_INVALID = "Enter an amount in dollars, like 1250 or 1,250.50";

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
export function optionalDollars() {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return null;
      const cents = dollarsToCents(value);
      if (cents === null) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: AMOUNT_INVALID });
        return z.NEVER;
      }
      return cents;
    });
}

const FREQUENCY_REQUIRED = "Select how often";

export const frequency = z.enum(FREQUENCIES, { errorMap: () => ({ message: FREQUENCY_REQUIRED }) });

/** The options' values, for a row type chosen from a list. */
export function oneOf<T extends string>(options: ReadonlyArray<{ value: T }>, message: string) {
  const values = options.map((option) => option.value) as [T, ...T[]];
  return z.enum(values, { errorMap: () => ({ message }) });
}
