import { describe, expect, it } from "vitest";

import { isSaneRequestId, requestIdFrom } from "./request-id";

describe("isSaneRequestId", () => {
  it("keeps the ids load balancers and proxies give", () => {
    expect(isSaneRequestId("3f1c2a9e-7b4d-4e0a-9c1f-0d2b3a4c5e6f")).toBe(true);
    expect(isSaneRequestId("0a1b2c3d4e5f60718293a4b5c6d7e8f9")).toBe(true);
    expect(isSaneRequestId("1-67891233-abcdef012345678912345678")).toBe(true);
    expect(isSaneRequestId("req_01.edge:7")).toBe(true);
    expect(isSaneRequestId("a".repeat(128))).toBe(true);
  });

  it("refuses what could forge or flood a log line", () => {
    expect(isSaneRequestId(undefined)).toBe(false);
    expect(isSaneRequestId("")).toBe(false);
    expect(isSaneRequestId("a".repeat(129))).toBe(false);
    expect(isSaneRequestId("abc\ndef")).toBe(false);
    expect(isSaneRequestId('abc","level":"fatal')).toBe(false);
    expect(isSaneRequestId("Root=1-67891233")).toBe(false);
    expect(isSaneRequestId("abc def")).toBe(false);
    expect(isSaneRequestId("abc/def")).toBe(false);
    expect(isSaneRequestId("é")).toBe(false);
  });
});

describe("requestIdFrom", () => {
  it("keeps a sane id as it came", () => {
    expect(requestIdFrom("edge-42.a:b")).toBe("edge-42.a:b");
  });

  it("drops a uuid's dashes, which every log would mask", () => {
    expect(requestIdFrom("3F1C2A9E-7B4D-4E0A-9C1F-0D2B3A4C5E6F")).toBe("3F1C2A9E7B4D4E0A9C1F0D2B3A4C5E6F");
  });

  it("asks for a new id in place of one that is not sane", () => {
    expect(requestIdFrom(undefined)).toBeNull();
    expect(requestIdFrom("a b")).toBeNull();
  });
});
