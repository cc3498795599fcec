import { randomBytes, timingSafeEqual } from "node:crypto";

import type { NextFunction, Request, RequestHandler, Response } from "express";

import type { ProviderContext } from "../context.js";
import { hasPassed } from "../domain/expiry.js";
import { findLink } from "../repositories/links.js";
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  findLiveSessionByHash,
  hashSessionId,
  insertSession,
  type SessionRow,
  updateSession,
} from "../repositories/sessions.js";
import { readCookie, serializeCookie } from "./cookies.js";
import { apiError, linkExpired, viewingEnded } from "./errors.js";
import { middleware } from "./handle.js";
import { guardImpersonation } from "./impersonation.js";

export const SESSION_COOKIE = "provider_session";
export const XSRF_COOKIE = "XSRF-TOKEN";
const LIFETIME_MS = 2 * 60 * 60 * 1000;
/** Sliding expiry, but written at most once every five minutes per session. */
const RENEW_AFTER_MS = 5 * 60 * 1000;
const MUTATING = new Set(["POST", "PATCH", "PUT", "DELETE"]);

export interface LoadedSession {
  id: string;
  row: SessionRow;
  /**
   * The link the session was opened from has expired since (or is gone): the
   * session is over with it, and every call that needs it answers 410.
   */
  linkExpired: boolean;
}

export interface GuestBinding {
  fundRequestId: number;
  customerId: number;
  linkUuid: string;
  impersonationExpiresAt: string | null;
  /** Set when a representative opened the link to view as its customer. */
  representativeId?: number | null;
  /** A view as the customer: the representative's session it lives with, and ends with (decision 0240). */
  parentIdHash?: string | null;
}

export interface BoundSession extends LoadedSession {
  fundRequestId: number;
  customerId: number;
}

const token = () => randomBytes(32).toString("base64url");

function setSessionCookies(ctx: ProviderContext, res: Response, id: string, xsrfToken: string): void {
  const secure = ctx.publicUrl().startsWith("https:");
  const maxAgeSeconds = LIFETIME_MS / 1000;
  res.append("Set-Cookie", serializeCookie(XSRF_COOKIE, xsrfToken, { httpOnly: false, secure, maxAgeSeconds }));
  res.append("Set-Cookie", serializeCookie(SESSION_COOKIE, id, { httpOnly: true, secure, maxAgeSeconds }));
}

/** Read on every call, not copied into the session: staff may change a link's expiry later. */
async function hasLinkExpired(ctx: ProviderContext, uuid: string, now: Date): Promise<boolean> {
  const link = await findLink(ctx.db, uuid);
  return !link || hasPassed(link.expiresAt, now);
}

/**
 * Reads the session cookie; renews a live session's expiry now and then, but
 * never one whose link has expired.
 */
export function loadSession(ctx: ProviderContext): RequestHandler {
  return middleware(async (req, res) => {
    const id = readCookie(req.headers.cookie, SESSION_COOKIE);
    const now = ctx.now();
    const row = id ? await findLiveSession(ctx.db, id, now) : undefined;
    if (id && row) {
      const expired = row.linkUuid !== null && (await hasLinkExpired(ctx, row.linkUuid, now));
      if (!expired && Date.parse(row.expiresAt) - now.getTime() < LIFETIME_MS - RENEW_AFTER_MS) {
        const expiresAt = new Date(now.getTime() + LIFETIME_MS).toISOString();
        await updateSession(ctx.db, id, { expiresAt });
        row.expiresAt = expiresAt;
        setSessionCookies(ctx, res, id, row.xsrfToken);
      }
      res.locals.session = { id, row, linkExpired: expired } satisfies LoadedSession;
    }
  });
}

/** Starts a fresh session (a new id and XSRF token), replacing the caller's old one. */
export async function startSession(
  ctx: ProviderContext,
  res: Response,
  binding: GuestBinding | null,
  /** A representative's own session (signed in, bound to no link). */
  representativeId: number | null = null,
): Promise<LoadedSession> {
  const previous = res.locals.session as LoadedSession | undefined;
  const now = ctx.now();
  if (previous) await deleteSession(ctx.db, previous.id);
  await deleteExpiredSessions(ctx.db, now);
  const id = token();
  const row: Omit<SessionRow, "idHash"> = {
    xsrfToken: token(),
    fundRequestId: binding?.fundRequestId ?? null,
    customerId: binding?.customerId ?? null,
    linkUuid: binding?.linkUuid ?? null,
    impersonationExpiresAt: binding?.impersonationExpiresAt ?? null,
    representativeId: binding?.representativeId ?? representativeId,
    parentIdHash: binding?.parentIdHash ?? null,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + LIFETIME_MS).toISOString(),
  };
  await insertSession(ctx.db, id, row);
  setSessionCookies(ctx, res, id, row.xsrfToken);
  const session: LoadedSession = { id, row: { ...row, idHash: hashSessionId(id) }, linkExpired: false };
  res.locals.session = session;
  return session;
}

/** Re-sends the cookies of the caller's live session (the csrf-cookie call on a live session). */
export function refreshSessionCookies(ctx: ProviderContext, res: Response, session: LoadedSession): void {
  setSessionCookies(ctx, res, session.id, session.row.xsrfToken);
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Every mutating guest call needs the session cookie and a matching X-XSRF-TOKEN header. */
export function requireXsrf(req: Request, res: Response, next: NextFunction): void {
  if (!MUTATING.has(req.method)) return next();
  const session = res.locals.session as LoadedSession | undefined;
  const header = req.headers["x-xsrf-token"];
  if (!session || typeof header !== "string" || !sameToken(header, session.row.xsrfToken)) {
    return next(apiError(419, "CSRF token mismatch", "Fetch /sanctum/csrf-cookie and send its XSRF-TOKEN as X-XSRF-TOKEN."));
  }
  next();
}

/**
 * The session must have been bound to a link by /guest/v1/authenticate (401),
 * and that link must not have expired since (410).
 */
export function requireGuest(ctx: ProviderContext): RequestHandler {
  return (_req, res, next) => {
    const session = res.locals.session as LoadedSession | undefined;
    const row = session?.row;
    const unauthenticated = () => apiError(401, "Unauthenticated", "Open the link again to start a session.");
    if (!session || row?.fundRequestId == null || row.customerId == null) return next(unauthenticated());
    // A session never outlives its link: the same answer as authenticating with it.
    if (session.linkExpired) return next(linkExpired());
    if (hasPassed(row.impersonationExpiresAt, ctx.now())) return next(unauthenticated());
    res.locals.guest = { ...session, fundRequestId: row.fundRequestId, customerId: row.customerId } satisfies BoundSession;
    if (row.representativeId == null) return next();
    // A representative viewing as the customer: only while the staff session that opened the view lives (decision
    // 0240), only what their role allows, and every change recorded (decision 0191).
    viewingParentLive(ctx, row)
      .then((live) => {
        if (!live) throw viewingEnded("This view as the customer ended with the staff session that opened it.");
        return guardImpersonation(ctx, _req, res, row);
      })
      .then(() => next(), next);
  };
}

async function viewingParentLive(ctx: ProviderContext, row: SessionRow): Promise<boolean> {
  if (!row.parentIdHash) return false;
  const parent = await findLiveSessionByHash(ctx.db, row.parentIdHash, ctx.now());
  return parent !== undefined && parent.linkUuid === null && parent.representativeId === row.representativeId;
}

export function guestOf(res: Response): BoundSession {
  return res.locals.guest as BoundSession;
}
