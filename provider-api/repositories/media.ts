import type { Insertable, Selectable } from "kysely";

import type { Db } from "../db/database.js";
import type { MediaTable } from "../db/schema.js";

export type MediaRow = Selectable<MediaTable>;
export type MediaInfo = Omit<MediaRow, "content">;

const INFO_COLUMNS = ["id", "fundRequestId", "customerId", "collection", "fileName", "mimeType", "size", "createdAt"] as const;

export async function insertMedia(db: Db, media: Insertable<MediaTable>): Promise<number> {
  const { id } = await db.insertInto("media").values(media).returning("id").executeTakeFirstOrThrow();
  return id;
}

export async function findMediaInfo(db: Db, id: number): Promise<MediaInfo | undefined> {
  return db.selectFrom("media").select(INFO_COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function findMedia(db: Db, id: number): Promise<MediaRow | undefined> {
  return db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Ids among `ids` that name media uploaded for this fund request. */
export async function existingMediaIds(db: Db, fundRequestId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("media")
    .select("id")
    .where("fundRequestId", "=", fundRequestId)
    .where("id", "in", ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Deletes a medium of `collection` (a removed requested document's file), never
 * one of another collection a legacy attachment may have pointed at: that one is
 * its upload's, still in use there.
 */
export async function deleteMediaOfCollection(db: Db, id: number, collection: string): Promise<void> {
  await db.deleteFrom("media").where("id", "=", id).where("collection", "=", collection).execute();
}
