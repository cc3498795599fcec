// A signed application's loan as the lender holds it (decision 0340): the terms set
// per product, the balance from the repayments received, and the words for the
// sale's progress that the portal's repayment rule reads.

/** How far a property's sale has come; WITHDRAWN: taken off the market, the sale will not settle. */
export const SALE_STATUSES = ["LISTED", "UNDER_OFFER", "EXCHANGED", "UNCONDITIONAL", "SETTLED", "WITHDRAWN"] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const REPAYMENT_METHODS = ["SETTLEMENT", "DIRECT_DEBIT", "BPAY", "EFT", "CARD"] as const;
export type LoanRepaymentMethod = (typeof REPAYMENT_METHODS)[number];

/**
 * The long-stop period of each product, in months after funding: the loan is due then
 * at the latest. Twelve, as the contract's "not sold within 12 months" term says
 * (domain/contract.ts), for every product the provider lends today.
 */
export const LONG_STOP_MONTHS: Readonly<Record<string, number>> = {
  "VPA Collect": 12,
  "VPA Additional": 12,
  "VPA Additional - Bridging": 12,
};
const DEFAULT_LONG_STOP_MONTHS = 12;

export function longStopMonthsOf(product: string): number {
  return LONG_STOP_MONTHS[product] ?? DEFAULT_LONG_STOP_MONTHS;
}

/** AWAITING_FUNDING: signed, not yet paid to the agency (the cooling-off period); REPAID: nothing left owing. */
export type LoanStatus = "AWAITING_FUNDING" | "FUNDED" | "REPAID";

export interface LoanFigures {
  /** What the provider paid to the agency for the payer, in cents. */
  principal: number;
  establishmentFee: number;
  total: number;
  repaid: number;
  balance: number;
  status: LoanStatus;
}

/**
 * The loan's figures from its application's amounts and the repayments received. An
 * overpayment leaves nothing owing, never a negative balance; a COMPLETED application
 * was repaid at settlement even where the repayment itself is not recorded.
 */
export function loanFigures(
  amount: number,
  repaymentAmount: number,
  funded: boolean,
  repayments: ReadonlyArray<{ amount: number }>,
  completed: boolean,
): LoanFigures {
  const repaid = repayments.reduce((sum, repayment) => sum + repayment.amount, 0);
  const balance = completed ? 0 : Math.max(0, repaymentAmount - repaid);
  const status: LoanStatus = completed || (funded && balance === 0) ? "REPAID" : funded ? "FUNDED" : "AWAITING_FUNDING";
  return { principal: amount, establishmentFee: repaymentAmount - amount, total: repaymentAmount, repaid, balance, status };
}
