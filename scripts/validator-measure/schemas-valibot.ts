// (d) valibot 1.x with @conform-to/valibot: the same schemas. A check is a pipe
// action; a transform that may refuse is a rawTransform (addIssue + NEVER, as
// zod's transform with ctx.addIssue); the cross-field superRefine is a rawCheck
// whose issues carry the field's path.
import * as v from "valibot";

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
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.minLength(1, requiredMessage),
    v.maxLength(max, fieldMessage("names.tooLong", { max })),
    v.check((value) => !hasHiddenCharacters(value), fieldMessage("names.hiddenCharacters")),
  );
}

export function dollars(requiredMessage: string, invalidMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.minLength(1, requiredMessage),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const cents = dollarsToCents(dataset.value);
      if (cents === null) {
        addIssue({ message: invalidMessage });
        return NEVER;
      }
      return cents;
    }),
  );
}
export const frequency = v.picklist(FREQUENCIES, fieldMessage("amounts.frequencyRequired"));

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.minLength(1, message));
function account(whose: { account: "debit" | "credit" }) {
  return v.object({
    bsb: v.pipe(
      required(fieldMessage("stepBank.bsbRequired", whose)),
      v.rawTransform(({ dataset, addIssue }) => {
        const bsb = normaliseBsb(dataset.value);
        if (bsb === null) addIssue({ message: fieldMessage("stepBank.bsbInvalid") });
        return bsb ?? dataset.value;
      }),
    ),
    accountNumber: v.pipe(
      required(fieldMessage("stepBank.accountNumberRequired", whose)),
      v.transform((value) => value.replace(/[\s-]/g, "")),
      v.check((value) => /^\d{5,10}$/.test(value), fieldMessage("stepBank.accountNumberInvalid")),
    ),
    accountName: v.pipe(
      required(fieldMessage("stepBank.accountNameRequired", whose)),
      v.maxLength(200, fieldMessage("stepBank.accountNameTooLong", { max: 200 })),
    ),
  });
}
const ignored = v.pipe(
  v.unknown(),
  v.transform((): undefined => undefined),
);
export function bankDetailsSchema({ debit, credit }: { debit: boolean; credit: boolean }) {
  return v.object({
    debit: debit ? account({ account: "debit" }) : ignored,
    credit: credit ? account({ account: "credit" }) : ignored,
  });
}

const additionalApplicantSchema = v.object({
  firstName: personName(fieldMessage("stepApplicants.firstNameRequired")),
  lastName: personName(fieldMessage("stepApplicants.lastNameRequired")),
  email: v.pipe(
    v.string(fieldMessage("stepApplicants.emailRequired")),
    v.trim(),
    v.maxLength(254),
    v.email(fieldMessage("stepApplicants.emailInvalid")),
  ),
  mobile: v.pipe(
    v.string(fieldMessage("stepApplicants.mobileRequired")),
    v.transform((value) => value.replace(/[\s()-]/g, "")),
    v.check((value) => AUSTRALIAN_MOBILE.test(value), fieldMessage("stepApplicants.mobileInvalid")),
  ),
});
export function addApplicantsSchema(places: number) {
  const people = v.pipe(
    v.array(additionalApplicantSchema),
    v.maxLength(places, fieldMessage("stepApplicants.tooMany", { max: MAX_APPLICANTS, places })),
  );
  const rows = v.pipe(
    v.unknown(),
    v.transform((value) => (Array.isArray(value) ? value.filter((row) => !isBlankRow(row)) : [])),
    people,
  );
  return v.object({ additionalApplicants: rows });
}

export const expensesSchema = v.object({
  expenses: v.pipe(
    v.array(
      v.object({
        type: v.picklist(EXPENSE_TYPES, fieldMessage("stepExpenses.typeRequired")),
        amount: dollars(fieldMessage("stepExpenses.amountRequired"), fieldMessage("amounts.invalid")),
        frequency,
      }),
      fieldMessage("stepExpenses.required"),
    ),
    v.minLength(1, fieldMessage("stepExpenses.required")),
    v.maxLength(MAX_ROWS, fieldMessage("rows.tooMany", { max: MAX_ROWS })),
  ),
});

export const contractSchema = v.pipe(
  v.object({
    intent: v.picklist(INTENTS),
    hasReadContract: v.optional(v.boolean()),
    acceptsKeyTerms: v.optional(v.boolean()),
    understandsCoolingOff: v.optional(v.boolean()),
    fullName: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(200, fieldMessage("contractSigning.fullNameTooLong", { max: 200 }))),
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value;
    if (value.intent !== "sign") return;
    const at = (key: string): [v.ObjectPathItem] => [
      { type: "object", origin: "value", input: value, key, value: (value as Record<string, unknown>)[key] },
    ];
    for (const name of CONFIRMATION_NAMES) {
      if (!value[name]) addIssue({ message: `contract.${name}Required`, path: at(name) });
    }
    if (!value.fullName) addIssue({ message: fieldMessage("contractSigning.fullNameRequired"), path: at("fullName") });
  }),
);

export const anyForm = v.looseObject({});
