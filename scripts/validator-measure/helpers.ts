// The app's own helpers the measured schemas call. Each measurement marks this
// file external, so the figures are the validator and its conform adapter only.
export { dollarsToCents } from "../../app/domain/amounts";
export { normaliseBsb } from "../../app/domain/bsb";
export { MAX_APPLICANTS } from "../../app/domain/limits";
export { fieldMessage } from "../../app/i18n/field-message";

export const FREQUENCIES = ["WEEKLY", "FORTNIGHTLY", "MONTHLY", "QUARTERLY", "ANNUALLY"] as const;
export const EXPENSE_TYPES = ["FOOD", "TRANSPORT", "OTHER"] as const;
export const MAX_ROWS = 20;
export const INTENTS = ["sign", "decline"] as const;
export const CONFIRMATION_NAMES = ["hasReadContract", "acceptsKeyTerms", "understandsCoolingOff"] as const;

// Control characters are what this refuses (app/domain/person-name.ts).
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
export const hasHiddenCharacters = (value: string) => HIDDEN_CHARACTERS.test(value);
export const AUSTRALIAN_MOBILE = /^(?:\+?61|0)4\d{8}$/;

/** A row left wholly empty is not a person (app/steps/add-applicants/schema.ts). */
export function isBlankRow(row: unknown): boolean {
  return (
    typeof row !== "object" ||
    row === null ||
    Object.values(row).every((value) => value === undefined || (typeof value === "string" && value.trim() === ""))
  );
}
