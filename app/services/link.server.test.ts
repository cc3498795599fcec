import { describe, expect, it } from "vitest";

import type { LinkSession } from "~/types/portal-session";
import { isExpired } from "./link.server";

const NOW = Date.parse("2026-11-23T12:00:00Z");
const link = (expiry: Partial<LinkSession>): LinkSession => ({
  uuid: "00000000-0000-4000-8000-000000000001",
  providerCookies: {},
  fundRequestId: "1",
  customerId: "2",
  impersonationExpiresAt: null,
  ...expiry,
});

describe("isExpired: a cached session never outlives its link", () => {
  it("keeps a session whose link and impersonation are still current, or never expire", () => {
    expect(isExpired(link({}), NOW)).toBe(false);
    expect(isExpired(link({ linkExpiresAt: null }), NOW)).toBe(false);
    expect(isExpired(link({ linkExpiresAt: "2026-11-23T12:00:01Z", impersonationExpiresAt: "2026-11-24T00:00:00Z" }), NOW)).toBe(
      false,
    );
  });

  it("drops it once the link has expired, not only an impersonation", () => {
    expect(isExpired(link({ linkExpiresAt: "2026-11-23T12:00:00Z" }), NOW)).toBe(true);
    expect(isExpired(link({ impersonationExpiresAt: "2026-11-23T11:59:59Z" }), NOW)).toBe(true);
  });

  it("treats an unreadable expiry as expired", () => {
    expect(isExpired(link({ linkExpiresAt: "not a date" }), NOW)).toBe(true);
  });
});
