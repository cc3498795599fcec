import { describe, expect, it } from "vitest";

import { serverTranslator } from "~/i18n/catalogs.server";
import { translateFieldMessage } from "~/i18n/field-message";
import {
  cleanFileName,
  formatFileSize,
  judgeFile,
  MAX_FILE_BYTES,
  MAX_FILES_PER_REQUEST,
  refusalMessage,
  sniffDocumentType,
} from "./upload-rules";

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(Buffer.from(text, "latin1"));

describe("sniffing a document's type from its bytes", () => {
  it("knows PDF, JPEG, PNG and HEIC", () => {
    expect(sniffDocumentType(ascii("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(sniffDocumentType(ascii("\0\0\0\x18ftypheic"))).toBe("image/heic");
    expect(sniffDocumentType(ascii("\0\0\0\x18ftypmif1"))).toBe("image/heic");
  });

  it("refuses everything else, whatever it is called", () => {
    expect(sniffDocumentType(ascii("MZ\x90\0"))).toBeNull();
    expect(sniffDocumentType(ascii("<html><script>"))).toBeNull();
    expect(sniffDocumentType(ascii("\0\0\0\x18ftypmp42"))).toBeNull();
    expect(sniffDocumentType(ascii("%PD"))).toBeNull();
    expect(sniffDocumentType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffDocumentType(bytes())).toBeNull();
  });
});

describe("judging a file", () => {
  const pdf = ascii("%PDF-1.4");
  it("keeps a good file and says what is wrong with a bad one", () => {
    expect(judgeFile({ size: 100, head: pdf, index: 0 })).toBeNull();
    expect(judgeFile({ size: MAX_FILE_BYTES, head: pdf, index: 0 })).toBeNull();
    expect(judgeFile({ size: 0, head: bytes(), index: 0 })).toBe("empty");
    expect(judgeFile({ size: MAX_FILE_BYTES + 1, head: pdf, index: 0 })).toBe("too-large");
    expect(judgeFile({ size: 100, head: ascii("GIF89a"), index: 0 })).toBe("wrong-type");
    expect(judgeFile({ size: 100, head: pdf, index: MAX_FILES_PER_REQUEST })).toBe("too-many");
  });

  it("names the file in its message, in the page's language", () => {
    const said = (message: string, locale: "en-AU" | "zh-Hans" = "en-AU") =>
      translateFieldMessage(serverTranslator(locale).t, message);
    expect(said(refusalMessage("scan.gif", "wrong-type"))).toBe(
      "scan.gif is not a PDF, JPG, PNG or HEIC: save it as one of those and send it again",
    );
    expect(said(refusalMessage("big.pdf", "too-large"))).toMatch(/^big\.pdf is larger than 10 MB/);
    expect(said(refusalMessage("x.pdf", "too-many"))).toBe("x.pdf was not sent. Send up to 10 files at a time");
    expect(said(refusalMessage("a|b.pdf", "empty"), "zh-Hans")).toBe("a|b.pdf 是空文件：请重新选择该文件");
  });
});

describe("cleaning a file name", () => {
  it("keeps the last path segment and drops hidden characters", () => {
    expect(cleanFileName("C:\\Users\\ann\\payslip.pdf")).toBe("payslip.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("bank\u0000state\u001bment\u202e.pdf")).toBe("bankstatement.pdf");
    expect(cleanFileName("  two   spaces\t.png ")).toBe("two spaces.png");
    expect(cleanFileName(".hidden.pdf")).toBe("hidden.pdf");
  });

  it("falls back to a name from the type, and keeps long names' ends", () => {
    expect(cleanFileName(undefined, "image/jpeg")).toBe("document.jpg");
    expect(cleanFileName("/", "application/pdf")).toBe("document.pdf");
    expect(cleanFileName("\u0001\u0002")).toBe("document");
    const long = `${"a".repeat(300)}.pdf`;
    expect(cleanFileName(long)).toHaveLength(120);
    expect(cleanFileName(long).endsWith(".pdf")).toBe(true);
  });
});

describe("file sizes", () => {
  it("reads as a person would say them", () => {
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(900)).toBe("900 bytes");
    expect(formatFileSize(310 * 1024)).toBe("310 kB");
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe("2.4 MB");
  });

  it("in the page's language, with Western digits in Arabic", () => {
    expect(formatFileSize(2.4 * 1024 * 1024, "vi")).toBe("2,4 MB");
    expect(formatFileSize(900, "zh-Hans")).toBe("900字节");
    expect(formatFileSize(2.4 * 1024 * 1024, "ar")).toBe("2.4 ميغابايت");
  });
});
