// "Repay early" on the loan page (decision 0343): the payout figure as at today and the
// ways to pay it, from the provider's payout letter for today (decision 0342), and the
// card button's figures and key.
import { type EarlyRepayment, earlyRepaymentFigures, offersEarlyRepayment } from "~/domain/repay-early";
import type { Loan } from "~/domain/types";
import type { LinkSession } from "~/types/portal-session";
import { type ProviderClient, ProviderError } from "./provider.server";
import { providerUnavailable } from "./provider-outage.server";

/** The card button's action, and where the hosted card page sends the payer back. */
export function repayByCardPath(uuid: string): string {
  return `/z/${encodeURIComponent(uuid)}/repay-by-card`;
}

/**
 * What the loan page offers to repay early, or null when there is nothing to offer
 * (before funding, or nothing owing). `card` is off when card payments are switched off.
 */
export async function earlyRepaymentOf(
  { provider, link, applicationId, uuid }: { provider: ProviderClient; link: LinkSession; applicationId: string; uuid: string },
  loan: Loan,
  options: { cardSurchargePercent: number | null | undefined; card: boolean },
): Promise<EarlyRepayment | null> {
  if (!offersEarlyRepayment(loan)) return null;
  let letter;
  try {
    // Today is always within the loan's terms for the provider, past the long-stop date too.
    letter = await provider.getPayoutLetter(link, applicationId, loan.asAt);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.unavailable) providerUnavailable(error);
    // No lender's repayment details recorded yet (404): the loan page stands without the section.
    if (error.status === 404) return null;
    throw error;
  }
  return {
    figures: earlyRepaymentFigures(letter.payoutFigure, options.cardSurchargePercent),
    bpay: letter.bpay,
    eft: letter.eft,
    // A new key each time the page is drawn: a double click or a resubmitted form reaches the same payment (decision 0054).
    card: options.card ? { action: repayByCardPath(uuid), idempotencyKey: crypto.randomUUID() } : null,
  };
}
