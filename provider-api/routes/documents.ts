import { Router } from "express";

import type { ProviderContext } from "../context.js";
import { jsonBody, MEDIA_BODY_LIMIT } from "../http/body.js";
import { handle, resource } from "../http/handle.js";
import { sendDocument } from "../http/jsonapi.js";
import { guestOf, requireGuest, requireXsrf } from "../http/session.js";
import {
  documentsForGuest,
  documentsForStaff,
  removeFile,
  requestDocument,
  requestedDocumentResource,
  reviewDocument,
  sendFile,
} from "../services/requested-documents.js";
import { requireStaffKey } from "./staff.js";

/** Requested documents, as the customer or the entity sees them (mounted at /authenticated/v1). */
export function documentsGuestRouter(ctx: ProviderContext): Router {
  const router = Router();
  const guest = requireGuest(ctx);

  resource(router, "/requested-documents", {
    get: [
      guest,
      handle(async (req, res) => {
        const documents = await documentsForGuest(ctx, guestOf(res), req.query.owner);
        sendDocument(res, 200, { data: documents.map(requestedDocumentResource) });
      }),
    ],
  });

  resource(router, "/requested-documents/:id/files", {
    post: [
      requireXsrf,
      ...jsonBody(MEDIA_BODY_LIMIT),
      guest,
      handle(async (req, res) => {
        const { document, created } = await sendFile(ctx, guestOf(res), req.params.id, req.body);
        sendDocument(res, created ? 201 : 200, { data: requestedDocumentResource(document) });
      }),
    ],
  });

  resource(router, "/requested-documents/:id/files/:fileId", {
    delete: [
      requireXsrf,
      guest,
      handle(async (req, res) => {
        const document = await removeFile(ctx, guestOf(res), req.params.id, req.params.fileId);
        sendDocument(res, 200, { data: requestedDocumentResource(document) });
      }),
    ],
  });

  return router;
}

/** Staff ask for documents and review them (mounted at /staff/v1). */
export function documentsStaffRouter(ctx: ProviderContext): Router {
  const router = Router();
  router.use(["/fund-requests/:id/requested-documents", "/requested-documents"], requireStaffKey(ctx));
  const body = jsonBody();

  resource(router, "/fund-requests/:id/requested-documents", {
    get: [
      handle(async (req, res) => {
        const documents = await documentsForStaff(ctx, req.params.id);
        sendDocument(res, 200, { data: documents.map(requestedDocumentResource) });
      }),
    ],
    post: [
      ...body,
      handle(async (req, res) => {
        sendDocument(res, 201, { data: requestedDocumentResource(await requestDocument(ctx, req.params.id, req.body)) });
      }),
    ],
  });

  resource(router, "/requested-documents/:id/review", {
    post: [
      ...body,
      handle(async (req, res) => {
        sendDocument(res, 200, { data: requestedDocumentResource(await reviewDocument(ctx, req.params.id, req.body)) });
      }),
    ],
  });

  return router;
}
