import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

import {
  type AppLoadContext,
  type Cookie,
  type CookieOptions,
  createCookie,
  createCookieSessionStorage,
  createSession,
  type SessionStorage,
} from "@remix-run/node";

import type { Viewer } from "~/domain/staff";
import { type Env, getEnv } from "./env.server";

/**
 * The portal's only state: per link uuid, the provider's session cookies and who
 * the link belongs to. The cookie is encrypted, not only signed (decision 0103).
 */
export interface LinkSession {
  uuid: string;
  /** Provider cookies by name (provider_session, XSRF-TOKEN, …). */
  providerCookies: Record<string, string>;
  fundRequestId: string;
  customerId: string;
  impersonationExpiresAt: string | null;
  /** When the link itself stops working (the provider's `linkExpiresAt`); null: it does not expire. */
  linkExpiresAt?: string | null;
  /** A representative viewing as the link's customer, until impersonationExpiresAt (decision 0191). */
  viewer?: Viewer;
}

export interface PortalSession {
  links: LinkSession[];
  /**
   * This visitor's anti-forgery token, echoed by every form (decision 0100). It lives
   * only in this sealed cookie, so a token taken from another visitor is worthless.
   */
  csrf?: string;
}

export const SESSION_COOKIE = "__portal";
/** Each link costs ~400 bytes of cookie; a handful keeps it far below 4 KB. */
export const MAX_LINKS = 5;
const MAX_AGE_SECONDS = 60 * 60 * 12;

/** The attributes of every portal cookie (docs/DESIGN.md 5): never readable by scripts, never sent cross-site. */
export function cookieAttributes(maxAgeSeconds: number, env: Pick<Env, "NODE_ENV"> = getEnv()): CookieOptions {
  return { path: "/", httpOnly: true, sameSite: "lax", secure: env.NODE_ENV === "production", maxAge: maxAgeSeconds };
}

/** Keys derived so far, by purpose and secret: HKDF once per pair, not per request. */
const derivedKeys = new Map<string, Buffer>();

/** A key per purpose, so what is sealed for one use never opens as another. */
function keyOf(secret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = derivedKeys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", purpose, 32));
    derivedKeys.set(id, key);
  }
  return key;
}

function sealBytes(bytes: Buffer, secret: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The bytes `sealed` holds, or undefined when it was not sealed with `secret` for `purpose` (or was changed). */
function unsealBytes(sealed: string, secret: string, purpose: string): Buffer | undefined {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
  } catch {
    return undefined;
  }
}

const SESSION_PURPOSE = "portal-session";

function seal(value: unknown, secret: string): string {
  return sealBytes(Buffer.from(JSON.stringify(value), "utf8"), secret, SESSION_PURPOSE);
}

function unseal(sealed: string, secret: string): unknown {
  const bytes = unsealBytes(sealed, secret, SESSION_PURPOSE);
  if (bytes === undefined) return undefined;
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Bytes encrypted and authenticated with the portal's newest secret, for one purpose (AES-256-GCM). */
export function sealForPortal(bytes: Buffer, purpose: string, secrets = getEnv().SESSION_SECRETS): string {
  return sealBytes(bytes, secrets[0], purpose);
}

/** What sealForPortal sealed for `purpose` with any of the portal's secrets, or null. */
export function openFromPortal(sealed: string, purpose: string, secrets = getEnv().SESSION_SECRETS): Buffer | null {
  for (const secret of secrets) {
    const bytes = unsealBytes(sealed, secret, purpose);
    if (bytes !== undefined) return bytes;
  }
  return null;
}

/**
 * A Remix cookie whose value is encrypted and authenticated (AES-256-GCM): Remix's
 * own cookie writes the attributes and reads the header; this seals the value with
 * the newest secret and opens it with any of them, as a signed cookie is verified.
 */
export function encryptedCookie(name: string, { secrets, ...attributes }: CookieOptions & { secrets: string[] }): Cookie {
  const carrier = createCookie(name, attributes);
  return {
    name,
    isSigned: true,
    get expires() {
      return carrier.expires;
    },
    async parse(cookieHeader, options) {
      const sealed: unknown = await carrier.parse(cookieHeader, options);
      if (typeof sealed !== "string" || sealed === "") return null;
      for (const secret of secrets) {
        const value = unseal(sealed, secret);
        if (value !== undefined) return value;
      }
      return null;
    },
    serialize(value, options) {
      return carrier.serialize(value === "" ? "" : seal(value, secrets[0]), options);
    },
  };
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

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /**
     * The portal session this request came with, opened once: portal-app.server.ts opens it
     * before any loader (ensureVisitorSession) and hands it over here (decision 0200).
     */
    portalSession?: PortalSession;
  }
}

/**
 * The portal session the request came with. It is opened (decrypted) once per
 * request: every loader and action of the request reads this one.
 */
export async function requestSession(request: Request, context: AppLoadContext): Promise<PortalSession> {
  context.portalSession ??= await getPortalSession(request.headers.get("Cookie"));
  return context.portalSession;
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
