import { z } from "zod";

import type { ProviderContext } from "../context.js";
import { type Db, inTransaction } from "../db/database.js";
import { isSafeName } from "../domain/names.js";
import { problemsFromZod } from "../domain/problems.js";
import {
  canAddFiles,
  canRemoveFile,
  canReview,
  DOCUMENT_OWNERS,
  type DocumentOwner,
  documentState,
  MAX_FILES_PER_DOCUMENT,
  REVIEW_DECISIONS,
  reviewedState,
} from "../domain/requested-documents.js";
import { apiError, conflict, forbidden, notFound, validationError } from "../http/errors.js";
import { identifier, type Resource } from "../http/jsonapi.js";
import type { BoundSession } from "../http/session.js";
import { customersOf } from "../repositories/customers.js";
import { findFundRequest } from "../repositories/fund-requests.js";
import { deleteMediaOfCollection, findMedia, insertMedia } from "../repositories/media.js";
import {
  allRequestedDocumentsOf,
  deleteRequestedDocumentFile,
  findRequestedDocumentWithFiles,
  insertRequestedDocument,
  insertRequestedDocumentFile,
  requestedDocumentsOf,
  type RequestedDocumentWithFiles,
  reviewRequestedDocument,
} from "../repositories/requested-documents.js";
import { parseId } from "./finance-applications.js";
import { decodeUpload, fileNameSchema, REQUESTED_DOCUMENTS_COLLECTION } from "./media.js";

function parse<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(problemsFromZod(result.error, ""));
  return result.data;
}

const plainText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} may be ${max} characters at most.`)
    .refine(isSafeName, `${what} must not contain control or direction characters.`);

export function requestedDocumentResource(document: RequestedDocumentWithFiles): Resource {
  return {
    ...identifier("requested-documents", document.id),
    attributes: {
      owner: document.customerId === null ? "entity" : "customer",
      name: document.name,
      description: document.description,
      required: document.required === 1,
      state: documentState(document.files),
      rejectionReason: document.rejectionReason,
      createdAt: document.createdAt,
      files: document.files.map((file) => ({
        id: String(file.id),
        mediaId: String(file.mediaId),
        fileName: file.fileName,
        mimeType: file.mimeType,
        size: file.size,
        createdAt: file.createdAt,
        state: file.state,
        removable: canRemoveFile(file),
      })),
    },
  };
}

/** The entity whose invoice the session's fund request is, or null. */
async function entityOf(ctx: ProviderContext, fundRequestId: number): Promise<number | null> {
  return (await findFundRequest(ctx.db, fundRequestId))?.entityId ?? null;
}

/** `owner=customer`: the session customer's own; `owner=entity`: the invoice's entity's (404 when it has none). */
export async function documentsForGuest(ctx: ProviderContext, guest: BoundSession, owner: unknown) {
  if (!DOCUMENT_OWNERS.includes(owner as DocumentOwner)) {
    throw apiError(400, "Bad request", "owner must be customer or entity.", { source: { parameter: "owner" } });
  }
  if (owner === "customer") return requestedDocumentsOf(ctx.db, guest.fundRequestId, { customerId: guest.customerId });
  const entityId = await entityOf(ctx, guest.fundRequestId);
  if (entityId === null) throw notFound("This fund request is not an entity's invoice.");
  return requestedDocumentsOf(ctx.db, guest.fundRequestId, { entityId });
}

/** A document the session may see: its customer's own, or its fund request's entity's. */
async function documentForGuest(ctx: ProviderContext, guest: BoundSession, rawId: string) {
  const id = parseId(rawId);
  const document = id === null ? undefined : await findRequestedDocumentWithFiles(ctx.db, id);
  if (!document) throw notFound("The requested document does not exist.");
  const mine =
    document.fundRequestId === guest.fundRequestId &&
    (document.customerId === guest.customerId ||
      (document.customerId === null && document.entityId === (await entityOf(ctx, guest.fundRequestId))));
  if (!mine) throw forbidden("This document was requested from someone else.");
  return document;
}

const sendFileBody = z.object({
  data: z.object({
    type: z.literal("requested-document-files"),
    attributes: z.object({ fileName: fileNameSchema, base64: z.string() }).strict(),
  }),
});

/** 409 when the document takes no more files: accepted already, or full. */
function refuseUnlessOpen(document: RequestedDocumentWithFiles): void {
  if (canAddFiles(document.files)) return;
  throw conflict(
    documentState(document.files) === "accepted"
      ? "This document has been accepted; nothing more is needed."
      : `A document holds ${MAX_FILES_PER_DOCUMENT} files at most.`,
  );
}

/**
 * Sends a file for a document, the file itself in the request: the document is
 * checked first (asked of this session's customer or entity, 404/403; still
 * taking files, 409), then the bytes (422, 413), and only then is anything stored,
 * the medium and its place on the document together (decision 0241). 201 with the
 * document; the same file sent again for the same document (a retried request)
 * answers 200 and stores nothing.
 */
export async function sendFile(
  ctx: ProviderContext,
  guest: BoundSession,
  rawId: string,
  body: unknown,
): Promise<{ document: RequestedDocumentWithFiles; created: boolean }> {
  refuseUnlessOpen(await documentForGuest(ctx, guest, rawId));
  const { fileName, base64 } = parse(sendFileBody, body).data.attributes;
  const { bytes, mimeType } = decodeUpload(base64);
  return inTransaction(ctx.db, async (trx) => {
    // Again inside the transaction: staff may have accepted it in between.
    const document = await documentForGuest({ ...ctx, db: trx }, guest, rawId);
    if (await holdsFile(trx, document, fileName, bytes)) return { document, created: false };
    refuseUnlessOpen(document);
    const now = ctx.now().toISOString();
    const mediaId = await insertMedia(trx, {
      fundRequestId: guest.fundRequestId,
      customerId: guest.customerId,
      collection: REQUESTED_DOCUMENTS_COLLECTION,
      fileName,
      mimeType,
      size: bytes.length,
      content: bytes,
      createdAt: now,
    });
    await insertRequestedDocumentFile(trx, { requestedDocumentId: document.id, mediaId, state: "received", createdAt: now });
    return { document: (await findRequestedDocumentWithFiles(trx, document.id))!, created: true };
  });
}

/** Whether the document already holds this very file (same name, same bytes): a request sent twice. */
async function holdsFile(db: Db, document: RequestedDocumentWithFiles, fileName: string, bytes: Buffer): Promise<boolean> {
  for (const file of document.files) {
    if (file.fileName !== fileName || file.size !== bytes.length) continue;
    const media = await findMedia(db, file.mediaId);
    if (media && Buffer.compare(media.content, bytes) === 0) return true;
  }
  return false;
}

/**
 * Takes back a file not yet reviewed (409 once staff have reviewed it): it leaves
 * the document and the media store both, so no one sees it again (decision 0241).
 */
export async function removeFile(ctx: ProviderContext, guest: BoundSession, rawId: string, rawFileId: string) {
  return inTransaction(ctx.db, async (trx) => {
    const document = await documentForGuest({ ...ctx, db: trx }, guest, rawId);
    const fileId = parseId(rawFileId);
    const file = document.files.find((candidate) => candidate.id === fileId);
    if (!file) throw notFound("The file was not sent for this document.");
    if (!canRemoveFile(file)) throw conflict("This file has been reviewed and stays on record.");
    await deleteRequestedDocumentFile(trx, file.id);
    await deleteMediaOfCollection(trx, file.mediaId, REQUESTED_DOCUMENTS_COLLECTION);
    return (await findRequestedDocumentWithFiles(trx, document.id))!;
  });
}

// ---- staff -------------------------------------------------------------------------------

const requestBody = z.object({
  data: z.object({
    type: z.literal("requested-documents"),
    attributes: z
      .object({
        owner: z.enum(DOCUMENT_OWNERS),
        customerId: z.string().max(20).optional(),
        name: plainText(100, "A name"),
        description: plainText(1000, "A description"),
        required: z.boolean(),
      })
      .strict(),
  }),
});

/** Asks a fund request's customer, or its entity, for a document. */
export async function requestDocument(ctx: ProviderContext, rawFundRequestId: string, body: unknown) {
  const fundRequestId = parseId(rawFundRequestId);
  const fundRequest = fundRequestId === null ? undefined : await findFundRequest(ctx.db, fundRequestId);
  if (!fundRequest) throw notFound("The fund request does not exist.");
  const { owner, customerId, name, description, required } = parse(requestBody, body).data.attributes;
  let customer: number | null = null;
  if (owner === "customer") {
    const customers = await customersOf(ctx.db, fundRequest.id);
    customer = customers.find((c) => String(c.id) === customerId)?.id ?? null;
    if (customer === null) {
      throw validationError([{ pointer: "/data/attributes/customerId", detail: "Name one of this fund request's customers." }]);
    }
  } else if (customerId !== undefined) {
    throw validationError([{ pointer: "/data/attributes/customerId", detail: "An entity's document names no customer." }]);
  } else if (fundRequest.entityId === null) {
    throw validationError([{ pointer: "/data/attributes/owner", detail: "This fund request is not an entity's invoice." }]);
  }
  const id = await insertRequestedDocument(ctx.db, {
    fundRequestId: fundRequest.id,
    customerId: customer,
    entityId: owner === "entity" ? fundRequest.entityId : null,
    name,
    description,
    required: required ? 1 : 0,
    rejectionReason: null,
    createdAt: ctx.now().toISOString(),
  });
  return (await findRequestedDocumentWithFiles(ctx.db, id))!;
}

export async function documentsForStaff(ctx: ProviderContext, rawFundRequestId: string) {
  const fundRequestId = parseId(rawFundRequestId);
  const fundRequest = fundRequestId === null ? undefined : await findFundRequest(ctx.db, fundRequestId);
  if (!fundRequest) throw notFound("The fund request does not exist.");
  return allRequestedDocumentsOf(ctx.db, fundRequest.id);
}

const reviewBody = z.object({
  data: z.object({
    type: z.literal("document-reviews"),
    attributes: z
      .object({ decision: z.enum(REVIEW_DECISIONS), reason: plainText(500, "A reason").optional() })
      .strict()
      .refine((review) => review.decision === "ACCEPT" || review.reason !== undefined, {
        message: "Say why the document is rejected: the customer reads it.",
        path: ["reason"],
      }),
  }),
});

/** Accepts or rejects what was received for a document; 409 when nothing waits for review. */
export async function reviewDocument(ctx: ProviderContext, rawId: string, body: unknown) {
  const { decision, reason } = parse(reviewBody, body).data.attributes;
  const id = parseId(rawId);
  return inTransaction(ctx.db, async (trx) => {
    const document = id === null ? undefined : await findRequestedDocumentWithFiles(trx, id);
    if (!document) throw notFound("The requested document does not exist.");
    if (!canReview(document.files)) throw conflict("Nothing has been received for this document since its last review.");
    await reviewRequestedDocument(trx, document.id, reviewedState(decision), decision === "REJECT" ? reason! : null);
    return (await findRequestedDocumentWithFiles(trx, document.id))!;
  });
}
