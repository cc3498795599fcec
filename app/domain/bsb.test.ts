import { describe, expect, it } from "vitest";

import { bankNameForBsb, formatBsb, normaliseBsb } from "./bsb";

describe("normaliseBsb", () => {
  it.each([
    ["062000", "062000"],
    ["062-000", "062000"],
    [" 062 000 ", "062000"],
  ])("reads %j as %j", (input, expected) => {
    expect(normaliseBsb(input)).toBe(expected);
  });

  it.each(["", "06200", "0620001", "06a000", "062_000", "062.000"])("refuses %j", (input) => {
    expect(normaliseBsb(input)).toBeNull();
  });
});

describe("bankNameForBsb", () => {
  const banks = { "06": "Commonwealth Bank of Australia", "63": "Bendigo Bank", "637": "Greater Bank" };

  it("names the bank by its prefix", () => {
    expect(bankNameForBsb("062000", banks)).toBe("Commonwealth Bank of Australia");
    expect(bankNameForBsb("633000", banks)).toBe("Bendigo Bank");
  });

  it("prefers the longest matching prefix", () => {
    expect(bankNameForBsb("637000", banks)).toBe("Greater Bank");
  });

  it("is null for an unknown prefix or an empty table", () => {
    expect(bankNameForBsb("999999", banks)).toBeNull();
    expect(bankNameForBsb("062000", {})).toBeNull();
  });
});

describe("formatBsb", () => {
  it("prints six digits as 3-3 and leaves anything else alone", () => {
    expect(formatBsb("062000")).toBe("062-000");
    expect(formatBsb("0620")).toBe("0620");
  });
});
