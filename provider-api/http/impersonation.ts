import type { Request, Response } from "express";

import type { ProviderContext } from "../context.js";
import { guestOperationOf, impersonationAllows, impersonationRefusal, isRepresentativeRole } from "../domain/representatives.js";
import { findRepresentative, recordRepresentativeAction } from "../repositories/representatives.js";
import type { SessionRow } from "../repositories/sessions.js";
import { apiError } from "./errors.js";

/**
 * A call from a session a representative opened to view as a customer: refused
 * (403) unless the representative's role allows it, and, when it changes
 * something and succeeds, recorded as made by the representative.
 */
export async function guardImpersonation(ctx: ProviderContext, req: Request, res: Response, row: SessionRow): Promise<void> {
  const representative = await findRepresentative(ctx.db, row.representativeId!);
  const role = representative && isRepresentativeRole(representative.role) ? representative.role : "ROLE_6";
  const operation = guestOperationOf(req.method, req.originalUrl, req.body);
  if (!representative || !impersonationAllows(role, operation)) {
    throw apiError(403, "Not while viewing", impersonationRefusal(operation));
  }
  if (operation === "read") return;
  const request = `${req.method} ${req.originalUrl.split("?")[0]}`;
  res.on("finish", () => {
    if (res.statusCode >= 300) return;
    void recordRepresentativeAction(ctx.db, {
      representativeId: representative.id,
      fundRequestId: row.fundRequestId!,
      customerId: row.customerId!,
      request,
      status: res.statusCode,
      at: ctx.now().toISOString(),
    }).catch((error: unknown) => ctx.config.log(`representative action not recorded: ${String(error)}`));
  });
}
