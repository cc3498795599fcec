import { Router } from "express";

import type { ProviderContext } from "../context.js";
import { handle, resource } from "../http/handle.js";
import { signedDownload } from "../services/media.js";

/** Serves a stored file to whoever holds a valid signed URL (the browser, redirected by the portal). */
export function downloadsRouter(ctx: ProviderContext): Router {
  const router = Router();
  resource(router, "/media-downloads/:id", {
    get: [
      handle(async (req, res) => {
        const media = await signedDownload(ctx, req.params.id, req.query);
        const asciiName = media.fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
        res
          .status(200)
          .type(media.mimeType)
          .set(
            "Content-Disposition",
            `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(media.fileName)}`,
          )
          .set("Cache-Control", "private, no-store")
          .send(media.content);
      }),
    ],
  });
  return router;
}
