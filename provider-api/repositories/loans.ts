import type { Insertable, Selectable } from "kysely";

import type { Db } from "../db/database.js";
import type { LoanRepaymentTable, LoanTable, SaleFactsTable, SaleUpdateTable } from "../db/schema.js";

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

export type SaleUpdateRow = Selectable<SaleUpdateTable>;

export async function insertSaleUpdate(db: Db, update: Insertable<SaleUpdateTable>): Promise<SaleUpdateRow> {
  return db.insertInto("saleUpdates").values(update).returningAll().executeTakeFirstOrThrow();
}

export async function findSaleUpdateByKey(db: Db, clientKey: string): Promise<SaleUpdateRow | undefined> {
  return db.selectFrom("saleUpdates").selectAll().where("clientKey", "=", clientKey).executeTakeFirst();
}

/** A fund request's sale updates, newest first, with the names of who they are for and who recorded them. */
export async function saleUpdatesOf(db: Db, fundRequestId: number, limit = 50) {
  return db
    .selectFrom("saleUpdates")
    .innerJoin("customers", "customers.id", "saleUpdates.customerId")
    .leftJoin("representatives", "representatives.id", "saleUpdates.representativeId")
    .selectAll("saleUpdates")
    .select(["customers.firstName", "customers.lastName", "representatives.name as representativeName"])
    .where("saleUpdates.fundRequestId", "=", fundRequestId)
    .orderBy("saleUpdates.id", "desc")
    .limit(limit)
    .execute();
}
