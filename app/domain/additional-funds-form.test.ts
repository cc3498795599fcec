import { parseWithValibot } from "@conform-to/valibot";
import { describe, expect, it } from "vitest";

import { serverTranslator } from "~/i18n/catalogs.server";
import { translateFieldMessage } from "~/i18n/field-message";
import { fundsForSchema, howMuchSchema, howMuchSearch, readHowMuch } from "./additional-funds-form";
import type { AdditionalFundsRules } from "./types";

const rules: AdditionalFundsRules = {
  minimumAmount: 100_000,
  maximumAmount: 5_000_000,
  products: [
    { name: "VPA Additional", title: "Additional funds", description: "Costs of selling." },
    { name: "VPA Additional - Bridging", title: "Bridging funds", description: "Before settlement." },
  ],
  purposes: [
    { code: "MOVING_COSTS", label: "Moving costs", needsDescription: false },
    { code: "OTHER", label: "Something else", needsDescription: true },
  ],
  purposeDescriptionMaxLength: 20,
};

/** The messages (catalog keys) as an en-AU page says them. */
const english = (message: string) => translateFieldMessage(serverTranslator("en-AU").t, message);

/** A refused submission's messages by field, in en-AU (null when it passed). */
const errorsOf = (submission: object): Record<string, string[] | null> | null =>
  "error" in submission
    ? Object.fromEntries(
        Object.entries(submission.error as Record<string, string[] | null>).map(([name, messages]) => [
          name,
          messages?.map(english) ?? null,
        ]),
      )
    : null;

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe("howMuchSchema: the limits come from the provider", () => {
  const parse = (entries: Record<string, string>) => parseWithValibot(form(entries), { schema: howMuchSchema(rules) });

  it("keeps cents for dollars typed within the limits", () => {
    const result = parse({ amount: "$12,000.50", product: "VPA Additional - Bridging" });
    expect(result.status === "success" && result.value).toEqual({ amount: 1_200_050, product: "VPA Additional - Bridging" });
    expect(parse({ amount: "1000", product: "VPA Additional" }).status).toBe("success");
    expect(parse({ amount: "50,000", product: "VPA Additional" }).status).toBe("success");
  });

  it("says the limits on the field a cent outside them", () => {
    for (const amount of ["999.99", "50000.01"]) {
      expect(errorsOf(parse({ amount, product: "VPA Additional" }))).toEqual({
        amount: ["Enter an amount between $1,000.00 and $50,000.00"],
      });
    }
  });

  it("asks for both answers and refuses a product the provider does not offer", () => {
    expect(errorsOf(parse({}))).toEqual({
      amount: ["Enter how much you would like to apply for"],
      product: ["Select additional funds or bridging funds"],
    });
    expect(errorsOf(parse({ amount: "2000", product: "VPA Collect" }))).toEqual({
      product: ["Select additional funds or bridging funds"],
    });
    expect(errorsOf(parse({ amount: "lots", product: "VPA Additional" }))?.amount?.[0]).toMatch(/Enter an amount in dollars/);
  });
});

describe("fundsForSchema", () => {
  const parse = (entries: Record<string, string>) => parseWithValibot(form(entries), { schema: fundsForSchema(rules) });

  it("takes a listed purpose and drops words it does not ask for", () => {
    const result = parse({ purpose: "MOVING_COSTS", purposeDescription: "ignored" });
    expect(result.status === "success" && result.value).toEqual({ purpose: "MOVING_COSTS", purposeDescription: undefined });
  });

  it("asks for words for OTHER, within the provider's length", () => {
    expect(errorsOf(parse({ purpose: "OTHER" }))).toEqual({ purposeDescription: ["Say what the funds are for"] });
    expect(errorsOf(parse({ purpose: "OTHER", purposeDescription: "x".repeat(21) }))).toEqual({
      purposeDescription: ["Use 20 characters or fewer"],
    });
    const result = parse({ purpose: "OTHER", purposeDescription: " Pool fence " });
    expect(result.status === "success" && result.value).toEqual({ purpose: "OTHER", purposeDescription: "Pool fence" });
  });

  it("refuses a purpose the provider does not list", () => {
    expect(errorsOf(parse({ purpose: "HOLIDAY" }))).toEqual({ purpose: ["Select what the funds are for"] });
  });
});

describe("readHowMuch: the first answers carried in the second page's address", () => {
  it("reads back what howMuchSearch wrote", () => {
    const answers = { amount: 250_000, product: "VPA Additional - Bridging" as const };
    expect(readHowMuch(new URLSearchParams(howMuchSearch(answers)), rules)).toEqual(answers);
  });

  it("gives null for anything a Continue could not have made", () => {
    for (const search of [
      "",
      "?amount=250000",
      "?amount=99999&product=VPA+Additional",
      "?amount=5000001&product=VPA+Additional",
      "?amount=2500.00&product=VPA+Additional",
      "?amount=250000&product=VPA+Collect",
    ]) {
      expect(readHowMuch(new URLSearchParams(search), rules)).toBeNull();
    }
  });
});
