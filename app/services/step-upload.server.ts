// Documents uploaded with a step's form (payslips): the files go to the
// provider's media store and come back as rows of the form, so a failed
// validation or an added row never loses an upload (decision 0074).
// The size of the whole form is limited before it is read (request-body.server.ts).
import type { StepContext } from "./application.server";
import { ProviderError } from "./provider.server";
import { MAX_FILE_BYTES, MAX_FILES } from "./request-body.server";

export const FILE_TOO_LARGE = "The selected file must be smaller than 10 MB";
export const TOO_MANY_FILES = `Select up to ${MAX_FILES} files at a time`;

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
  const files = received.getAll(options.fileField).filter((value): value is File => typeof value !== "string" && value.size > 0);
  const errors: string[] = [];
  if (files.length > MAX_FILES) return { formData, errors: [TOO_MANY_FILES] };

  let next = rowCount(formData, options.list);
  for (const file of files) {
    if (file.size > MAX_FILE_BYTES) {
      errors.push(`${file.name}: ${FILE_TOO_LARGE}`);
      continue;
    }
    try {
      const base64 = Buffer.from(await file.arrayBuffer()).toString("base64");
      const media = await step.provider.uploadMedia(step.link, {
        collection: options.collection,
        fileName: file.name || "document",
        base64,
      });
      formData.append(`${options.list}[${next}].mediaId`, media.id);
      formData.append(`${options.list}[${next}].fileName`, media.fileName);
      next += 1;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      const reason =
        error.status === 413
          ? FILE_TOO_LARGE
          : error.status === 422
            ? "The file must be a PDF, JPG, PNG or HEIC"
            : "The file could not be uploaded. Try again";
      errors.push(`${file.name}: ${reason}`);
    }
  }
  return { formData, errors };
}
