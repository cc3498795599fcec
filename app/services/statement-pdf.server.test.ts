import fontkit from "@pdf-lib/fontkit";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { formatDate } from "~/domain/dates";
import { loanStatement } from "~/domain/loan-statement";
import { formatMoney } from "~/domain/money";
import type { Loan } from "~/domain/types";
import { serverTranslator } from "~/i18n/catalogs.server";
import type { Locale } from "~/i18n/language";
import { pdfInfo, pdfText, toUnicode } from "../../tests/e2e/support/pdf";
import { fontStack } from "./pdf-fonts.server";
import { visualRuns } from "./pdf-layout.server";
import { statementPdf } from "./statement-pdf.server";

const loan: Loan = {
  id: "7",
  status: "FUNDED",
  reference: "0000000072",
  conveyancer: null,
  requestType: "VENDOR_PAID_ADVERTISING",
  product: "VPA Collect",
  agency: "Westside Conveyancing",
  principal: 412000,
  establishmentFee: 27179,
  total: 439179,
  repaid: 50000,
  balance: 389179,
  fundedOn: "2026-10-25",
  longStopMonths: 12,
  repayments: [{ amount: 50000, receivedOn: "2026-11-22", method: "BPAY" }],
  sale: {
    status: "UNDER_OFFER",
    expectedSettlementDate: "2027-01-12",
    settledOn: null,
    withdrawnOn: null,
    depositReleasedOn: null,
    expectedTenancyEndDate: null,
    tenancyEndedOn: null,
  },
  asAt: "2026-11-28",
};

/** Each font the PDF embeds, read back as a reader would: its name and how many of its glyphs cannot be read. */
async function embeddedFonts(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const fonts: { name: string; glyphs: number; broken: number }[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Subtype"))?.toString() !== "/Type0") continue;
    const descendant = object.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict);
    const file = descendant.lookup(PDFName.of("FontDescriptor"), PDFDict).lookup(PDFName.of("FontFile2"));
    if (!(file instanceof PDFRawStream)) throw new Error("a font without its TrueType file");
    const font = fontkit.create(decodePDFRawStream(file).decode());
    let broken = 0;
    for (let id = 0; id < font.numGlyphs; id++) {
      try {
        void font.getGlyph(id).path;
      } catch {
        broken++;
      }
    }
    fonts.push({ name: object.lookup(PDFName.of("BaseFont"), PDFName).asString(), glyphs: font.numGlyphs, broken });
  }
  return fonts;
}

describe("statementPdf", () => {
  it("writes the statement's figures, due date, events and parties in English", async () => {
    const statement = loanStatement(loan, "AT_SETTLEMENT", "en-AU");
    const parties = {
      lender: "Fund Request Finance Pty Ltd",
      borrowers: ["Mei Chen", "Zoë Lee"],
      property: null,
      asAt: "28 November 2026",
    };
    const bytes = Buffer.from(await statementPdf(statement, parties, "en-AU"));
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(bytes);
    for (const line of [
      "Loan statement",
      "As at 28 November 2026",
      "Borrowers: Mei Chen, Zoë Lee",
      "What you owe as at 28 November 2026",
      "$4,120.00",
      "$271.79",
      "$4,391.79",
      "-$500.00",
      "$3,891.79",
      "Expected to be due on 12 January 2027",
      "22 November 2026: we received $500.00 by BPAY.",
      "If the settlement date changes, or the sale falls through, tell us: your due date may change.",
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/<\/?0>/);
    // The English binding sentence once, in English.
    expect(text.match(/is the one that binds/g)).toHaveLength(1);
  });

  for (const locale of ["zh-Hans", "vi", "ar"] as const satisfies Locale[]) {
    it(`speaks ${locale}: the page's words and figures, the English that binds named after its own sentence`, async () => {
      const { t } = serverTranslator(locale);
      const english = serverTranslator("en-AU").t;
      const statement = loanStatement(loan, "AT_SETTLEMENT", locale);
      const asAt = formatDate(loan.asAt, locale);
      const parties = { lender: "Fund Request Finance Pty Ltd", borrowers: ["Mei Chen", "Zoë Lee"], property: null, asAt };
      const bytes = await statementPdf(statement, parties, locale);
      const text = await pdfText(bytes);
      const lines = text.split("\n");
      for (const line of [
        t("statementPdf.title"),
        t("statementPdf.asAt", { date: asAt }),
        t("statementPdf.borrowers", { names: "Mei Chen, Zoë Lee" }),
        t("loan.owedTitle", { date: asAt }),
        t("loan.dueOn", { happened: "no", date: formatDate("2027-01-12", locale) }),
        t("loan.fee"),
        t("statementPdf.binding"),
        english("statementPdf.binding"),
      ]) {
        expect(lines).toContain(line);
      }
      for (const cents of [412000, 27179, 439179, -50000, 389179]) expect(lines).toContain(formatMoney(cents));
      expect(lines.at(-2)).toBe(t("statementPdf.binding"));
      expect(lines.at(-1)).toBe(english("statementPdf.binding"));
      expect(text).not.toContain("\ufffd");
      expect(await pdfInfo(bytes)).toEqual({ title: t("statementPdf.title"), lang: locale });
      // Every glyph of every embedded subset is whole (pdf-fontkit.server.ts pads fontkit's odd-length glyphs).
      const fonts = await embeddedFonts(bytes);
      expect(fonts.length).toBeGreaterThanOrEqual(2);
      for (const font of fonts) expect(font, font.name).toMatchObject({ broken: 0 });
    });
  }
});

describe("the Arabic font's layout, as pdf-lib draws it", () => {
  it("joins the letters of a word and reverses them once, into visual order", async () => {
    const [arabic] = await fontStack("ar", "regular");
    // Letters without dots: the font draws a dotted letter as its shape plus its dots (marks).
    const word = "سلم";
    // The line's runs hand the word to fontkit as it is written: fontkit reverses it itself.
    expect(visualRuns(word, "rtl", [arabic.has])).toEqual([{ text: word, font: 0 }]);
    const shaped = arabic.face.layout(word).glyphs.filter((glyph) => glyph.codePoints.length > 0);
    expect(shaped.map((glyph) => String.fromCodePoint(...glyph.codePoints)).join("")).toBe("ملس");
    // Joined forms: each letter's glyph differs from the letter's own (isolated) glyph.
    const isolated = [...word].map(
      (letter) => arabic.face.layout(letter).glyphs.find((glyph) => glyph.codePoints.length > 0)!.id,
    );
    for (const [i, glyph] of [...shaped].reverse().entries()) expect(glyph.id).not.toBe(isolated[i]);
  });
});

describe("toUnicode", () => {
  it("reads the bfchar and bfrange entries of a font's CMap", () => {
    const cmap = "2 beginbfchar\n<0001> <0041>\n<0002> <4E2D>\nendbfchar\n1 beginbfrange\n<0003> <0005> <0061>\nendbfrange";
    expect(toUnicode(cmap)).toEqual({
      bytes: 2,
      map: new Map([
        [1, "A"],
        [2, "中"],
        [3, "a"],
        [4, "b"],
        [5, "c"],
      ]),
    });
  });
});
