import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { getEnv } from "./env.server";

/**
 * The portal's only state: per link uuid, the provider's session cookies and who
 * the link belongs to. The provider cookies are bearer credentials, so the cookie
 * is encrypted (AES-256-GCM), not just signed.
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
/** Each link costs ~300 bytes encrypted; a handful keeps the cookie far below 4 KB. */
export const MAX_LINKS = 5;
const MAX_AGE_SECONDS = 60 * 60 * 12;

function keyFrom(secret: string): Buffer {
  return createHash("sha256").update(`portal-session:${secret}`).digest();
}

export function encrypt(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** Returns null for anything that was not sealed with this secret, tampered or truncated. */
export function decrypt(sealed: string, secret: string): string | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    if (raw.length < 29) return null;
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

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

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

export function getPortalSession(request: Request, secret = getEnv().SESSION_SECRET): PortalSession {
  const sealed = readCookie(request.headers.get("Cookie"), SESSION_COOKIE);
  const plain = sealed ? decrypt(sealed, secret) : null;
  if (!plain) return { links: [] };
  try {
    const parsed = JSON.parse(plain) as { links?: unknown; csrf?: unknown };
    return {
      links: Array.isArray(parsed.links) ? parsed.links.filter(isLinkSession) : [],
      ...(typeof parsed.csrf === "string" && parsed.csrf.length > 0 ? { csrf: parsed.csrf } : {}),
    };
  } catch {
    return { links: [] };
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

/** A Set-Cookie header for one of the portal's own cookies; Max-Age 0 deletes it. */
export function portalCookieHeader(name: string, value: string, maxAgeSeconds: number): string {
  const attributes = ["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  if (getEnv().NODE_ENV === "production") attributes.push("Secure");
  return [`${name}=${value}`, ...attributes].join("; ");
}

export function commitPortalSession(session: PortalSession, secret = getEnv().SESSION_SECRET): string {
  if (session.links.length === 0 && !session.csrf) return portalCookieHeader(SESSION_COOKIE, "", 0);
  return portalCookieHeader(SESSION_COOKIE, encrypt(JSON.stringify(session), secret), MAX_AGE_SECONDS);
}

export interface VisitorSession {
  /** The visitor's anti-forgery token. */
  csrf: string;
  /** Set-Cookie for a session that had no token yet, or null. */
  setCookie: string | null;
  /** The Cookie header the rest of this request should see (with the new session). */
  cookieHeader: string;
}

/**
 * Gives every visitor a session with an anti-forgery token before any loader runs
 * (server.ts), so the forms rendered and the sessions committed by the loaders of
 * one request all carry the same token.
 */
export function ensureVisitorSession(cookieHeader: string | null, secret = getEnv().SESSION_SECRET): VisitorSession {
  const session = getPortalSession(new Request("http://portal.invalid/", { headers: cookieHeader ? { Cookie: cookieHeader } : {} }), secret);
  if (session.csrf) return { csrf: session.csrf, setCookie: null, cookieHeader: cookieHeader ?? "" };
  const csrf = randomBytes(24).toString("base64url");
  const setCookie = commitPortalSession({ ...session, csrf }, secret);
  const others = (cookieHeader ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${SESSION_COOKIE}=`));
  return { csrf, setCookie, cookieHeader: [...others, setCookie.split(";")[0]].join("; ") };
}
