import { describe, expect, it } from "vitest";

import { payLaterWords } from "./pay-later-words";

describe("payLaterWords", () => {
  it("talks about the marketing cost and the sale only for vendor-paid advertising", () => {
    expect(payLaterWords("VENDOR_PAID_ADVERTISING").cost).toBe("the marketing cost");
    for (const type of ["BUYER_DEPOSIT", "BOND", "MAINTENANCE_AND_ADVERTISING", "SOMETHING_NEW"]) {
      const words = payLaterWords(type);
      expect(words.cost).not.toMatch(/marketing/);
      expect(Object.values(words).join(" ")).not.toMatch(/property sale settles/);
    }
    expect(payLaterWords("BUYER_DEPOSIT")).toMatchObject({ cost: "the deposit", settles: "your purchase settles" });
  });
});
