// Repaying a signed loan early by card (decision 0343): the card payment mechanism of
// pay-now (decision 0054), for the loan's payout figure as at today plus the card
// surcharge pay-now charges; approved on the hosted page, it is a repayment of the loan.
import type { ProviderContext } from "../context.js";
import { inTransaction } from "../db/database.js";
import { cardSurcharge } from "../domain/card-surcharge.js";
import { payoutFigure } from "../domain/loan.js";
import { problemsFromZod } from "../domain/problems.js";
import { conflict, validationError } from "../http/errors.js";
import type { BoundSession } from "../http/session.js";
import {
  type CardPaymentRow,
  findByIdempotencyKey,
  findPendingCardPayment,
  insertCardPayment,
} from "../repositories/card-payments.js";
import { startBody } from "./card-payments.js";
import { readLoan } from "./loans.js";

/**
 * Starts a card payment repaying the loan in full, or answers the one this key already
 * started, or the loan's payment still open: a double click or a resubmitted form never
 * makes two. The loan is read first (404 as the loan to anyone else); a body refused is
 * 422 and stores nothing; a loan with nothing owing, or not yet paid to the agency, is 409.
 */
export async function startLoanCardPayment(
  ctx: ProviderContext,
  guest: BoundSession,
  rawId: string,
  body: unknown,
): Promise<{ payment: CardPaymentRow; created: boolean }> {
  const loan = await readLoan(ctx, guest, rawId);
  const parsed = startBody.safeParse(body);
  if (!parsed.success) throw validationError(problemsFromZod(parsed.error, ""));
  const { returnUrl, idempotencyKey } = parsed.data.data.attributes;
  const applicationId = loan.application.id;
  return inTransaction(ctx.db, async (trx) => {
    const existing =
      (await findByIdempotencyKey(trx, guest.fundRequestId, idempotencyKey)) ??
      (await findPendingCardPayment(trx, guest.fundRequestId));
    if (existing) {
      // One payment in flight per fund request (decision 0054), whatever it pays.
      if (existing.financeApplicationId !== applicationId) throw conflict("Another card payment is open on this fund request.");
      return { payment: existing, created: false };
    }
    if (loan.status === "AWAITING_FUNDING") throw conflict("The loan is not paid to the agency yet: there is nothing to repay.");
    const figure = payoutFigure(loan, loan.asAt);
    if (loan.status === "REPAID" || !figure || figure.payoutFigure === 0) throw conflict("The loan is repaid: nothing is owing.");
    const location = await trx
      .selectFrom("locations")
      .innerJoin("fundRequests", "fundRequests.locationId", "locations.id")
      .select("locations.cardSurcharges")
      .where("fundRequests.id", "=", guest.fundRequestId)
      .executeTakeFirstOrThrow();
    const surcharge = cardSurcharge(figure.payoutFigure, location.cardSurcharges);
    const payment = await insertCardPayment(trx, {
      fundRequestId: guest.fundRequestId,
      customerId: guest.customerId,
      financeApplicationId: applicationId,
      idempotencyKey,
      status: "PENDING",
      amount: figure.payoutFigure,
      surcharge,
      total: figure.payoutFigure + surcharge,
      returnUrl,
      createdAt: ctx.now().toISOString(),
      decidedAt: null,
      settledAt: null,
    });
    return { payment, created: true };
  });
}
