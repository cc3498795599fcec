import { describe, expect, it } from "vitest";

import { fleschKincaid, scoreCatalog, summarise, syllables, variantsOf } from "./readability-score";

describe("readability", () => {
  it("counts syllables by vowel groups, a silent e dropped, a number as two", () => {
    expect(syllables("pay")).toBe(1);
    expect(syllables("settlement")).toBe(3);
    expect(syllables("electronically")).toBe(6);
    expect(syllables("table")).toBe(2);
    expect(syllables("$1,099.00")).toBe(2);
  });

  it("grades short plain words low and long credit words high", () => {
    expect(fleschKincaid("You pay it now.").grade).toBeLessThan(2);
    expect(fleschKincaid("Confirm that you consent to receiving documents electronically").grade).toBeGreaterThan(12);
  });

  it("reads a message in each of its branches, with sample values", () => {
    expect(variantsOf("{type, select, BOND {Pay {agency} the bond.} other {Pay <0>{total}</0>.}}")).toEqual([
      "Pay Harbour Realty the bond.",
      "Pay $1,099.00.",
    ]);
  });

  it("scores a message on its hardest branch and counts the prose above grade 8", () => {
    const scores = scoreCatalog({
      a: "{type, select, BOND {Pay it.} other {Confirm that you consent to receiving documents electronically}}",
      b: "Pay it now.",
    });
    expect(scores[0].text).toMatch(/electronically/);
    expect(summarise(scores)).toMatchObject({ messages: 2, aboveGrade8: 1, prose: 1, proseAboveGrade8: 1 });
  });
});
