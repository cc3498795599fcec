import { describe, expect, it } from "vitest";

import { PAYMENT_METHODS } from "./pay-now";
import { orderWaysToPay } from "./ways-to-pay";

const all = [...PAYMENT_METHODS];

describe("orderWaysToPay", () => {
  it("puts BPAY first for an agency's invoice, bank transfer first for money held in trust", () => {
    expect(orderWaysToPay("VENDOR_PAID_ADVERTISING", all, false)).toEqual(["bpay", "eft", "credit-note", "card"]);
    expect(orderWaysToPay("MAINTENANCE_AND_ADVERTISING", all, false)).toEqual(["bpay", "eft", "credit-note", "card"]);
    expect(orderWaysToPay("BUYER_DEPOSIT", all, false)).toEqual(["eft", "bpay", "credit-note", "card"]);
    expect(orderWaysToPay("BOND", all, false)).toEqual(["eft", "bpay", "credit-note", "card"]);
  });

  it("offers paying at settlement after the fee-free ways and before the card", () => {
    expect(orderWaysToPay("VENDOR_PAID_ADVERTISING", all, true)).toEqual(["bpay", "eft", "credit-note", "pay-later", "card"]);
  });

  it("leaves out the ways that are not available, keeping the order of the rest", () => {
    expect(orderWaysToPay("BOND", ["bpay", "card"], false)).toEqual(["bpay", "card"]);
    expect(orderWaysToPay("VENDOR_PAID_ADVERTISING", [], true)).toEqual(["pay-later"]);
    expect(orderWaysToPay("VENDOR_PAID_ADVERTISING", [], false)).toEqual([]);
  });
});
