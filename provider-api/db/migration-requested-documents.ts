import type { Kysely, Migration } from "kysely";

/**
 * Requested documents (decision 0180): what the provider asks a customer
 * or an entity for, and which uploaded media were sent for each. A medium belongs
 * to one document at most.
 */
export const requestedDocumentsMigration: Migration = {
  // The schema as it was when this ran, not as it is now: migrations are untyped.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("requested_documents")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("fund_request_id", "integer", (c) => c.notNull().references("fund_requests.id"))
      .addColumn("customer_id", "integer", (c) => c.references("customers.id"))
      .addColumn("entity_id", "integer", (c) => c.references("entities.id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("required", "integer", (c) => c.notNull())
      .addColumn("rejection_reason", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("requested_documents_owner")
      .on("requested_documents")
      .columns(["fund_request_id", "customer_id", "entity_id"])
      .execute();
    await db.schema
      .createTable("requested_document_files")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("requested_document_id", "integer", (c) => c.notNull().references("requested_documents.id"))
      .addColumn("media_id", "integer", (c) => c.notNull().unique().references("media.id"))
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
};
