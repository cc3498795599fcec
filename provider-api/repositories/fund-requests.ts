import { randomUUID } from "node:crypto";

import type { Insertable, Selectable, Updateable } from "kysely";

import { type Db, inTransaction } from "../db/database.js";
import type {
  CustomerTable,
  EntityTable,
  FinanceApplicationTable,
  FundRequestTable,
  InvoiceTable,
  LocationTable,
  PropertyTable,
  TransactionTable,
} from "../db/schema.js";

export interface NewFundRequestGraph {
  fundRequest: Omit<Insertable<FundRequestTable>, "locationId" | "propertyId" | "entityId">;
  location: Insertable<LocationTable>;
  property: Insertable<PropertyTable> | null;
  entity: Insertable<EntityTable> | null;
  customers: Array<{
    customer: Omit<Insertable<CustomerTable>, "fundRequestId">;
    link: { uuid?: string; expiresAt: string | null; impersonationExpiresAt?: string | null };
  }>;
  transactions: Array<Omit<Insertable<TransactionTable>, "fundRequestId">>;
  invoiceNumber: string | null;
}

export interface CreatedLink {
  customerId: number;
  uuid: string;
}

/** Inserts a fund request with everything hanging off it, all or nothing. */
export async function insertFundRequestGraph(
  db: Db,
  graph: NewFundRequestGraph,
): Promise<{ fundRequestId: number; links: CreatedLink[] }> {
  return inTransaction(db, async (trx) => {
    const location = await trx.insertInto("locations").values(graph.location).returning("id").executeTakeFirstOrThrow();
    const property = graph.property
      ? await trx.insertInto("properties").values(graph.property).returning("id").executeTakeFirstOrThrow()
      : null;
    const entity = graph.entity
      ? await trx.insertInto("entities").values(graph.entity).returning("id").executeTakeFirstOrThrow()
      : null;
    const { id: fundRequestId } = await trx
      .insertInto("fundRequests")
      .values({
        ...graph.fundRequest,
        locationId: location.id,
        propertyId: property?.id ?? null,
        entityId: entity?.id ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("invoices")
      .values({
        fundRequestId,
        number: graph.invoiceNumber ?? `INV-${String(fundRequestId).padStart(6, "0")}`,
        amount: graph.fundRequest.amount,
        issuedAt: graph.fundRequest.createdAt,
      })
      .execute();
    const links: CreatedLink[] = [];
    for (const { customer, link } of graph.customers) {
      const { id: customerId } = await trx
        .insertInto("customers")
        .values({ ...customer, fundRequestId })
        .returning("id")
        .executeTakeFirstOrThrow();
      const uuid = link.uuid ?? randomUUID();
      await trx
        .insertInto("links")
        .values({
          uuid,
          fundRequestId,
          customerId,
          expiresAt: link.expiresAt,
          impersonationExpiresAt: link.impersonationExpiresAt ?? null,
          createdAt: graph.fundRequest.createdAt,
        })
        .execute();
      links.push({ customerId, uuid });
    }
    for (const transaction of graph.transactions) {
      await trx
        .insertInto("transactions")
        .values({ ...transaction, fundRequestId })
        .execute();
    }
    return { fundRequestId, links };
  });
}

export interface FundRequestGraph {
  fundRequest: Selectable<FundRequestTable>;
  location: Selectable<LocationTable>;
  property: Selectable<PropertyTable> | null;
  entity: Selectable<EntityTable> | null;
  invoice: Selectable<InvoiceTable> | null;
  customers: Selectable<CustomerTable>[];
  transactions: Selectable<TransactionTable>[];
  /** Withdrawn applications are left out: they no longer belong to the request. */
  financeApplications: Selectable<FinanceApplicationTable>[];
}

export async function findFundRequest(db: Db, id: number): Promise<Selectable<FundRequestTable> | undefined> {
  return db.selectFrom("fundRequests").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findFundRequestGraph(db: Db, id: number): Promise<FundRequestGraph | null> {
  const fundRequest = await findFundRequest(db, id);
  if (!fundRequest) return null;
  const [location, property, entity, invoice, customers, transactions, financeApplications] = await Promise.all([
    db.selectFrom("locations").selectAll().where("id", "=", fundRequest.locationId).executeTakeFirstOrThrow(),
    fundRequest.propertyId === null
      ? null
      : db.selectFrom("properties").selectAll().where("id", "=", fundRequest.propertyId).executeTakeFirst(),
    fundRequest.entityId === null
      ? null
      : db.selectFrom("entities").selectAll().where("id", "=", fundRequest.entityId).executeTakeFirst(),
    db.selectFrom("invoices").selectAll().where("fundRequestId", "=", id).executeTakeFirst(),
    db.selectFrom("customers").selectAll().where("fundRequestId", "=", id).orderBy("id").execute(),
    db.selectFrom("transactions").selectAll().where("fundRequestId", "=", id).orderBy("id").execute(),
    db
      .selectFrom("financeApplications")
      .selectAll()
      .where("fundRequestId", "=", id)
      .where("status", "!=", "WITHDRAWN")
      .orderBy("id")
      .execute(),
  ]);
  return {
    fundRequest,
    location,
    property: property ?? null,
    entity: entity ?? null,
    invoice: invoice ?? null,
    customers,
    transactions,
    financeApplications,
  };
}

export async function updateFundRequest(db: Db, id: number, patch: Updateable<FundRequestTable>): Promise<void> {
  await db.updateTable("fundRequests").set(patch).where("id", "=", id).execute();
}
