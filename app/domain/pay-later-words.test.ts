import { describe, expect, it } from "vitest";

import { serverTranslator } from "~/i18n/catalogs.server";
import { howRepaid, mortgagePropertyWords, payLaterTitle } from "./pay-later-words";

const { t } = serverTranslator("en-AU");

describe("the pay-later page's words", () => {
  it("talks about the marketing cost and the sale only for vendor-paid advertising", () => {
    const lead = (type: "VENDOR_PAID_ADVERTISING" | "BUYER_DEPOSIT" | "BOND" | "MAINTENANCE_AND_ADVERTISING") =>
      t("payLaterOffer.lead", { type, agency: "Ray White" });
    expect(lead("VENDOR_PAID_ADVERTISING")).toBe(
      "You do not have to pay the marketing cost now. We pay Ray White for you, and you repay us when your property sale settles.",
    );
    for (const type of ["BUYER_DEPOSIT", "BOND", "MAINTENANCE_AND_ADVERTISING"] as const) {
      expect(lead(type)).not.toMatch(/marketing|property sale settles/);
    }
    expect(lead("BUYER_DEPOSIT")).toMatch(/pay the deposit now.*when your purchase settles/);
  });
});

describe("mortgagePropertyWords", () => {
  it("keeps the sale for a vendor and a landlord, and speaks of the deposit or bond otherwise", () => {
    expect(mortgagePropertyWords("VENDOR_PAID_ADVERTISING", t).propertyLabel).toBe("Property being sold");
    expect(mortgagePropertyWords("MAINTENANCE_AND_ADVERTISING", t).acknowledgement).toMatch(/being sold/);
    for (const type of ["BUYER_DEPOSIT", "BOND"] as const) {
      const words = mortgagePropertyWords(type, t);
      expect(Object.values(words).join(" ")).not.toMatch(/selling|being sold|sale/);
    }
    expect(mortgagePropertyWords("BUYER_DEPOSIT", t).acknowledgement).toBe(
      "I confirm the loan for the deposit is repaid at settlement, with the rest of the price",
    );
  });

  it("words every type in every language", () => {
    const { t: ar } = serverTranslator("ar");
    expect(mortgagePropertyWords("BOND", ar).intro).toMatch(/تأمين الإيجار/);
  });
});

describe("payLaterTitle", () => {
  it("is docs/SPEC.md 2.1's for vendor-paid advertising and names what another type defers", () => {
    expect(payLaterTitle("VENDOR_PAID_ADVERTISING", t)).toBe("Pay your marketing cost at settlement");
    expect(payLaterTitle("BUYER_DEPOSIT", t)).toBe("Pay the deposit at settlement");
    expect(payLaterTitle("BOND", t)).toBe("Pay the bond later");
  });
});

describe("howRepaid", () => {
  it("says a debit whatever the type, the sale proceeds for a sale, and the type's settlement otherwise", () => {
    expect(howRepaid("BUYER_DEPOSIT", "DIRECT_DEBIT", 109900, t)).toBe(
      "On the settlement date, we take $1,099.00 from the bank account you gave us.",
    );
    expect(howRepaid("VENDOR_PAID_ADVERTISING", "AT_SETTLEMENT", 109900, t)).toBe(
      "When the sale settles, $1,099.00 is repaid from the sale money.",
    );
    expect(howRepaid("BUYER_DEPOSIT", "AT_SETTLEMENT", 109900, t)).toBe(
      "At settlement, $1,099.00 is repaid with the rest of the purchase price.",
    );
    // A bond has no settlement: the loan falls due when the tenancy ends (docs/decisions/0330-when-a-bond-or-maintenance-loan-falls-due.md).
    expect(howRepaid("BOND", null, 50000, t)).toBe(
      "$500.00 is due in one payment when your tenancy ends. If that is more than 12 months after we paid the bond, it is due at 12 months.",
    );
    expect(howRepaid("BOND", "DIRECT_DEBIT", 50000, t)).toBe(
      "We take $500.00 from the bank account you gave us when your tenancy ends. If that is more than 12 months after we paid the bond, we take it at 12 months.",
    );
  });
});
