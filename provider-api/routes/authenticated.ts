import { Router } from "express";

import type { ProviderContext } from "../context.js";
import { jsonBody, MEDIA_BODY_LIMIT } from "../http/body.js";
import { handle, resource } from "../http/handle.js";
import { sendDocument } from "../http/jsonapi.js";
import { mediaResource } from "../http/resources.js";
import { guestOf, requireGuest, requireXsrf } from "../http/session.js";
import { downloadUrl, mediaForGuest, uploadMedia } from "../services/media.js";

export function authenticatedRouter(ctx: ProviderContext): Router {
  const router = Router();
  const guest = requireGuest(ctx);

  resource(router, "/media", {
    post: [
      requireXsrf,
      ...jsonBody(MEDIA_BODY_LIMIT),
      guest,
      handle(async (req, res) => {
        const media = await uploadMedia(ctx, guestOf(res), req.body);
        sendDocument(res, 201, { data: mediaResource(media) });
      }),
    ],
  });

  resource(router, "/media/:id", {
    get: [
      guest,
      handle(async (req, res) => {
        const media = await mediaForGuest(ctx, guestOf(res), req.params.id);
        sendDocument(res, 200, { data: mediaResource(media, downloadUrl(ctx, media.id)) });
      }),
    ],
  });

  return router;
}
