// Writes a document's text down A4 pages in the payer's language (decision 0395): each
// line drawn as runs, each run in the first font of the language's stack that has its
// characters, in the line's visual order; right-aligned in a right-to-left language.
import { PDFDocument, type PDFFont, type PDFName, type PDFPage, rgb } from "pdf-lib";

import { formatMoney } from "~/domain/money";
import { directionOf, type Locale } from "~/i18n/language";
import { pdfFontkit } from "./pdf-fontkit.server";
import { fontStack, type StackFont, type Weight } from "./pdf-fonts.server";
import { type DrawnFont, drawRuns, runWidth } from "./pdf-glyphs.server";
import { type Direction, type HasGlyph, visualRuns, wrapLines } from "./pdf-layout.server";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.043, 0.047, 0.047);
const RULE = rgb(0.69, 0.71, 0.71);

/** A link's markup is for the screen; on paper its words stay. */
export const plain = (text: string) => text.replace(/<\/?\d+>/g, "");

/** One weight of the stack, embedded in this document. */
interface Stack {
  fonts: DrawnFont[];
  has: HasGlyph[];
}

/** A new PDF in the locale's language, its fonts embedded as subsets (only the glyphs drawn). */
export async function createPdf(locale: Locale): Promise<{ pdf: PDFDocument; out: Writer }> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(pdfFontkit);
  pdf.setLanguage(locale);
  const embed = async (stack: StackFont[]): Promise<Stack> => ({
    fonts: await Promise.all(
      stack.map(async ({ bytes, face }) => ({ font: await pdf.embedFont(bytes, { subset: true }), face })),
    ),
    has: stack.map((font) => font.has),
  });
  const [regular, bold] = await Promise.all((["regular", "bold"] as Weight[]).map((weight) => fontStack(locale, weight)));
  return { pdf, out: new Writer(pdf, { regular: await embed(regular), bold: await embed(bold) }, directionOf(locale)) };
}

export class Writer {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly stacks: { regular: Stack; bold: Stack },
    private readonly direction: Direction,
  ) {
    this.newPage();
  }

  /** Each font's name in the page's resources, added once a page. */
  private fontKeys = new Map<PDFFont, PDFName>();

  private readonly fontKey = (font: PDFFont) => {
    let key = this.fontKeys.get(font);
    if (!key) this.fontKeys.set(font, (key = this.page.node.newFontDictionary(font.name, font.ref)));
    return key;
  };

  private newPage() {
    this.fontKeys = new Map();
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** Widths measured while wrapping, kept for the document: the same words come back (labels, spaces, amounts). */
  private readonly widths = new Map<string, number>();

  private widthOf(text: string, stack: Stack, size: number, direction = this.direction): number {
    const key = `${stack === this.stacks.bold ? "b" : "r"}${size}${direction}\u0000${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = visualRuns(text, direction, stack.has).reduce((sum, run) => sum + runWidth(run, stack.fonts, size), 0);
      this.widths.set(key, width);
    }
    return width;
  }

  /** One line, from `x`, or ending at `x` when `end`. */
  private line(text: string, stack: Stack, size: number, x: number, end = false, direction = this.direction) {
    const runs = visualRuns(text, direction, stack.has);
    const width = runs.reduce((sum, run) => sum + runWidth(run, stack.fonts, size), 0);
    drawRuns(this.pdf, { page: this.page, fontKey: this.fontKey }, { text, runs }, stack.fonts, {
      size,
      x: end ? x - width : x,
      y: this.y,
      color: INK,
    });
  }

  private get rtl() {
    return this.direction === "rtl";
  }

  /** A paragraph; `direction` "ltr" sets an English one left to right in a right-to-left document. */
  text(raw: string, { size = 10.5, bold = false, indent = 0, after = 6, direction = this.direction } = {}) {
    const stack = bold ? this.stacks.bold : this.stacks.regular;
    const leading = size * 1.35;
    const width = WIDTH - indent;
    for (const line of wrapLines(plain(raw), width, (text) => this.widthOf(text, stack, size, direction))) {
      this.room(leading);
      this.y -= leading;
      if (direction === "rtl") this.line(line, stack, size, MARGIN + WIDTH - indent, true, direction);
      else this.line(line, stack, size, MARGIN + indent, false, direction);
    }
    this.y -= after;
  }

  heading(text: string) {
    this.room(40);
    this.y -= 8;
    this.text(text, { size: 13, bold: true, after: 4 });
  }

  figure(label: string, cents: number, strong: boolean) {
    this.pair(label, formatMoney(cents), strong);
  }

  /** A label and its value on one ruled line: the label on the reading side, the value on the other. */
  pair(label: string, value: string, strong = false) {
    const stack = strong ? this.stacks.bold : this.stacks.regular;
    const size = strong ? 12 : 10.5;
    this.room(size * 1.6);
    this.y -= size * 1.5;
    const [start, end] = [MARGIN, MARGIN + WIDTH];
    this.line(label, stack, size, this.rtl ? end : start, this.rtl);
    // A value reads in its own direction: an amount or a reference left to right, a date in Arabic words right to left.
    this.line(value, stack, size, this.rtl ? start : end, !this.rtl, "auto");
    this.page.drawLine({ start: { x: start, y: this.y - 5 }, end: { x: end, y: this.y - 5 }, thickness: 0.5, color: RULE });
  }
}
