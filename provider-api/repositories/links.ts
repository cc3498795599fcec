import type { Insertable, Selectable } from "kysely";

import type { Db } from "../db/database.js";
import type { LinkTable } from "../db/schema.js";

/** representativeId is set only on a link opened to view as the customer. */
export type Link = Omit<Selectable<LinkTable>, "representativeId" | "openedBySessionHash"> & {
  representativeId?: number | null;
  openedBySessionHash?: string | null;
};

export async function findLink(db: Db, uuid: string): Promise<Link | undefined> {
  return db.selectFrom("links").selectAll().where("uuid", "=", uuid).executeTakeFirst();
}

export async function insertLink(db: Db, link: Insertable<LinkTable>): Promise<void> {
  await db.insertInto("links").values(link).execute();
}

export async function linksOf(db: Db, fundRequestId: number): Promise<Link[]> {
  return db
    .selectFrom("links")
    .selectAll()
    .where("fundRequestId", "=", fundRequestId)
    .orderBy("createdAt")
    .orderBy("uuid")
    .execute();
}

export async function updateLinkExpiry(db: Db, uuid: string, expiresAt: string | null): Promise<void> {
  await db.updateTable("links").set({ expiresAt }).where("uuid", "=", uuid).execute();
}

/** Ends now every view as a customer the representative still has open (a reset, a sign-out everywhere). */
export async function endImpersonationsOf(db: Db, representativeId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable("links")
    .set({ impersonationExpiresAt: at })
    .where("representativeId", "=", representativeId)
    .where((eb) => eb.or([eb("impersonationExpiresAt", "is", null), eb("impersonationExpiresAt", ">", at)]))
    .execute();
}
