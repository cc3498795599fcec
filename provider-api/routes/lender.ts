import { Router } from "express";

import type { ProviderContext } from "../context.js";
import { notFound } from "../http/errors.js";
import { handle, resource } from "../http/handle.js";
import { sendDocument } from "../http/jsonapi.js";
import { findLender } from "../repositories/lender.js";

/**
 * GET /guest/v1/lender: the lender's details (decision 0350), the same for every
 * link, so like the banks it needs no session. 404 while none are recorded.
 */
export function lenderRouter(ctx: ProviderContext): Router {
  const router = Router();
  resource(router, "/lender", {
    get: [
      handle(async (_req, res) => {
        const lender = await findLender(ctx.db);
        if (!lender) throw notFound("No lender's details are recorded.");
        sendDocument(res, 200, { data: { type: "lenders", id: "current", attributes: lender } });
      }),
    ],
  });
  return router;
}
