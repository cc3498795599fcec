import type { Insertable, Selectable } from "kysely";

import type { Db } from "../db/database.js";
import type { MessageTable } from "../db/schema.js";

export type MessageRow = Selectable<MessageTable>;

/**
 * Stores a message once per client key: a message whose key is already stored for
 * the fund request is not stored again, and the one stored is answered instead.
 */
export async function insertMessage(db: Db, message: Insertable<MessageTable>): Promise<{ row: MessageRow; created: boolean }> {
  const inserted = await db
    .insertInto("messages")
    .values(message)
    .onConflict((conflict) => conflict.columns(["fundRequestId", "clientKey"]).where("clientKey", "is not", null).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const stored = await db
    .selectFrom("messages")
    .selectAll()
    .where("fundRequestId", "=", message.fundRequestId)
    .where("clientKey", "=", message.clientKey ?? null)
    .executeTakeFirstOrThrow();
  return { row: stored, created: false };
}

export async function messagesOf(db: Db, fundRequestId: number): Promise<MessageRow[]> {
  return db.selectFrom("messages").selectAll().where("fundRequestId", "=", fundRequestId).orderBy("id").execute();
}
