// The contract as a PDF (decision 0164): the same document the applicants read
// as HTML, laid out on A4 pages with pdf-lib's standard fonts, so a PDF reader,
// a printer or an email attachment holds the same figures and words.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

import type { ContractDocument } from "./contract.js";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.043, 0.047, 0.047);

const AUD = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });
export const pdfMoney = (cents: number) => AUD.format(cents / 100);

/**
 * The standard fonts speak WinAnsi only: accents are kept where a composed
 * character exists, dropped where not, and anything else becomes "?".
 */
export function printable(text: string, canEncode: (character: string) => boolean): string {
  return [...text.normalize("NFC")]
    .map((character) => {
      if (canEncode(character)) return character;
      const bare = character.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      return [...bare].every(canEncode) && bare !== "" ? bare : "?";
    })
    .join("");
}

function encoderOf(font: PDFFont): (character: string) => boolean {
  const known = new Map<string, boolean>();
  return (character) => {
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
}

/** Words onto lines no wider than `width` at `size`. */
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

class Writer {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly encodable: (character: string) => boolean,
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
    for (const line of wrap(printable(raw, this.encodable), font, size, WIDTH - indent)) {
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

  /** A label and its amount on one line, the amount right-aligned. */
  figure(label: string, cents: number, strong = false) {
    const font = strong ? this.bold : this.regular;
    const size = strong ? 12 : 10.5;
    const amount = pdfMoney(cents);
    this.room(size * 1.6);
    this.y -= size * 1.5;
    this.page.drawText(printable(label, this.encodable), { x: MARGIN, y: this.y, size, font, color: INK });
    const x = MARGIN + WIDTH - font.widthOfTextAtSize(amount, size);
    this.page.drawText(amount, { x, y: this.y, size, font, color: INK });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 5 },
      end: { x: MARGIN + WIDTH, y: this.y - 5 },
      thickness: 0.5,
      color: rgb(0.69, 0.71, 0.71),
    });
  }
}

/**
 * The PDF of a contract document. `reference` is the document's hash, printed so
 * the PDF names the exact text every signature records.
 */
export async function contractPdf(document: ContractDocument, reference: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setAuthor(document.lender);
  pdf.setSubject(`Loan contract: ${pdfMoney(document.totalRepayable)} repayable`);
  pdf.setCreator("Fund request provider");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const out = new Writer(pdf, regular, bold, encoderOf(regular));

  out.text(document.title, { size: 18, bold: true, after: 4 });
  out.text(`Lender: ${document.lender}`, { after: 10 });

  out.heading("Summary of the loan");
  out.figure("Loan amount", document.loanAmount);
  out.figure("Establishment fee", document.establishmentFee);
  out.figure("Total repayable", document.totalRepayable, true);
  out.text("", { after: 8 });

  out.heading("How it is repaid");
  out.text(document.repayment);

  out.heading("The parties");
  out.text(`Borrowers: ${document.applicants.map((a) => a.name).join(", ")}`);
  out.text(`Property: ${document.property ?? "Not stated"}`);
  out.text(`Agency paid the loan: ${document.agency}`);

  out.heading("Key terms");
  document.keyTerms.forEach((term, index) => out.text(`${index + 1}. ${term}`, { indent: 8 }));

  out.heading("Cooling-off period and cancelling");
  out.text(document.coolingOff);

  out.heading("Document reference");
  out.text(`SHA-256 of the contract text every signature records: ${reference}`, { size: 8.5 });

  return pdf.save();
}
