// Money typed in dollars and stored in cents (DESIGN 4), and the frequencies of
// the provider's income and expense rows (decision 0002). The portal checks an
// amount is money; the provider owns the limits (docs/decisions/0074-repeating-rows.md).
import { z } from "zod";
import { dollarsToCents } from "../money";

export const AMOUNT_INVALID = "Enter an amount in dollars, like 1250 or 1,250.50";

/** A required dollar amount, read into cents. */
export function dollars(requiredMessage: string) {
  return z
    .string({ required_error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((value, context) => {
      const cents = dollarsToCents(value);
      if (cents === null) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: AMOUNT_INVALID });
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

/** Cents as a person would type them back: 123450 → "1234.50". */
export function centsToDollarsInput(cents: number | null | undefined): string | undefined {
  if (typeof cents !== "number" || !Number.isFinite(cents)) return undefined;
  return (cents / 100).toFixed(2);
}

export const FREQUENCIES = ["WEEKLY", "FORTNIGHTLY", "MONTHLY", "QUARTERLY", "ANNUALLY"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const FREQUENCY_OPTIONS: ReadonlyArray<{ value: Frequency; label: string }> = [
  { value: "WEEKLY", label: "Weekly" },
  { value: "FORTNIGHTLY", label: "Fortnightly" },
  { value: "MONTHLY", label: "Monthly" },
  { value: "QUARTERLY", label: "Quarterly" },
  { value: "ANNUALLY", label: "Yearly" },
];

export const FREQUENCY_REQUIRED = "Select how often";

export const frequency = z.enum(FREQUENCIES, { errorMap: () => ({ message: FREQUENCY_REQUIRED }) });

/** The options' values, for a row type chosen from a list. */
export function oneOf<T extends string>(options: ReadonlyArray<{ value: T }>, message: string) {
  const values = options.map((option) => option.value) as [T, ...T[]];
  return z.enum(values, { errorMap: () => ({ message }) });
}
