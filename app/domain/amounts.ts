// Money typed in dollars and stored in cents (DESIGN 4), and the frequencies of
// the provider's income and expense rows (decision 0002). The portal checks an
// amount is money; the provider owns the limits (docs/decisions/0074-repeating-rows.md).
import * as v from "valibot";

import { fieldMessage } from "~/i18n/field-message";
import { FREQUENCIES } from "./amounts-choices";
import { dollarsToCents } from "./money";
export { centsToDollarsInput } from "./amounts-choices";

export const AMOUNT_INVALID = "Enter an amount in dollars, like 1250 or 1,250.50";
/** The same words as a catalog key, for the application's steps (which send the `amounts` namespace). */
export const STEP_AMOUNT_INVALID = fieldMessage("amounts.invalid");

/** A required dollar amount, read into cents (each message may be a `fieldMessage` key). */
export function dollars(requiredMessage: string, invalidMessage = AMOUNT_INVALID) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.minLength(1, requiredMessage),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const cents = dollarsToCents(dataset.value);
      if (cents === null) {
        addIssue({ message: invalidMessage });
        return NEVER;
      }
      return cents;
    }),
  );
}

/**
 * An optional dollar amount: blank is null, and so is a field the form left out.
 * (An absent optional key is skipped by valibot's object, never read as null,
 * unless it has a default: a default of undefined makes it read.)
 */
export function optionalDollars(invalidMessage: string = AMOUNT_INVALID) {
  return v.pipe(
    v.optional(v.pipe(v.string(), v.trim()), () => undefined),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (!dataset.value) return null;
      const cents = dollarsToCents(dataset.value);
      if (cents === null) {
        addIssue({ message: invalidMessage });
        return NEVER;
      }
      return cents;
    }),
  );
}

const FREQUENCY_REQUIRED = fieldMessage("amounts.frequencyRequired");

export const frequency = v.picklist(FREQUENCIES, FREQUENCY_REQUIRED);

/** A row type chosen from a list of values. */
export function oneOf<T extends string>(values: readonly [T, ...T[]], message: string) {
  return v.picklist(values, message);
}
