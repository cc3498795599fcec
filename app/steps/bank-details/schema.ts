// Bank account details: the account repayments come from (debit) and, when the
// funds are paid to the applicant, the account they go to (credit). Read-only
// accounts (docs/SPEC.md 4, app/domain/read-only.ts) are not part of the form at all, so
// they can never be sent as changed.
import * as v from "valibot";

import { normaliseBsb } from "~/domain/bsb";
import { formObject } from "~/domain/form-schema";
import { fieldMessage } from "~/i18n/field-message";

export const BSB_INVALID = fieldMessage("stepBank.bsbInvalid");
export const ACCOUNT_NUMBER_INVALID = fieldMessage("stepBank.accountNumberInvalid");
const ACCOUNT_NAME_MAX = 200;

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.minLength(1, message));

/** The debit account (repayments come from it) or the credit account (the funds are paid into it). */
function account(whose: { account: "debit" | "credit" }) {
  return formObject({
    bsb: v.pipe(
      required(fieldMessage("stepBank.bsbRequired", whose)),
      v.rawTransform(({ dataset, addIssue }) => {
        const bsb = normaliseBsb(dataset.value);
        if (bsb === null) addIssue({ message: BSB_INVALID });
        return bsb ?? dataset.value;
      }),
    ),
    accountNumber: v.pipe(
      required(fieldMessage("stepBank.accountNumberRequired", whose)),
      v.transform((value) => value.replace(/[\s-]/g, "")),
      v.check((value) => /^\d{5,10}$/.test(value), ACCOUNT_NUMBER_INVALID),
    ),
    accountName: v.pipe(
      required(fieldMessage("stepBank.accountNameRequired", whose)),
      v.maxLength(ACCOUNT_NAME_MAX, fieldMessage("stepBank.accountNameTooLong", { max: ACCOUNT_NAME_MAX })),
    ),
  });
}

export type AccountInput = { bsb: string; accountNumber: string; accountName: string };

export interface BankDetailsForm {
  /** The debit account may be changed by this applicant. */
  debit: boolean;
  /** The credit account is asked for and may be changed by this applicant. */
  credit: boolean;
}

// A locked account's fields are not on the page; anything posted for one is dropped.
// Optional, so that an account posted with no field at all (the usual case) is no absent key.
const ignored = v.optional(
  v.pipe(
    v.custom<AccountInput | undefined>(() => true),
    v.transform((): undefined => undefined),
  ),
);

export function bankDetailsSchema({ debit, credit }: BankDetailsForm) {
  return formObject({
    debit: debit ? account({ account: "debit" }) : ignored,
    credit: credit ? account({ account: "credit" }) : ignored,
  });
}
