// Application applicants: the creator names up to the people who will apply
// with them (SPEC 6: at most 4 applicants in all). Each becomes an applicant
// with their own link when the creator submits.
import { z } from "zod";

import { MAX_APPLICANTS } from "~/domain/limits";
import { personName } from "~/domain/person-name";
import { fieldMessage } from "~/i18n/field-message";
import { placesLeft } from "./choices";
export { placesLeft } from "./choices";

const AUSTRALIAN_MOBILE = /^(?:\+?61|0)4\d{8}$/;

export const MOBILE_INVALID = fieldMessage("stepApplicants.mobileInvalid");
const EMAIL_INVALID = fieldMessage("stepApplicants.emailInvalid");

const additionalApplicantSchema = z.object({
  firstName: personName(fieldMessage("stepApplicants.firstNameRequired")),
  lastName: personName(fieldMessage("stepApplicants.lastNameRequired")),
  email: z
    .string({ required_error: fieldMessage("stepApplicants.emailRequired") })
    .trim()
    .max(254)
    .email(EMAIL_INVALID),
  mobile: z
    .string({ required_error: fieldMessage("stepApplicants.mobileRequired") })
    .transform((value) => value.replace(/[\s()-]/g, ""))
    .refine((value) => AUSTRALIAN_MOBILE.test(value), MOBILE_INVALID),
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
  const people = z
    .array(additionalApplicantSchema)
    .max(places, fieldMessage("stepApplicants.tooMany", { max: MAX_APPLICANTS, places }));
  // The form still posts rows (of strings), so that is the input type the browser's form is typed with.
  const rows = z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((row) => !isBlankRow(row)) : []),
    people,
  ) as z.ZodEffects<typeof people, z.output<typeof people>, z.input<typeof people>>;
  return z.object({ additionalApplicants: rows });
}

export type AdditionalApplicantInput = z.input<typeof additionalApplicantSchema>;
