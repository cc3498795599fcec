// How far a posted form may reach into a list. conform turns `income[7].amount`
// into an array of length 8, so one name such as `income[99999999].type` would
// allocate a hundred million slots before any schema runs (decision 0100).
// Every form is checked against these limits before it is parsed.
import { MAX_APPLICANTS } from "~/steps/add-applicants/choices";
import { MAX_ROWS } from "~/steps/income-payslips/schema";

/**
 * The highest row index any form of the portal can post: the longest lists are
 * income, expenses, liabilities and payslips (MAX_ROWS each); applicants are fewer.
 * One row over the limit is let through so the schema can say "You can add up to 50".
 */
export const MAX_LIST_INDEX = Math.max(MAX_ROWS, MAX_APPLICANTS);

/** A form has a few dozen fields; far more names than that is not a person typing. */
export const MAX_FORM_ENTRIES = 1000;

/** conform's intent button carries the list's name and an index in JSON. */
export const INTENT_FIELD = "__intent__";

const INDEX_IN_NAME = /\[(\d*)\]/g;
const INDEX_IN_INTENT = /"index"\s*:\s*(-?[\d.eE+]+)/g;

function indexTooLarge(digits: string): boolean {
  return digits.length === 0 || digits.length > 4 || Number(digits) > MAX_LIST_INDEX;
}

/**
 * The first field name (or intent) that reaches past what a form can have, or null
 * when the form is within bounds. Checked on names as posted, before any parsing.
 */
export function findOutOfBoundsField(entries: Iterable<[string, unknown]>): string | null {
  let count = 0;
  for (const [name, value] of entries) {
    count += 1;
    if (count > MAX_FORM_ENTRIES) return name;
    for (const match of name.matchAll(INDEX_IN_NAME)) {
      if (indexTooLarge(match[1])) return name;
    }
    if (name === INTENT_FIELD && typeof value === "string") {
      for (const match of value.matchAll(INDEX_IN_NAME)) {
        if (indexTooLarge(match[1])) return name;
      }
      for (const match of value.matchAll(INDEX_IN_INTENT)) {
        if (!/^\d{1,4}$/.test(match[1]) || Number(match[1]) > MAX_LIST_INDEX) return name;
      }
    }
  }
  return null;
}
