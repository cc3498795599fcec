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

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day `months` later; the 31st of a shorter month is that month's last day (as the portal's rule counts). */
export function addMonths(day: string, months: number): string {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1 + months, Number(match[3])];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  return match !== null && addMonths(value, 0) === value;
}

/**
 * The last day a settlement can be within the loan's terms: its long-stop date once
 * funded, else the long-stop period from today (funding can only come later).
 */
export function latestSettlementDate(terms: { fundedOn: string | null; longStopMonths: number; asAt: string }): string {
  return addMonths(terms.fundedOn ?? terms.asAt, terms.longStopMonths);
}

/** Luhn (MOD10V1) check digit, as BPAY customer reference numbers carry. */
function mod10v1(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let digit = payload.charCodeAt(payload.length - 1 - i) - 48;
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The loan's reference, quoted with every repayment (the BPAY customer reference and
 * the EFT's description alike): its application's id on nine digits, then a check digit.
 */
export function loanReference(applicationId: number): string {
  const payload = String(applicationId).padStart(9, "0");
  return `${payload}${mod10v1(payload)}`;
}

export interface PayoutFigure {
  settlementDate: string;
  /** What repays the loan in full at that settlement, in cents. */
  payoutFigure: number;
  /** The figure holds for a settlement on or before this day (decision 0342). */
  validUntil: string;
}

/**
 * The payout figure for a settlement on `settlementDate` (decision 0342): no interest is
 * charged and the establishment fee is charged once, so the loan owes at settlement
 * what it owes today; the figure stands for that settlement day only, as a later day
 * may see a repayment received in between. `null` for a day before today or after the
 * loan's terms allow; today itself always has a figure, past the long-stop date too,
 * since a loan overdue is repaid early by it (decision 0343).
 */
export function payoutFigure(
  loan: { balance: number; fundedOn: string | null; longStopMonths: number; asAt: string },
  settlementDate: string,
): PayoutFigure | null {
  const beyondTerms = settlementDate > latestSettlementDate(loan) && settlementDate !== loan.asAt;
  if (!isCalendarDay(settlementDate) || settlementDate < loan.asAt || beyondTerms) return null;
  return { settlementDate, payoutFigure: loan.balance, validUntil: settlementDate };
}
