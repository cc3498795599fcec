import type { Insertable, Selectable, Updateable } from "kysely";

import type { Db } from "../db/database.js";
import type { CardPaymentTable } from "../db/schema.js";

export type CardPaymentRow = Selectable<CardPaymentTable>;

export async function insertCardPayment(db: Db, payment: Insertable<CardPaymentTable>): Promise<CardPaymentRow> {
  return db.insertInto("cardPayments").values(payment).returningAll().executeTakeFirstOrThrow();
}

export async function findCardPayment(db: Db, id: number): Promise<CardPaymentRow | undefined> {
  return db.selectFrom("cardPayments").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findByIdempotencyKey(db: Db, fundRequestId: number, key: string): Promise<CardPaymentRow | undefined> {
  return db
    .selectFrom("cardPayments")
    .selectAll()
    .where("fundRequestId", "=", fundRequestId)
    .where("idempotencyKey", "=", key)
    .executeTakeFirst();
}

export async function findPendingCardPayment(db: Db, fundRequestId: number): Promise<CardPaymentRow | undefined> {
  return db
    .selectFrom("cardPayments")
    .selectAll()
    .where("fundRequestId", "=", fundRequestId)
    .where("status", "=", "PENDING")
    .executeTakeFirst();
}

/** Approved payments not yet added to their fund request, decided at or before `decidedBy`. */
export async function findUnsettledApproved(db: Db, fundRequestId: number, decidedBy: string): Promise<CardPaymentRow[]> {
  return db
    .selectFrom("cardPayments")
    .selectAll()
    .where("fundRequestId", "=", fundRequestId)
    .where("status", "=", "APPROVED")
    .where("settledAt", "is", null)
    .where("decidedAt", "<=", decidedBy)
    .orderBy("id")
    .execute();
}

/** Updates only while the payment is still in `expectedStatus`; answers whether it did. */
export async function updateCardPaymentFrom(
  db: Db,
  id: number,
  expectedStatus: string,
  patch: Updateable<CardPaymentTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("cardPayments")
    .set(patch)
    .where("id", "=", id)
    .where("status", "=", expectedStatus)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markSettled(db: Db, id: number, settledAt: string): Promise<boolean> {
  const result = await db
    .updateTable("cardPayments")
    .set({ settledAt })
    .where("id", "=", id)
    .where("settledAt", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function cardPaymentsOf(db: Db, fundRequestId: number): Promise<CardPaymentRow[]> {
  return db.selectFrom("cardPayments").selectAll().where("fundRequestId", "=", fundRequestId).orderBy("id").execute();
}
