import { Router } from "express";
import { sql } from "kysely";

import type { ProviderContext } from "../context.js";
import { handle, resource } from "../http/handle.js";

/**
 * The portal's readiness probe asks this every few seconds (app/services/health.server.ts):
 * cheap, no session, and it answers only when the database does.
 */
export function healthRouter(ctx: ProviderContext): Router {
  const router = Router();
  resource(router, "/health", {
    get: [
      handle(async (_req, res) => {
        await sql`select 1`.execute(ctx.db);
        res.status(200).json({ status: "ok" });
      }),
    ],
  });
  return router;
}
