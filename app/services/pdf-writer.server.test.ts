import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";

import type { Locale } from "~/i18n/language";
import { createPdf } from "./pdf-writer.server";

/** Where each text object of page 1 starts: the x of its first placed string. */
async function lineStarts(bytes: Uint8Array): Promise<number[]> {
  const pdf = await PDFDocument.load(bytes);
  const contents = pdf.getPages()[0].node.Contents();
  const stream = contents instanceof PDFArray ? pdf.context.lookup(contents.get(0)) : contents;
  if (!(stream instanceof PDFRawStream)) throw new Error("a page without its content stream");
  const content = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
  return [...content.matchAll(/BT[\s\S]*?1 0 0 1 ([-\d.]+) [-\d.]+ Tm/g)].map((match) => Number(match[1]));
}

async function pairOn(locale: Locale, label: string, value: string) {
  const { pdf, out } = await createPdf(locale);
  out.pair(label, value);
  return lineStarts(await pdf.save());
}

describe("Writer.pair", () => {
  const middle = 595.28 / 2;

  it("puts the label on the reading side and the value on the other: in English, label left, amount right", async () => {
    const [label, value] = await pairOn("en-AU", "Owing today", "$3,891.79");
    expect(label).toBeLessThan(middle);
    expect(value).toBeGreaterThan(middle);
  });

  it("in Arabic, the label on the right and the amount on the left", async () => {
    const [label, value] = await pairOn("ar", "المستحق اليوم", "$3,891.79");
    expect(label).toBeGreaterThan(middle);
    expect(value).toBeLessThan(middle);
  });
});
