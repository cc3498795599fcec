// A line's runs as PDF text operators, each glyph where fontkit's layout puts it
// (decision 0395). pdf-lib shapes a run (fontkit: Arabic joining, ligatures) but draws
// its glyphs by advance widths alone: Noto Sans Arabic draws a letter as its shape plus
// its dots, placed by the font's mark positioning, so the offsets are applied here.
import type { Font, GlyphRun } from "@pdf-lib/fontkit";
import {
  beginText,
  endMarkedContent,
  endText,
  type PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from "pdf-lib";

import type { Run } from "./pdf-layout.server";

export interface DrawnFont {
  font: PDFFont;
  face: Font;
}

const layouts = new WeakMap<Font, Map<string, GlyphRun>>();

/**
 * fontkit's layout of a run, kept: a line is measured while it is wrapped, then drawn.
 * Each font keeps at most a few thousand runs (the catalog's words and the figures).
 */
function layout(face: Font, text: string): GlyphRun {
  let known = layouts.get(face);
  if (!known) layouts.set(face, (known = new Map()));
  let run = known.get(text);
  if (!run) {
    if (known.size >= 5000) known.clear();
    known.set(text, (run = face.layout(text)));
  }
  return run;
}

/** A run's width at `size`, with the font's own kerning and positioning. */
export function runWidth(run: Run, fonts: readonly DrawnFont[], size: number): number {
  const { face } = fonts[run.font];
  const { positions } = layout(face, run.text);
  return (positions.reduce((sum, position) => sum + position.xAdvance, 0) * size) / face.unitsPerEm;
}

/**
 * The glyph codes of a run and where each goes; glyphs that follow each other by their
 * advance widths share one string, a glyph moved by the layout starts its own.
 */
function placed(run: Run, { font, face }: DrawnFont, size: number, x: number, y: number) {
  const codes = font.encodeText(run.text).toString().slice(1, -1).match(/.{4}/g) ?? [];
  const { glyphs, positions } = layout(face, run.text);
  const scale = size / face.unitsPerEm;
  const strings: { x: number; y: number; codes: string }[] = [];
  let open = false;
  let pen = x;
  positions.forEach((position, i) => {
    const moved = position.xOffset !== 0 || position.yOffset !== 0;
    if (!open || moved) strings.push({ x: pen + position.xOffset * scale, y: y + position.yOffset * scale, codes: "" });
    strings[strings.length - 1].codes += codes[i] ?? "";
    open = !moved && position.xAdvance === glyphs[i].advanceWidth;
    pen += position.xAdvance * scale;
  });
  // A glyph the layout made from part of a letter (a dot, an accent) stands for no character.
  return { strings, width: pen - x, readable: glyphs.every((glyph) => glyph.codePoints.length > 0) };
}

/**
 * Draws the runs (in visual order) from `x` on the baseline `y`, in one text object: a
 * reader copies it as one line. A line in Arabic script, or with a letter the font
 * draws as a base and a mark (Vietnamese "ị"), carries its text as the reader should
 * copy it (ActualText, in logical order): one shape stands for several letters there,
 * so no map from glyph to letter can give the words back.
 */
export function drawRuns(
  pdf: PDFDocument,
  page: { page: PDFPage; fontKey: (font: PDFFont) => PDFName },
  line: { text: string; runs: readonly Run[] },
  fonts: readonly DrawnFont[],
  { size, x, y, color }: { size: number; x: number; y: number; color: RGB },
) {
  const text: PDFOperator[] = [];
  let left = x;
  let readable = !/\p{Script=Arabic}/u.test(line.text);
  for (const run of line.runs) {
    const drawn = fonts[run.font];
    text.push(setFontAndSize(page.fontKey(drawn.font), size));
    const glyphs = placed(run, drawn, size, left, y);
    for (const string of glyphs.strings) {
      text.push(setTextMatrix(1, 0, 0, 1, string.x, string.y), showText(PDFHexString.of(string.codes)));
    }
    readable &&= glyphs.readable;
    left += glyphs.width;
  }
  const operators: PDFOperator[] = [];
  const actual = !readable;
  if (actual) {
    // The spec lets a marked span carry its properties inline; pdf-lib's operator type lists no dictionary (hence the cast), but writes one.
    const properties = pdf.context.obj({ ActualText: PDFHexString.fromText(line.text) }) as unknown as PDFName;
    operators.push(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("Span"), properties]));
  }
  operators.push(pushGraphicsState(), beginText(), setFillingColor(color), ...text, endText(), popGraphicsState());
  if (actual) operators.push(endMarkedContent());
  page.page.pushOperators(...operators);
}
