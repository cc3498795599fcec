import { describe, expect, it } from "vitest";
import {
  MAX_LINKS,
  SESSION_COOKIE,
  commitPortalSession,
  decrypt,
  encrypt,
  getPortalSession,
  rememberLink,
  type LinkSession,
} from "./session.server";

const SECRET = "a-test-secret-that-is-long-enough-1234";

function link(n: number): LinkSession {
  return {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    providerCookies: { provider_session: "s".repeat(40), "XSRF-TOKEN": "x".repeat(60) },
    fundRequestId: String(n),
    customerId: String(100 + n),
    impersonationExpiresAt: null,
  };
}

function requestWith(setCookie: string): Request {
  return new Request("http://portal.test/", { headers: { Cookie: setCookie.split(";")[0] } });
}

describe("session encryption", () => {
  it("round-trips", () => {
    expect(decrypt(encrypt("hello", SECRET), SECRET)).toBe("hello");
  });

  it("rejects a tampered value", () => {
    const sealed = encrypt("hello", SECRET);
    const bytes = Buffer.from(sealed, "base64url");
    bytes[bytes.length - 1] ^= 1;
    expect(decrypt(bytes.toString("base64url"), SECRET)).toBeNull();
  });

  it("rejects another secret, junk and truncation", () => {
    const sealed = encrypt("hello", SECRET);
    expect(decrypt(sealed, `${SECRET}-other`)).toBeNull();
    expect(decrypt("not-base64-at-all!", SECRET)).toBeNull();
    expect(decrypt(sealed.slice(0, 20), SECRET)).toBeNull();
  });

  it("does not show the provider cookies in the clear", () => {
    const cookie = commitPortalSession({ links: [link(1)] }, SECRET);
    expect(cookie).not.toContain("provider_session");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });
});

describe("portal session", () => {
  it("reads back what was committed", () => {
    const cookie = commitPortalSession({ links: [link(1), link(2)] }, SECRET);
    expect(getPortalSession(requestWith(cookie), SECRET).links).toEqual([link(1), link(2)]);
  });

  it("is empty for a cookie sealed with another secret", () => {
    const cookie = commitPortalSession({ links: [link(1)] }, SECRET);
    expect(getPortalSession(requestWith(cookie), `${SECRET}-rotated`).links).toEqual([]);
  });

  it("keeps the newest links first, at most MAX_LINKS, and stays under 4 KB", () => {
    let session = { links: [] as LinkSession[] };
    for (let n = 1; n <= MAX_LINKS + 3; n++) session = rememberLink(session, link(n));
    expect(session.links.map((l) => l.fundRequestId)).toEqual(["8", "7", "6", "5", "4"]);
    session = rememberLink(session, link(5));
    expect(session.links[0].fundRequestId).toBe("5");
    expect(session.links).toHaveLength(MAX_LINKS);
    const cookie = commitPortalSession(session, SECRET);
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(cookie.length).toBeLessThan(4096);
  });

  it("clears the cookie when no link is left", () => {
    expect(commitPortalSession({ links: [] }, SECRET)).toContain("Max-Age=0");
  });
});
