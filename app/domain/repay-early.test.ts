import { describe, expect, it } from "vitest";

import { earlyRepaymentFigures, offersEarlyRepayment } from "./repay-early";

describe("offersEarlyRepayment", () => {
  it("offers it on a funded loan with something owing, never before funding or once nothing is owing", () => {
    expect(offersEarlyRepayment({ status: "FUNDED", balance: 362000 })).toBe(true);
    expect(offersEarlyRepayment({ status: "AWAITING_FUNDING", balance: 362000 })).toBe(false);
    expect(offersEarlyRepayment({ status: "REPAID", balance: 0 })).toBe(false);
    expect(offersEarlyRepayment({ status: "FUNDED", balance: 0 })).toBe(false);
  });
});

describe("earlyRepaymentFigures", () => {
  it("adds the location's card surcharge to the payout figure, rounded half up to the cent", () => {
    expect(earlyRepaymentFigures(362000, 1.25)).toEqual({
      payoutFigure: 362000,
      surchargePercent: 1.25,
      cardSurcharge: 4525,
      cardTotal: 366525,
    });
    expect(earlyRepaymentFigures(101, 1.5).cardSurcharge).toBe(2);
  });

  it("charges pay-now's default of 1.5 per cent where the location sets none", () => {
    expect(earlyRepaymentFigures(100000, null)).toMatchObject({ surchargePercent: 1.5, cardSurcharge: 1500, cardTotal: 101500 });
  });
});
