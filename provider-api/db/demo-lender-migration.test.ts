import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { DEMO_LENDER } from "../domain/lender.js";
import { findLender } from "../repositories/lender.js";
import { openDatabase } from "./database.js";

/** A database as the demo seeded it before the lender's details said where a loan is repaid. */
async function seededBefore(lender: Record<string, unknown>): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "lender-migration-")), "provider.sqlite");
  const db = await openDatabase(file);
  await db
    .insertInto("settings")
    .values({ key: "lender", value: JSON.stringify(lender) })
    .execute();
  await sql`delete from kysely_migration where name = '0016_demo_lender_loan_repayments'`.execute(db);
  await db.destroy();
  return file;
}

const { loanRepayments: _repayments, ...withoutRepayments } = DEMO_LENDER;

describe("0016_demo_lender_loan_repayments", () => {
  it("gives the demo lender of an older database the demo's repayment details, so it reads again", async () => {
    const db = await openDatabase(await seededBefore(withoutRepayments));
    expect(await findLender(db)).toEqual(DEMO_LENDER);
    await db.destroy();
  });

  it("leaves another lender's details as they are: the operator completes them", async () => {
    const other = { ...withoutRepayments, name: "Another Lender Pty Ltd" };
    const db = await openDatabase(await seededBefore(other));
    const row = await db.selectFrom("settings").select("value").where("key", "=", "lender").executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual(other);
    await db.destroy();
  });
});
