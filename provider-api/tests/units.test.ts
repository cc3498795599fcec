import { describe, expect, it } from "vitest";

import type { ProviderContext } from "../context.js";
import { bankForBsb } from "../domain/banks.js";
import { establishmentFee, isFullLending } from "../domain/establishment-fee.js";
import { parseFeatureFlags } from "../domain/feature-flags.js";
import { sniffMediaType } from "../domain/media-type.js";
import { isSafeName, personName } from "../domain/names.js";
import { httpUrlOrNull, isHttpUrl } from "../domain/urls.js";
import { findHostileInput } from "../http/body.js";
import { downloadUrl, signedDownload } from "../services/media.js";

describe("establishmentFee (docs/SPEC.md 9)", () => {
  it.each([
    [0, 9900],
    [200000, 9900],
    [200001, 11980 + 2500], // 200001 * 5.99 % = 11980.06 → 11980
    [3000000, 179700 + 2500],
    [3000001, 179700 + 14900 + 75000],
    [385000, 23062 + 2500], // 23061.5 rounds half up
  ])("fee of %i cents is %i", (amount, fee) => {
    expect(establishmentFee(amount)).toBe(fee);
  });

  it("makes applications above $30,000 and additional funds full lending", () => {
    expect(isFullLending(3000000, "VPA")).toBe(false);
    expect(isFullLending(3000001, "VPA")).toBe(true);
    expect(isFullLending(100, "VPA_ADDITIONAL")).toBe(true);
  });
});

describe("bankForBsb", () => {
  it("names the bank by the longest prefix", () => {
    expect(bankForBsb("062000")).toBe("Commonwealth Bank of Australia");
    expect(bankForBsb("923100")).toBe("ING Bank (Australia)");
    expect(bankForBsb("633000")).toBe("Bendigo Bank (Bendigo and Adelaide Bank)");
    expect(bankForBsb("637000")).toBe("Greater Bank");
    expect(bankForBsb("990000")).toBeNull();
  });
});

describe("parseFeatureFlags", () => {
  it("overrides the defaults and refuses unknown names or values", () => {
    expect(parseFeatureFlags("docusign=true, bpay=false")).toMatchObject({ docusign: true, bpay: false, card: true });
    expect(() => parseFeatureFlags("teleport=true")).toThrow(/unknown flag/);
    expect(() => parseFeatureFlags("card=yes")).toThrow(/true or false/);
  });
});

describe("sniffMediaType", () => {
  it("decides by the bytes", () => {
    expect(sniffMediaType(Buffer.from("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffMediaType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffMediaType(Buffer.from("\x00\x00\x00\x18ftypheic", "latin1"))).toBe("image/heic");
    expect(sniffMediaType(Buffer.from("\x00\x00\x00\x18ftypmp42", "latin1"))).toBeNull();
    expect(sniffMediaType(Buffer.from("GIF89a"))).toBeNull();
  });
});

describe("isHttpUrl and httpUrlOrNull (decision 0101)", () => {
  it("accepts only absolute http(s) URLs with a host, written out in full", () => {
    for (const url of [
      "https://example.com",
      "http://example.com:8080/a?b=c#d",
      "HTTPS://EXAMPLE.COM/x",
      "https://xn--nxasmq6b.com/",
    ]) {
      expect(isHttpUrl(url), url).toBe(true);
    }
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "file:///etc/passwd",
      "ftp://example.com",
      "blob:https://example.com/1",
      "//example.com",
      "/a",
      "example.com",
      "https:example.com",
      "https:/example.com",
      "https://",
      " https://example.com",
      "https://example.com\t",
      "https://exa\u0000mple.com",
      `https://${"a".repeat(2000)}.com`,
    ]) {
      expect(isHttpUrl(url), url).toBe(false);
    }
    expect(httpUrlOrNull("javascript:alert(1)")).toBeNull();
    expect(httpUrlOrNull(null)).toBeNull();
    expect(httpUrlOrNull("https://example.com/logo.png")).toBe("https://example.com/logo.png");
  });
});

describe("the name rule (decision 0101)", () => {
  it("refuses control and bidirectional formatting characters, keeps every script and the joiners", () => {
    for (const code of [0x00, 0x09, 0x0a, 0x1f, 0x7f, 0x80, 0x9f, 0x061c, 0x200e, 0x200f, 0x202a, 0x202e, 0x2066, 0x2069]) {
      expect(isSafeName(`A${String.fromCodePoint(code)}B`), code.toString(16)).toBe(false);
    }
    for (const name of ["Zoë", "O'Brien-Nguyễn", "李小龍", "محمد", "श्री\u200d", "Ann\u200cLee"]) {
      expect(isSafeName(name), name).toBe(true);
    }
    expect(personName().safeParse("  Ann  ")).toMatchObject({ success: true, data: "Ann" });
    expect(personName().safeParse("Ann\n").success).toBe(false);
    expect(personName().safeParse("   ").success).toBe(false);
    expect(personName().safeParse("x".repeat(101)).success).toBe(false);
  });
});

describe("findHostileInput", () => {
  it("finds prototype keys, deep nesting and NUL characters with their pointers", () => {
    expect(findHostileInput(JSON.parse('{"a":[{"__proto__":1}]}'))).toMatchObject({ status: 400, pointer: "/a/0/__proto__" });
    expect(findHostileInput({ "a/b": "x\u0000" })).toMatchObject({ status: 422, pointer: "/a~1b" });
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(findHostileInput(deep)).toMatchObject({ status: 400 });
    expect(findHostileInput({ data: { ok: [1, "two", null] } })).toBeNull();
  });
});

describe("signed download URLs", () => {
  it("expire after five minutes", async () => {
    let now = new Date("2026-01-01T00:00:00Z");
    const ctx = { signingSecret: "s", publicUrl: () => "http://x", now: () => now, db: {} } as unknown as ProviderContext;
    const url = new URL(downloadUrl(ctx, 7));
    now = new Date("2026-01-01T00:05:01Z");
    await expect(signedDownload(ctx, "7", Object.fromEntries(url.searchParams))).rejects.toMatchObject({ status: 410 });
  });
});
