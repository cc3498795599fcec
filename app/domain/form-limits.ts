// How far a posted form may reach into a list. conform turns `income[7].amount`
// into an array of length 8, so one name such as `income[99999999].type` would
// allocate a hundred million slots before any schema runs (decision 0100).
// Every form is checked against these limits before it is parsed.
import { MAX_APPLICANTS, MAX_ROWS } from "./limits";

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

/**
 * The deepest field name a form of the portal has is `applicants[3].email` or
 * `income[0].amount` (two levels); conform walks a name recursively, so a name
 * thousands of levels deep overflows its stack before any schema runs.
 */
export const MAX_NAME_DEPTH = 6;
/** The longest field name any form of the portal has is under 40 characters. */
export const MAX_NAME_LENGTH = 200;
/** conform's intent is a short JSON object: `{"type":"insert","payload":{"name":"income"}}`. */
export const MAX_INTENT_LENGTH = 500;
const INTENT_TYPES = new Set(["validate", "update", "reset", "insert", "remove", "reorder"]);

const INDEX_IN_NAME = /\[(\d*)\]/g;
const LEVEL_IN_NAME = /[.[]/g;
const INDEX_IN_INTENT = /"index"\s*:\s*(-?[\d.eE+]+)/g;

function indexTooLarge(digits: string): boolean {
  return digits.length === 0 || digits.length > 4 || Number(digits) > MAX_LIST_INDEX;
}

/** Whether a field name is longer or deeper than any form of the portal's. */
function nameTooDeep(name: string): boolean {
  return name.length > MAX_NAME_LENGTH || (name.match(LEVEL_IN_NAME)?.length ?? 0) >= MAX_NAME_DEPTH;
}

/** Whether an intent is what conform's buttons post: a short JSON object with a known type and an object payload. */
function isIntent(value: unknown): boolean {
  if (typeof value !== "string" || value.length > MAX_INTENT_LENGTH) return false;
  let intent: unknown;
  try {
    intent = JSON.parse(value);
  } catch {
    return false;
  }
  if (typeof intent !== "object" || intent === null || Array.isArray(intent)) return false;
  const { type, payload } = intent as { type?: unknown; payload?: unknown };
  if (typeof type !== "string" || !INTENT_TYPES.has(type)) return false;
  return payload === undefined || (typeof payload === "object" && payload !== null && !Array.isArray(payload));
}

/**
 * The first field name (or intent) that reaches past what a form can have, or null
 * when the form is within bounds: too many fields, a name longer or deeper than any
 * form's, a row index past the longest list, an intent that is not conform's.
 * Checked on names as posted, before any parsing (conform's included).
 */
export function findOutOfBoundsField(entries: Iterable<[string, unknown]>): string | null {
  let count = 0;
  for (const [name, value] of entries) {
    count += 1;
    if (count > MAX_FORM_ENTRIES || nameTooDeep(name)) return name;
    for (const match of name.matchAll(INDEX_IN_NAME)) {
      if (indexTooLarge(match[1])) return name;
    }
    if (name === INTENT_FIELD && !isIntent(value)) return name;
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
