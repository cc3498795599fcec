// (a) Today: zod v3 ("zod"), the app's schemas as written (app/steps/bank-details,
// app/steps/add-applicants, app/domain/amounts + expenses-liabilities,
// app/domain/person-name, app/domain/contract-form), imports aside.
import { z } from "zod";

import {
  AUSTRALIAN_MOBILE,
  CONFIRMATION_NAMES,
  dollarsToCents,
  EXPENSE_TYPES,
  fieldMessage,
  FREQUENCIES,
  hasHiddenCharacters,
  INTENTS,
  isBlankRow,
  MAX_APPLICANTS,
  MAX_ROWS,
  normaliseBsb,
} from "./helpers";

// --- app/domain/person-name.ts
export function personName(requiredMessage: string, max = 100) {
  return z
    .string({ required_error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, fieldMessage("names.tooLong", { max }))
    .refine((value) => !hasHiddenCharacters(value), fieldMessage("names.hiddenCharacters"));
}

// --- app/domain/amounts.ts
export function dollars(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ required_error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((value, context) => {
      const cents = dollarsToCents(value);
      if (cents === null) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: invalidMessage });
        return z.NEVER;
      }
      return cents;
    });
}
export const frequency = z.enum(FREQUENCIES, { errorMap: () => ({ message: fieldMessage("amounts.frequencyRequired") }) });

// --- app/steps/bank-details/schema.ts
const required = (message: string) => z.string({ required_error: message }).trim().min(1, message);
function account(whose: { account: "debit" | "credit" }) {
  return z.object({
    bsb: required(fieldMessage("stepBank.bsbRequired", whose)).transform((value, context) => {
      const bsb = normaliseBsb(value);
      if (bsb === null) context.addIssue({ code: z.ZodIssueCode.custom, message: fieldMessage("stepBank.bsbInvalid") });
      return bsb ?? value;
    }),
    accountNumber: required(fieldMessage("stepBank.accountNumberRequired", whose))
      .transform((value) => value.replace(/[\s-]/g, ""))
      .refine((value) => /^\d{5,10}$/.test(value), fieldMessage("stepBank.accountNumberInvalid")),
    accountName: required(fieldMessage("stepBank.accountNameRequired", whose)).pipe(
      z.string().max(200, fieldMessage("stepBank.accountNameTooLong", { max: 200 })),
    ),
  });
}
const ignored = z.custom<unknown>(() => true).transform((): undefined => undefined);
export function bankDetailsSchema({ debit, credit }: { debit: boolean; credit: boolean }) {
  return z.object({
    debit: debit ? account({ account: "debit" }) : ignored,
    credit: credit ? account({ account: "credit" }) : ignored,
  });
}

// --- app/steps/add-applicants/schema.ts
const additionalApplicantSchema = z.object({
  firstName: personName(fieldMessage("stepApplicants.firstNameRequired")),
  lastName: personName(fieldMessage("stepApplicants.lastNameRequired")),
  email: z
    .string({ required_error: fieldMessage("stepApplicants.emailRequired") })
    .trim()
    .max(254)
    .email(fieldMessage("stepApplicants.emailInvalid")),
  mobile: z
    .string({ required_error: fieldMessage("stepApplicants.mobileRequired") })
    .transform((value) => value.replace(/[\s()-]/g, ""))
    .refine((value) => AUSTRALIAN_MOBILE.test(value), fieldMessage("stepApplicants.mobileInvalid")),
});
export function addApplicantsSchema(places: number) {
  const people = z
    .array(additionalApplicantSchema)
    .max(places, fieldMessage("stepApplicants.tooMany", { max: MAX_APPLICANTS, places }));
  const rows = z.preprocess((value) => (Array.isArray(value) ? value.filter((row) => !isBlankRow(row)) : []), people);
  return z.object({ additionalApplicants: rows });
}

// --- app/steps/expenses-liabilities/schema.ts (the amount rows)
export const expensesSchema = z.object({
  expenses: z
    .array(
      z.object({
        type: z.enum(EXPENSE_TYPES, { errorMap: () => ({ message: fieldMessage("stepExpenses.typeRequired") }) }),
        amount: dollars(fieldMessage("stepExpenses.amountRequired"), fieldMessage("amounts.invalid")),
        frequency,
      }),
      { required_error: fieldMessage("stepExpenses.required") },
    )
    .min(1, fieldMessage("stepExpenses.required"))
    .max(MAX_ROWS, fieldMessage("rows.tooMany", { max: MAX_ROWS })),
});

// --- app/domain/contract-form.ts (the cross-field check)
export const contractSchema = z
  .object({
    intent: z.enum(INTENTS),
    hasReadContract: z.boolean().optional(),
    acceptsKeyTerms: z.boolean().optional(),
    understandsCoolingOff: z.boolean().optional(),
    fullName: z
      .string()
      .trim()
      .max(200, fieldMessage("contractSigning.fullNameTooLong", { max: 200 }))
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.intent !== "sign") return;
    for (const name of CONFIRMATION_NAMES) {
      if (!value[name]) context.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: `contract.${name}Required` });
    }
    if (!value.fullName)
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["fullName"],
        message: fieldMessage("contractSigning.fullNameRequired"),
      });
  });

// --- app/components/unanswered-reply.ts
export const anyForm = z.object({}).passthrough();
