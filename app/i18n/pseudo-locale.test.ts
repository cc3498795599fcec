import { describe, expect, it } from "vitest";

import { pseudoLocalize, UNTRANSLATED_WORD } from "./pseudo-locale";

describe("pseudoLocalize", () => {
  it("accents every letter and keeps everything else", () => {
    expect(pseudoLocalize("Pay $1,234.56 now!")).toBe("Ƥȧȧẏ $1,234.56 ƞǿǿẇ!");
  });

  it("leaves no plain ASCII letters", () => {
    const text = "The quick brown fox jumps over the lazy dog. THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG.";
    expect(pseudoLocalize(text)).not.toMatch(UNTRANSLATED_WORD);
  });

  it("makes English about 30 % longer", () => {
    const text = "To see or pay a fund request, open the link in the email or SMS you received from your real estate agency.";
    const ratio = [...pseudoLocalize(text)].length / text.length;
    expect(ratio).toBeGreaterThan(1.25);
    expect(ratio).toBeLessThan(1.45);
  });
});
