import { type RequestHandler, type Response, Router } from "express";

import type { ProviderContext } from "../context.js";
import { jsonBody } from "../http/body.js";
import { clientAddress } from "../http/client-address.js";
import { serializeCookie } from "../http/cookies.js";
import { apiError } from "../http/errors.js";
import { handle, resource } from "../http/handle.js";
import { sendDocument } from "../http/jsonapi.js";
import { type LoadedSession, requireXsrf, SESSION_COOKIE, XSRF_COOKIE } from "../http/session.js";
import { findRepresentative, latestOutboxMail, type RepresentativeRow } from "../repositories/representatives.js";
import { deleteSession } from "../repositories/sessions.js";
import { staffLoanRequests } from "../services/loan-requests.js";
import {
  createRepresentative,
  endEverySession,
  endImpersonation,
  fundRequestSummaryResource,
  logIn,
  representativeResource,
  requestPasswordReset,
  resetPassword,
  searchFundRequests,
  staffFundRequest,
  startImpersonation,
} from "../services/representatives.js";
import { requireStaffKey } from "./staff.js";

/** A representative's own session (from /login/representative or /reset-password), else 401. */
function requireRepresentative(ctx: ProviderContext): RequestHandler {
  return handleMiddleware(async (_req, res) => {
    const session = res.locals.session as LoadedSession | undefined;
    const id = session && session.row.linkUuid === null ? session.row.representativeId : null;
    const representative = id == null ? undefined : await findRepresentative(ctx.db, id);
    if (!representative) throw apiError(401, "Unauthenticated", "Sign in at /login/representative first.");
    res.locals.representative = representative;
  });
}

function handleMiddleware(fn: Parameters<typeof handle>[0]): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .then(() => next(), next);
  };
}

const representativeOf = (res: { locals: Record<string, unknown> }) => res.locals.representative as RepresentativeRow;

/**
 * Sign-in, sign-out and password reset (docs/SPEC.md 7), at the provider's root like the
 * rest of its session calls: each needs the XSRF token of /sanctum/csrf-cookie.
 */
export function representativeAuthRouter(ctx: ProviderContext, session: RequestHandler): Router {
  const router = Router();
  const mutating = [session, requireXsrf, ...jsonBody()];

  resource(router, "/login/representative", {
    post: [
      ...mutating,
      handle(async (req, res) => {
        const representative = await logIn(ctx, res, clientAddress(req, ctx.config.trustedProxies), req.body);
        sendDocument(res, 200, { data: representativeResource(representative) });
      }),
    ],
  });

  resource(router, "/logout", {
    post: [
      session,
      requireXsrf,
      handle(async (_req, res) => {
        const session = res.locals.session as LoadedSession | undefined;
        if (session) await deleteSession(ctx.db, session.id);
        clearSessionCookies(ctx, res);
      }),
    ],
  });

  resource(router, "/forgot-password", {
    post: [
      ...mutating,
      handle(async (req, res) => {
        await requestPasswordReset(ctx, req.body);
        sendDocument(res, 202, {
          meta: { message: "If an account has this email address, a link to reset its password has been sent to it." },
        });
      }),
    ],
  });

  resource(router, "/reset-password", {
    post: [
      ...mutating,
      handle(async (req, res) => {
        const representative = await resetPassword(ctx, res, req.body);
        sendDocument(res, 200, { data: representativeResource(representative) });
      }),
    ],
  });

  return router;
}

/** The caller's session cookies expire; the answer is 204. */
function clearSessionCookies(ctx: ProviderContext, res: Response): void {
  const secure = ctx.publicUrl().startsWith("https:");
  res.append("Set-Cookie", serializeCookie(SESSION_COOKIE, "", { httpOnly: true, secure, maxAgeSeconds: 0 }));
  res.append("Set-Cookie", serializeCookie(XSRF_COOKIE, "", { httpOnly: false, secure, maxAgeSeconds: 0 }));
  res.status(204).end();
}

/** What a signed-in representative reads and does: /representative/v1 (decision 0193). */
export function representativeRouter(ctx: ProviderContext): Router {
  const router = Router();
  const signedIn = requireRepresentative(ctx);
  const mutating = [requireXsrf, ...jsonBody(), signedIn];

  resource(router, "/me", {
    get: [signedIn, handle((_req, res) => sendDocument(res, 200, { data: representativeResource(representativeOf(res)) }))],
  });

  resource(router, "/fund-requests", {
    get: [
      signedIn,
      handle(async (req, res) => {
        const found = await searchFundRequests(ctx, representativeOf(res), req.query);
        sendDocument(res, 200, {
          data: found.rows.map(fundRequestSummaryResource),
          meta: {
            page: found.page,
            pageSize: found.pageSize,
            total: found.total,
            pages: Math.max(1, Math.ceil(found.total / found.pageSize)),
          },
        });
      }),
    ],
  });

  resource(router, "/fund-requests/:id", {
    get: [
      signedIn,
      handle(async (req, res) => {
        sendDocument(res, 200, { data: await staffFundRequest(ctx, representativeOf(res), req.params.id) });
      }),
    ],
  });

  resource(router, "/fund-requests/:id/loan-requests", {
    get: [
      signedIn,
      handle(async (req, res) => {
        sendDocument(res, 200, { data: await staffLoanRequests(ctx, representativeOf(res), req.params.id) });
      }),
    ],
  });

  resource(router, "/fund-requests/:id/impersonations", {
    post: [
      ...mutating,
      handle(async (req, res) => {
        const sessionIdHash = (res.locals.session as LoadedSession).row.idHash;
        sendDocument(res, 201, {
          data: await startImpersonation(ctx, representativeOf(res), sessionIdHash, req.params.id, req.body),
        });
      }),
    ],
  });

  // Sign out everywhere: every session of the representative, on every device, and every view they opened (decision 0240).
  resource(router, "/sessions/end", {
    post: [
      requireXsrf,
      signedIn,
      handle(async (_req, res) => {
        await endEverySession(ctx, representativeOf(res).id);
        clearSessionCookies(ctx, res);
      }),
    ],
  });

  resource(router, "/impersonations/:uuid/end", {
    post: [
      requireXsrf,
      signedIn,
      handle(async (req, res) => {
        await endImpersonation(ctx, representativeOf(res), req.params.uuid);
        res.status(204).end();
      }),
    ],
  });

  return router;
}

/** Staff API (bearer key): adds a representative with a first password. */
export function representativeStaffRouter(ctx: ProviderContext): Router {
  const router = Router();
  resource(router, "/representatives", {
    post: [
      requireStaffKey(ctx),
      ...jsonBody(),
      handle(async (req, res) => {
        sendDocument(res, 201, { data: representativeResource(await createRepresentative(ctx, req.body)) });
      }),
    ],
  });
  return router;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The email the provider would have sent, newest first, as a plain page on its
 * port (GET /dev/outbox): the reference provider sends no email. Not served in
 * production.
 */
export function outboxRouter(ctx: ProviderContext): Router {
  const router = Router();
  router.get("/dev/outbox", (_req, res, next) => {
    if (process.env.NODE_ENV === "production") return next();
    latestOutboxMail(ctx.db, 50)
      .then((mails) => {
        const items = mails
          .map((mail) => {
            const body = escapeHtml(mail.body).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
            return `<article><h2>${escapeHtml(mail.subject)}</h2><p>To: ${escapeHtml(mail.to)}<br>Sent: ${escapeHtml(mail.createdAt)}</p><pre>${body}</pre></article>`;
          })
          .join("\n");
        res
          .status(200)
          .type("html")
          .set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
          .send(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title><style>body{font-family:sans-serif;max-width:50rem;margin:1rem auto;padding:0 1rem}pre{white-space:pre-wrap}article{border-bottom:1px solid #999}</style></head><body><main><h1>Outbox</h1><p>Email the provider API would have sent, newest first.</p>${items || "<p>No email yet.</p>"}</main></body></html>`,
          );
      })
      .catch(next);
  });
  return router;
}
