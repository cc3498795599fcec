// The statement of account as a PDF (decision 0341): the loan page's own figures and
// sentences, in the en-AU catalog's words, laid out on A4 with pdf-lib's standard
// fonts as the contract's PDF is (provider-api/domain/contract-pdf.ts).
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

import type { LoanStatement } from "~/domain/loan-statement";
import { say } from "~/domain/loan-statement";
import { formatMoney } from "~/domain/money";
import type { Translate } from "~/i18n/translate";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.043, 0.047, 0.047);
const RULE = rgb(0.69, 0.71, 0.71);

/** A link's markup is for the screen; on paper its words stay. */
const plain = (text: string) => text.replace(/<\/?\d+>/g, "");

/**
 * The standard fonts speak WinAnsi only: a character they cannot draw loses its
 * accent where a composed form exists, else becomes "?" (as the contract's PDF does).
 */
function printable(text: string, font: PDFFont, known: Map<string, boolean>): string {
  const canEncode = (character: string) => {
    let ok = known.get(character);
    if (ok === undefined) {
      try {
        font.encodeText(character);
        ok = true;
      } catch {
        ok = false;
      }
      known.set(character, ok);
    }
    return ok;
  };
  return [...text.normalize("NFC")]
    .map((character) => {
      if (canEncode(character)) return character;
      const bare = character.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      return bare !== "" && [...bare].every(canEncode) ? bare : "?";
    })
    .join("");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes text down A4 pages with pdf-lib's standard fonts; shared by the statement and the payout letter. */
export class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly known = new Map<string, boolean>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  text(raw: string, { size = 10.5, bold = false, indent = 0, after = 6 } = {}) {
    const font = bold ? this.bold : this.regular;
    const leading = size * 1.35;
    for (const line of wrap(printable(raw, font, this.known), font, size, WIDTH - indent)) {
      this.room(leading);
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: INK });
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

  /** A label and its value on one ruled line, the value to the right. */
  pair(label: string, value: string, strong = false) {
    const font = strong ? this.bold : this.regular;
    const size = strong ? 12 : 10.5;
    const amount = printable(value, font, this.known);
    this.room(size * 1.6);
    this.y -= size * 1.5;
    this.page.drawText(printable(label, font, this.known), { x: MARGIN, y: this.y, size, font, color: INK });
    this.page.drawText(amount, { x: MARGIN + WIDTH - font.widthOfTextAtSize(amount, size), y: this.y, size, font, color: INK });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 5 },
      end: { x: MARGIN + WIDTH, y: this.y - 5 },
      thickness: 0.5,
      color: RULE,
    });
  }
}

export interface StatementParties {
  lender: string;
  borrowers: string[];
  property: string | null;
  /** The day the figures stand at, as the screen words it in English. */
  asAt: string;
}

/** The statement's PDF, in English (`t` is the en-AU translator): the same figures and sentences as the loan page. */
export async function statementPdf(statement: LoanStatement, parties: StatementParties, t: Translate): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = t("statementPdf.title");
  pdf.setTitle(title);
  pdf.setAuthor(parties.lender);
  pdf.setSubject(t("statementPdf.asAt", { date: parties.asAt }));
  pdf.setCreator("Fund request portal");
  const out = new Writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));

  out.text(title, { size: 18, bold: true, after: 4 });
  out.text(t("statementPdf.asAt", { date: parties.asAt }), { after: 4 });
  out.text(t("statementPdf.lender", { lender: parties.lender }), { after: 2 });
  out.text(t("statementPdf.borrowers", { names: parties.borrowers.join(", ") }), { after: 2 });
  if (parties.property) out.text(t("statementPdf.property", { property: parties.property }), { after: 2 });

  out.heading(say(t, statement.owedTitle));
  statement.figures.forEach((figure) => out.figure(say(t, figure.label), figure.cents, figure.total === true));
  out.text("", { after: 8 });

  if (statement.due) {
    out.heading(t("loan.dueTitle"));
    if (statement.due.date) out.text(say(t, statement.due.date), { bold: true });
    out.text(say(t, statement.due.why));
    out.text(t("loan.ruleIntro"), { after: 2 });
    statement.due.rule.forEach((trigger) => out.text(`- ${say(t, trigger)}`, { indent: 8, after: 2 }));
  }

  out.heading(t("loan.historyTitle"));
  statement.history.forEach((event) => out.text(say(t, event), { after: 4 }));

  out.heading(t("loan.nextTitle"));
  statement.next.forEach((sentence) => out.text(plain(say(t, sentence))));

  out.text("", { after: 8 });
  out.text(t("statementPdf.binding"), { size: 9 });
  return pdf.save();
}
