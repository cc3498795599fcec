import { describe, expect, it } from "vitest";

import { breakPieces, fontRuns, type HasGlyph, visualRuns, wrapLines } from "./pdf-layout.server";

const arabicFont: HasGlyph = (codePoint) => (codePoint >= 0x600 && codePoint <= 0x6ff) || codePoint === 0x20;
const latinFont: HasGlyph = (codePoint) => codePoint < 0x250;
const ARABIC_STACK = [arabicFont, latinFont];

describe("fontRuns", () => {
  it("draws a character missing from the first font with the next font that has it", () => {
    expect(fontRuns("حتى $12", ARABIC_STACK)).toEqual([
      { text: "حتى ", font: 0 },
      { text: "$12", font: 1 },
    ]);
  });

  it("keeps a space with the run before it when that font has it", () => {
    expect(fontRuns("Mei Chen", [latinFont])).toEqual([{ text: "Mei Chen", font: 0 }]);
  });
});

describe("wrapLines", () => {
  const byCharacters = (text: string) => [...text].length;

  it("wraps Chinese between any two characters, within the width", () => {
    const lines = wrapLines("到期日之前您无需付款请告诉我们", 6, byCharacters);
    expect(lines).toEqual(["到期日之前您", "无需付款请告", "诉我们"]);
  });

  it("never starts a Chinese line with closing punctuation nor breaks inside an amount", () => {
    expect(breakPieces("偿还$3,891.79。请")).toEqual(["偿", "还", "$3,891.79。", "请"]);
    for (const line of wrapLines("我们通过 BPAY 收到$500.00。请告诉他们这笔贷款。", 9, byCharacters)) {
      expect(line).not.toMatch(/^[。，]/);
    }
  });

  it("breaks Latin text at spaces and cuts a word wider than the line", () => {
    expect(wrapLines("the day the sale settles", 12, byCharacters)).toEqual(["the day the", "sale settles"]);
    expect(wrapLines("0000000072000000", 10, byCharacters)).toEqual(["0000000072", "000000"]);
  });
});

describe("visualRuns", () => {
  it("lays an Arabic line with an amount right to left, the amount's digits in their order", () => {
    // The catalog isolates a value (as the screen does): bare, after Arabic letters, the digits would be Arabic numbers and "$" would move.
    const runs = visualRuns("استلمنا \u2068\u2066$500.00\u2069\u2069 عبر BPAY.", "rtl", ARABIC_STACK);
    // Left to right as drawn: the end of the sentence first; the Arabic runs are handed to
    // fontkit in logical order (it shapes and reverses them itself), the rest as drawn.
    expect(runs).toEqual([
      { text: ".", font: 1 },
      { text: "BPAY", font: 1 },
      { text: " عبر ", font: 0 },
      { text: "$500.00", font: 1 },
      { text: "استلمنا ", font: 0 },
    ]);
  });

  it("mirrors a bracket in a right-to-left run and reverses a run fontkit would not", () => {
    // "(" and ")" drawn by the Latin font at an odd level: mirrored, and reversed here.
    expect(visualRuns("عبر (نقد)", "rtl", [arabicFont, latinFont])).toEqual([
      { text: "(", font: 1 },
      { text: "نقد", font: 0 },
      { text: ")", font: 1 },
      { text: "عبر ", font: 0 },
    ]);
  });

  it("reverses here what fontkit leaves, and pre-turns what fontkit would turn back", () => {
    // "!?" between Arabic words stands at an odd level, drawn by the Latin font: fontkit keeps its order, so it is turned here.
    expect(visualRuns("نقد!? عبر", "rtl", ARABIC_STACK)).toEqual([
      { text: "عبر", font: 0 },
      { text: " ?!", font: 1 },
      { text: "نقد", font: 0 },
    ]);
    // Arabic-Indic digits read left to right (an even level), yet fontkit reverses a run of Arabic script: handed over turned.
    expect(visualRuns("حتى ٢٨", "rtl", ARABIC_STACK)).toEqual([
      { text: "٨٢", font: 0 },
      { text: "حتى ", font: 0 },
    ]);
  });

  it("draws no bidi isolate the catalog puts around a value", () => {
    const runs = visualRuns("حتى \u2068\u206628\u2069\u2069", "rtl", ARABIC_STACK);
    expect(runs).toEqual([
      { text: "28", font: 1 },
      { text: "حتى ", font: 0 },
    ]);
  });

  it("reads a value with no letters left to right when its direction is automatic", () => {
    expect(visualRuns("-$500.00", "auto", ARABIC_STACK)).toEqual([{ text: "-$500.00", font: 1 }]);
    expect(
      visualRuns("-$500.00", "rtl", ARABIC_STACK)
        .map((run) => run.text)
        .join(""),
    ).toBe("$500.00-");
  });
});
