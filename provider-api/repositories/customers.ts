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

export async function insertCustomer(db: Db, customer: Insertable<CustomerTable>): Promise<number> {
  const { id } = await db.insertInto("customers").values(customer).returning("id").executeTakeFirstOrThrow();
  return id;
}

export async function updateCustomer(db: Db, id: number, patch: Updateable<CustomerTable>): Promise<void> {
  await db.updateTable("customers").set(patch).where("id", "=", id).execute();
}
