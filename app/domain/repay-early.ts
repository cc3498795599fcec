// Repaying a loan early (decision 0343): what the loan page offers, from the provider's
// payout figure as at today and the card surcharge every card payment carries.
import type { Loan, PayoutLetter } from "~/domain/types";
import { cardSurcharge } from "./money";
import { surchargePercent } from "./pay-now";

export interface EarlyRepaymentFigures {
  /** What repays the loan in full today, in cents: the provider's. */
  payoutFigure: number;
  surchargePercent: number;
  /** The card's cost on top, as pay-now charges it (money.ts cardSurcharge); it repays nothing. */
  cardSurcharge: number;
  cardTotal: number;
}

/** A loan paid to the agency with something owing can be repaid early; before funding or once repaid, not. */
export function offersEarlyRepayment(loan: Pick<Loan, "status" | "balance">): boolean {
  return loan.status === "FUNDED" && loan.balance > 0;
}

/** The figures the card button shows before the press: the same as the provider charges. */
export function earlyRepaymentFigures(payoutFigure: number, percent: number | null | undefined): EarlyRepaymentFigures {
  const surcharge = cardSurcharge(payoutFigure, percent);
  return {
    payoutFigure,
    surchargePercent: surchargePercent(percent),
    cardSurcharge: surcharge,
    cardTotal: payoutFigure + surcharge,
  };
}

/** "Repay early" as the loan page draws it. */
export interface EarlyRepayment {
  figures: EarlyRepaymentFigures;
  bpay: PayoutLetter["bpay"];
  eft: PayoutLetter["eft"];
  /** The card button's form; null while card payments are switched off. */
  card: { action: string; idempotencyKey: string } | null;
}
