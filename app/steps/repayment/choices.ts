import { type LOAN_REPAYMENT_METHODS } from "~/domain/types";

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
