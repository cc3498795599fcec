import { describe, expect, it } from "vitest";

import { encryptedCookie, openFromPortal, sealForPortal } from "./sealing.server";

const SECRET = "a-test-secret-that-is-long-enough-1234";
const NEWER = "a-newer-secret-that-is-long-enough-5678";
const OLDER = "an-older-secret-that-is-long-enough-0000";
const bytes = Buffer.from("what the portal seals", "utf8");

/** The Cookie header a browser sends back after `setCookie`. */
const cookieOf = (setCookie: string) => setCookie.split(";")[0];

describe("bytes sealed for the portal (sealForPortal, openFromPortal)", () => {
  it("open again as they were, and show nothing of themselves", () => {
    const sealed = sealForPortal(bytes, "a-purpose", [SECRET]);
    expect(openFromPortal(sealed, "a-purpose", [SECRET])).toEqual(bytes);
    expect(Buffer.from(sealed, "base64url").toString("latin1")).not.toContain("portal seals");
  });

  it("differ each time they are sealed (a fresh IV), and both open", () => {
    const first = sealForPortal(bytes, "a-purpose", [SECRET]);
    const second = sealForPortal(bytes, "a-purpose", [SECRET]);
    expect(first).not.toBe(second);
    expect(openFromPortal(second, "a-purpose", [SECRET])).toEqual(bytes);
  });

  it("open nothing with another secret, for another purpose, or changed", () => {
    const sealed = sealForPortal(bytes, "a-purpose", [SECRET]);
    expect(openFromPortal(sealed, "a-purpose", [NEWER])).toBeNull();
    expect(openFromPortal(sealed, "another-purpose", [SECRET])).toBeNull();
    const flipped = `${sealed.slice(0, 40)}${sealed[40] === "A" ? "B" : "A"}${sealed.slice(41)}`;
    for (const forged of [flipped, sealed.slice(0, 20), "bm90LXNlYWxlZA", ""]) {
      expect(openFromPortal(forged, "a-purpose", [SECRET])).toBeNull();
    }
  });

  it("rotate: sealed with the newest secret, and what the second of SESSION_SECRETS sealed still opens", () => {
    const old = sealForPortal(bytes, "a-purpose", [SECRET]);
    expect(openFromPortal(old, "a-purpose", [NEWER, SECRET])).toEqual(bytes);
    const resealed = sealForPortal(bytes, "a-purpose", [NEWER, SECRET]);
    expect(openFromPortal(resealed, "a-purpose", [NEWER])).toEqual(bytes);
    expect(openFromPortal(resealed, "a-purpose", [SECRET])).toBeNull();
  });

  it("still open what was sealed before the sealing had a module of its own (same keys, same format)", () => {
    // Sealed by session.server.ts's sealForPortal before the split, for a page snapshot's purpose.
    const before = "TlY6MxIQEvkeVVUsmcxu4W2guK7cDsNpesqbcdq2kZSsX6EQ6U-UDzBVFZocckk-uIbBmhnu3825VQ";
    expect(openFromPortal(before, "page-snapshot", [NEWER, OLDER])?.toString("utf8")).toBe("a page sealed before the split");
  });
});

describe("an encrypted cookie (encryptedCookie)", () => {
  const value = { links: [], csrf: "token" };

  it("reads back what it wrote, which is neither the value nor its JSON", async () => {
    const cookie = encryptedCookie("__test", { path: "/", secrets: [SECRET] });
    const setCookie = await cookie.serialize(value);
    expect(decodeURIComponent(setCookie)).not.toContain("token");
    expect(await cookie.parse(cookieOf(setCookie))).toEqual(value);
  });

  it("reads nothing sealed with another secret, and rotates as the bytes do", async () => {
    const setCookie = await encryptedCookie("__test", { path: "/", secrets: [SECRET] }).serialize(value);
    expect(await encryptedCookie("__test", { path: "/", secrets: [NEWER] }).parse(cookieOf(setCookie))).toBeNull();
    expect(await encryptedCookie("__test", { path: "/", secrets: [NEWER, SECRET] }).parse(cookieOf(setCookie))).toEqual(value);
  });

  it("reads a cookie written before the sealing had a module of its own", async () => {
    // Written by session.server.ts's encryptedCookie before the split.
    const before =
      "__gold=IkVReWtRd1lZSmdFWENJQ0V3Z1Y1TjV5akI1azhnVy1TNks1RHl6NWNrWHdJenJpdFFtVVhPZGxUSlZxOEtjRWw4THJ1MXA4azBGN3NFV2ladEc5djEybWpZRG1TbjB5STFBIg%3D%3D";
    const cookie = encryptedCookie("__gold", { path: "/", secrets: [NEWER, OLDER] });
    expect(await cookie.parse(before)).toEqual({ links: [], csrf: "sealed-before-the-split" });
  });
});
