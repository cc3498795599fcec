import { createHash } from "node:crypto";

import type { Selectable, Updateable } from "kysely";

import type { Db } from "../db/database.js";
import type { SessionTable } from "../db/schema.js";

export type SessionRow = Selectable<SessionTable>;

export function hashSessionId(id: string): string {
  return createHash("sha256").update(id).digest("hex");
}

export async function findLiveSession(db: Db, id: string, now: Date): Promise<SessionRow | undefined> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("idHash", "=", hashSessionId(id))
    .where("expiresAt", ">", now.toISOString())
    .executeTakeFirst();
}

export async function insertSession(db: Db, id: string, values: Omit<SessionRow, "idHash">): Promise<void> {
  await db
    .insertInto("sessions")
    .values({ ...values, idHash: hashSessionId(id) })
    .execute();
}

export async function updateSession(db: Db, id: string, patch: Updateable<SessionTable>): Promise<void> {
  await db.updateTable("sessions").set(patch).where("idHash", "=", hashSessionId(id)).execute();
}

/** A live session by its stored hash (a viewing session's parent). */
export async function findLiveSessionByHash(db: Db, idHash: string, now: Date): Promise<SessionRow | undefined> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("idHash", "=", idHash)
    .where("expiresAt", ">", now.toISOString())
    .executeTakeFirst();
}

/** Ends a session, and every view as a customer opened from it (decision 0240). */
export async function deleteSession(db: Db, id: string): Promise<void> {
  const idHash = hashSessionId(id);
  await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("idHash", "=", idHash), eb("parentIdHash", "=", idHash)]))
    .execute();
}

/**
 * Ends every session of a representative at once: their own, on every device,
 * and every view as a customer they opened (a reset, a sign-out everywhere).
 */
export async function deleteSessionsOfRepresentative(db: Db, representativeId: number): Promise<number> {
  const result = await db.deleteFrom("sessions").where("representativeId", "=", representativeId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom("sessions").where("expiresAt", "<=", now.toISOString()).execute();
}
