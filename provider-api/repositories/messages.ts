import type { Insertable, Selectable } from "kysely";

import type { Db } from "../db/database.js";
import type { MessageTable } from "../db/schema.js";

export type MessageRow = Selectable<MessageTable>;

export async function insertMessage(db: Db, message: Insertable<MessageTable>): Promise<MessageRow> {
  return db.insertInto("messages").values(message).returningAll().executeTakeFirstOrThrow();
}

export async function messagesOf(db: Db, fundRequestId: number): Promise<MessageRow[]> {
  return db.selectFrom("messages").selectAll().where("fundRequestId", "=", fundRequestId).orderBy("id").execute();
}
