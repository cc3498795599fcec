// fontkit as pdf-lib uses it, with one fix to its TrueType subsets (decision 0395).
// A subset's `loca` table takes the short form (offsets halved) when the subset is
// under 128 KB, which needs every glyph's data to be of even length; Noto Sans and
// Noto Sans SC store glyphs of odd length (their own `loca` is the long form), so a
// subset of them had offsets cut by one byte and a reader drew broken or no glyphs
// (about 4 in 10 of them). Each glyph's data is padded here to an even length, as
// the TrueType format recommends; the font's glyphs themselves are not changed.
import fontkit from "@pdf-lib/fontkit";

/** The part of fontkit's TTFSubset this relies on (its own, undeclared in fontkit's types). */
interface TrueTypeSubset {
  glyf?: Uint8Array[];
  offset?: number;
  _addGlyph?: (glyphId: number) => number;
}

function evenGlyphs(subset: TrueTypeSubset) {
  const add = subset._addGlyph;
  if (typeof add !== "function") return; // a CFF font's subset: no `loca`
  subset._addGlyph = function (this: TrueTypeSubset, glyphId: number) {
    const index = add.call(this, glyphId);
    const data = this.glyf![index];
    if (data.length % 2 === 1) {
      // fontkit's own Buffer type (its streams take no other), one zero byte longer.
      const padded = (data.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(data.length + 1);
      padded.set(data);
      this.glyf![index] = padded;
      this.offset! += 1;
    }
    return index;
  };
}

export const pdfFontkit: typeof fontkit = {
  ...fontkit,
  create(buffer, postscriptName) {
    const font = fontkit.create(buffer, postscriptName);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      evenGlyphs(subset as unknown as TrueTypeSubset);
      return subset;
    };
    return font;
  },
};
