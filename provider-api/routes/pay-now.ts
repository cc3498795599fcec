import { type RequestHandler, Router } from "express";
import { z } from "zod";

import type { ProviderContext } from "../context.js";
import { problemsFromZod } from "../domain/problems.js";
import { jsonBody } from "../http/body.js";
import { notFound, validationError } from "../http/errors.js";
import { handle, middleware, resource } from "../http/handle.js";
import { sendDocument } from "../http/jsonapi.js";
import { cardPaymentResource, messageResource } from "../http/payment-resources.js";
import { guestOf, type LoadedSession, requireGuest, requireXsrf } from "../http/session.js";
import { cardPaymentsOf } from "../repositories/card-payments.js";
import { findFundRequest } from "../repositories/fund-requests.js";
import { messagesOf } from "../repositories/messages.js";
import { cardPaymentForGuest, settleDueCardPayments, settleNow, startCardPayment } from "../services/card-payments.js";
import { parseId } from "../services/finance-applications.js";
import { sendMessage } from "../services/messages.js";
import { requireStaffKey } from "./staff.js";

/** Guest calls: settle what is due for the session's fund request before any handler reads it. */
export function guestCardSettlement(ctx: ProviderContext): RequestHandler {
  return middleware(async (_req, res) => {
    const session = res.locals.session as LoadedSession | undefined;
    // A session whose link has expired is answered 410 and causes no work.
    if (session && !session.linkExpired && session.row.fundRequestId != null) {
      await settleDueCardPayments(ctx, session.row.fundRequestId);
    }
  });
}

/** Staff calls on one fund request: the same settlement, after the staff key is checked. */
export function staffCardSettlement(ctx: ProviderContext): Router {
  const router = Router();
  router.use(
    "/fund-requests/:id",
    requireStaffKey(ctx),
    middleware(async (req) => {
      const id = parseId(req.params.id ?? "");
      if (id !== null) await settleDueCardPayments(ctx, id);
    }),
  );
  return router;
}

export function payNowGuestRouter(ctx: ProviderContext): Router {
  const router = Router();
  const guest = requireGuest(ctx);
  const mutating = [requireXsrf, ...jsonBody(), guest];

  resource(router, "/fund-requests/:id/card-payments", {
    post: [
      ...mutating,
      handle(async (req, res) => {
        const { payment, created } = await startCardPayment(ctx, guestOf(res), req.params.id, req.body);
        sendDocument(res, created ? 201 : 200, { data: cardPaymentResource(ctx, payment) });
      }),
    ],
  });

  resource(router, "/card-payments/:id", {
    get: [
      guest,
      handle(async (req, res) => {
        const payment = await cardPaymentForGuest(ctx, guestOf(res), req.params.id);
        sendDocument(res, 200, { data: cardPaymentResource(ctx, payment) });
      }),
    ],
  });

  resource(router, "/fund-requests/:id/messages", {
    post: [
      ...mutating,
      handle(async (req, res) => {
        const { row, created } = await sendMessage(ctx, guestOf(res), req.params.id, req.body);
        sendDocument(res, created ? 201 : 200, { data: messageResource(row) });
      }),
    ],
  });

  return router;
}

const settleBody = z.object({
  data: z.object({
    type: z.literal("card-payments"),
    id: z.string().max(20).optional(),
    attributes: z.object({ settled: z.literal(true) }).strict(),
  }),
});

export function payNowStaffRouter(ctx: ProviderContext): Router {
  const router = Router();
  router.use(requireStaffKey(ctx));

  async function requireFundRequestId(raw: string): Promise<number> {
    const id = parseId(raw);
    if (id === null || !(await findFundRequest(ctx.db, id))) throw notFound("The fund request does not exist.");
    return id;
  }

  resource(router, "/fund-requests/:id/messages", {
    get: [
      handle(async (req, res) => {
        const id = await requireFundRequestId(req.params.id);
        sendDocument(res, 200, { data: (await messagesOf(ctx.db, id)).map(messageResource) });
      }),
    ],
  });

  resource(router, "/fund-requests/:id/card-payments", {
    get: [
      handle(async (req, res) => {
        const id = await requireFundRequestId(req.params.id);
        const payments = await cardPaymentsOf(ctx.db, id);
        sendDocument(res, 200, { data: payments.map((payment) => cardPaymentResource(ctx, payment)) });
      }),
    ],
  });

  resource(router, "/card-payments/:id", {
    patch: [
      ...jsonBody(),
      handle(async (req, res) => {
        const parsed = settleBody.safeParse(req.body);
        if (!parsed.success) throw validationError(problemsFromZod(parsed.error, ""));
        sendDocument(res, 200, { data: cardPaymentResource(ctx, await settleNow(ctx, req.params.id)) });
      }),
    ],
  });

  return router;
}
