import { describe, expect, it } from "vitest";

import { isValidTagManagerId, limitUserProperties, maskLinkTokens, MAX_USER_PROPERTIES } from "./analytics";

const uuid = "3f2b8c1e-9a4d-4e2f-8b1a-0c9d8e7f6a5b";

describe("maskLinkTokens", () => {
  it.each([
    [`/z/${uuid}`, "/z/:uuid"],
    [`/z/${uuid}/pay-later/application/bank-details`, "/z/:uuid/pay-later/application/bank-details"],
    [`/c/${uuid.toUpperCase()}/upload-documents`, "/c/:uuid/upload-documents"],
    [`/e/${uuid}/thank-you`, "/e/:uuid/thank-you"],
    [`/z/token-expire?uuid=${uuid}`, "/z/token-expire?uuid=:uuid"],
    [`/z/${uuid}?paylater=true&ref=${uuid}#top`, "/z/:uuid?paylater=true&ref=:uuid#top"],
    [`https://portal.example/z/${uuid}`, "https://portal.example/z/:uuid"],
    ["/z/not-found", "/z/not-found"],
    ["/z/token-expire", "/z/token-expire"],
    ["/", "/"],
    ["/healthz", "/healthz"],
  ])("%s → %s", (path, masked) => {
    expect(maskLinkTokens(path)).toBe(masked);
  });

  it("masks a malformed token after a visitor prefix too", () => {
    expect(maskLinkTokens("/z/not-a-uuid-123/contact-us")).toBe("/z/:uuid/contact-us");
    expect(maskLinkTokens("/z/not-found-really")).toBe("/z/:uuid");
  });

  it("does not mask a segment that merely ends in z", () => {
    expect(maskLinkTokens("/quiz/abc")).toBe("/quiz/abc");
  });
});

describe("isValidTagManagerId", () => {
  it.each([
    ["GTM-ABC123", true],
    ["G-XYZ9", true],
    ["gtm-abc123", false],
    ["GTM-", false],
    ["UA-12345", false],
    ["GTM-ABC 123", false],
    ["GTM-ABC123\n", false],
    [undefined, false],
  ])("%j is valid: %s", (id, valid) => {
    expect(isValidTagManagerId(id)).toBe(valid);
  });
});

describe("limitUserProperties", () => {
  it("keeps an object of up to 1000 keys whole", () => {
    const properties = Object.fromEntries(Array.from({ length: MAX_USER_PROPERTIES }, (_, i) => [`k${i}`, i]));
    expect(limitUserProperties(properties)).toEqual(properties);
  });

  it("keeps the first 1000 keys of a larger object", () => {
    const properties = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, i]));
    const limited = limitUserProperties(properties);
    expect(Object.keys(limited)).toHaveLength(1000);
    expect(limited.k999).toBe(999);
    expect("k1000" in limited).toBe(false);
  });

  it("does not modify its input", () => {
    const properties = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, i]));
    limitUserProperties(properties);
    expect(Object.keys(properties)).toHaveLength(1001);
  });
});
