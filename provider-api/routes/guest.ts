import { type Request, Router } from "express";
import { z } from "zod";

import type { ProviderContext } from "../context.js";
import { BANKS } from "../domain/banks.js";
import { problemsFromZod } from "../domain/problems.js";
import { hasBody, jsonBody } from "../http/body.js";
import { clientAddress } from "../http/client-address.js";
import { apiError, forbidden, validationError } from "../http/errors.js";
import { handle, resource } from "../http/handle.js";
import { sendDocument } from "../http/jsonapi.js";
import { cardPaymentResource } from "../http/payment-resources.js";
import {
  contractResource,
  financeApplicationResource,
  FUND_REQUEST_INCLUDES,
  fundRequestDocument,
  type FundRequestInclude,
  loanResource,
} from "../http/resources.js";
import { guestOf, type LoadedSession, requireGuest, requireXsrf } from "../http/session.js";
import { findFundRequestGraph } from "../repositories/fund-requests.js";
import { authenticateLink, REPRESENTATIVE_SESSION_HEADER } from "../services/authentication.js";
import { declineContract, readContract, signContract } from "../services/contracts.js";
import { featureFlagsFor } from "../services/feature-flags.js";
import {
  createBody,
  createFinanceApplication,
  parseId,
  requireNewApplication,
  submitFinanceApplication,
  withdrawFinanceApplication,
} from "../services/finance-applications.js";
import { checkIdentity } from "../services/identity-checks.js";
import { startLoanCardPayment } from "../services/loan-card-payments.js";
import { readLoan } from "../services/loans.js";
import { readPayoutLetter, recordSaleUpdate, saleUpdateAttributes } from "../services/sale-updates.js";

/** Withdraw needs no body; when one is sent it must name the application. */
const withdrawBody = z
  .object({ data: z.object({ type: z.literal("finance-applications"), id: z.string().max(20).optional() }).strict() })
  .strict();

export function parseIncludes(req: Request): Set<FundRequestInclude> {
  const raw = req.query.include;
  if (raw === undefined) return new Set();
  if (typeof raw !== "string") {
    throw apiError(400, "Bad request", "Give include once, comma-separated.", { source: { parameter: "include" } });
  }
  const names = raw
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(FUND_REQUEST_INCLUDES as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw apiError(400, "Bad request", `Unknown include: ${unknown.join(", ")}.`, { source: { parameter: "include" } });
  }
  return new Set(names as FundRequestInclude[]);
}

export function guestRouter(ctx: ProviderContext): Router {
  const router = Router();
  const guest = requireGuest(ctx);
  const mutating = [requireXsrf, ...jsonBody(), guest];

  resource(router, "/authenticate/:uuid", {
    get: [
      handle(async (req, res) => {
        const client = clientAddress(req, ctx.config.trustedProxies);
        const representativeSession = req.get(REPRESENTATIVE_SESSION_HEADER);
        sendDocument(res, 200, await authenticateLink(ctx, res, client, req.params.uuid, representativeSession));
      }),
    ],
  });

  resource(router, "/fund-requests/:id", {
    get: [
      guest,
      handle(async (req, res) => {
        const includes = parseIncludes(req);
        const session = guestOf(res);
        if (parseId(req.params.id) !== session.fundRequestId) {
          throw forbidden("This session belongs to another fund request.");
        }
        const graph = await findFundRequestGraph(ctx.db, session.fundRequestId);
        if (!graph) throw apiError(404, "Not found", "The fund request no longer exists.");
        sendDocument(res, 200, fundRequestDocument(graph, includes));
      }),
    ],
  });

  resource(router, "/finance-applications", {
    post: [
      ...mutating,
      handle(async (req, res) => {
        const parsed = createBody.safeParse(req.body);
        if (!parsed.success) throw validationError(problemsFromZod(parsed.error, ""));
        const { fundRequestId, financeType, ...asked } = parsed.data.data.attributes;
        const session = guestOf(res);
        if (parseId(fundRequestId) !== session.fundRequestId) {
          throw apiError(403, "Forbidden", "This session belongs to another fund request.", {
            source: { pointer: "/data/attributes/fundRequestId" },
          });
        }
        requireNewApplication(ctx, financeType, asked);
        const { application, created } = await createFinanceApplication(
          ctx.db,
          { fundRequestId: session.fundRequestId, customerId: session.customerId, financeType, ...asked },
          ctx.now(),
        );
        sendDocument(res, created ? 201 : 200, { data: financeApplicationResource(application) });
      }),
    ],
  });

  resource(router, "/finance-applications/:id/withdraw", {
    patch: [
      ...mutating,
      handle(async (req, res) => {
        if (hasBody(req)) {
          const parsed = withdrawBody.safeParse(req.body);
          if (!parsed.success) throw validationError(problemsFromZod(parsed.error, ""));
          const { id } = parsed.data.data;
          if (id !== undefined && id !== req.params.id) {
            throw apiError(409, "Conflict", "The body names another application.", { source: { pointer: "/data/id" } });
          }
        }
        const application = await withdrawFinanceApplication(ctx, guestOf(res), req.params.id);
        sendDocument(res, 200, { data: financeApplicationResource(application) });
      }),
    ],
  });

  resource(router, "/finance-applications/:id/submit", {
    post: [
      ...mutating,
      handle(async (req, res) => {
        const application = await submitFinanceApplication(ctx, guestOf(res), req.params.id, req.body);
        const { attributes } = financeApplicationResource(application);
        sendDocument(res, 200, {
          data: {
            type: "finance-applications",
            id: String(application.id),
            attributes: {
              applicationData: attributes.applicationData,
              applicationStatus: attributes.applicationStatus,
              version: attributes.version,
            },
          },
        });
      }),
    ],
  });

  resource(router, "/finance-applications/:id/identity-checks", {
    post: [
      ...mutating,
      handle(async (req, res) => {
        const check = await checkIdentity(ctx, guestOf(res), req.params.id, req.body);
        const application = financeApplicationResource(check.application);
        sendDocument(res, check.created ? 201 : 200, {
          data: {
            type: "identity-checks",
            id: check.id,
            attributes: { result: check.result, documentType: check.documentType, checkedAt: check.checkedAt },
            relationships: { financeApplication: { data: { type: application.type, id: application.id } } },
          },
          included: [application],
        });
      }),
    ],
  });

  resource(router, "/finance-applications/:id/contract", {
    get: [
      guest,
      handle(async (req, res) => {
        sendDocument(res, 200, { data: contractResource(await readContract(ctx, guestOf(res), req.params.id)) });
      }),
    ],
  });

  resource(router, "/finance-applications/:id/loan", {
    get: [
      guest,
      handle(async (req, res) => {
        sendDocument(res, 200, { data: loanResource(await readLoan(ctx, guestOf(res), req.params.id)) });
      }),
    ],
  });

  resource(router, "/finance-applications/:id/loan/payout-letter", {
    get: [
      guest,
      handle(async (req, res) => {
        const { applicationId, ...attributes } = await readPayoutLetter(
          ctx,
          guestOf(res),
          req.params.id,
          req.query.settlementDate,
        );
        sendDocument(res, 200, { data: { type: "payout-letters", id: String(applicationId), attributes } });
      }),
    ],
  });

  // Repaying the loan early by card (decision 0343): the pay-now card payment, for the loan's payout figure.
  resource(router, "/finance-applications/:id/loan/card-payments", {
    post: [
      ...mutating,
      handle(async (req, res) => {
        const { payment, created } = await startLoanCardPayment(ctx, guestOf(res), req.params.id, req.body);
        sendDocument(res, created ? 201 : 200, { data: cardPaymentResource(ctx, payment) });
      }),
    ],
  });

  resource(router, "/finance-applications/:id/loan/sale-updates", {
    post: [
      ...mutating,
      handle(async (req, res) => {
        const recorded = await recordSaleUpdate(ctx, guestOf(res), req.params.id, req.body);
        sendDocument(res, recorded.created ? 201 : 200, {
          data: { type: "sale-updates", id: String(recorded.row.id), attributes: saleUpdateAttributes(recorded) },
        });
      }),
    ],
  });

  resource(router, "/finance-applications/:id/contract/signatures", {
    post: [
      ...mutating,
      handle(async (req, res) => {
        const client = clientAddress(req, ctx.config.trustedProxies);
        const signed = await signContract(ctx, guestOf(res), req.params.id, req.body, client);
        sendDocument(res, signed.created ? 201 : 200, { data: financeApplicationResource(signed.application) });
      }),
    ],
  });

  resource(router, "/finance-applications/:id/contract/decline", {
    post: [
      ...mutating,
      handle(async (req, res) => {
        const application = await declineContract(ctx, guestOf(res), req.params.id, req.body);
        sendDocument(res, 200, { data: financeApplicationResource(application) });
      }),
    ],
  });

  resource(router, "/banks", {
    get: [
      handle((_req, res) => {
        sendDocument(res, 200, { data: { type: "banks", id: "AU", attributes: { banks: BANKS } } });
      }),
    ],
  });

  resource(router, "/feature-flags", {
    get: [
      handle(async (_req, res) => {
        // With a link's session, the flags of its agency (decision 0163); without one, the provider's.
        const features = await featureFlagsFor(ctx, res.locals.session as LoadedSession | undefined);
        sendDocument(res, 200, { data: { type: "feature-flags", id: "current", attributes: { features } } });
      }),
    ],
  });

  return router;
}
