import { describe, expect, it } from "vitest";

import { abbreviationsIn, spelledOut } from "./abbreviations";

describe("abbreviationsIn", () => {
  it("finds each abbreviation once, as a whole word, in any of the texts", () => {
    expect(abbreviationsIn(["VPA Additional - Bridging", "VPA Additional", null, "ASIC company extract"])).toEqual([
      "VPA",
      "ASIC",
    ]);
    expect(spelledOut("ASIC")).toBe("Australian Securities and Investments Commission");
  });

  it("finds nothing inside a longer word or in lower case", () => {
    expect(abbreviationsIn(["VPAX loan", "the gst", "BASICS"])).toEqual([]);
  });
});
