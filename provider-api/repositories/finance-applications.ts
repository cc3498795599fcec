import type { Insertable, Selectable, Updateable } from "kysely";

import type { Db } from "../db/database.js";
import type { FinanceApplicationTable } from "../db/schema.js";

export type FinanceApplicationRow = Selectable<FinanceApplicationTable>;

export async function findFinanceApplication(db: Db, id: number): Promise<FinanceApplicationRow | undefined> {
  return db.selectFrom("financeApplications").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The customer's application of this finance type that has not been withdrawn. */
export async function findOpenFinanceApplication(
  db: Db,
  fundRequestId: number,
  creatorId: number,
  financeType: string,
): Promise<FinanceApplicationRow | undefined> {
  return db
    .selectFrom("financeApplications")
    .selectAll()
    .where("fundRequestId", "=", fundRequestId)
    .where("creatorId", "=", creatorId)
    .where("financeType", "=", financeType)
    .where("status", "!=", "WITHDRAWN")
    .executeTakeFirst();
}

/** The fund request's applications of this finance type that have not been withdrawn, whoever made them. */
export async function openFinanceApplicationsOf(
  db: Db,
  fundRequestId: number,
  financeType: string,
): Promise<FinanceApplicationRow[]> {
  return db
    .selectFrom("financeApplications")
    .selectAll()
    .where("fundRequestId", "=", fundRequestId)
    .where("financeType", "=", financeType)
    .where("status", "!=", "WITHDRAWN")
    .execute();
}

export async function insertFinanceApplication(db: Db, application: Insertable<FinanceApplicationTable>): Promise<number> {
  const { id } = await db.insertInto("financeApplications").values(application).returning("id").executeTakeFirstOrThrow();
  return id;
}

/**
 * Optimistic concurrency: writes only when the stored version is still the one
 * the caller read, and bumps it. False means someone else wrote first.
 */
export async function updateFinanceApplicationAtVersion(
  db: Db,
  id: number,
  expectedVersion: number,
  patch: Omit<Updateable<FinanceApplicationTable>, "version">,
): Promise<boolean> {
  const result = await db
    .updateTable("financeApplications")
    .set({ ...patch, version: expectedVersion + 1 })
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
