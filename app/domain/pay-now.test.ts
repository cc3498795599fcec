import { describe, expect, it } from "vitest";

import { makeFundRequest, NO_ADDRESS } from "../../tests/fixtures/fund-requests";
import { isValidCrn } from "./bpay";
import { DEFAULT_FEATURE_FLAGS } from "./feature-flags";
import {
  availablePaymentMethods,
  formatPercent,
  isPaymentMethod,
  payLaterOffer,
  paymentInstructions,
  payNowFigures,
} from "./pay-now";
import type { Location } from "./types";

const details = {
  bpayBillerCode: "123456",
  trustAccountName: "Seaview Trust Account",
  trustAccountBsb: "066123",
  trustAccountNumber: "12345678",
};

describe("availablePaymentMethods", () => {
  it("lists the fee-free ways first and card last", () => {
    expect(availablePaymentMethods(DEFAULT_FEATURE_FLAGS, details)).toEqual(["bpay", "eft", "credit-note", "card"]);
  });

  it("shows each way only while its feature flag is on", () => {
    const flags = { ...DEFAULT_FEATURE_FLAGS, bpay: false, creditNote: false };
    expect(availablePaymentMethods(flags, details)).toEqual(["eft", "card"]);
    const none = { ...DEFAULT_FEATURE_FLAGS, bpay: false, eft: false, card: false, creditNote: false };
    expect(availablePaymentMethods(none, details)).toEqual([]);
  });

  it("leaves out BPAY and EFT when the agency has no numbers for them", () => {
    expect(availablePaymentMethods(DEFAULT_FEATURE_FLAGS, null)).toEqual(["credit-note", "card"]);
    const noBsb = { ...details, trustAccountBsb: null };
    expect(availablePaymentMethods(DEFAULT_FEATURE_FLAGS, noBsb)).toEqual(["bpay", "credit-note", "card"]);
  });
});

describe("isPaymentMethod", () => {
  it("knows the four ways and nothing else", () => {
    expect(["bpay", "eft", "card", "credit-note"].every(isPaymentMethod)).toBe(true);
    expect(isPaymentMethod("creditNote")).toBe(false);
    expect(isPaymentMethod("paypal")).toBe(false);
  });
});

describe("payNowFigures", () => {
  it("shows one eleventh GST for vendor paid advertising and maintenance and advertising", () => {
    const vpa = makeFundRequest({ amount: 110000, amountPaid: 0, amountOutstanding: 110000 });
    expect(payNowFigures(vpa, null).gst).toBe(10000);
    const maintenance = makeFundRequest({ requestType: "MAINTENANCE_AND_ADVERTISING", amount: 5 });
    // 5 / 11 = 0.45 cents rounds down; 6 / 11 = 0.545 rounds up.
    expect(payNowFigures(maintenance, null).gst).toBe(0);
    expect(payNowFigures({ ...maintenance, amount: 6 }, null).gst).toBe(1);
  });

  it("shows no GST for a deposit or a bond", () => {
    for (const requestType of ["BUYER_DEPOSIT", "BOND"] as const) {
      expect(payNowFigures(makeFundRequest({ requestType, amount: 110000 }), null).gst).toBe(0);
    }
  });

  it("adds the location's surcharge to the outstanding amount, not the whole amount", () => {
    const fundRequest = makeFundRequest({ amount: 123456, amountPaid: 23456, amountOutstanding: 100000 });
    expect(payNowFigures(fundRequest, { cardSurcharges: 1.2 })).toMatchObject({
      surchargePercent: 1.2,
      cardSurcharge: 1200,
      cardTotal: 101200,
    });
  });

  it("uses 1.5 percent when the location has none, and none at 0 percent", () => {
    const fundRequest = makeFundRequest({ amountOutstanding: 100000 });
    expect(payNowFigures(fundRequest, { cardSurcharges: null })).toMatchObject({ surchargePercent: 1.5, cardSurcharge: 1500 });
    expect(payNowFigures(fundRequest, null)).toMatchObject({ surchargePercent: 1.5, cardTotal: 101500 });
    expect(payNowFigures(fundRequest, { cardSurcharges: 0 })).toMatchObject({ cardSurcharge: 0, cardTotal: 100000 });
  });

  it("rounds the surcharge half up to the cent", () => {
    // 1.5 % of 33 cents is 0.495: down; of 100 cents is 1.5: up.
    expect(payNowFigures(makeFundRequest({ amountOutstanding: 33 }), null).cardSurcharge).toBe(0);
    expect(payNowFigures(makeFundRequest({ amountOutstanding: 100 }), null).cardSurcharge).toBe(2);
  });
});

describe("payLaterOffer", () => {
  const on = { lending: true };

  it("offers the deferred total of docs/SPEC.md 9 beside the pay-now total", () => {
    expect(payLaterOffer(makeFundRequest({ amountOutstanding: 200000 }), on)).toEqual({
      amount: 200000,
      fee: 9900,
      total: 209900,
    });
    // 5.99 % of 200001 = 11980.06 -> 11980, plus 2500.
    expect(payLaterOffer(makeFundRequest({ amountOutstanding: 200001 }), on)?.fee).toBe(14480);
    expect(payLaterOffer(makeFundRequest({ amountOutstanding: 3000001 }), on)?.fee).toBe(179700 + 89900);
  });

  it("is not offered when the request cannot be deferred, is not unpaid, has nothing outstanding, or lending is off", () => {
    expect(payLaterOffer(makeFundRequest({ canDeferPayment: false }), on)).toBeNull();
    expect(payLaterOffer(makeFundRequest({ receivableStatus: "PROCESSING" }), on)).toBeNull();
    expect(payLaterOffer(makeFundRequest({ amountOutstanding: 0 }), on)).toBeNull();
    expect(payLaterOffer(makeFundRequest(), { lending: false })).toBeNull();
  });
});

describe("formatPercent", () => {
  it("drops needless zeros", () => {
    expect(formatPercent(1.5)).toBe("1.5%");
    expect(formatPercent(1.25)).toBe("1.25%");
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(2)).toBe("2%");
  });
});

describe("paymentInstructions", () => {
  const location: Location = {
    id: "l1",
    name: "Seaview Property Group",
    nickname: null,
    email: null,
    phone: null,
    logoUrl: null,
    websiteUrl: null,
    cardSurcharges: 1.2,
    ...NO_ADDRESS,
    ...details,
  };

  it("gives BPAY a valid customer reference and EFT a dashed BSB and the same reference", () => {
    const instructions = paymentInstructions(makeFundRequest({ id: "42", location }), DEFAULT_FEATURE_FLAGS);
    expect(instructions.bpay).toEqual({ billerCode: "123456", customerReference: "000000422" });
    expect(isValidCrn(instructions.bpay!.customerReference)).toBe(true);
    expect(instructions.eft).toEqual({
      accountName: "Seaview Trust Account",
      bsb: "066-123",
      accountNumber: "12345678",
      reference: "000000422",
    });
  });

  it("leaves out the instructions of a way that is switched off", () => {
    const flags = { ...DEFAULT_FEATURE_FLAGS, bpay: false, eft: false };
    const instructions = paymentInstructions(makeFundRequest({ location }), flags);
    expect(instructions).toMatchObject({ methods: ["credit-note", "card"], bpay: null, eft: null });
  });
});
