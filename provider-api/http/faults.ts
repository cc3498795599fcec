// A test-only switch that makes this provider fail the way a real one does (down,
// or answering a save only after the portal has given up), so the portal's
// "nothing lost" paths can be tried end to end (decision 0110). It exists only
// when PROVIDER_API_FAULTS=on; a production provider never has it.
import { type NextFunction, type Request, type Response, Router } from "express";
import { z } from "zod";

import type { ProviderContext } from "../context.js";
import { problemsFromZod } from "../domain/problems.js";
import { requireStaffKey } from "../routes/staff.js";
import { jsonBody } from "./body.js";
import { apiError, validationError } from "./errors.js";
import { handle, resource } from "./handle.js";
import { sendDocument } from "./jsonapi.js";

export interface Faults {
  /** Every guest and sanctum call answers 503, as a provider behind a failing gateway. */
  down: boolean;
  /** A submit or a contract's signature is stored as usual, then answered only after this many milliseconds (0: at once). */
  submitDelayMs: number;
}

export const NO_FAULTS: Faults = Object.freeze({ down: false, submitDelayMs: 0 });

const faultsBody = z.object({
  data: z.object({
    type: z.literal("faults"),
    attributes: z
      .object({ down: z.boolean().default(false), submitDelayMs: z.number().int().min(0).max(60_000).default(0) })
      .strict(),
  }),
});

function faultsDocument(faults: Faults) {
  return { data: { type: "faults", id: "current", attributes: faults } };
}

/**
 * The switch (PUT /staff/v1/faults, staff key) and the middleware that obeys it, in
 * front of the guest and sanctum routes. Without PROVIDER_API_FAULTS=on neither exists.
 */
export function faultSwitch(ctx: ProviderContext) {
  let faults: Faults = NO_FAULTS;

  const staff = Router();
  staff.use("/faults", requireStaffKey(ctx));
  resource(staff, "/faults", {
    get: [handle((_req, res) => sendDocument(res, 200, faultsDocument(faults)))],
    put: [
      ...jsonBody(),
      handle((req, res) => {
        const parsed = faultsBody.safeParse(req.body);
        if (!parsed.success) throw validationError(problemsFromZod(parsed.error, ""));
        faults = parsed.data.data.attributes;
        ctx.config.log(`[faults] ${JSON.stringify(faults)}`);
        sendDocument(res, 200, faultsDocument(faults));
      }),
    ],
  });

  function guest(req: Request, res: Response, next: NextFunction) {
    if (faults.down) return next(apiError(503, "Service unavailable", "The provider is down (test fault switch)."));
    const delay = faults.submitDelayMs;
    if (delay > 0 && req.method === "POST" && /\/finance-applications\/[^/]+\/(submit|contract\/signatures)$/.test(req.path)) {
      // The save is stored now; only its answer is late, as after a slow database commit on a real host.
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      res.end = ((...args: unknown[]) => {
        setTimeout(() => end(...args), delay);
        return res;
      }) as Response["end"];
    }
    next();
  }

  return { staff, guest };
}
