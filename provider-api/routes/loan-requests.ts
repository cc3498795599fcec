import { Router } from "express";

import type { ProviderContext } from "../context.js";
import { jsonBody } from "../http/body.js";
import { handle, resource } from "../http/handle.js";
import { sendDocument } from "../http/jsonapi.js";
import { guestOf, requireGuest, requireXsrf } from "../http/session.js";
import { loanRequestResource, readLoanRequests, sendLoanRequest } from "../services/loan-requests.js";

/** A borrower's hardship notice or request for more time, and those already sent (decision 0352). */
export function loanRequestsGuestRouter(ctx: ProviderContext): Router {
  const router = Router();
  const guest = requireGuest(ctx);

  resource(router, "/finance-applications/:id/loan/requests", {
    get: [
      guest,
      handle(async (req, res) => {
        const rows = await readLoanRequests(ctx, guestOf(res), req.params.id);
        sendDocument(res, 200, { data: rows.map((row) => loanRequestResource(row)) });
      }),
    ],
    post: [
      requireXsrf,
      ...jsonBody(),
      guest,
      handle(async (req, res) => {
        const { row, created } = await sendLoanRequest(ctx, guestOf(res), req.params.id, req.body);
        sendDocument(res, created ? 201 : 200, { data: loanRequestResource(row) });
      }),
    ],
  });

  return router;
}
