// (c) zod/v4-mini (zod 3.25's zod/v4-mini): the same schemas, written in mini's
// functional API. Methods become functions and checks: `.trim().min(1, m)` is
// `.check(z.trim(), z.minLength(1, m))`, `.transform(f)` is
// `z.pipe(s, z.transform(f))`, `.optional()` is `z.optional(s)`, and a
// superRefine is a `z.check(ctx => ctx.issues.push(...))`. In zod 3.25.9's mini a
// transform's context has no addIssue: an issue is pushed onto `ctx.issues`.
import * as z from "zod/v4-mini";

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

const custom = (message: string, input: unknown, path?: PropertyKey[]) => ({ code: "custom" as const, message, input, path });

export function personName(requiredMessage: string, max = 100) {
  return z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.maxLength(max, fieldMessage("names.tooLong", { max })),
    z.refine((value) => !hasHiddenCharacters(value), fieldMessage("names.hiddenCharacters")),
  );
}

export function dollars(requiredMessage: string, invalidMessage: string) {
  return z.pipe(
    z.string({ error: requiredMessage }).check(z.trim(), z.minLength(1, requiredMessage)),
    z.transform((value: string, context) => {
      const cents = dollarsToCents(value);
      if (cents === null) context.issues.push(custom(invalidMessage, value));
      return cents ?? 0;
    }),
  );
}
export const frequency = z.enum(FREQUENCIES, { error: fieldMessage("amounts.frequencyRequired") });

const required = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message));
function account(whose: { account: "debit" | "credit" }) {
  return z.object({
    bsb: z.pipe(
      required(fieldMessage("stepBank.bsbRequired", whose)),
      z.transform((value: string, context) => {
        const bsb = normaliseBsb(value);
        if (bsb === null) context.issues.push(custom(fieldMessage("stepBank.bsbInvalid"), value));
        return bsb ?? value;
      }),
    ),
    accountNumber: z.pipe(
      required(fieldMessage("stepBank.accountNumberRequired", whose)),
      z.pipe(
        z.transform((value: string) => value.replace(/[\s-]/g, "")),
        z.string().check(z.refine((value) => /^\d{5,10}$/.test(value), fieldMessage("stepBank.accountNumberInvalid"))),
      ),
    ),
    accountName: z.pipe(
      required(fieldMessage("stepBank.accountNameRequired", whose)),
      z.string().check(z.maxLength(200, fieldMessage("stepBank.accountNameTooLong", { max: 200 }))),
    ),
  });
}
const ignored = z.pipe(
  z.custom<unknown>(() => true),
  z.transform((): undefined => undefined),
);
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
    .check(z.trim(), z.maxLength(254), z.email(fieldMessage("stepApplicants.emailInvalid"))),
  mobile: z.pipe(
    z.string({ error: fieldMessage("stepApplicants.mobileRequired") }),
    z.pipe(
      z.transform((value: string) => value.replace(/[\s()-]/g, "")),
      z.string().check(z.refine((value) => AUSTRALIAN_MOBILE.test(value), fieldMessage("stepApplicants.mobileInvalid"))),
    ),
  ),
});
export function addApplicantsSchema(places: number) {
  const people = z
    .array(additionalApplicantSchema)
    .check(z.maxLength(places, fieldMessage("stepApplicants.tooMany", { max: MAX_APPLICANTS, places })));
  const rows = z.pipe(
    z.transform((value: unknown) => (Array.isArray(value) ? value.filter((row) => !isBlankRow(row)) : [])),
    people,
  );
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
    .check(
      z.minLength(1, fieldMessage("stepExpenses.required")),
      z.maxLength(MAX_ROWS, fieldMessage("rows.tooMany", { max: MAX_ROWS })),
    ),
});

export const contractSchema = z
  .object({
    intent: z.enum(INTENTS),
    hasReadContract: z.optional(z.boolean()),
    acceptsKeyTerms: z.optional(z.boolean()),
    understandsCoolingOff: z.optional(z.boolean()),
    fullName: z.optional(
      z.string().check(z.trim(), z.maxLength(200, fieldMessage("contractSigning.fullNameTooLong", { max: 200 }))),
    ),
  })
  .check(
    z.check((context) => {
      const value = context.value;
      if (value.intent !== "sign") return;
      for (const name of CONFIRMATION_NAMES) {
        if (!value[name]) context.issues.push(custom(`contract.${name}Required`, value, [name]));
      }
      if (!value.fullName) context.issues.push(custom(fieldMessage("contractSigning.fullNameRequired"), value, ["fullName"]));
    }),
  );

export const anyForm = z.looseObject({});
