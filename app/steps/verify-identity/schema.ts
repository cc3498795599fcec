// Verify your identity: the details of one identity document, checked by the
// provider (docs/decisions/0073-identity-check.md). The date of birth is three
// fields (GOV.UK date input) validated together, so it has one message.
import * as v from "valibot";

import { formObject } from "~/domain/form-schema";
import { personName } from "~/domain/person-name";
import { fieldMessage } from "~/i18n/field-message";
import { DOCUMENT_TYPES } from "./choices";

const MINIMUM_AGE = 18;

const DOCUMENT_TYPE_REQUIRED = fieldMessage("stepIdentity.documentTypeRequired");
const DOCUMENT_NUMBER_REQUIRED = fieldMessage("stepIdentity.documentNumberRequired");
export const DOCUMENT_NUMBER_INVALID = fieldMessage("stepIdentity.documentNumberInvalid");
export const DATE_OF_BIRTH_REQUIRED = fieldMessage("stepIdentity.dateOfBirthRequired");
export const DATE_OF_BIRTH_INVALID = fieldMessage("stepIdentity.dateOfBirthInvalid");
export const TOO_YOUNG = fieldMessage("stepIdentity.tooYoung", { age: MINIMUM_AGE });

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Whole years between a date of birth and `today`. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split("-").map(Number);
  const monthNow = today.getUTCMonth() + 1;
  const hadBirthday = monthNow > month || (monthNow === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

const part = v.optional(v.pipe(v.string(), v.trim()));

// Defaults to no parts, so that a form without the three fields is asked for the date too.
const dateOfBirthSchema = v.pipe(
  v.optional(v.object({ day: part, month: part, year: part }), {}),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { day = "", month = "", year = "" } = dataset.value;
    if (!day && !month && !year) {
      addIssue({ message: DATE_OF_BIRTH_REQUIRED });
      return NEVER;
    }
    const numbers = [year, month, day].map((text) => (/^\d{1,4}$/.test(text) ? Number(text) : NaN));
    const date = year.length === 4 && numbers.every(Number.isInteger) ? isoDate(numbers[0], numbers[1], numbers[2]) : null;
    if (!date || ageOn(date, new Date()) > 120) {
      addIssue({ message: DATE_OF_BIRTH_INVALID });
      return NEVER;
    }
    if (ageOn(date, new Date()) < MINIMUM_AGE) {
      addIssue({ message: TOO_YOUNG });
      return NEVER;
    }
    return date;
  }),
);

export const verifyIdentitySchema = formObject({
  firstName: personName(fieldMessage("stepIdentity.firstNameRequired")),
  lastName: personName(fieldMessage("stepIdentity.lastNameRequired")),
  dateOfBirth: dateOfBirthSchema,
  documentType: v.picklist(DOCUMENT_TYPES, DOCUMENT_TYPE_REQUIRED),
  documentNumber: v.pipe(
    v.string(DOCUMENT_NUMBER_REQUIRED),
    v.transform((value) => value.replace(/[\s-]/g, "")),
    v.minLength(1, DOCUMENT_NUMBER_REQUIRED),
    v.regex(/^[A-Za-z0-9]{4,20}$/, DOCUMENT_NUMBER_INVALID),
  ),
});
