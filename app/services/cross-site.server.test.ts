import { describe, expect, it } from "vitest";

import { isCrossSiteWrite } from "./cross-site.server";

const base = { method: "POST", host: "portal.test", secFetchSite: undefined, origin: undefined };

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
    expect(isCrossSiteWrite({ ...base, secFetchSite: "same-origin", origin: "http://portal.test" })).toBe(false);
    expect(isCrossSiteWrite({ ...base, origin: "http://portal.test" })).toBe(false);
    expect(isCrossSiteWrite(base)).toBe(false);
  });
});
