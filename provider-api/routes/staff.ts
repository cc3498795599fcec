import { timingSafeEqual } from "node:crypto";
import { randomUUID } from "node:crypto";

import { type NextFunction, type Request, type Response, Router } from "express";
import { z } from "zod";

import type { ProviderContext } from "../context.js";
import { MAX_CENTS } from "../domain/application-data.js";
import { problemsFromZod } from "../domain/problems.js";
import { ID_VERIFICATION_RESULTS, RECEIVABLE_STATUSES } from "../domain/vocabulary.js";
import { jsonBody } from "../http/body.js";
import { apiError, notFound, validationError } from "../http/errors.js";
import { handle, resource } from "../http/handle.js";
import { sendDocument } from "../http/jsonapi.js";
import { customerResource, financeApplicationResource, FUND_REQUEST_INCLUDES, fundRequestDocument } from "../http/resources.js";
import { findCustomer, updateCustomer } from "../repositories/customers.js";
import { findFinanceApplication } from "../repositories/finance-applications.js";
import { findFundRequest, findFundRequestGraph, updateFundRequest } from "../repositories/fund-requests.js";
import { findLink, insertLink, type Link, linksOf, updateLinkExpiry } from "../repositories/links.js";
import { approveApplication, completeApplication } from "../services/contracts.js";
import { parseId, staffPatchFinanceApplication } from "../services/finance-applications.js";
import { createFundRequest, fundRequestInput } from "../services/fund-requests.js";
import { fundSignedLoan } from "../services/loans.js";

const ALL_INCLUDES = new Set(FUND_REQUEST_INCLUDES);
const isoDateTime = z.string().datetime({ offset: true, message: "Must be an ISO 8601 date and time." });

function parse<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(problemsFromZod(result.error, ""));
  return result.data;
}

export function requireStaffKey(ctx: ProviderContext) {
  const expected = Buffer.from(ctx.config.staffApiKey);
  return (req: Request, _res: Response, next: NextFunction) => {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? "");
    const given = Buffer.from(match?.[1] ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return next(
        apiError(401, "Unauthenticated", "Send Authorization: Bearer <STAFF_API_KEY>.", {
          headers: { "WWW-Authenticate": 'Bearer realm="staff"' },
        }),
      );
    }
    next();
  };
}

function linkView(link: Link) {
  return {
    customerId: String(link.customerId),
    uuid: link.uuid,
    url: `/z/${link.uuid}`,
    expiresAt: link.expiresAt,
    impersonationExpiresAt: link.impersonationExpiresAt,
  };
}

async function fundRequestWithLinks(ctx: ProviderContext, id: number) {
  const graph = await findFundRequestGraph(ctx.db, id);
  if (!graph) throw notFound("The fund request does not exist.");
  const document = fundRequestDocument(graph, ALL_INCLUDES);
  return { ...document, meta: { links: (await linksOf(ctx.db, id)).map(linkView) } };
}

async function requireFundRequest(ctx: ProviderContext, rawId: string) {
  const id = parseId(rawId);
  const fundRequest = id === null ? undefined : await findFundRequest(ctx.db, id);
  if (!fundRequest) throw notFound("The fund request does not exist.");
  return fundRequest;
}

const createBody = z.object({ data: z.object({ type: z.literal("fund-requests"), attributes: fundRequestInput }) });

const patchFundRequestBody = z.object({
  data: z.object({
    type: z.literal("fund-requests"),
    id: z.string().max(20).optional(),
    attributes: z
      .object({
        receivableStatus: z.enum(RECEIVABLE_STATUSES).optional(),
        amountPaid: z.number().int().min(0).max(MAX_CENTS).optional(),
        canDeferPayment: z.boolean().optional(),
      })
      .strict(),
  }),
});

const linkBody = z.object({
  data: z.object({
    type: z.literal("links"),
    attributes: z
      .object({
        customerId: z.string().max(20),
        expiresAt: isoDateTime.nullable().optional(),
        impersonationExpiresAt: isoDateTime.nullable().optional(),
      })
      .strict(),
  }),
});

/** Sets (or clears) a link's expiry: expiring a link now ends every session opened from it. */
const patchLinkBody = z.object({
  data: z.object({
    type: z.literal("links"),
    id: z.string().max(64).optional(),
    attributes: z.object({ expiresAt: isoDateTime.nullable() }).strict(),
  }),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const patchCustomerBody = z.object({
  data: z.object({
    type: z.literal("customers"),
    id: z.string().max(20).optional(),
    attributes: z.object({ idVerificationResult: z.enum(ID_VERIFICATION_RESULTS).nullable() }).strict(),
  }),
});

export function staffRouter(ctx: ProviderContext): Router {
  const router = Router();
  router.use(requireStaffKey(ctx));
  const body = jsonBody();

  resource(router, "/fund-requests", {
    post: [
      ...body,
      handle(async (req, res) => {
        const { attributes } = parse(createBody, req.body).data;
        const problems = [];
        const seen = new Set<string>();
        for (const [i, customer] of attributes.customers.entries()) {
          if (!customer.linkUuid) continue;
          if (seen.has(customer.linkUuid) || (await findLink(ctx.db, customer.linkUuid))) {
            problems.push({ pointer: `/data/attributes/customers/${i}/linkUuid`, detail: "This link uuid is taken." });
          }
          seen.add(customer.linkUuid);
        }
        if (problems.length > 0) throw validationError(problems);
        const { fundRequestId } = await createFundRequest(ctx.db, attributes, ctx.now());
        sendDocument(res, 201, await fundRequestWithLinks(ctx, fundRequestId));
      }),
    ],
  });

  resource(router, "/fund-requests/:id", {
    get: [
      handle(async (req, res) => {
        const fundRequest = await requireFundRequest(ctx, req.params.id);
        sendDocument(res, 200, await fundRequestWithLinks(ctx, fundRequest.id));
      }),
    ],
    patch: [
      ...body,
      handle(async (req, res) => {
        const { attributes } = parse(patchFundRequestBody, req.body).data;
        const fundRequest = await requireFundRequest(ctx, req.params.id);
        if (attributes.amountPaid !== undefined && attributes.amountPaid > fundRequest.amount) {
          throw validationError([{ pointer: "/data/attributes/amountPaid", detail: "Must not exceed the amount." }]);
        }
        await updateFundRequest(ctx.db, fundRequest.id, {
          receivableStatus: attributes.receivableStatus,
          amountPaid: attributes.amountPaid,
          canDeferPayment: attributes.canDeferPayment === undefined ? undefined : attributes.canDeferPayment ? 1 : 0,
        });
        sendDocument(res, 200, await fundRequestWithLinks(ctx, fundRequest.id));
      }),
    ],
  });

  resource(router, "/fund-requests/:id/links", {
    post: [
      ...body,
      handle(async (req, res) => {
        const { attributes } = parse(linkBody, req.body).data;
        const fundRequest = await requireFundRequest(ctx, req.params.id);
        const customerId = parseId(attributes.customerId);
        const customer = customerId === null ? undefined : await findCustomer(ctx.db, customerId);
        if (!customer || customer.fundRequestId !== fundRequest.id) {
          throw validationError([{ pointer: "/data/attributes/customerId", detail: "Not a customer of this fund request." }]);
        }
        const toIso = (v: string | null | undefined) => (v ? new Date(v).toISOString() : null);
        const link: Link = {
          uuid: randomUUID(),
          fundRequestId: fundRequest.id,
          customerId: customer.id,
          expiresAt: toIso(attributes.expiresAt),
          impersonationExpiresAt: toIso(attributes.impersonationExpiresAt),
          createdAt: ctx.now().toISOString(),
        };
        await insertLink(ctx.db, link);
        sendDocument(res, 201, { data: { type: "links", id: link.uuid, attributes: linkView(link) } });
      }),
    ],
  });

  resource(router, "/links/:uuid", {
    patch: [
      ...body,
      handle(async (req, res) => {
        const { data } = parse(patchLinkBody, req.body);
        const uuid = req.params.uuid.toLowerCase();
        const link = UUID.test(uuid) ? await findLink(ctx.db, uuid) : undefined;
        if (!link) throw notFound("The link does not exist.");
        if (data.id !== undefined && data.id.toLowerCase() !== uuid) {
          throw apiError(409, "Conflict", "The body names another link.", { source: { pointer: "/data/id" } });
        }
        const { expiresAt } = data.attributes;
        await updateLinkExpiry(ctx.db, link.uuid, expiresAt ? new Date(expiresAt).toISOString() : null);
        const updated = (await findLink(ctx.db, link.uuid))!;
        sendDocument(res, 200, { data: { type: "links", id: updated.uuid, attributes: linkView(updated) } });
      }),
    ],
  });

  resource(router, "/customers/:id", {
    patch: [
      ...body,
      handle(async (req, res) => {
        const { attributes } = parse(patchCustomerBody, req.body).data;
        const id = parseId(req.params.id);
        const customer = id === null ? undefined : await findCustomer(ctx.db, id);
        if (!customer) throw notFound("The customer does not exist.");
        await updateCustomer(ctx.db, customer.id, { idVerificationResult: attributes.idVerificationResult });
        sendDocument(res, 200, { data: customerResource((await findCustomer(ctx.db, customer.id))!) });
      }),
    ],
  });

  resource(router, "/finance-applications/:id", {
    get: [
      handle(async (req, res) => {
        const id = parseId(req.params.id);
        const application = id === null ? undefined : await findFinanceApplication(ctx.db, id);
        if (!application) throw notFound("The finance application does not exist.");
        sendDocument(res, 200, { data: financeApplicationResource(application) });
      }),
    ],
    patch: [
      ...body,
      handle(async (req, res) => {
        const application = await staffPatchFinanceApplication(ctx, req.params.id, req.body);
        sendDocument(res, 200, { data: financeApplicationResource(application) });
      }),
    ],
  });

  resource(router, "/finance-applications/:id/approve", {
    post: [
      handle(async (req, res) => {
        const approved = await approveApplication(ctx, req.params.id);
        sendDocument(res, approved.created ? 201 : 200, { data: financeApplicationResource(approved.application) });
      }),
    ],
  });

  // The lender paid the agency today: the signed application's loan is funded (decision 0343).
  resource(router, "/finance-applications/:id/fund", {
    post: [
      handle(async (req, res) => {
        const funded = await fundSignedLoan(ctx, req.params.id);
        sendDocument(res, funded.created ? 201 : 200, { data: financeApplicationResource(funded.application) });
      }),
    ],
  });

  resource(router, "/finance-applications/:id/complete", {
    post: [
      handle(async (req, res) => {
        sendDocument(res, 200, { data: financeApplicationResource(await completeApplication(ctx, req.params.id)) });
      }),
    ],
  });

  return router;
}
