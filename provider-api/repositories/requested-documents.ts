import type { Insertable, Selectable } from "kysely";

import type { Db } from "../db/database.js";
import type { RequestedDocumentFileTable, RequestedDocumentTable } from "../db/schema.js";

export type RequestedDocumentRow = Selectable<RequestedDocumentTable>;

/** A file sent for a document, with what the media store knows of it. */
export interface RequestedDocumentFile {
  id: number;
  requestedDocumentId: number;
  mediaId: number;
  state: string;
  createdAt: string;
  fileName: string;
  mimeType: string;
  size: number;
}

export interface RequestedDocumentWithFiles extends RequestedDocumentRow {
  files: RequestedDocumentFile[];
}

export async function insertRequestedDocument(db: Db, row: Insertable<RequestedDocumentTable>): Promise<number> {
  const { id } = await db.insertInto("requestedDocuments").values(row).returning("id").executeTakeFirstOrThrow();
  return id;
}

export async function findRequestedDocument(db: Db, id: number): Promise<RequestedDocumentRow | undefined> {
  return db.selectFrom("requestedDocuments").selectAll().where("id", "=", id).executeTakeFirst();
}

async function withFiles(db: Db, rows: RequestedDocumentRow[]): Promise<RequestedDocumentWithFiles[]> {
  if (rows.length === 0) return [];
  const files = await db
    .selectFrom("requestedDocumentFiles as f")
    .innerJoin("media as m", "m.id", "f.mediaId")
    .select(["f.id", "f.requestedDocumentId", "f.mediaId", "f.state", "f.createdAt", "m.fileName", "m.mimeType", "m.size"])
    .where(
      "f.requestedDocumentId",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("f.id")
    .execute();
  return rows.map((row) => ({ ...row, files: files.filter((file) => file.requestedDocumentId === row.id) }));
}

export async function findRequestedDocumentWithFiles(db: Db, id: number): Promise<RequestedDocumentWithFiles | undefined> {
  const row = await findRequestedDocument(db, id);
  return row ? (await withFiles(db, [row]))[0] : undefined;
}

/** A customer's own documents, or an entity's (exactly one of the two ids). */
export async function requestedDocumentsOf(
  db: Db,
  fundRequestId: number,
  owner: { customerId: number } | { entityId: number },
): Promise<RequestedDocumentWithFiles[]> {
  let query = db.selectFrom("requestedDocuments").selectAll().where("fundRequestId", "=", fundRequestId);
  query =
    "customerId" in owner
      ? query.where("customerId", "=", owner.customerId)
      : query.where("entityId", "=", owner.entityId).where("customerId", "is", null);
  return withFiles(db, await query.orderBy("id").execute());
}

export async function allRequestedDocumentsOf(db: Db, fundRequestId: number): Promise<RequestedDocumentWithFiles[]> {
  const rows = await db
    .selectFrom("requestedDocuments")
    .selectAll()
    .where("fundRequestId", "=", fundRequestId)
    .orderBy("id")
    .execute();
  return withFiles(db, rows);
}

export async function insertRequestedDocumentFile(db: Db, row: Insertable<RequestedDocumentFileTable>): Promise<void> {
  await db.insertInto("requestedDocumentFiles").values(row).execute();
}

export async function deleteRequestedDocumentFile(db: Db, id: number): Promise<void> {
  await db.deleteFrom("requestedDocumentFiles").where("id", "=", id).execute();
}

/** The review: every file waiting for it takes the decision; the reason is the document's. */
export async function reviewRequestedDocument(db: Db, id: number, state: string, rejectionReason: string | null): Promise<void> {
  await db
    .updateTable("requestedDocumentFiles")
    .set({ state })
    .where("requestedDocumentId", "=", id)
    .where("state", "=", "received")
    .execute();
  await db.updateTable("requestedDocuments").set({ rejectionReason }).where("id", "=", id).execute();
}
