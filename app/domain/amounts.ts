// Money typed in dollars and stored in cents (docs/DESIGN.md 4), and the frequencies of
// the provider's income and expense rows (decision 0002). The portal checks an
// amount is money; the provider owns the limits (docs/decisions/0074-repeating-rows.md).
// Reading dollars is here, not in money.ts: a form that reads an amount does not
// load the fee rules and the currency format with it (decision 0286).
import * as v from "valibot";

import { fieldMessage } from "~/i18n/field-message";
import { FREQUENCIES } from "./amounts-choices";
import { MAX_ROWS } from "./limits";
export { centsToDollarsInput } from "./amounts-choices";

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/** Reads what a person types as dollars ("1,234.5", "$12") into cents; null when it is not an amount. */
export function dollarsToCents(input: string): number | null {
  if (typeof input !== "string") return null;
  const match = DOLLARS.exec(input.trim());
  if (!match) return null;
  const [, whole = "", fraction] = match;
  if (whole === "" && !fraction) return null;
  const cents = Number(whole.replace(/,/g, "") || "0") * 100 + Number((fraction ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** "Enter an amount in dollars…" as a catalog key, for the application's steps (which send the `amounts` namespace). */
export const STEP_AMOUNT_INVALID = fieldMessage("amounts.invalid");

/**
 * A required dollar amount, read into cents. Each message is a `fieldMessage` key,
 * given by the form: there is no default, so no form can show English words that are
 * not in its catalog.
 */
export function dollars(requiredMessage: string, invalidMessage: string) {
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
export function optionalDollars(invalidMessage: string) {
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

/** The income, expense, liability and payslip lists refuse one row more than MAX_ROWS with these words. */
export const TOO_MANY_ROWS = fieldMessage("rows.tooMany", { max: MAX_ROWS });

const FREQUENCY_REQUIRED = fieldMessage("amounts.frequencyRequired");

export const frequency = v.picklist(FREQUENCIES, FREQUENCY_REQUIRED);

/** A row type chosen from a list of values. */
export function oneOf<T extends string>(values: readonly [T, ...T[]], message: string) {
  return v.picklist(values, message);
}
