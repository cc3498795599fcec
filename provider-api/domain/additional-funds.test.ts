import { describe, expect, it } from "vitest";

import { additionalFundsProblems, MAXIMUM_AMOUNT, MINIMUM_AMOUNT, storedDescription } from "./additional-funds.js";

const valid = { amount: 250_000, product: "VPA Additional", purpose: "MOVING_COSTS" };

describe("additionalFundsProblems", () => {
  it("accepts the limits themselves", () => {
    expect(additionalFundsProblems({ ...valid, amount: MINIMUM_AMOUNT })).toEqual([]);
    expect(additionalFundsProblems({ ...valid, amount: MAXIMUM_AMOUNT })).toEqual([]);
  });

  it("refuses a cent outside either limit, with the limits in dollars", () => {
    const [below] = additionalFundsProblems({ ...valid, amount: MINIMUM_AMOUNT - 1 });
    expect(below).toEqual({ pointer: "/data/attributes/amount", detail: "Additional funds must be between $1,000 and $50,000." });
    expect(additionalFundsProblems({ ...valid, amount: MAXIMUM_AMOUNT + 1 })).toHaveLength(1);
  });

  it("names every missing or unknown answer once", () => {
    expect(additionalFundsProblems({}).map((p) => p.pointer)).toEqual([
      "/data/attributes/amount",
      "/data/attributes/product",
      "/data/attributes/purpose",
    ]);
  });

  it("asks for words only for OTHER", () => {
    expect(additionalFundsProblems({ ...valid, purpose: "OTHER" }).map((p) => p.pointer)).toEqual([
      "/data/attributes/purposeDescription",
    ]);
    expect(additionalFundsProblems({ ...valid, purpose: "OTHER", purposeDescription: "A new roof" })).toEqual([]);
    expect(storedDescription("MOVING_COSTS", "ignored")).toBeNull();
    expect(storedDescription("OTHER", " A new roof ")).toBe("A new roof");
  });
});
