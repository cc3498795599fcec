// Application applicants: the creator names up to the people who will apply
// with them (docs/SPEC.md 6: at most 4 applicants in all). Each becomes an applicant
// with their own link when the creator submits.

import { unstable_coerceFormValue as coerceFormValue } from "@conform-to/valibot";
import * as v from "valibot";

import { formObject } from "~/domain/form-schema";
import { MAX_APPLICANTS } from "~/domain/limits";
import { personName } from "~/domain/person-name";
import { fieldMessage } from "~/i18n/field-message";
import { placesLeft } from "./choices";
export { placesLeft } from "./choices";

const AUSTRALIAN_MOBILE = /^(?:\+?61|0)4\d{8}$/;

export const MOBILE_INVALID = fieldMessage("stepApplicants.mobileInvalid");
const EMAIL_INVALID = fieldMessage("stepApplicants.emailInvalid");

const additionalApplicantSchema = formObject({
  firstName: personName(fieldMessage("stepApplicants.firstNameRequired")),
  lastName: personName(fieldMessage("stepApplicants.lastNameRequired")),
  email: v.pipe(v.string(fieldMessage("stepApplicants.emailRequired")), v.trim(), v.maxLength(254), v.email(EMAIL_INVALID)),
  mobile: v.pipe(
    v.string(fieldMessage("stepApplicants.mobileRequired")),
    v.transform((value) => value.replace(/[\s()-]/g, "")),
    v.check((value) => AUSTRALIAN_MOBILE.test(value), MOBILE_INVALID),
  ),
});

// A row left wholly empty (an "Add another person" pressed by mistake) is not a person.
function isBlankRow(row: unknown): boolean {
  return (
    typeof row !== "object" ||
    row === null ||
    Object.values(row).every((value) => value === undefined || (typeof value === "string" && value.trim() === ""))
  );
}

export function addApplicantsSchema(applicantCount: number) {
  const places = placesLeft(applicantCount);
  const people = v.pipe(
    v.array(additionalApplicantSchema),
    v.maxLength(places, fieldMessage("stepApplicants.tooMany", { max: MAX_APPLICANTS, places })),
  );
  // Blank rows go before the people are checked, so the rows are read as posted (conform's
  // coercion only reaches the first schema of a pipe); the people left are then coerced
  // here as conform would (an empty field is undefined: "Enter the email", not "format").
  // Optional with a default, so that a form with no rows at all is nobody, not an absent key.
  const rows = v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (Array.isArray(value) ? value.filter((row) => !isBlankRow(row)) : [])),
      coerceFormValue(people),
    ),
    [],
  );
  // The form still posts rows (of strings), so that is the input type the browser's form is typed with.
  return formObject({
    additionalApplicants: rows as v.GenericSchema<v.InferInput<typeof people> | undefined, v.InferOutput<typeof people>>,
  });
}

export type AdditionalApplicantInput = v.InferInput<typeof additionalApplicantSchema>;
