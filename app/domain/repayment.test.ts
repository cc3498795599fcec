import { describe, expect, it } from "vitest";

import { serverTranslator } from "~/i18n/catalogs.server";
import { repaymentMethodLabels } from "./repayment";

const { t } = serverTranslator("en-AU");

describe("the repayment step's words", () => {
  it("repays from the sale only where the request is about a sale", () => {
    expect(repaymentMethodLabels("VENDOR_PAID_ADVERTISING", t).AT_SETTLEMENT.label).toBe(
      "At settlement, from the sale of the property",
    );
    expect(repaymentMethodLabels("MAINTENANCE_AND_ADVERTISING", t).AT_SETTLEMENT.label).toMatch(/sale/);
    for (const type of ["BUYER_DEPOSIT", "BOND"] as const) {
      const labels = repaymentMethodLabels(type, t);
      const intro = t("stepRepayment.intro", { type, total: "$1.00" });
      expect(`${labels.AT_SETTLEMENT.label} ${labels.AT_SETTLEMENT.hint} ${intro}`).not.toMatch(/sale/);
    }
    expect(repaymentMethodLabels("BUYER_DEPOSIT", t).AT_SETTLEMENT).toEqual({
      label: "At settlement",
      hint: "The total is paid at settlement, with the rest of the purchase price.",
    });
    expect(t("stepRepayment.intro", { type: "VENDOR_PAID_ADVERTISING", total: "$1.00" })).toBe(
      "You repay <0>$1.00</0> in one payment when your property sale settles. There are no repayments before then.",
    );
    expect(repaymentMethodLabels("BOND", t).DIRECT_DEBIT.label).toBe("By direct debit from my bank account");
  });
});
