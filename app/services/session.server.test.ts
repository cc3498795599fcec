import { describe, expect, it } from "vitest";

import type { LinkSession } from "~/types/portal-session";
import { parseEnv } from "./env.server";
import {
  commitPortalSession,
  cookieAttributes,
  getPortalSession,
  MAX_LINKS,
  portalSessionStorage,
  rememberLink,
  SESSION_COOKIE,
} from "./session.server";

const SECRET = "a-test-secret-that-is-long-enough-1234";
const NEWER = "a-newer-secret-that-is-long-enough-5678";
const storage = portalSessionStorage([SECRET]);

function link(n: number, cookieLength = 40): LinkSession {
  return {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    providerCookies: { provider_session: "s".repeat(cookieLength), "XSRF-TOKEN": "x".repeat(cookieLength + 20) },
    fundRequestId: String(n),
    customerId: String(100 + n),
    impersonationExpiresAt: null,
  };
}

/** The Cookie header a browser sends back after `setCookie`. */
const cookieOf = (setCookie: string) => setCookie.split(";")[0];

describe("the portal session cookie", () => {
  it("reads back what was committed, with its anti-forgery token", async () => {
    const cookie = await commitPortalSession({ links: [link(1), link(2)], csrf: "token" }, storage);
    expect(await getPortalSession(cookieOf(cookie), storage)).toEqual({ links: [link(1), link(2)], csrf: "token" });
  });

  it("shows neither the provider's cookies nor the link's uuid, even decoded", async () => {
    const cookie = await commitPortalSession({ links: [link(1)] }, storage);
    const value = decodeURIComponent(cookieOf(cookie).slice(SESSION_COOKIE.length + 1));
    const decoded = Buffer.from(value, "base64").toString("latin1");
    for (const text of [cookie, decoded]) {
      expect(text).not.toContain("provider_session");
      expect(text).not.toContain(link(1).uuid);
    }
  });

  it("is HttpOnly, SameSite=Lax, on every path, for 12 hours, and Secure in production", async () => {
    const cookie = await commitPortalSession({ links: [link(1)] }, storage);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toContain("; HttpOnly");
    expect(cookie).toContain("; SameSite=Lax");
    expect(cookie).toContain("; Max-Age=43200");
    expect(cookie).not.toContain("Secure");
    const production = parseEnv({
      NODE_ENV: "production",
      SESSION_SECRET: SECRET,
      PUBLIC_ORIGIN: "https://pay.example.com.au",
      PROVIDER_API_URL: "https://api.provider.example",
    });
    expect(cookieAttributes(60, production)).toMatchObject({ secure: true, httpOnly: true, sameSite: "lax", path: "/" });
  });

  it("is empty when changed, truncated or not a sealed value at all", async () => {
    const value = cookieOf(await commitPortalSession({ links: [link(1)] }, storage)).slice(SESSION_COOKIE.length + 1);
    const flipped = `${value.slice(0, 40)}${value[40] === "A" ? "B" : "A"}${value.slice(41)}`;
    for (const forged of [flipped, value.slice(0, 30), "bm90LXNlYWxlZA", ""]) {
      expect(await getPortalSession(`${SESSION_COOKIE}=${forged}`, storage)).toEqual({ links: [] });
    }
  });

  it("rotates secrets: seals with the newest, still opens what an older one sealed", async () => {
    const old = cookieOf(await commitPortalSession({ links: [link(1)] }, storage));
    const rotated = portalSessionStorage([NEWER, SECRET]);
    expect((await getPortalSession(old, rotated)).links).toEqual([link(1)]);
    const resealed = cookieOf(await commitPortalSession({ links: [link(1)] }, rotated));
    expect((await getPortalSession(resealed, portalSessionStorage([NEWER]))).links).toEqual([link(1)]);
    // Once the old secret is retired, its cookies are empty: the visitor re-authenticates from the uuid.
    expect((await getPortalSession(old, portalSessionStorage([NEWER]))).links).toEqual([]);
  });

  it("keeps the newest links first, at most MAX_LINKS, and stays under 4 KB", async () => {
    let session = { links: [] as LinkSession[] };
    for (let n = 1; n <= MAX_LINKS + 3; n++) session = rememberLink(session, link(n));
    expect(session.links.map((l) => l.fundRequestId)).toEqual(["8", "7", "6", "5", "4"]);
    session = rememberLink(session, link(5));
    expect(session.links[0].fundRequestId).toBe("5");
    expect(session.links).toHaveLength(MAX_LINKS);
    const cookie = await commitPortalSession(session, storage);
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(cookie.length).toBeLessThan(4096);
    expect((await getPortalSession(cookieOf(cookie), storage)).links).toHaveLength(MAX_LINKS);
  });

  it("drops the oldest links rather than fail when a provider's long cookies pass 4 KB", async () => {
    const links = [1, 2, 3, 4, 5].map((n) => link(n, 340));
    const cookie = await commitPortalSession({ links, csrf: "token" }, storage);
    expect(cookie.length).toBeLessThanOrEqual(4096);
    const kept = await getPortalSession(cookieOf(cookie), storage);
    expect(kept.csrf).toBe("token");
    expect(kept.links.length).toBeGreaterThan(0);
    expect(kept.links).toEqual(links.slice(0, kept.links.length));
  });

  it("clears the cookie when nothing is left to keep", async () => {
    expect(await commitPortalSession({ links: [] }, storage)).toContain("Expires=Thu, 01 Jan 1970");
  });
});
