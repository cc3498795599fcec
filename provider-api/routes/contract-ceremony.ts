import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import express, { type Response, Router } from "express";

import type { ProviderContext } from "../context.js";
import { jsonBody } from "../http/body.js";
import { ceremonyErrorPage, ceremonyPage } from "../http/ceremony-page.js";
import { clientAddress } from "../http/client-address.js";
import { handle, resource } from "../http/handle.js";
import { type Resource, sendDocument } from "../http/jsonapi.js";
import { financeApplicationResource } from "../http/resources.js";
import { guestOf, requireGuest, requireXsrf } from "../http/session.js";
import { type ContractCeremonyRow, findCeremony } from "../repositories/contracts.js";
import { type CeremonyDecision, ceremonyView, finishCeremony, reopenContract, startCeremony } from "../services/contracts.js";
import { parseId } from "../services/finance-applications.js";

// ---- The ceremony page's capability token, as the card gateway's (decision 0054) ----

function ceremonyToken(ctx: ProviderContext, id: number): string {
  return createHmac("sha256", ctx.signingSecret).update(`signing-ceremony:${id}`).digest("base64url");
}

function checkToken(ctx: ProviderContext, id: number, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const expected = Buffer.from(ceremonyToken(ctx, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Where the ceremony sends the applicant back: the portal's return URL with the outcome. */
export function ceremonyReturnUrl(ceremony: ContractCeremonyRow): string {
  const url = new URL(ceremony.returnUrl);
  url.searchParams.set("signatureStatus", ceremony.status === "SIGNED" ? "success" : "fail");
  return url.toString();
}

function ceremonyResource(ctx: ProviderContext, ceremony: ContractCeremonyRow): Resource {
  return {
    type: "signing-ceremonies",
    id: String(ceremony.id),
    attributes: {
      status: ceremony.status,
      ceremonyUrl: `${ctx.publicUrl()}/signing-ceremony/${ceremony.id}?token=${ceremonyToken(ctx, ceremony.id)}`,
      createdAt: ceremony.createdAt,
    },
  };
}

/** The guest's calls: start a signing ceremony, take a decline back. */
export function contractGuestRouter(ctx: ProviderContext): Router {
  const router = Router();
  const mutating = [requireXsrf, ...jsonBody(), requireGuest(ctx)];

  resource(router, "/finance-applications/:id/contract/ceremonies", {
    post: [
      ...mutating,
      handle(async (req, res) => {
        const ceremony = await startCeremony(ctx, guestOf(res), req.params.id, req.body);
        sendDocument(res, 201, { data: ceremonyResource(ctx, ceremony) });
      }),
    ],
  });

  resource(router, "/finance-applications/:id/contract/reopen", {
    post: [
      ...mutating,
      handle(async (req, res) => {
        const application = await reopenContract(ctx, guestOf(res), req.params.id, req.body);
        sendDocument(res, 200, { data: financeApplicationResource(application) });
      }),
    ],
  });

  return router;
}

/** The page may only post to itself, and its redirect only reaches the ceremony's return origin. */
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

const DECISIONS: ReadonlySet<string> = new Set(["sign", "decline", "later"]);

/** The hosted signing ceremony of the embedded provider (decision 0163): GET shows the contract, POST decides. */
export function signingCeremonyRouter(ctx: ProviderContext): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: "4kb" });

  async function authorised(rawId: string, token: unknown): Promise<ContractCeremonyRow | null> {
    const id = parseId(rawId);
    if (id === null || !checkToken(ctx, id, token)) return null;
    return (await findCeremony(ctx.db, id)) ?? null;
  }

  const refused = (res: Response) =>
    sendHtml(res, 403, (nonce) =>
      ceremonyErrorPage("The link to this signing is not valid. Go back to your fund request and start again.", nonce),
    );

  router.get(
    "/signing-ceremony/:id",
    handle(async (req, res) => {
      const ceremony = await authorised(req.params.id, req.query.token);
      if (!ceremony) return refused(res);
      const view = await ceremonyView(ctx, ceremony);
      sendHtml(
        res,
        200,
        (nonce) => ceremonyPage({ view, token: String(req.query.token), nonce }),
        new URL(ceremony.returnUrl).origin,
      );
    }),
  );

  router.post(
    "/signing-ceremony/:id",
    form,
    handle(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const ceremony = await authorised(req.params.id, body.token);
      if (!ceremony) return refused(res);
      const decision = typeof body.decision === "string" && DECISIONS.has(body.decision) ? body.decision : null;
      if (!decision) {
        return sendHtml(res, 400, (nonce) => ceremonyErrorPage("Choose Sign, Decline or Finish later.", nonce));
      }
      const client = clientAddress(req, ctx.config.trustedProxies);
      const finished = await finishCeremony(ctx, ceremony.id, decision as CeremonyDecision, client);
      res.redirect(303, ceremonyReturnUrl(finished));
    }),
  );

  return router;
}
