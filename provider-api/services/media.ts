import { createHmac, timingSafeEqual } from "node:crypto";

import { z } from "zod";

import type { ProviderContext } from "../context.js";
import { sniffMediaType } from "../domain/media-type.js";
import { problemsFromZod } from "../domain/problems.js";
import { apiError, forbidden, notFound, validationError } from "../http/errors.js";
import type { BoundSession } from "../http/session.js";
import { findMedia, findMediaInfo, insertMedia, type MediaInfo } from "../repositories/media.js";
import { parseId } from "./finance-applications.js";

export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
const DOWNLOAD_LIFETIME_SECONDS = 5 * 60;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const fileNameSchema = z
  .string()
  .trim()
  .min(1, "A file name is required.")
  .max(255)
  // Control characters are what this refuses.
  // eslint-disable-next-line no-control-regex
  .refine((v) => !/[\\/\u0000-\u001f]/.test(v), "A file name must not contain slashes or control characters.");

/**
 * The media store's collection of requested documents' files: filled only through
 * a requested document (POST …/requested-documents/{id}/files), which checks the
 * document takes files before anything is stored (decision 0241).
 */
export const REQUESTED_DOCUMENTS_COLLECTION = "documents";

export const uploadBody = z.object({
  data: z.object({
    type: z.literal("media"),
    attributes: z
      .object({
        collection: z
          .string()
          .regex(/^[a-z][a-z0-9-]{0,49}$/, "A collection is a short lower-case name, like payslips.")
          .refine(
            (collection) => collection !== REQUESTED_DOCUMENTS_COLLECTION,
            "Send a requested document's file to the document: POST /authenticated/v1/requested-documents/{id}/files.",
          ),
        fileName: fileNameSchema,
        base64: z.string(),
      })
      .strict(),
  }),
});

/** A file's bytes from its base64, and its type from those bytes: 422 for bad base64 or another type, 413 past 10 MB. */
export function decodeUpload(base64: string): { bytes: Buffer; mimeType: string } {
  const pointer = "/data/attributes/base64";
  const compact = base64.replace(/^data:[^,]*;base64,/, "");
  if (compact.length === 0 || compact.length % 4 !== 0 || !BASE64.test(compact)) {
    throw validationError([{ pointer, detail: "The file is not valid base64." }]);
  }
  const bytes = Buffer.from(compact, "base64");
  if (bytes.length > MAX_MEDIA_BYTES) {
    throw apiError(413, "Payload too large", "A file may be 10 MB at most.", { source: { pointer } });
  }
  const mimeType = sniffMediaType(bytes);
  if (!mimeType) throw validationError([{ pointer, detail: "Upload a PDF, JPEG, PNG or HEIC file." }]);
  return { bytes, mimeType };
}

/** Stores an upload whose type is decided by its bytes. */
export async function uploadMedia(ctx: ProviderContext, guest: BoundSession, body: unknown): Promise<MediaInfo> {
  const parsed = uploadBody.safeParse(body);
  if (!parsed.success) throw validationError(problemsFromZod(parsed.error, ""));
  const { collection, fileName, base64 } = parsed.data.data.attributes;
  const { bytes, mimeType } = decodeUpload(base64);
  const id = await insertMedia(ctx.db, {
    fundRequestId: guest.fundRequestId,
    customerId: guest.customerId,
    collection,
    fileName,
    mimeType,
    size: bytes.length,
    content: bytes,
    createdAt: ctx.now().toISOString(),
  });
  return (await findMediaInfo(ctx.db, id))!;
}

export async function mediaForGuest(ctx: ProviderContext, guest: BoundSession, rawId: string): Promise<MediaInfo> {
  const id = parseId(rawId);
  const media = id === null ? undefined : await findMediaInfo(ctx.db, id);
  if (!media) throw notFound("The document does not exist.");
  if (media.fundRequestId !== guest.fundRequestId) throw forbidden("This document belongs to another fund request.");
  return media;
}

function signature(secret: string, id: number, expires: number): string {
  return createHmac("sha256", secret).update(`media:${id}:${expires}`).digest("base64url");
}

export function downloadUrl(ctx: ProviderContext, id: number): string {
  const expires = Math.floor(ctx.now().getTime() / 1000) + DOWNLOAD_LIFETIME_SECONDS;
  return `${ctx.publicUrl()}/media-downloads/${id}?expires=${expires}&signature=${signature(ctx.signingSecret, id, expires)}`;
}

/** The file behind a signed download URL; 403 for a wrong signature, 410 once it has expired. */
export async function signedDownload(ctx: ProviderContext, rawId: string, query: Record<string, unknown>) {
  const id = parseId(rawId);
  const expires = Number(query.expires);
  const given = typeof query.signature === "string" ? Buffer.from(query.signature) : Buffer.alloc(0);
  if (id === null || !Number.isSafeInteger(expires)) throw forbidden("The download link is not valid.");
  const expected = Buffer.from(signature(ctx.signingSecret, id, expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw forbidden("The download link is not valid.");
  }
  if (expires * 1000 <= ctx.now().getTime()) throw apiError(410, "Gone", "The download link has expired; ask for a new one.");
  const media = await findMedia(ctx.db, id);
  if (!media) throw notFound("The document does not exist.");
  return media;
}
