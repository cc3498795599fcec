import type { Insertable, Selectable } from "kysely";

import type { Db } from "../db/database.js";
import type { LoanRepaymentTable, LoanTable, SaleFactsTable } from "../db/schema.js";

export type LoanRow = Selectable<LoanTable>;
export type LoanRepaymentRow = Selectable<LoanRepaymentTable>;
export type SaleFactsRow = Selectable<SaleFactsTable>;

export async function findLoanOf(db: Db, financeApplicationId: number): Promise<LoanRow | undefined> {
  return db.selectFrom("loans").selectAll().where("financeApplicationId", "=", financeApplicationId).executeTakeFirst();
}

export async function insertLoan(db: Db, loan: Insertable<LoanTable>): Promise<LoanRow> {
  return db.insertInto("loans").values(loan).returningAll().executeTakeFirstOrThrow();
}

export async function repaymentsOf(db: Db, loanId: number): Promise<LoanRepaymentRow[]> {
  return db.selectFrom("loanRepayments").selectAll().where("loanId", "=", loanId).orderBy("receivedOn").orderBy("id").execute();
}

export async function insertRepayment(db: Db, repayment: Insertable<LoanRepaymentTable>): Promise<void> {
  await db.insertInto("loanRepayments").values(repayment).execute();
}

export async function findSaleFacts(db: Db, fundRequestId: number): Promise<SaleFactsRow | undefined> {
  return db.selectFrom("saleFacts").selectAll().where("fundRequestId", "=", fundRequestId).executeTakeFirst();
}

export async function saveSaleFacts(db: Db, facts: Insertable<SaleFactsTable>): Promise<void> {
  const { fundRequestId: _key, ...rest } = facts;
  await db
    .insertInto("saleFacts")
    .values(facts)
    .onConflict((conflict) => conflict.column("fundRequestId").doUpdateSet(rest))
    .execute();
}
