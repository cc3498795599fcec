import type { Insertable, Selectable } from "kysely";

import type { Db } from "../db/database.js";
import type { LoanRequestTable } from "../db/schema.js";

export type LoanRequestRow = Selectable<LoanRequestTable>;

/**
 * Stores a request once per client key: one whose key is already stored for the
 * application is not stored again, and the one stored is answered instead.
 */
export async function insertLoanRequest(
  db: Db,
  request: Insertable<LoanRequestTable>,
): Promise<{ row: LoanRequestRow; created: boolean }> {
  const inserted = await db
    .insertInto("loanRequests")
    .values(request)
    .onConflict((conflict) => conflict.columns(["financeApplicationId", "clientKey"]).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const stored = await db
    .selectFrom("loanRequests")
    .selectAll()
    .where("financeApplicationId", "=", request.financeApplicationId)
    .where("clientKey", "=", request.clientKey ?? null)
    .executeTakeFirstOrThrow();
  return { row: stored, created: false };
}

/** An application's requests, newest first. */
export async function loanRequestsOf(db: Db, financeApplicationIds: number[]): Promise<LoanRequestRow[]> {
  if (financeApplicationIds.length === 0) return [];
  return db
    .selectFrom("loanRequests")
    .selectAll()
    .where("financeApplicationId", "in", financeApplicationIds)
    .orderBy("id", "desc")
    .execute();
}
