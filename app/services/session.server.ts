// The visitor's portal session: the links they have opened and their anti-forgery
// token, in one encrypted cookie (decision 0103; the encryption is sealing.server.ts).
import { randomBytes } from "node:crypto";

import {
  type AppLoadContext,
  type CookieOptions,
  createCookieSessionStorage,
  createSession,
  type SessionStorage,
} from "@remix-run/node";

import type { LinkSession, PortalSession } from "~/types/portal-session";
import { type Env, getEnv } from "./env.server";
import { portalSessionOnce } from "./request-state.server";
import { encryptedCookie } from "./sealing.server";

export const SESSION_COOKIE = "__portal";
/** Each link costs ~400 bytes of cookie; a handful keeps it far below 4 KB. */
export const MAX_LINKS = 5;
const MAX_AGE_SECONDS = 60 * 60 * 12;

/** The attributes of every portal cookie (docs/DESIGN.md 5): never readable by scripts, never sent cross-site. */
export function cookieAttributes(maxAgeSeconds: number, env: Pick<Env, "NODE_ENV"> = getEnv()): CookieOptions {
  return { path: "/", httpOnly: true, sameSite: "lax", secure: env.NODE_ENV === "production", maxAge: maxAgeSeconds };
}

/** The portal session's storage: Remix's cookie session storage over the encrypted cookie. */
export function portalSessionStorage(secrets: string[]): SessionStorage {
  return createCookieSessionStorage({
    cookie: encryptedCookie(SESSION_COOKIE, { ...cookieAttributes(MAX_AGE_SECONDS), secrets }),
  });
}

let storage: SessionStorage | undefined;
const defaultStorage = () => (storage ??= portalSessionStorage(getEnv().SESSION_SECRETS));

function isLinkSession(value: unknown): value is LinkSession {
  if (!value || typeof value !== "object") return false;
  const link = value as Record<string, unknown>;
  return (
    typeof link.uuid === "string" &&
    typeof link.fundRequestId === "string" &&
    typeof link.customerId === "string" &&
    (link.impersonationExpiresAt === null || typeof link.impersonationExpiresAt === "string") &&
    (link.linkExpiresAt === undefined || link.linkExpiresAt === null || typeof link.linkExpiresAt === "string") &&
    !!link.providerCookies &&
    typeof link.providerCookies === "object"
  );
}

/**
 * The visitor's portal session from a Cookie header. One that does not open (another
 * secret, tampered, an older format) is empty: the session is only a cache, and
 * every payer URL carries its uuid to authenticate again.
 */
export async function getPortalSession(cookieHeader: string | null, from = defaultStorage()): Promise<PortalSession> {
  const session = await from.getSession(cookieHeader);
  const links: unknown = session.get("links");
  const csrf: unknown = session.get("csrf");
  return {
    links: Array.isArray(links) ? links.filter(isLinkSession) : [],
    ...(typeof csrf === "string" && csrf.length > 0 ? { csrf } : {}),
  };
}

/**
 * The Set-Cookie that stores `session`. A session that would pass the browser's
 * 4 KB limit keeps fewer links, oldest dropped first: a provider with long cookies
 * costs a re-authentication, never a page that fails.
 */
export async function commitPortalSession(session: PortalSession, to = defaultStorage()): Promise<string> {
  if (session.links.length === 0 && !session.csrf) return to.destroySession(createSession());
  for (let links = session.links; ; links = links.slice(0, -1)) {
    try {
      return await to.commitSession(createSession({ links, ...(session.csrf ? { csrf: session.csrf } : {}) }));
    } catch (error) {
      if (links.length === 0) throw error;
    }
  }
}

export function findLink(session: PortalSession, uuid: string): LinkSession | null {
  return session.links.find((link) => link.uuid === uuid) ?? null;
}

/** Puts `link` first and drops the oldest links beyond MAX_LINKS. */
export function rememberLink(session: PortalSession, link: LinkSession): PortalSession {
  const others = session.links.filter((existing) => existing.uuid !== link.uuid);
  return { ...session, links: [link, ...others].slice(0, MAX_LINKS) };
}

export function forgetLink(session: PortalSession, uuid: string): PortalSession {
  return { ...session, links: session.links.filter((link) => link.uuid !== uuid) };
}

/**
 * The portal session the request came with. It is opened (decrypted) once per
 * request: every loader and action of the request reads this one.
 */
export async function requestSession(request: Request, context: AppLoadContext): Promise<PortalSession> {
  return portalSessionOnce(context, () => getPortalSession(request.headers.get("Cookie")));
}

export interface VisitorSession {
  /** The session as the request brought it, with its anti-forgery token. */
  session: PortalSession;
  /** The visitor's anti-forgery token. */
  csrf: string;
  /** Set-Cookie for a session that had no token yet, or null. */
  setCookie: string | null;
  /** The Cookie header the rest of this request should see (with the new session). */
  cookieHeader: string;
}

/**
 * Gives every visitor a session with an anti-forgery token before any loader runs
 * (portal-app.server.ts), so the forms rendered and the sessions committed by the loaders of
 * one request all carry the same token.
 */
export async function ensureVisitorSession(cookieHeader: string | null): Promise<VisitorSession> {
  const session = await getPortalSession(cookieHeader);
  if (session.csrf) return { session, csrf: session.csrf, setCookie: null, cookieHeader: cookieHeader ?? "" };
  const csrf = randomBytes(24).toString("base64url");
  const setCookie = await commitPortalSession({ ...session, csrf });
  const others = (cookieHeader ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${SESSION_COOKIE}=`));
  return { session: { ...session, csrf }, csrf, setCookie, cookieHeader: [...others, setCookie.split(";")[0]].join("; ") };
}
