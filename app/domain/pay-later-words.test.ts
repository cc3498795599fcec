import { describe, expect, it } from "vitest";

import { howRepaid, mortgagePropertyWords, payLaterTitle, payLaterWords } from "./pay-later-words";

describe("payLaterWords", () => {
  it("talks about the marketing cost and the sale only for vendor-paid advertising", () => {
    expect(payLaterWords("VENDOR_PAID_ADVERTISING").cost).toBe("the marketing cost");
    for (const type of ["BUYER_DEPOSIT", "BOND", "MAINTENANCE_AND_ADVERTISING"] as const) {
      const words = payLaterWords(type);
      expect(words.cost).not.toMatch(/marketing/);
      expect(Object.values(words).join(" ")).not.toMatch(/property sale settles/);
    }
    expect(payLaterWords("BUYER_DEPOSIT")).toMatchObject({ cost: "the deposit", settles: "your purchase settles" });
  });
});

describe("mortgagePropertyWords", () => {
  it("keeps the sale for a vendor and a landlord, and speaks of the deposit or bond otherwise", () => {
    expect(mortgagePropertyWords("VENDOR_PAID_ADVERTISING").propertyLabel).toBe("Property being sold");
    expect(mortgagePropertyWords("MAINTENANCE_AND_ADVERTISING").acknowledgement).toMatch(/being sold/);
    for (const type of ["BUYER_DEPOSIT", "BOND"] as const) {
      const words = mortgagePropertyWords(type);
      expect(Object.values(words).join(" ")).not.toMatch(/selling|being sold|sale/);
    }
    expect(mortgagePropertyWords("BUYER_DEPOSIT").acknowledgement).toBe(
      "I confirm the loan for the deposit is repaid at settlement, with the rest of the purchase price",
    );
  });
});

describe("payLaterTitle", () => {
  it("is SPEC 2.1's for vendor-paid advertising and names what another type defers", () => {
    expect(payLaterTitle("VENDOR_PAID_ADVERTISING")).toBe("Pay your marketing cost at settlement");
    expect(payLaterTitle("BUYER_DEPOSIT")).toBe("Pay the deposit at settlement");
    expect(payLaterTitle("BOND")).toBe("Pay the bond at settlement");
  });
});

describe("howRepaid", () => {
  it("says a debit whatever the type, the sale proceeds for a sale, and the type's settlement otherwise", () => {
    expect(howRepaid("BUYER_DEPOSIT", "DIRECT_DEBIT", 109900)).toBe(
      "On the settlement date, $1,099.00 is debited from your nominated account.",
    );
    expect(howRepaid("VENDOR_PAID_ADVERTISING", "AT_SETTLEMENT", 109900)).toBe(
      "When the sale settles, $1,099.00 is repaid from the sale proceeds.",
    );
    expect(howRepaid("BUYER_DEPOSIT", "AT_SETTLEMENT", 109900)).toBe(
      "At settlement, $1,099.00 is repaid with the rest of the purchase price.",
    );
    expect(howRepaid("BOND", null, 50000)).toBe("At settlement, $500.00 is repaid as your agency arranges.");
  });
});
