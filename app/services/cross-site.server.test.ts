import { describe, expect, it } from "vitest";

import { isCrossSiteWrite } from "./cross-site.server";

const base = { method: "POST", publicOrigin: "https://pay.example.com.au", secFetchSite: undefined, origin: undefined };

describe("cross-site writes", () => {
  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteWrite({ ...base, method: "GET", secFetchSite: "cross-site" })).toBe(false);
  });

  it("refuses a post from another site by fetch metadata or Origin", () => {
    expect(isCrossSiteWrite({ ...base, secFetchSite: "cross-site" })).toBe(true);
    expect(isCrossSiteWrite({ ...base, secFetchSite: "same-site" })).toBe(true);
    expect(isCrossSiteWrite({ ...base, origin: "https://evil.example" })).toBe(true);
    expect(isCrossSiteWrite({ ...base, origin: "null" })).toBe(true);
  });

  it("accepts a post from this site, or from a client that sends neither header", () => {
    expect(isCrossSiteWrite({ ...base, secFetchSite: "same-origin", origin: "https://pay.example.com.au" })).toBe(false);
    expect(isCrossSiteWrite({ ...base, origin: "https://pay.example.com.au" })).toBe(false);
    expect(isCrossSiteWrite({ ...base, secFetchSite: "same-origin", origin: "null" })).toBe(false);
    expect(isCrossSiteWrite(base)).toBe(false);
  });

  it("compares Origin with PUBLIC_ORIGIN, not with the Host a proxy sends", () => {
    // The request carries no Host at all: whatever nginx rewrote it to cannot matter.
    expect(isCrossSiteWrite({ ...base, origin: "https://portal-upstream:3000" })).toBe(true);
    expect(isCrossSiteWrite({ ...base, origin: "http://pay.example.com.au" })).toBe(true);
    // A page opened at another address than PUBLIC_ORIGIN gets the refusal page, not Remix's blank 500.
    expect(isCrossSiteWrite({ ...base, secFetchSite: "same-origin", origin: "http://10.0.0.5:3000" })).toBe(true);
  });
});
