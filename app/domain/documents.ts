// The documents pages (docs/SPEC.md 2.1, decision 0180): whose documents a link sees, what each
// document's state says to the person, and when everything asked for is in
// (decisions 0180 and 0183).
import { DEFAULT_LOCALE, type Locale } from "~/i18n/language";
import { formatDate } from "./dates";
import type { DocumentOwner, FundRequest, RequestedDocument, RequestedDocumentFile } from "./types";
import { formatFileSize } from "./upload-rules";

export type DocumentsPage = "upload-documents" | "thank-you";

/** An entity invoice's link uploads the entity's documents; any other link, the customer's own. */
export function ownerOf(fundRequest: Pick<FundRequest, "entity">): DocumentOwner {
  return fundRequest.entity ? "entity" : "customer";
}

export function documentsPath(uuid: string, owner: DocumentOwner, page: DocumentsPage): string {
  return `/${owner === "entity" ? "e" : "c"}/${encodeURIComponent(uuid)}/${page}`;
}

/** Where a link asking for another owner's pages belongs, or null when it is in the right place. */
export function documentsRedirect(
  uuid: string,
  fundRequest: Pick<FundRequest, "entity">,
  requested: DocumentOwner,
  page: DocumentsPage,
) {
  const owner = ownerOf(fundRequest);
  return owner === requested ? null : documentsPath(uuid, owner, page);
}

/** The file input of a document, named by its id; the id comes back from the name. */
export const fileFieldName = (documentId: string) => `document-${documentId}`;
export function documentIdOfField(name: string): string | null {
  const match = /^document-([1-9]\d{0,15})$/.exec(name);
  return match ? match[1] : null;
}

interface FileView {
  id: string;
  mediaId: string;
  fileName: string;
  size: string;
  sentOn: string;
  /** Said by the page in its language (`documents.fileState`). */
  state: RequestedDocumentFile["state"];
  removable: boolean;
}

export interface DocumentView {
  id: string;
  name: string;
  description: string;
  required: boolean;
  /** Said by the page in its language (`documents.state`). */
  state: RequestedDocument["state"];
  /** Shown while the document stands rejected. */
  rejectionReason: string | null;
  /** Whether more files can be sent: not once it is accepted. */
  open: boolean;
  files: FileView[];
}

/** A document as its page shows it; dates in the page's language. */
export function documentView(document: RequestedDocument, locale: Locale = DEFAULT_LOCALE): DocumentView {
  return {
    id: document.id,
    name: document.name,
    description: document.description,
    required: document.required,
    state: document.state,
    rejectionReason: document.state === "rejected" ? document.rejectionReason : null,
    open: document.state !== "accepted",
    files: document.files.map((file) => ({
      id: file.id,
      mediaId: file.mediaId,
      fileName: file.fileName,
      size: formatFileSize(file.size, locale),
      sentOn: formatDate(file.createdAt, locale),
      state: file.state,
      removable: file.removable,
    })),
  };
}

/** Every required document has been sent (received or accepted); optional ones do not hold anything up. */
export function allRequiredReceived(documents: ReadonlyArray<Pick<RequestedDocument, "required" | "state">>): boolean {
  return documents.every((document) => !document.required || document.state === "received" || document.state === "accepted");
}

/** The required documents still to send, by name, for the thank-you page. */
export function stillNeeded(documents: ReadonlyArray<Pick<RequestedDocument, "required" | "state" | "name">>): string[] {
  return documents
    .filter((document) => document.required && (document.state === "missing" || document.state === "rejected"))
    .map((document) => document.name);
}

/** The media a link may download: only files listed on its own documents. */
export function findFile(documents: ReadonlyArray<RequestedDocument>, mediaId: string): RequestedDocumentFile | null {
  for (const document of documents) {
    const file = document.files.find((candidate) => candidate.mediaId === mediaId);
    if (file) return file;
  }
  return null;
}
