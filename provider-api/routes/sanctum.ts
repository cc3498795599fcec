import { Router } from "express";

import type { ProviderContext } from "../context.js";
import { handle, resource } from "../http/handle.js";
import { type LoadedSession, refreshSessionCookies, startSession } from "../http/session.js";

export function sanctumRouter(ctx: ProviderContext): Router {
  const router = Router();
  resource(router, "/csrf-cookie", {
    get: [
      handle(async (_req, res) => {
        const session = res.locals.session as LoadedSession | undefined;
        if (session) refreshSessionCookies(ctx, res, session);
        else await startSession(ctx, res, null);
        res.status(204).end();
      }),
    ],
  });
  return router;
}
