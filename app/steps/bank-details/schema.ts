// Bank account details: the account repayments come from (debit) and, when the
// funds are paid to the applicant, the account they go to (credit). Read-only
// accounts (SPEC 4, app/domain/read-only.ts) are not part of the form at all, so
// they can never be sent as changed.
import { z } from "zod";

import { normaliseBsb } from "~/domain/bsb";
import { fieldMessage } from "~/i18n/field-message";

export const BSB_INVALID = fieldMessage("stepBank.bsbInvalid");
export const ACCOUNT_NUMBER_INVALID = fieldMessage("stepBank.accountNumberInvalid");
const ACCOUNT_NAME_MAX = 200;

const required = (message: string) => z.string({ required_error: message }).trim().min(1, message);

/** The debit account (repayments come from it) or the credit account (the funds are paid into it). */
function account(whose: { account: "debit" | "credit" }) {
  return z.object({
    bsb: required(fieldMessage("stepBank.bsbRequired", whose)).transform((value, context) => {
      const bsb = normaliseBsb(value);
      if (bsb === null) context.addIssue({ code: z.ZodIssueCode.custom, message: BSB_INVALID });
      return bsb ?? value;
    }),
    accountNumber: required(fieldMessage("stepBank.accountNumberRequired", whose))
      .transform((value) => value.replace(/[\s-]/g, ""))
      .refine((value) => /^\d{5,10}$/.test(value), ACCOUNT_NUMBER_INVALID),
    accountName: required(fieldMessage("stepBank.accountNameRequired", whose)).pipe(
      z.string().max(ACCOUNT_NAME_MAX, fieldMessage("stepBank.accountNameTooLong", { max: ACCOUNT_NAME_MAX })),
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
const ignored = z.custom<AccountInput | undefined>(() => true).transform((): undefined => undefined);

export function bankDetailsSchema({ debit, credit }: BankDetailsForm) {
  return z.object({
    debit: debit ? account({ account: "debit" }) : ignored,
    credit: credit ? account({ account: "credit" }) : ignored,
  });
}
