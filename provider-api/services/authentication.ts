import type { Response } from "express";

import type { ProviderContext } from "../context.js";
import { hasPassed } from "../domain/expiry.js";
import { apiError, linkExpired, viewingEnded } from "../http/errors.js";
import { startSession } from "../http/session.js";
import { failuresSince, recordFailure } from "../repositories/auth-failures.js";
import { findLink, type Link } from "../repositories/links.js";
import { findLiveSession, hashSessionId } from "../repositories/sessions.js";
import { impersonationOf } from "./representatives.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The header by which the portal shows, with a view's authentication, the staff session that opened it (decision 0240). */
export const REPRESENTATIVE_SESSION_HEADER = "x-representative-session";

/**
 * Whether `sessionId` is the live staff session that opened this impersonation
 * link: a view as the customer is not a bearer link (decision 0240).
 */
async function openedBy(ctx: ProviderContext, link: Link, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId || !link.openedBySessionHash || hashSessionId(sessionId) !== link.openedBySessionHash) return false;
  const session = await findLiveSession(ctx.db, sessionId, ctx.now());
  return session !== undefined && session.linkUuid === null && session.representativeId === link.representativeId;
}

/**
 * Binds a new session to the link's fund request and customer. Failed attempts
 * (unknown or expired links) are counted per client address so link ids cannot
 * be guessed; successful ones are not. An impersonation link opens only with the
 * staff session that started it (`representativeSession`), and its session ends
 * with that one.
 */
export async function authenticateLink(
  ctx: ProviderContext,
  res: Response,
  client: string,
  uuid: string,
  representativeSession?: string,
) {
  const clock = ctx.now();
  const now = clock.getTime();
  const { authFailureLimit: limit, authFailureWindowMs: window } = ctx.config;
  const failures = await failuresSince(ctx.db, client, now - window);
  if (failures.length >= limit) {
    const freedAt = failures[failures.length - limit] + window;
    const retryAfter = Math.max(1, Math.ceil((freedAt - now) / 1000));
    throw apiError(429, "Too many attempts", `Too many failed link attempts; try again in ${retryAfter} seconds.`, {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
  const fail = async (status: 404 | 410) => {
    await recordFailure(ctx.db, client, now, now - window);
    return status === 404 ? apiError(404, "Not found", "This link is not valid.") : linkExpired();
  };
  const link = UUID.test(uuid) ? await findLink(ctx.db, uuid.toLowerCase()) : undefined;
  if (!link) throw await fail(404);
  if (link.representativeId && !hasPassed(link.expiresAt, clock) && hasPassed(link.impersonationExpiresAt, clock)) {
    // A representative's view as the customer that has ended: said so, for the portal to lead them back (decision 0191).
    await fail(410);
    throw apiError(410, "Viewing ended", "This view as the customer has ended; open it again from the fund request.");
  }
  if (hasPassed(link.expiresAt, clock) || hasPassed(link.impersonationExpiresAt, clock)) throw await fail(410);
  if (link.representativeId && !(await openedBy(ctx, link, representativeSession))) {
    await fail(410);
    throw viewingEnded("This view as the customer opens only from the staff session that started it.");
  }
  await startSession(ctx, res, {
    fundRequestId: link.fundRequestId,
    customerId: link.customerId,
    linkUuid: link.uuid,
    impersonationExpiresAt: link.impersonationExpiresAt,
    representativeId: link.representativeId ?? null,
    parentIdHash: link.representativeId ? (link.openedBySessionHash ?? null) : null,
  });
  const viewing = link.representativeId ? await impersonationOf(ctx.db, link) : null;
  return {
    data: {
      type: "guest-authentications",
      id: link.uuid,
      attributes: {
        fundRequestId: String(link.fundRequestId),
        customerId: String(link.customerId),
        impersonationExpiresAt: link.impersonationExpiresAt,
        /** When the link, and with it every session opened from it, stops working; null: never. */
        linkExpiresAt: link.expiresAt,
        ...(viewing ? { impersonatedBy: viewing } : {}),
      },
    },
  };
}
