import type { Insertable, Selectable } from "kysely";

import type { Db } from "../db/database.js";
import type { IdentityCheckTable } from "../db/schema.js";

export type IdentityCheckRow = Selectable<IdentityCheckTable>;

/** The applicant's most recent check on this application. */
export async function latestIdentityCheck(
  db: Db,
  financeApplicationId: number,
  customerId: number,
): Promise<IdentityCheckRow | undefined> {
  return db
    .selectFrom("identityChecks")
    .selectAll()
    .where("financeApplicationId", "=", financeApplicationId)
    .where("customerId", "=", customerId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function insertIdentityCheck(db: Db, check: Insertable<IdentityCheckTable>): Promise<IdentityCheckRow> {
  return db.insertInto("identityChecks").values(check).returningAll().executeTakeFirstOrThrow();
}
