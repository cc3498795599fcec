// What an uploaded document may be (decision 0181): its type decided by
// its first bytes, never its name; its size; how many files a request may carry;
// and a file name safe to store and show. The same rules serve the documents pages
// and the payslips of the income step.
import { fieldMessage } from "~/i18n/field-message";
import { DEFAULT_LOCALE, intlLocaleOf, type Locale } from "~/i18n/language";

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_REQUEST_BYTES = 40 * 1024 * 1024;
/** Files one form post may carry; the browser with JavaScript sends one at a time. */
export const MAX_FILES_PER_REQUEST = 10;
/** Parts of a multipart body (fields and files); a page's form has a few dozen. */
export const MAX_PARTS = 100;
/** What the file input offers; the bytes decide what is kept. */
export const ACCEPT = ".pdf,.jpg,.jpeg,.png,.heic,application/pdf,image/jpeg,image/png,image/heic";

export const DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/heic"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** How many first bytes sniffing needs. */
export const SNIFF_BYTES = 12;

const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** PDF, JPEG, PNG or HEIC from the first bytes of a file, or null for anything else. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (bytes.length >= 12 && startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (HEIF_BRANDS.has(brand)) return "image/heic";
  }
  return null;
}

export type FileRefusal = "empty" | "too-large" | "wrong-type" | "too-many";

/** Why a file cannot be kept, or null when it can; from its size, first bytes and place in the request. */
export function judgeFile(file: { size: number; head: Uint8Array; index: number }): FileRefusal | null {
  if (file.index >= MAX_FILES_PER_REQUEST) return "too-many";
  if (file.size === 0) return "empty";
  if (file.size > MAX_FILE_BYTES) return "too-large";
  if (sniffDocumentType(file.head) === null) return "wrong-type";
  return null;
}

/**
 * The message beside the field, naming the file: a catalog key of `forms` (sent on
 * every page, so the documents pages and the income step both say it in the payer's language).
 */
export function refusalMessage(fileName: string, refusal: FileRefusal): string {
  switch (refusal) {
    case "too-many":
      return fieldMessage("files.tooMany", { file: fileName, max: MAX_FILES_PER_REQUEST });
    case "empty":
      return fieldMessage("files.empty", { file: fileName });
    case "too-large":
      return fieldMessage("files.tooLarge", { file: fileName });
    case "wrong-type":
      return fieldMessage("files.wrongType", { file: fileName });
  }
}

const MAX_NAME_LENGTH = 120;
const EXTENSIONS: Record<DocumentType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/heic": "heic",
};

/**
 * A file name as sent may hold a whole path (old browsers), control or direction
 * characters, or nothing at all: keep its last segment, drop what is hidden, and
 * fall back to "document.<type>".
 */
export function cleanFileName(raw: string | undefined, type: DocumentType | null = null): string {
  const lastSegment = (raw ?? "").split(/[/\\]/).pop() ?? "";
  const visible = lastSegment
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const name = visible.length > MAX_NAME_LENGTH ? visible.slice(visible.length - MAX_NAME_LENGTH) : visible;
  if (name.length > 0) return name;
  return `document${type ? `.${EXTENSIONS[type]}` : ""}`;
}

const sizeFormats = new Map<string, Intl.NumberFormat>();
/** Intl's unit names in the page's language; Arabic's abbreviations ("م.ب") are little known, so its words are written out. */
function sizeFormat(locale: Locale, unit: "byte" | "kilobyte" | "megabyte"): Intl.NumberFormat {
  const key = `${locale}|${unit}`;
  let format = sizeFormats.get(key);
  if (!format) {
    const unitDisplay = unit === "byte" || locale === "ar" ? "long" : "short";
    format = new Intl.NumberFormat(intlLocaleOf(locale), { style: "unit", unit, unitDisplay, maximumFractionDigits: 1 });
    sizeFormats.set(key, format);
  }
  return format;
}

/** 2.4 MB, 310 kB, 12 bytes: in the page's language ("2,4 MB" in Vietnamese, "900字节" in Chinese). */
export function formatFileSize(bytes: number, locale: Locale = DEFAULT_LOCALE): string {
  if (bytes < 1024) return sizeFormat(locale, "byte").format(bytes);
  if (bytes < 1024 * 1024) return sizeFormat(locale, "kilobyte").format(Math.round(bytes / 1024));
  return sizeFormat(locale, "megabyte").format(bytes / (1024 * 1024));
}
