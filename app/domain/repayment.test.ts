import { describe, expect, it } from "vitest";

import { repaymentMethodLabels, repaymentWhen } from "./repayment";

describe("the repayment step's words", () => {
  it("repays from the sale only where the request is about a sale", () => {
    expect(repaymentMethodLabels("VENDOR_PAID_ADVERTISING").AT_SETTLEMENT.label).toBe(
      "At settlement, from the sale of the property",
    );
    expect(repaymentMethodLabels("MAINTENANCE_AND_ADVERTISING").AT_SETTLEMENT.label).toMatch(/sale/);
    for (const type of ["BUYER_DEPOSIT", "BOND"] as const) {
      const labels = repaymentMethodLabels(type);
      expect(`${labels.AT_SETTLEMENT.label} ${labels.AT_SETTLEMENT.hint} ${repaymentWhen(type)}`).not.toMatch(/sale/);
    }
    expect(repaymentMethodLabels("BUYER_DEPOSIT").AT_SETTLEMENT).toEqual({
      label: "At settlement",
      hint: "The total is paid at settlement, with the rest of the purchase price.",
    });
    expect(repaymentWhen("VENDOR_PAID_ADVERTISING")).toBe("when your property sale settles");
    expect(repaymentWhen("BOND")).toBe("at settlement");
    expect(repaymentMethodLabels("BOND").DIRECT_DEBIT.label).toBe("By direct debit from my bank account");
  });
});
