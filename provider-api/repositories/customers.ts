import type { Insertable, Selectable, Updateable } from "kysely";

import type { Db } from "../db/database.js";
import type { CustomerTable } from "../db/schema.js";

export type Customer = Selectable<CustomerTable>;

export async function findCustomer(db: Db, id: number): Promise<Customer | undefined> {
  return db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function customersOf(db: Db, fundRequestId: number): Promise<Customer[]> {
  return db.selectFrom("customers").selectAll().where("fundRequestId", "=", fundRequestId).orderBy("id").execute();
}

/** The customers of several fund requests in one query, each request's in id order. */
export async function customersOfEach(db: Db, fundRequestIds: readonly number[]): Promise<Map<number, Customer[]>> {
  const byRequest = new Map<number, Customer[]>(fundRequestIds.map((id) => [id, []]));
  if (fundRequestIds.length === 0) return byRequest;
  const rows = await db.selectFrom("customers").selectAll().where("fundRequestId", "in", fundRequestIds).orderBy("id").execute();
  for (const row of rows) byRequest.get(row.fundRequestId)?.push(row);
  return byRequest;
}

export async function insertCustomer(db: Db, customer: Insertable<CustomerTable>): Promise<number> {
  const { id } = await db.insertInto("customers").values(customer).returning("id").executeTakeFirstOrThrow();
  return id;
}

export async function updateCustomer(db: Db, id: number, patch: Updateable<CustomerTable>): Promise<void> {
  await db.updateTable("customers").set(patch).where("id", "=", id).execute();
}
