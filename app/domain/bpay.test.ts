import { describe, expect, it } from "vitest";

import { bpayCustomerReference, isValidCrn, mod10v1CheckDigit } from "./bpay";

describe("mod10v1CheckDigit", () => {
  it("matches published Luhn examples", () => {
    expect(mod10v1CheckDigit("7992739871")).toBe(3);
    expect(mod10v1CheckDigit("4539148803436467".slice(0, -1))).toBe(7);
    expect(mod10v1CheckDigit("0")).toBe(0);
    expect(mod10v1CheckDigit("1")).toBe(8);
  });

  it("refuses anything but digits", () => {
    expect(() => mod10v1CheckDigit("")).toThrow(RangeError);
    expect(() => mod10v1CheckDigit("12a")).toThrow(RangeError);
    expect(() => mod10v1CheckDigit("-12")).toThrow(RangeError);
  });
});

describe("isValidCrn", () => {
  it("accepts 2 to 20 digits with a correct check digit", () => {
    expect(isValidCrn("18")).toBe(true);
    expect(isValidCrn("79927398713")).toBe(true);
    const twenty = `1234567890123456789${mod10v1CheckDigit("1234567890123456789")}`;
    expect(twenty).toHaveLength(20);
    expect(isValidCrn(twenty)).toBe(true);
  });

  it("refuses a wrong check digit, lengths outside 2-20 and non-digits", () => {
    expect(isValidCrn("79927398710")).toBe(false);
    expect(isValidCrn("0")).toBe(false);
    const twentyOne = `12345678901234567890${mod10v1CheckDigit("12345678901234567890")}`;
    expect(isValidCrn(twentyOne)).toBe(false);
    expect(isValidCrn("1234 5678")).toBe(false);
    expect(isValidCrn("")).toBe(false);
  });
});

describe("bpayCustomerReference", () => {
  it("pads the fund request id to eight digits and appends the check digit", () => {
    expect(bpayCustomerReference("42")).toBe(`00000042${mod10v1CheckDigit("00000042")}`);
    expect(bpayCustomerReference("42")).toHaveLength(9);
    expect(isValidCrn(bpayCustomerReference("42"))).toBe(true);
  });

  it("keeps longer ids whole, up to 19 digits", () => {
    expect(bpayCustomerReference("123456789")).toHaveLength(10);
    expect(isValidCrn(bpayCustomerReference("9".repeat(19)))).toBe(true);
    expect(() => bpayCustomerReference("9".repeat(20))).toThrow(RangeError);
  });

  it("refuses ids that are not digits", () => {
    expect(() => bpayCustomerReference("abc")).toThrow(RangeError);
    expect(() => bpayCustomerReference("")).toThrow(RangeError);
  });
});
