import { describe, expect, it } from "vitest";

import { isSaneRequestId } from "./request-id";

describe("isSaneRequestId", () => {
  it("keeps the ids load balancers and proxies give", () => {
    expect(isSaneRequestId("3f1c2a9e-7b4d-4e0a-9c1f-0d2b3a4c5e6f")).toBe(true);
    expect(isSaneRequestId("Root=1-67891233-abcdef012345678912345678")).toBe(false);
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
    expect(isSaneRequestId("abc def")).toBe(false);
    expect(isSaneRequestId("abc/def")).toBe(false);
    expect(isSaneRequestId("é")).toBe(false);
  });
});
