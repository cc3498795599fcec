/**
 * Requested documents (decision 0180): what the provider asks a customer or an entity
 * to upload, and the state each is in. A document's state follows from the
 * states of the files sent for it, so there is one truth to keep, not two.
 */
export const DOCUMENT_OWNERS = ["customer", "entity"] as const;
export type DocumentOwner = (typeof DOCUMENT_OWNERS)[number];

export const FILE_STATES = ["received", "accepted", "rejected"] as const;
export type FileState = (typeof FILE_STATES)[number];

export const DOCUMENT_STATES = ["missing", "received", "accepted", "rejected"] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

export const REVIEW_DECISIONS = ["ACCEPT", "REJECT"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The most files one document may hold: a few pages of a statement, photographed one by one, and any resent. */
export const MAX_FILES_PER_DOCUMENT = 20;

/**
 * Accepted as soon as any file is accepted; received while a file waits for
 * review; rejected when every file sent was rejected; missing when nothing was sent.
 */
export function documentState(files: ReadonlyArray<{ state: string }>): DocumentState {
  if (files.some((file) => file.state === "accepted")) return "accepted";
  if (files.some((file) => file.state === "received")) return "received";
  if (files.some((file) => file.state === "rejected")) return "rejected";
  return "missing";
}

/** A file can be removed while it waits for review; one reviewed is part of the record. */
export function canRemoveFile(file: { state: string }): boolean {
  return file.state === "received";
}

/** Files may be added until the document is accepted. */
export function canAddFiles(files: ReadonlyArray<{ state: string }>): boolean {
  return documentState(files) !== "accepted" && files.length < MAX_FILES_PER_DOCUMENT;
}

/** Staff review what was received: the files waiting for review take the decision. */
export function reviewedState(decision: ReviewDecision): FileState {
  return decision === "ACCEPT" ? "accepted" : "rejected";
}

/** Review is only of something sent and not yet reviewed. */
export function canReview(files: ReadonlyArray<{ state: string }>): boolean {
  return files.some((file) => file.state === "received");
}
