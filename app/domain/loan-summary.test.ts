import { describe, expect, it } from "vitest";

import { loanSummary } from "./loan-summary";
import type { Contract } from "./types";

const contract = {
  longStopMonths: 9,
  document: {
    loanAmount: 412000,
    establishmentFee: 41200,
    totalRepayable: 453200,
    coolingOff: "You may cancel this contract within 5 business days of the last applicant signing.",
  },
} as unknown as Pick<Contract, "document" | "longStopMonths">;

describe("loanSummary", () => {
  it("holds the contract's own figures and cooling-off words", () => {
    const summary = loanSummary(contract, "VENDOR_PAID_ADVERTISING");
    expect(summary.figures.map((figure) => [figure.label.key, figure.cents, figure.total ?? false])).toEqual([
      ["contract.loanAmount", 412000, false],
      ["contract.establishmentFee", 41200, false],
      ["contract.totalRepayable", 453200, true],
    ]);
    expect(summary.coolingOff).toBe("You may cancel this contract within 5 business days of the last applicant signing.");
  });

  it("names each day the rule makes the loan due for its kind, the long-stop in the provider's months", () => {
    const vendor = loanSummary(contract, "VENDOR_PAID_ADVERTISING").due.map((said) => said.values);
    expect(vendor.map((values) => (values as { trigger: string }).trigger)).toEqual([
      "SETTLEMENT",
      "DEPOSIT_RELEASE",
      "WITHDRAWAL",
      "LONG_STOP",
    ]);
    expect(vendor.every((values) => (values as { months: number }).months === 9)).toBe(true);
    const bond = loanSummary(contract, "BOND").due.map((said) => (said.values as { trigger: string }).trigger);
    expect(bond).toEqual(["TENANCY_END", "LONG_STOP"]);
  });

  it("says what happens if the sale falls through, for the loan's kind", () => {
    expect(loanSummary(contract, "BUYER_DEPOSIT").fallsThrough).toEqual({
      key: "loanSummary.fallsThrough",
      values: { type: "BUYER_DEPOSIT" },
    });
  });
});
