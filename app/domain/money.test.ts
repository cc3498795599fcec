import { describe, expect, it } from "vitest";

import { cardPaymentTotal, cardSurcharge, deferredPayment, establishmentFee, formatMoney, gstIncluded } from "./money";

describe("establishmentFee (docs/SPEC.md 9)", () => {
  it.each([
    [0, 9900],
    [1, 9900],
    [200000, 9900],
    // 200001 × 5.99% = 11980.0599 → 11980, + 2500
    [200001, 14480],
    // 3000000 × 5.99% = 179700, + 2500
    [3000000, 182200],
    // 3000001 × 5.99% = 179700.0599 → 179700, + 14900 + 75000
    [3000001, 269600],
    // 250050 × 5.99% = 14977.995 → 14978, + 2500
    [250050, 17478],
    // 1000000 × 5.99% = 59900 exactly
    [1000000, 62400],
    // 5000001 × 5.99% = 299500.0599 → 299500
    [5000001, 389400],
  ])("fee for %i cents is %i", (amount, fee) => {
    expect(establishmentFee(amount)).toBe(fee);
  });

  it("rounds an exact half cent up, not to even", () => {
    // 215000 × 5.99% = 12878.5
    expect(establishmentFee(215000)).toBe(12879 + 2500);
    // 205000 × 5.99% = 12279.5
    expect(establishmentFee(205000)).toBe(12280 + 2500);
  });

  it.each([-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])("refuses %s", (amount) => {
    expect(() => establishmentFee(amount)).toThrow(RangeError);
  });
});

describe("deferredPayment", () => {
  it("defers the amount outstanding and shows the fee as total minus outstanding", () => {
    expect(deferredPayment(150000)).toEqual({ amount: 150000, fee: 9900, total: 159900 });
    expect(deferredPayment(200001)).toEqual({ amount: 200001, fee: 14480, total: 214481 });
    expect(deferredPayment(3000001)).toEqual({ amount: 3000001, fee: 269600, total: 3269601 });
  });
});

describe("gstIncluded", () => {
  it.each([
    ["VENDOR_PAID_ADVERTISING", 110000, 10000],
    ["MAINTENANCE_AND_ADVERTISING", 110000, 10000],
    // 100 / 11 = 9.09 → 9; 105 / 11 = 9.545 → 10
    ["VENDOR_PAID_ADVERTISING", 100, 9],
    ["VENDOR_PAID_ADVERTISING", 105, 10],
    ["MAINTENANCE_AND_ADVERTISING", 116, 11],
    ["VENDOR_PAID_ADVERTISING", 0, 0],
    ["VENDOR_PAID_ADVERTISING", 1, 0],
    ["BUYER_DEPOSIT", 110000, 0],
    ["BOND", 110000, 0],
  ] as const)("%s on %i cents is %i", (type, amount, gst) => {
    expect(gstIncluded(type, amount)).toBe(gst);
  });
});

describe("cardSurcharge and cardPaymentTotal", () => {
  it("uses the location percent", () => {
    expect(cardSurcharge(100000, 2)).toBe(2000);
    expect(cardSurcharge(100000, 1.25)).toBe(1250);
    expect(cardSurcharge(12345, 0.875)).toBe(108);
  });

  it("charges nothing when the location's percent is 0", () => {
    expect(cardSurcharge(100000, 0)).toBe(0);
  });

  it.each([undefined, null, Number.NaN, -1])("falls back to 1.5 percent for %s", (percent) => {
    expect(cardSurcharge(100000, percent)).toBe(1500);
  });

  it("rounds half up: 1.5% of 300 cents is 4.5 → 5, of 33 cents is 0.495 → 0", () => {
    expect(cardSurcharge(300)).toBe(5);
    expect(cardSurcharge(100)).toBe(2);
    expect(cardSurcharge(33)).toBe(0);
    expect(cardSurcharge(1)).toBe(0);
    expect(cardSurcharge(0)).toBe(0);
  });

  it("avoids float drift: 1.1% of 1000 cents is exactly 11", () => {
    expect(cardSurcharge(1000, 1.1)).toBe(11);
    expect(cardSurcharge(50, 1.1)).toBe(1);
  });

  it("adds the surcharge to the outstanding amount", () => {
    expect(cardPaymentTotal(150000)).toBe(152250);
    expect(cardPaymentTotal(150000, 1)).toBe(151500);
  });
});

describe("formatMoney", () => {
  it.each([
    [123456, "$1,234.56"],
    [0, "$0.00"],
    [1, "$0.01"],
    [100, "$1.00"],
    [123456789, "$1,234,567.89"],
  ])("%i cents is %s", (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});
