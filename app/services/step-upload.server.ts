// Documents uploaded with a step's form (payslips): the files go to the
// provider's media store and come back as rows of the form, so a failed
// validation or an added row never loses an upload (decision 0074).
// The size of the whole form is limited before it is read (request-body.server.ts);
// each file is judged by the rules of the documents pages (domain/upload-rules.ts,
// decision 0181): its type by its bytes, 10 MB, 10 files a request.
import { cleanFileName, judgeFile, refusalMessage, SNIFF_BYTES, sniffDocumentType } from "~/domain/upload-rules";
import { fieldMessage } from "~/i18n/field-message";
import type { StepContext } from "./application.server";
import { ProviderError } from "./provider.server";

export interface UploadedForm {
  /** The answers, with each uploaded file appended as `<list>[n].mediaId` and `<list>[n].fileName`. */
  formData: FormData;
  /** Messages for the file input. */
  errors: string[];
}

function rowCount(formData: FormData, list: string): number {
  const rows = new Set<string>();
  const pattern = new RegExp(`^${list}\\[(\\d+)\\]\\.`);
  for (const key of formData.keys()) {
    const match = pattern.exec(key);
    if (match) rows.add(match[1]);
  }
  return rows.size;
}

/**
 * Reads a step's multipart form and uploads every file of `fileField` to the
 * provider in `collection`; the provider decides by the bytes what it accepts.
 */
export async function uploadWithForm(
  step: StepContext,
  received: FormData,
  options: { fileField: string; collection: string; list: string },
): Promise<UploadedForm> {
  const formData = new FormData();
  for (const [key, value] of received) {
    if (key !== options.fileField && typeof value === "string") formData.append(key, value);
  }
  // An input left empty posts a nameless, empty file: that is no file.
  const files = received
    .getAll(options.fileField)
    .filter((value): value is File => typeof value !== "string" && (value.size > 0 || value.name !== ""));
  const errors: string[] = [];

  let next = rowCount(formData, options.list);
  for (const [index, file] of files.entries()) {
    const bytes = Buffer.from(await file.arrayBuffer());
    const head = bytes.subarray(0, SNIFF_BYTES);
    const fileName = cleanFileName(file.name, sniffDocumentType(head));
    const refusal = judgeFile({ size: file.size, head, index });
    if (refusal) {
      errors.push(refusalMessage(fileName, refusal));
      continue;
    }
    try {
      const media = await step.provider.uploadMedia(step.link, {
        collection: options.collection,
        fileName,
        base64: bytes.toString("base64"),
      });
      formData.append(`${options.list}[${next}].mediaId`, media.id);
      formData.append(`${options.list}[${next}].fileName`, media.fileName);
      next += 1;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      errors.push(
        error.status === 413
          ? refusalMessage(fileName, "too-large")
          : error.status === 422
            ? refusalMessage(fileName, "wrong-type")
            : fieldMessage("files.notUploaded", { file: fileName }),
      );
    }
  }
  return { formData, errors };
}
