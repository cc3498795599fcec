import { describe, expect, it } from "vitest";

import { serverTranslator } from "./catalogs.server";

describe("values in a right-to-left sentence", () => {
  it("keeps an amount left to right inside Arabic, and leaves other languages alone", () => {
    const ar = serverTranslator("ar").t("additionalFunds.amountHint", { minimum: "$1,000.00", maximum: "$50,000.00" });
    expect(ar).toContain("\u2066$1,000.00\u2069");
    expect(ar).toContain("\u2066$50,000.00\u2069");
    const en = serverTranslator("en-AU").t("additionalFunds.amountHint", { minimum: "$1,000.00", maximum: "$50,000.00" });
    expect(en).not.toContain("\u2066");
  });

  it("sets a value with letters apart in its own direction: a name stays whole", () => {
    const ar = serverTranslator("ar").t("contractDeclined.closeText", { agency: "Harbourside Realty" });
    expect(ar).toContain("\u2068Harbourside Realty\u2069");
    expect(ar).not.toContain("\u2066Harbourside");
  });
});

describe("choices in a right-to-left sentence", () => {
  it("chooses the branch by the value as given: a bond is a bond in Arabic too", () => {
    const ar = serverTranslator("ar").t("stepMortgage.intro", { type: "BOND" });
    expect(ar).toMatch(/تأمين الإيجار/);
    expect(ar).not.toBe(serverTranslator("ar").t("stepMortgage.intro", { type: "VENDOR_PAID_ADVERTISING" }));
  });
});
