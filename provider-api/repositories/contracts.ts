import type { Insertable, Selectable, Updateable } from "kysely";

import type { Db } from "../db/database.js";
import type { ContractCeremonyTable, ContractSignatureTable, ContractTable } from "../db/schema.js";

export type ContractRow = Selectable<ContractTable>;
export type ContractSignatureRow = Selectable<ContractSignatureTable>;

export async function findContractOf(db: Db, financeApplicationId: number): Promise<ContractRow | undefined> {
  return db.selectFrom("contracts").selectAll().where("financeApplicationId", "=", financeApplicationId).executeTakeFirst();
}

export async function insertContract(db: Db, contract: Insertable<ContractTable>): Promise<void> {
  await db.insertInto("contracts").values(contract).execute();
}

export async function updateContract(db: Db, id: number, patch: Updateable<ContractTable>): Promise<void> {
  await db.updateTable("contracts").set(patch).where("id", "=", id).execute();
}

export async function signaturesOf(db: Db, contractId: number): Promise<ContractSignatureRow[]> {
  return db.selectFrom("contractSignatures").selectAll().where("contractId", "=", contractId).orderBy("id").execute();
}

export async function insertSignature(db: Db, signature: Insertable<ContractSignatureTable>): Promise<void> {
  await db.insertInto("contractSignatures").values(signature).execute();
}

export type ContractCeremonyRow = Selectable<ContractCeremonyTable>;

export async function insertCeremony(db: Db, ceremony: Insertable<ContractCeremonyTable>): Promise<ContractCeremonyRow> {
  return db.insertInto("contractCeremonies").values(ceremony).returningAll().executeTakeFirstOrThrow();
}

export async function findCeremony(db: Db, id: number): Promise<ContractCeremonyRow | undefined> {
  return db.selectFrom("contractCeremonies").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function finishCeremonyRow(db: Db, id: number, status: string, finishedAt: string): Promise<ContractCeremonyRow> {
  return db
    .updateTable("contractCeremonies")
    .set({ status, finishedAt })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
