import { createHash } from "node:crypto";

import type { Insertable, Selectable } from "kysely";

import type { Db } from "../db/database.js";
import type { RepresentativeTable } from "../db/schema.js";

export type RepresentativeRow = Selectable<RepresentativeTable>;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function findRepresentativeByEmail(db: Db, email: string): Promise<RepresentativeRow | undefined> {
  return db.selectFrom("representatives").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
}

export async function findRepresentative(db: Db, id: number): Promise<RepresentativeRow | undefined> {
  return db.selectFrom("representatives").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertRepresentative(db: Db, row: Insertable<RepresentativeTable>): Promise<number> {
  const { id } = await db.insertInto("representatives").values(row).returning("id").executeTakeFirstOrThrow();
  return id;
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable("representatives").set({ passwordHash }).where("id", "=", id).execute();
}

export async function loginFailuresSince(db: Db, key: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom("loginFailures")
    .select("failedAt")
    .where("key", "=", key)
    .where("failedAt", ">", since)
    .orderBy("failedAt")
    .execute();
  return rows.map((r) => r.failedAt);
}

export async function recordLoginFailures(db: Db, keys: string[], at: number, pruneBefore: number): Promise<void> {
  await db.deleteFrom("loginFailures").where("failedAt", "<=", pruneBefore).execute();
  await db
    .insertInto("loginFailures")
    .values(keys.map((key) => ({ key, failedAt: at })))
    .execute();
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom("loginFailures").where("key", "=", key).execute();
}

export async function insertPasswordReset(
  db: Db,
  values: { token: string; representativeId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("passwordResets")
    .values({
      tokenHash: hashToken(values.token),
      representativeId: values.representativeId,
      createdAt: values.createdAt,
      expiresAt: values.expiresAt,
      usedAt: null,
    })
    .execute();
}

/** How many reset links were made for the representative since a time (ISO). */
export async function countPasswordResetsSince(db: Db, representativeId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom("passwordResets")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("representativeId", "=", representativeId)
    .where("createdAt", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The representative a live (unused, unexpired) token was issued to, without using it up. */
export async function findLivePasswordReset(db: Db, token: string, now: Date): Promise<number | undefined> {
  const row = await db
    .selectFrom("passwordResets")
    .select("representativeId")
    .where("tokenHash", "=", hashToken(token))
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .executeTakeFirst();
  return row?.representativeId;
}

/** Marks the token used, once: answers the representative it was issued to, or undefined when unknown, used or expired. */
export async function consumePasswordReset(db: Db, token: string, now: Date): Promise<number | undefined> {
  const row = await db
    .updateTable("passwordResets")
    .set({ usedAt: now.toISOString() })
    .where("tokenHash", "=", hashToken(token))
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .returning("representativeId")
    .executeTakeFirst();
  return row?.representativeId;
}

/** A successful reset ends every other reset link of the representative. */
export async function expirePasswordResets(db: Db, representativeId: number, now: Date): Promise<void> {
  await db
    .updateTable("passwordResets")
    .set({ usedAt: now.toISOString() })
    .where("representativeId", "=", representativeId)
    .where("usedAt", "is", null)
    .execute();
}

export async function insertOutboxMail(db: Db, mail: { to: string; subject: string; body: string; createdAt: string }) {
  await db.insertInto("outbox").values(mail).execute();
}

export async function latestOutboxMail(db: Db, limit: number) {
  return db.selectFrom("outbox").selectAll().orderBy("id", "desc").limit(limit).execute();
}

export async function recordRepresentativeAction(
  db: Db,
  action: { representativeId: number; fundRequestId: number; customerId: number; request: string; status: number; at: string },
): Promise<void> {
  await db.insertInto("representativeActions").values(action).execute();
}

export async function representativeActionsOf(db: Db, fundRequestId: number) {
  return db
    .selectFrom("representativeActions")
    .innerJoin("representatives", "representatives.id", "representativeActions.representativeId")
    .innerJoin("customers", "customers.id", "representativeActions.customerId")
    .select([
      "representativeActions.id",
      "representativeActions.request",
      "representativeActions.at",
      "representatives.name as representativeName",
      "customers.firstName",
      "customers.lastName",
    ])
    .where("representativeActions.fundRequestId", "=", fundRequestId)
    .orderBy("representativeActions.id", "desc")
    .limit(20)
    .execute();
}
