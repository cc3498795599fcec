// (b) zod/v4 "classic" (zod 3.25's zod/v4, the API of zod 4): the same schemas.
// Changes from v3: `required_error` becomes `error` (a form value is a string or,
// when blank, undefined, so the only type error is "missing"); `errorMap` becomes
// `error`; `passthrough()` becomes `looseObject`. superRefine, refine, transform
// with addIssue, pipe, preprocess and custom are all kept as they are.
import * as z from "zod/v4";

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

export function personName(requiredMessage: string, max = 100) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, fieldMessage("names.tooLong", { max }))
    .refine((value) => !hasHiddenCharacters(value), fieldMessage("names.hiddenCharacters"));
}

export function dollars(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((value, context) => {
      const cents = dollarsToCents(value);
      if (cents === null) {
        context.addIssue({ code: "custom", message: invalidMessage });
        return z.NEVER;
      }
      return cents;
    });
}
export const frequency = z.enum(FREQUENCIES, { error: fieldMessage("amounts.frequencyRequired") });

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
function account(whose: { account: "debit" | "credit" }) {
  return z.object({
    bsb: required(fieldMessage("stepBank.bsbRequired", whose)).transform((value, context) => {
      const bsb = normaliseBsb(value);
      if (bsb === null) context.addIssue({ code: "custom", message: fieldMessage("stepBank.bsbInvalid") });
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

const additionalApplicantSchema = z.object({
  firstName: personName(fieldMessage("stepApplicants.firstNameRequired")),
  lastName: personName(fieldMessage("stepApplicants.lastNameRequired")),
  email: z
    .string({ error: fieldMessage("stepApplicants.emailRequired") })
    .trim()
    .max(254)
    .email(fieldMessage("stepApplicants.emailInvalid")),
  mobile: z
    .string({ error: fieldMessage("stepApplicants.mobileRequired") })
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

export const expensesSchema = z.object({
  expenses: z
    .array(
      z.object({
        type: z.enum(EXPENSE_TYPES, { error: fieldMessage("stepExpenses.typeRequired") }),
        amount: dollars(fieldMessage("stepExpenses.amountRequired"), fieldMessage("amounts.invalid")),
        frequency,
      }),
      { error: fieldMessage("stepExpenses.required") },
    )
    .min(1, fieldMessage("stepExpenses.required"))
    .max(MAX_ROWS, fieldMessage("rows.tooMany", { max: MAX_ROWS })),
});

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
      if (!value[name]) context.addIssue({ code: "custom", path: [name], message: `contract.${name}Required` });
    }
    if (!value.fullName)
      context.addIssue({ code: "custom", path: ["fullName"], message: fieldMessage("contractSigning.fullNameRequired") });
  });

export const anyForm = z.looseObject({});
