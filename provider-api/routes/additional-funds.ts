import { Router } from "express";

import type { ProviderContext } from "../context.js";
import {
  ADDITIONAL_PRODUCTS,
  DESCRIPTION_MAX_LENGTH,
  MAXIMUM_AMOUNT,
  MINIMUM_AMOUNT,
  PURPOSES,
} from "../domain/additional-funds.js";
import { notFound } from "../http/errors.js";
import { handle, resource } from "../http/handle.js";
import { sendDocument } from "../http/jsonapi.js";

/**
 * GET /guest/v1/additional-funds: the rules of an additional-funds application
 * (limits in cents, the two products, the purposes), the same for every link, so
 * like the banks it needs no session. With lending switched off there are none: 404.
 */
export function additionalFundsRouter(ctx: ProviderContext): Router {
  const router = Router();
  resource(router, "/additional-funds", {
    get: [
      handle((_req, res) => {
        if (!ctx.config.featureFlags.lending) throw notFound("Additional funds are not offered at the moment.");
        sendDocument(res, 200, {
          data: {
            type: "additional-funds-rules",
            id: "current",
            attributes: {
              minimumAmount: MINIMUM_AMOUNT,
              maximumAmount: MAXIMUM_AMOUNT,
              products: ADDITIONAL_PRODUCTS,
              purposes: PURPOSES,
              purposeDescriptionMaxLength: DESCRIPTION_MAX_LENGTH,
            },
          },
        });
      }),
    ],
  });
  return router;
}
