import { describe, expect, it } from "vitest";

import { explainAbbreviations } from "./abbreviations";

describe("explainAbbreviations", () => {
  it("spells out each abbreviation once, as a whole word, from any of the texts", () => {
    expect(explainAbbreviations(["VPA Additional - Bridging", "VPA Additional", null, "ASIC company extract"])).toEqual([
      "VPA stands for vendor paid advertising.",
      "ASIC stands for Australian Securities and Investments Commission.",
    ]);
  });

  it("finds nothing inside a longer word or in lower case", () => {
    expect(explainAbbreviations(["VPAX loan", "the gst", "BASICS"])).toEqual([]);
  });
});
