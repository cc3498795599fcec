// Provider answers to a step's save, turned into what the step's form shows:
// 422 items land on the named field and row, a 409 becomes the refresh-needed
// notice (docs/SPEC.md 4), anything else a message with the input kept (docs/SPEC.md 8).
import type { ApiError } from "./api-errors";

export type StepNotice =
  | { kind: "conflict" }
  /** The provider did not answer, failed (5xx) or was too slow: nothing is saved yet, the same button sends it again. */
  | { kind: "unsaved" }
  /** The form's anti-forgery token or session had gone (a long-open tab, a dropped cookie): drawn again with a fresh one. */
  | { kind: "expired" }
  | { kind: "failed"; title: string; message: string };

export interface FormErrors {
  /** Keyed by the form's field names, e.g. `income[2].amount`. */
  fieldErrors: Record<string, string[]>;
  /** Problems that name no field of this form. */
  formErrors: string[];
}

/** A data path as a form field name: ["income", 2, "amount"] → "income[2].amount". */
export function fieldName(path: ReadonlyArray<string | number>): string {
  return path.reduce<string>(
    (name, segment) => (typeof segment === "number" ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment),
    "",
  );
}

/**
 * This applicant's part of a pointer's path: ["applicants", 0, "income", 2, "amount"]
 * → ["income", 2, "amount"] for applicant 0; shared fields keep their path; another
 * applicant's fields give null.
 */
function ownPath(path: ReadonlyArray<string | number>, applicantIndex: number): Array<string | number> | null {
  if (path[0] !== "applicants") return [...path];
  return path[1] === applicantIndex ? path.slice(2) : null;
}

/** The text a person reads beside the field: the provider's detail, or its title. */
function messageOf(error: ApiError): string {
  return error.message || error.title;
}

/**
 * Sorts provider errors onto form fields. `toField` renames a data path into the
 * form's field name (or null when the form has no such field); by default the
 * names are the same. `wordsOf` says each one (the payer's forms: a catalog key,
 * app/domain/provider-messages.ts); by default the provider's own words.
 */
export function formErrorsFrom(
  errors: readonly ApiError[],
  applicantIndex: number,
  toField: (dataName: string) => string | null = (name) => name,
  wordsOf: (error: ApiError, onField: boolean) => string = messageOf,
): FormErrors {
  const result: FormErrors = { fieldErrors: {}, formErrors: [] };
  for (const error of errors) {
    const path = error.source ? ownPath(error.source.path, applicantIndex) : null;
    const field = path && path.length > 0 ? toField(fieldName(path)) : null;
    if (field) result.fieldErrors[field] = [...(result.fieldErrors[field] ?? []), wordsOf(error, true)];
    else result.formErrors.push(wordsOf(error, false));
  }
  return result;
}

export const SAVE_FAILED_TITLE = "Your answers could not be saved";

/** The notice for a save that failed for a reason other than the answers. */
export function noticeFor(kind: "conflict" | "unavailable" | "failed", errors: readonly ApiError[]): StepNotice {
  if (kind === "conflict") return { kind };
  if (kind === "unavailable") return { kind: "unsaved" };
  const detail = errors.map((error) => error.description).find(Boolean);
  return {
    kind,
    title: SAVE_FAILED_TITLE,
    message: detail ?? "The finance service did not answer. Your answers are still below: please try again in a minute.",
  };
}
