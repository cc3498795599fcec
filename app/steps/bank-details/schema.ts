// Bank account details: the account repayments come from (debit) and, when the
// funds are paid to the applicant, the account they go to (credit). Read-only
// accounts (SPEC 4, app/domain/read-only.ts) are not part of the form at all, so
// they can never be sent as changed.
import { z } from "zod";

import { normaliseBsb } from "~/domain/bsb";
import { CREDIT_ACCOUNT, DEBIT_ACCOUNT } from "./choices";

export const BSB_INVALID = "Enter a BSB with 6 digits, like 062-000";
export const ACCOUNT_NUMBER_INVALID = "Enter an account number of 5 to 10 digits";
const ACCOUNT_NAME_MAX = 200;

const required = (message: string) => z.string({ required_error: message }).trim().min(1, message);

function account(whose: string) {
  return z.object({
    bsb: required(`Enter the BSB of ${whose}`).transform((value, context) => {
      const bsb = normaliseBsb(value);
      if (bsb === null) context.addIssue({ code: z.ZodIssueCode.custom, message: BSB_INVALID });
      return bsb ?? value;
    }),
    accountNumber: required(`Enter the account number of ${whose}`)
      .transform((value) => value.replace(/[\s-]/g, ""))
      .refine((value) => /^\d{5,10}$/.test(value), ACCOUNT_NUMBER_INVALID),
    accountName: required(`Enter the name on ${whose}`).pipe(
      z.string().max(ACCOUNT_NAME_MAX, `The account name must be ${ACCOUNT_NAME_MAX} characters or fewer`),
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
    debit: debit ? account(DEBIT_ACCOUNT) : ignored,
    credit: credit ? account(CREDIT_ACCOUNT) : ignored,
  });
}
