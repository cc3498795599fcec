// Reading an upload form (decision 0181): the multipart body is parsed
// part by part with Remix's parser, and each file is judged while it streams: its
// first bytes decide its type, and no more than 10 MB of it is ever kept. A
// refused file is drained and named in a message for its field; the others are
// kept for the caller to send on. Nothing is sent anywhere from here.
import { data, unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";

import { findOutOfBoundsField } from "~/domain/form-limits";
import {
  cleanFileName,
  type DocumentType,
  judgeFile,
  MAX_FILE_BYTES,
  MAX_PARTS,
  refusalMessage,
  SNIFF_BYTES,
  sniffDocumentType,
} from "~/domain/upload-rules";

/** A text field of an upload form (the token, an intent) is short. */
const MAX_TEXT_BYTES = 4 * 1024;

export interface ReceivedFile {
  field: string;
  fileName: string;
  type: DocumentType;
  bytes: Buffer;
}

export interface RefusedFile {
  field: string;
  message: string;
}

export interface ReceivedUpload {
  /** The text fields. */
  formData: FormData;
  files: ReceivedFile[];
  refused: RefusedFile[];
}

const NOT_A_FORM = "This address takes only the portal's own forms.";

function badForm(message: string): never {
  throw data(message, { status: 400 });
}

/**
 * The parts of an upload form. Files of a field `isFileField` does not name are
 * dropped; an input left empty (no name, no bytes) is no file. 400 for a body
 * that is not such a form: malformed or cut short, more than MAX_PARTS parts, or
 * a text field longer than any the portal sends.
 */
export async function receiveUpload(request: Request, isFileField: (name: string) => boolean): Promise<ReceivedUpload> {
  const files: ReceivedFile[] = [];
  const refused: RefusedFile[] = [];
  let parts = 0;
  let fileIndex = 0;

  const handler: UploadHandler = async ({ name, filename, data: stream }) => {
    parts += 1;
    if (parts > MAX_PARTS) badForm("This form has more parts than any page of the portal sends.");
    if (filename === undefined) {
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of stream) {
        size += chunk.length;
        if (size > MAX_TEXT_BYTES) badForm(NOT_A_FORM);
        chunks.push(chunk);
      }
      return Buffer.concat(chunks).toString("utf8");
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += chunk.length;
      // Past the limit the rest is read and dropped: the answer names the file, and nothing of it is kept.
      if (size <= MAX_FILE_BYTES) chunks.push(chunk);
    }
    if (filename === "" && size === 0) return undefined;
    if (!isFileField(name)) return undefined;
    const bytes = size <= MAX_FILE_BYTES ? Buffer.concat(chunks) : Buffer.alloc(0);
    const type = sniffDocumentType(bytes.subarray(0, SNIFF_BYTES));
    const fileName = cleanFileName(filename, type);
    const refusal = judgeFile({ size, head: bytes.subarray(0, SNIFF_BYTES), index: fileIndex });
    fileIndex += 1;
    if (refusal || !type) refused.push({ field: name, message: refusalMessage(fileName, refusal ?? "wrong-type") });
    else files.push({ field: name, fileName, type, bytes });
    return undefined;
  };

  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof Response || isDataWithInit(error)) throw error;
    badForm(NOT_A_FORM);
  }
  if (findOutOfBoundsField(formData.entries()) !== null) badForm("This form has more fields than any page of the portal sends.");
  return { formData, files, refused };
}

/** What `data()` throws: an object carrying a status, not a Response. */
function isDataWithInit(error: unknown): boolean {
  return typeof error === "object" && error !== null && "init" in error && "data" in error;
}

/** Whether a request carries a multipart body (the upload form) rather than a urlencoded one (remove). */
export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}
