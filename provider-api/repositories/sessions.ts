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

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("idHash", "=", hashSessionId(id)).execute();
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom("sessions").where("expiresAt", "<=", now.toISOString()).execute();
}
