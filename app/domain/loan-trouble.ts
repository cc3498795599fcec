// "Having trouble paying, or has the sale fallen through?" (decision 0352): what the
// borrower tells the lender and asks for, one schema for the browser and the server,
// and when the lender's answer is due, from the lender's own time frame.
import * as v from "valibot";

import { fieldMessage } from "~/i18n/field-message";
import type { FormReply } from "./form-reply";
import { formObject } from "./form-schema";

/** The sale is taking longer, the property was withdrawn from sale, or the borrower's own finances. */
export const LOAN_TROUBLE_REASONS = ["SALE_DELAYED", "SALE_WITHDRAWN", "FINANCIAL_HARDSHIP"] as const;
/** More time to repay the whole, or an arrangement to pay another way. */
export const LOAN_TROUBLE_ASKS = ["MORE_TIME", "ARRANGEMENT"] as const;
export const DETAILS_MAX_LENGTH = 2000;

export const loanTroubleSchema = formObject({
  reason: v.picklist(LOAN_TROUBLE_REASONS, fieldMessage("loanTrouble.reasonRequired")),
  asked: v.picklist(LOAN_TROUBLE_ASKS, fieldMessage("loanTrouble.askedRequired")),
  details: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(DETAILS_MAX_LENGTH, fieldMessage("loanTrouble.detailsTooLong", { max: DETAILS_MAX_LENGTH })),
    ),
  ),
  /** This request's key (a hidden field): sent again after a lost answer, it is stored once. */
  key: v.optional(v.string()),
});

/** What the trouble form's action answers when it does not redirect. */
export type LoanTroubleReply = FormReply;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day the lender's answer is due: `days` calendar days after the day it received
 * the request (YYYY-MM-DD), as the lender's hardship time frame counts them.
 */
export function answerDueOn(receivedOn: string, days: number): string {
  const match = DAY.exec(receivedOn);
  if (!match) throw new Error(`Not a day: ${receivedOn}`);
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return at.toISOString().slice(0, 10);
}
