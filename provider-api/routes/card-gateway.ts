import { randomBytes } from "node:crypto";

import express, { type Response, Router } from "express";

import type { ProviderContext } from "../context.js";
import { gatewayErrorPage, gatewayPage } from "../http/gateway-page.js";
import { handle } from "../http/handle.js";
import { type CardPaymentRow, findCardPayment } from "../repositories/card-payments.js";
import { findFundRequest } from "../repositories/fund-requests.js";
import { findLender } from "../repositories/lender.js";
import { checkGatewayToken, decideCardPayment, returnUrlOf } from "../services/card-payments.js";
import { parseId } from "../services/finance-applications.js";

/** The page may only post to itself, and its redirect only reaches the payment's return origin. */
function sendHtml(res: Response, status: number, html: (nonce: string) => string, returnOrigin?: string): void {
  const nonce = randomBytes(16).toString("base64");
  const formAction = ["'self'", returnOrigin].filter(Boolean).join(" ");
  res
    .status(status)
    .set(
      "Content-Security-Policy",
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .set("X-Frame-Options", "DENY")
    .type("html")
    .send(html(nonce));
}

async function merchantName(ctx: ProviderContext, payment: CardPaymentRow): Promise<string> {
  // A loan's early repayment is paid to the lender (decision 0343), a fund request to its agency.
  if (payment.financeApplicationId !== null) return (await findLender(ctx.db))?.name ?? "the lender";
  const fundRequest = await findFundRequest(ctx.db, payment.fundRequestId);
  const location = fundRequest
    ? await ctx.db.selectFrom("locations").select("name").where("id", "=", fundRequest.locationId).executeTakeFirst()
    : undefined;
  return location?.name ?? "your agency";
}

/** The test gateway of the embedded provider (decision 0054): GET shows the payment, POST decides it. */
export function cardGatewayRouter(ctx: ProviderContext): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: "4kb" });

  async function authorised(rawId: string, token: unknown): Promise<CardPaymentRow | null> {
    const id = parseId(rawId);
    if (id === null || !checkGatewayToken(ctx, id, token)) return null;
    return (await findCardPayment(ctx.db, id)) ?? null;
  }

  const refused = (res: Response) =>
    sendHtml(res, 403, (nonce) =>
      gatewayErrorPage("The link to this payment is not valid. Go back and start the payment again.", nonce),
    );

  router.get(
    "/card-gateway/:id",
    handle(async (req, res) => {
      const payment = await authorised(req.params.id, req.query.token);
      if (!payment) return refused(res);
      const merchant = await merchantName(ctx, payment);
      sendHtml(
        res,
        200,
        (nonce) => gatewayPage({ payment, merchant, token: String(req.query.token), returnUrl: returnUrlOf(payment), nonce }),
        new URL(payment.returnUrl).origin,
      );
    }),
  );

  router.post(
    "/card-gateway/:id",
    form,
    handle(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const payment = await authorised(req.params.id, body.token);
      if (!payment) return refused(res);
      const decision = body.decision === "approve" ? "APPROVED" : body.decision === "decline" ? "DECLINED" : null;
      if (!decision) {
        return sendHtml(res, 400, (nonce) => gatewayErrorPage("Choose Approve or Decline.", nonce));
      }
      const decided = await decideCardPayment(ctx, payment.id, decision);
      res.redirect(303, returnUrlOf(decided));
    }),
  );

  return router;
}
