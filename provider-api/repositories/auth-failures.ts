import type { Db } from "../db/database.js";

/** Failed link authentications of one client since `since` (ms), oldest first. */
export async function failuresSince(db: Db, clientAddress: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom("authFailures")
    .select("failedAt")
    .where("clientAddress", "=", clientAddress)
    .where("failedAt", ">", since)
    .orderBy("failedAt")
    .execute();
  return rows.map((r) => r.failedAt);
}

export async function recordFailure(db: Db, clientAddress: string, at: number, pruneBefore: number): Promise<void> {
  await db.deleteFrom("authFailures").where("failedAt", "<=", pruneBefore).execute();
  await db.insertInto("authFailures").values({ clientAddress, failedAt: at }).execute();
}
