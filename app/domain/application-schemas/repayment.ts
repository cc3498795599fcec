// Repayment options: how the deferred amount is repaid (SPEC 3.6 loanRepaymentMethod).
import { z } from "zod";
import { LOAN_REPAYMENT_METHODS } from "../types";

export const REPAYMENT_METHOD_REQUIRED = "Choose how you want to repay";

export const repaymentSchema = z.object({
  loanRepaymentMethod: z.enum(LOAN_REPAYMENT_METHODS, { errorMap: () => ({ message: REPAYMENT_METHOD_REQUIRED }) }),
});

export type RepaymentInput = z.infer<typeof repaymentSchema>;

export const REPAYMENT_METHOD_LABELS: Record<(typeof LOAN_REPAYMENT_METHODS)[number], { label: string; hint: string }> = {
  AT_SETTLEMENT: {
    label: "At settlement, from the sale of the property",
    hint: "Your conveyancer pays the total from the sale proceeds when the sale settles.",
  },
  DIRECT_DEBIT: {
    label: "By direct debit from my bank account",
    hint: "The total is debited from your nominated account on the settlement date.",
  },
};
