// A PDF line's layout as pure functions (decision 0395): which font of the stack draws
// each character, where a paragraph may break, and the order the pieces of a line are
// drawn in, left to right, by the Unicode bidi algorithm (bidi-js).
import bidiFactory from "bidi-js";

const bidi = bidiFactory();

/** A paragraph's base direction; "auto" takes its first strong letter's, as `dir="auto"` does (none: left to right). */
export type Direction = "ltr" | "rtl" | "auto";

/** Whether a font of the stack has a glyph for a code point (fontkit's `hasGlyphForCodePoint`). */
export type HasGlyph = (codePoint: number) => boolean;

/** Text drawn with one font of the stack (its index). */
export interface Run {
  text: string;
  font: number;
}

const sticky = /^[\s\p{M}]$/u;

/**
 * Each character in the first font of the stack that has its glyph; a space or a
 * combining mark stays with the run before it when that font has it, so a line is
 * cut into as few runs as its characters need. A character no font has is left to
 * the first font (its empty box, as a reader shows a missing glyph).
 */
export function fontRuns(text: string, stack: readonly HasGlyph[]): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const last = runs.at(-1);
    let font =
      last && sticky.test(character) && stack[last.font](codePoint) ? last.font : stack.findIndex((has) => has(codePoint));
    if (font < 0) font = 0;
    if (last && last.font === font) last.text += character;
    else runs.push({ text: character, font });
  }
  return runs;
}

const han = /\p{Script=Han}/u;
const closing = /^[\p{Pe}\p{Pf}\p{Po}]$/u;
const opening = /^[\p{Ps}\p{Pi}\p{Sc}]$/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The pieces a paragraph may break between, in logical order: after a space, and
 * on either side of a Chinese character (Chinese wraps between any two characters),
 * never before closing punctuation nor after an opening one ("（", "$").
 */
export function breakPieces(text: string): string[] {
  const pieces: string[] = [];
  let piece = "";
  let before = "";
  for (const { segment } of graphemes.segment(text)) {
    const canBreak =
      piece !== "" &&
      (/\s$/.test(before)
        ? !/\s/.test(segment)
        : (han.test(before) || han.test(segment)) && !closing.test(segment) && !opening.test(before));
    if (canBreak) {
      pieces.push(piece);
      piece = "";
    }
    piece += segment;
    before = segment;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * A paragraph's lines, in logical order, each within `width`: a line's width is the
 * sum of its pieces' (measured once each, as `measure` finds them); a piece wider than
 * a line alone is cut between characters.
 */
export function wrapLines(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  let used = 0;
  const place = (piece: string) => {
    const ink = measure(piece.trimEnd());
    if (line !== "" && used + ink > width) {
      lines.push(line.trimEnd());
      line = "";
      used = 0;
    }
    line += piece;
    used += piece === piece.trimEnd() ? ink : measure(piece);
  };
  for (const piece of breakPieces(text.replace(/\s+/g, " ").trim())) {
    if (measure(piece.trimEnd()) <= width) place(piece);
    else for (const { segment } of graphemes.segment(piece)) place(segment);
  }
  if (line.trimEnd()) lines.push(line.trimEnd());
  return lines;
}

/** fontkit lays out a run whose first letter is of a right-to-left script right to left, and reverses its glyphs itself. */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const NEUTRAL_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;

export function fontkitReverses(text: string): boolean {
  const first = [...text].find((character) => !NEUTRAL_SCRIPT.test(character));
  return first !== undefined && RTL_SCRIPT.test(first);
}

/** The marks and isolates that steer the bidi algorithm (the catalog isolates each value): they draw nothing. */
const INVISIBLE = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

const reversed = (text: string) => [...text].reverse().join("");

/**
 * A line's runs in the order they are drawn, left to right (rule L2: from the highest
 * level down, each sequence at that level or above reversed). Brackets in a
 * right-to-left run are mirrored. Each run's text is what the font is handed: fontkit
 * shapes a run of Arabic letters in logical order and reverses it itself, so such a
 * run is handed over as it is; any other run at an odd level is reversed here.
 */
export function visualRuns(line: string, direction: Direction, stack: readonly HasGlyph[]): Run[] {
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  const spans: { text: string; level: number }[] = [];
  for (let i = 0; i < line.length;) {
    const codePoint = line.codePointAt(i)!;
    const size = codePoint > 0xffff ? 2 : 1;
    const character = mirrored.get(i) ?? line.slice(i, i + size);
    const last = spans.at(-1);
    if (last && last.level === levels[i]) last.text += character;
    else spans.push({ text: character, level: levels[i] });
    i += size;
  }
  const highest = Math.max(0, ...spans.map((span) => span.level));
  const lowestOdd = Math.min(...spans.map((span) => span.level | 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < spans.length; start++) {
      if (spans[start].level < level) continue;
      let end = start;
      while (end + 1 < spans.length && spans[end + 1].level >= level) end++;
      spans.splice(start, end - start + 1, ...spans.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return spans.flatMap((span) => {
    const rtl = span.level % 2 === 1;
    const runs = fontRuns(span.text.replace(INVISIBLE, ""), stack);
    return (rtl ? runs.reverse() : runs).map((run) => ({
      font: run.font,
      text: rtl === fontkitReverses(run.text) ? run.text : reversed(run.text),
    }));
  });
}
