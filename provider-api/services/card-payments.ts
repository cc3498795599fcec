import { createHmac, timingSafeEqual } from "node:crypto";

import { z } from "zod";

import type { ProviderContext } from "../context.js";
import { type Db, inTransaction } from "../db/database.js";
import { cardSurcharge } from "../domain/card-surcharge.js";
import { problemsFromZod } from "../domain/problems.js";
import { httpUrl } from "../domain/urls.js";
import { conflict, forbidden, notFound, validationError } from "../http/errors.js";
import type { BoundSession } from "../http/session.js";
import {
  type CardPaymentRow,
  findByIdempotencyKey,
  findCardPayment,
  findPendingCardPayment,
  findUnsettledApproved,
  insertCardPayment,
  markSettled,
  updateCardPaymentFrom,
} from "../repositories/card-payments.js";
import { findFundRequest, updateFundRequest } from "../repositories/fund-requests.js";
import { parseId } from "./finance-applications.js";
import { repayLoanByCard } from "./loans.js";

/** Decided on the test gateway page; APPROVED payments are later settled into the fund request. */
export type CardDecision = "APPROVED" | "DECLINED";

export const startBody = z.object({
  data: z.object({
    type: z.literal("card-payments"),
    attributes: z
      .object({
        returnUrl: httpUrl,
        idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, "Must be 16 to 100 letters, digits, dashes or underscores."),
      })
      .strict(),
  }),
});

/**
 * Starts a card payment for the outstanding amount, or answers the payment this
 * key already started, or the one still open for the fund request: a double
 * click, a resubmitted form or a second tab never makes two.
 */
export async function startCardPayment(
  ctx: ProviderContext,
  guest: BoundSession,
  rawFundRequestId: string,
  body: unknown,
): Promise<{ payment: CardPaymentRow; created: boolean }> {
  if (parseId(rawFundRequestId) !== guest.fundRequestId) throw forbidden("This session belongs to another fund request.");
  const parsed = startBody.safeParse(body);
  if (!parsed.success) throw validationError(problemsFromZod(parsed.error, ""));
  const { returnUrl, idempotencyKey } = parsed.data.data.attributes;
  return inTransaction(ctx.db, async (trx) => {
    const existing =
      (await findByIdempotencyKey(trx, guest.fundRequestId, idempotencyKey)) ??
      (await findPendingCardPayment(trx, guest.fundRequestId));
    if (existing?.financeApplicationId != null) throw conflict("A card payment repaying the loan is open on this fund request.");
    if (existing) return { payment: existing, created: false };
    const fundRequest = await findFundRequest(trx, guest.fundRequestId);
    if (!fundRequest) throw notFound("The fund request no longer exists.");
    const outstanding = Math.max(0, fundRequest.amount - fundRequest.amountPaid);
    if (fundRequest.receivableStatus !== "UNPAID" || outstanding === 0) {
      throw conflict(`There is nothing to pay by card: the fund request is ${fundRequest.receivableStatus}.`);
    }
    const location = await trx
      .selectFrom("locations")
      .select("cardSurcharges")
      .where("id", "=", fundRequest.locationId)
      .executeTakeFirstOrThrow();
    const surcharge = cardSurcharge(outstanding, location.cardSurcharges);
    const payment = await insertCardPayment(trx, {
      fundRequestId: fundRequest.id,
      customerId: guest.customerId,
      financeApplicationId: null,
      idempotencyKey,
      status: "PENDING",
      amount: outstanding,
      surcharge,
      total: outstanding + surcharge,
      returnUrl,
      createdAt: ctx.now().toISOString(),
      decidedAt: null,
      settledAt: null,
    });
    return { payment, created: true };
  });
}

export async function cardPaymentForGuest(ctx: ProviderContext, guest: BoundSession, rawId: string): Promise<CardPaymentRow> {
  const id = parseId(rawId);
  const payment = id === null ? undefined : await findCardPayment(ctx.db, id);
  if (!payment) throw notFound("The card payment does not exist.");
  if (payment.fundRequestId !== guest.fundRequestId) throw forbidden("This card payment belongs to another fund request.");
  return payment;
}

// ---- The hosted page's capability token --------------------------------------------

function gatewayToken(ctx: ProviderContext, id: number): string {
  return createHmac("sha256", ctx.signingSecret).update(`card-gateway:${id}`).digest("base64url");
}

/** Whoever holds the hosted page's URL may decide the payment: the token is its key. */
export function hostedPageUrl(ctx: ProviderContext, id: number): string {
  return `${ctx.publicUrl()}/card-gateway/${id}?token=${gatewayToken(ctx, id)}`;
}

export function checkGatewayToken(ctx: ProviderContext, id: number, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const expected = Buffer.from(gatewayToken(ctx, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Where the hosted page sends the payer back: the portal's return URL naming the payment. */
export function returnUrlOf(payment: CardPaymentRow): string {
  const url = new URL(payment.returnUrl);
  url.searchParams.set("payment", String(payment.id));
  return url.toString();
}

/**
 * The payer's decision on the test gateway. Only a PENDING payment changes, so a
 * second click or a replayed form leaves the first decision standing. Approval
 * puts the fund request into PROCESSING until the payment settles.
 */
export async function decideCardPayment(ctx: ProviderContext, id: number, decision: CardDecision): Promise<CardPaymentRow> {
  return inTransaction(ctx.db, async (trx) => {
    const payment = await findCardPayment(trx, id);
    if (!payment) throw notFound("The card payment does not exist.");
    const decidedAt = ctx.now().toISOString();
    const changed = await updateCardPaymentFrom(trx, id, "PENDING", { status: decision, decidedAt });
    if (changed && decision === "APPROVED" && payment.financeApplicationId !== null) {
      await repayLoanByCard(trx, payment, ctx.now());
    } else if (changed && decision === "APPROVED") {
      const fundRequest = await findFundRequest(trx, payment.fundRequestId);
      if (fundRequest?.receivableStatus === "UNPAID") {
        await updateFundRequest(trx, fundRequest.id, { receivableStatus: "PROCESSING" });
      }
    }
    return (await findCardPayment(trx, id))!;
  });
}

// ---- Settlement -----------------------------------------------------------------------

async function settle(trx: Db, payment: CardPaymentRow, now: Date): Promise<boolean> {
  const fundRequest = await findFundRequest(trx, payment.fundRequestId);
  // Staff may have recorded the outcome by hand meanwhile; their figures stand.
  if (!fundRequest || fundRequest.receivableStatus !== "PROCESSING") return false;
  if (!(await markSettled(trx, payment.id, now.toISOString()))) return false;
  const amountPaid = Math.min(fundRequest.amount, fundRequest.amountPaid + payment.amount);
  await updateFundRequest(trx, fundRequest.id, {
    amountPaid,
    receivableStatus: amountPaid >= fundRequest.amount ? "PAID" : "UNPAID",
  });
  await trx
    .insertInto("transactions")
    .values({
      fundRequestId: fundRequest.id,
      amount: payment.amount,
      surcharge: payment.surcharge,
      method: "CARD",
      status: "SUCCEEDED",
      reference: `CARD-${payment.id}`,
      createdAt: payment.decidedAt ?? now.toISOString(),
    })
    .execute();
  return true;
}

/**
 * Approved payments settle PROVIDER_CARD_SETTLE_SECONDS after approval, checked
 * lazily whenever the fund request is read, so no timer has to survive a restart.
 */
export async function settleDueCardPayments(ctx: ProviderContext, fundRequestId: number): Promise<void> {
  const now = ctx.now();
  const decidedBy = new Date(now.getTime() - ctx.config.cardSettleSeconds * 1000).toISOString();
  const due = await findUnsettledApproved(ctx.db, fundRequestId, decidedBy);
  for (const payment of due) {
    await inTransaction(ctx.db, (trx) => settle(trx, payment, now));
  }
}

/** Staff: the settlement arrived now, whatever the delay says. */
export async function settleNow(ctx: ProviderContext, rawId: string): Promise<CardPaymentRow> {
  const id = parseId(rawId);
  const payment = id === null ? undefined : await findCardPayment(ctx.db, id);
  if (!payment) throw notFound("The card payment does not exist.");
  if (payment.status !== "APPROVED" || payment.settledAt !== null) {
    throw conflict(
      `Only an approved, unsettled payment can settle; this one is ${payment.status}${payment.settledAt ? ", settled" : ""}.`,
    );
  }
  const settled = await inTransaction(ctx.db, (trx) => settle(trx, payment, ctx.now()));
  if (!settled) throw conflict("The fund request is no longer processing this payment.");
  return (await findCardPayment(ctx.db, payment.id))!;
}
