// The portal's encryption, apart from what it seals (decision 0393): a value sealed
// here is encrypted and authenticated (AES-256-GCM) under a key derived from one of
// SESSION_SECRETS for one purpose (HKDF-SHA-256), so it opens only with that secret
// and for that purpose. New seals use the newest secret; every secret in the list
// still opens the seals it made (rotation, decision 0103). What is sealed: the
// portal session and the staff and contact cookies (encryptedCookie), and a form's
// page snapshot (sealForPortal, page-snapshot.server.ts).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

import { type Cookie, type CookieOptions, createCookie } from "@remix-run/node";

import { getEnv } from "./env.server";

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

/** The sealed form: base64url of the 12-byte IV, the 16-byte tag, then the ciphertext. */
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

/** The purpose of every encryptedCookie's value (the portal session's name for it, kept so older cookies still open). */
const COOKIE_PURPOSE = "portal-session";

function seal(value: unknown, secret: string): string {
  return sealBytes(Buffer.from(JSON.stringify(value), "utf8"), secret, COOKIE_PURPOSE);
}

function unseal(sealed: string, secret: string): unknown {
  const bytes = unsealBytes(sealed, secret, COOKIE_PURPOSE);
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
