import { z } from "zod";

import { optionalPersonName, personName } from "./names.js";
import {
  CITIZENSHIPS,
  DECLARATION_FLAGS,
  FREQUENCIES,
  LOAN_REPAYMENT_METHODS,
  MARTIAL_STATUSES,
  MAX_APPLICANTS,
  PAGE_NAMES,
  PROGRESS_FLAGS,
} from "./vocabulary.js";

/** Largest amount accepted anywhere: $100 million, far beyond any real invoice. */
export const MAX_CENTS = 10_000_000_000;
export const MAX_TEXT = 500;
export const MAX_ROWS = 50;

/**
 * An application's version as a caller sends it back: a non-negative safe
 * integer (decision 0101). Any other value is 422; one that is not the stored
 * version is the caller's stale read, 409.
 */
export const applicationVersion = z
  .number({ required_error: "Send the version you read.", invalid_type_error: "Must be a whole number." })
  .int("Must be a whole number.")
  .min(0, "Must not be negative.")
  .max(Number.MAX_SAFE_INTEGER, "Is too large.");

const text = (max = MAX_TEXT) => z.string().max(max, `Must be at most ${max} characters.`);
const requiredText = (max = MAX_TEXT) => text(max).trim().min(1, "This field is required.");
const cents = z
  .number({ invalid_type_error: "Must be a whole number of cents." })
  .int("Must be a whole number of cents.")
  .min(0, "Must not be negative.")
  .max(MAX_CENTS, "Is too large.");
const frequency = z.enum(FREQUENCIES);
const rows = <T extends z.ZodTypeAny>(row: T) => z.array(row).max(MAX_ROWS, `At most ${MAX_ROWS} rows.`);

const flag = z.boolean().default(false);
const flags = Object.fromEntries([...DECLARATION_FLAGS, ...PROGRESS_FLAGS].map((name) => [name, flag])) as Record<
  (typeof DECLARATION_FLAGS)[number] | (typeof PROGRESS_FLAGS)[number],
  typeof flag
>;

const income = z
  .object({ type: text().nullable().optional(), amount: cents, frequency: frequency.nullable().optional() })
  .passthrough();
const expense = z
  .object({ type: requiredText(), amount: cents.nullable().optional(), frequency: frequency.nullable().optional() })
  .passthrough();
const liability = z
  .object({ type: requiredText(), amount: cents.nullable().optional(), balance: cents.nullable().optional() })
  .passthrough();
const document = z.object({ mediaId: requiredText(64) }).passthrough();

export const applicantSchema = z
  .object({
    id: requiredText(64),
    /** Not used by the portal; when an applicant entry carries a name, it follows the name rule. */
    firstName: optionalPersonName(),
    lastName: optionalPersonName(),
    citizenship: z.enum(CITIZENSHIPS).nullable().default(null),
    ...flags,
    settings: z
      .object({ currentPage: z.enum(PAGE_NAMES).optional() })
      .passthrough()
      .optional(),
    martialStatus: z.enum(MARTIAL_STATUSES).nullable().optional(),
    numberOfDependents: z.number().int("Must be a whole number.").min(0).max(20).nullable().optional(),
    income: rows(income).optional(),
    payslips: rows(document).optional(),
    statements: rows(document).optional(),
    expenses: rows(expense).optional(),
    liabilities: rows(liability).optional(),
  })
  .passthrough();

const bankDetails = z
  .object({
    bsb: z.string().regex(/^\d{6}$/, "A BSB is six digits."),
    accountNumber: z.string().regex(/^\d{5,10}$/, "An account number is 5 to 10 digits."),
    accountName: requiredText(200),
    userId: text(64).nullable().optional(),
  })
  .passthrough();

export const applicationDataSchema = z
  .object({
    applicants: z
      .array(applicantSchema)
      .min(1, "At least one applicant.")
      .max(MAX_APPLICANTS, `At most ${MAX_APPLICANTS} applicants.`),
    debitBankDetails: bankDetails.nullable().default(null),
    creditBankDetails: bankDetails.nullable().default(null),
    loanRepaymentMethod: z.enum(LOAN_REPAYMENT_METHODS).nullable().default(null),
    settlement: z.object({ agency: requiredText() }).passthrough().nullable().default(null),
  })
  .passthrough();

const australianMobile = /^(?:\+?61|0)4\d{8}$/;

export const additionalApplicantSchema = z
  .object({
    firstName: personName(),
    lastName: personName(),
    email: z.string().max(254).email("Enter a valid email address."),
    mobile: z
      .string()
      .max(20)
      .transform((v) => v.replace(/[\s()-]/g, ""))
      .refine((v) => australianMobile.test(v), "Enter an Australian mobile number, like 0412 345 678."),
  })
  .passthrough();

export const additionalApplicantsSchema = z.array(additionalApplicantSchema).max(MAX_APPLICANTS - 1);

export type Applicant = z.infer<typeof applicantSchema>;
export type ApplicationData = z.infer<typeof applicationDataSchema>;
export type AdditionalApplicant = z.infer<typeof additionalApplicantSchema>;

/** The applicant a finance application starts with, or one added later. */
export function newApplicant(customerId: string, currentPage?: (typeof PAGE_NAMES)[number]): Applicant {
  return applicantSchema.parse({
    id: customerId,
    ...(currentPage ? { settings: { currentPage } } : {}),
  });
}

export function emptyApplicationData(creatorId: string): ApplicationData {
  return applicationDataSchema.parse({ applicants: [newApplicant(creatorId, "citizenship")] });
}
