import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString } from "pdf-lib";

/** A font's codes and the text each stands for: its ToUnicode CMap, or one byte a character (WinAnsi). */
interface Decoder {
  bytes: number;
  map: Map<number, string>;
}

const hex = (text: string) => parseInt(text, 16);
const utf16 = (text: string) => Buffer.from(text, "hex").swap16().toString("utf16le");

/** The `bfchar` and `bfrange` entries of a ToUnicode CMap (the forms pdf-lib writes). */
export function toUnicode(cmap: string): Decoder {
  const map = new Map<number, string>();
  let bytes = 1;
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      bytes = code.length / 2;
      map.set(hex(code), utf16(text));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, text] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      bytes = low.length / 2;
      for (let code = hex(low); code <= hex(high); code++) map.set(code, String.fromCodePoint(hex(text) + code - hex(low)));
    }
  }
  return { bytes, map };
}

/**
 * The text a PDF shows, as a reader copies it: a line for each text object or line
 * break, its strings decoded through each font's map, or a marked span's ActualText
 * where the writer gave one (decision 0395: Arabic lines).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const decoders = new Map<string, Decoder>();
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = pdf.context.lookup(ref, PDFDict);
      const cmap = font.lookup(PDFName.of("ToUnicode"));
      const decoder =
        cmap instanceof PDFRawStream
          ? toUnicode(Buffer.from(decodePDFRawStream(cmap).decode()).toString("latin1"))
          : { bytes: 1, map: new Map<number, string>() };
      decoders.set(name.asString(), decoder);
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const content = streams
      .map((stream) => pdf.context.lookup(stream))
      .map((stream) =>
        stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1") : "",
      )
      .join("\n");
    let decoder: Decoder = { bytes: 1, map: new Map() };
    let line = "";
    let actual: string | null = null;
    const endLine = () => {
      if (line && actual === null) lines.push(line);
      line = "";
    };
    const tokens =
      /\/ActualText\s*<(?:FEFF|feff)([0-9A-Fa-f]*)>[^]*?BDC|(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|(?<!\S)(ET|T\*|EMC)(?!\S)/g;
    for (const [, span, font, text, operator] of content.matchAll(tokens)) {
      if (span !== undefined) actual = utf16(span);
      else if (font) decoder = decoders.get(font) ?? { bytes: 1, map: new Map() };
      else if (operator === "EMC") {
        if (actual) lines.push(actual);
        actual = null;
      } else if (operator) endLine();
      else {
        const codes = Buffer.from(text, "hex");
        for (let i = 0; i + decoder.bytes <= codes.length; i += decoder.bytes) {
          const code = codes.readUIntBE(i, decoder.bytes);
          line += decoder.map.get(code) ?? (decoder.bytes === 1 ? String.fromCharCode(code) : "\ufffd");
        }
      }
    }
    endLine();
  }
  return lines.join("\n");
}

/** The document's title and language, as a reader's document properties show them. */
export async function pdfInfo(bytes: Uint8Array): Promise<{ title: string | undefined; lang: string | undefined }> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const lang = pdf.catalog.lookupMaybe(PDFName.of("Lang"), PDFString);
  return { title: pdf.getTitle(), lang: lang?.decodeText() };
}
