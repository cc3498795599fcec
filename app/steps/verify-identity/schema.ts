// Verify your identity: the details of one identity document, checked by the
// provider (docs/decisions/0073-identity-check.md). The date of birth is three
// fields (GOV.UK date input) validated together, so it has one message.
import { z } from "zod";

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

const part = z.string().trim().optional();

const dateOfBirthSchema = z
  .object({ day: part, month: part, year: part })
  .optional()
  .transform((value, context) => {
    const { day = "", month = "", year = "" } = value ?? {};
    if (!day && !month && !year) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: DATE_OF_BIRTH_REQUIRED });
      return z.NEVER;
    }
    const numbers = [year, month, day].map((text) => (/^\d{1,4}$/.test(text) ? Number(text) : NaN));
    const date = year.length === 4 && numbers.every(Number.isInteger) ? isoDate(numbers[0], numbers[1], numbers[2]) : null;
    if (!date || ageOn(date, new Date()) > 120) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: DATE_OF_BIRTH_INVALID });
      return z.NEVER;
    }
    if (ageOn(date, new Date()) < MINIMUM_AGE) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: TOO_YOUNG });
      return z.NEVER;
    }
    return date;
  });

export const verifyIdentitySchema = z.object({
  firstName: personName(fieldMessage("stepIdentity.firstNameRequired")),
  lastName: personName(fieldMessage("stepIdentity.lastNameRequired")),
  dateOfBirth: dateOfBirthSchema,
  documentType: z.enum(DOCUMENT_TYPES, { errorMap: () => ({ message: DOCUMENT_TYPE_REQUIRED }) }),
  documentNumber: z
    .string({ required_error: DOCUMENT_NUMBER_REQUIRED })
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(
      z
        .string()
        .min(1, DOCUMENT_NUMBER_REQUIRED)
        .regex(/^[A-Za-z0-9]{4,20}$/, DOCUMENT_NUMBER_INVALID),
    ),
});
