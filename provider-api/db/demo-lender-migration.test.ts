import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";

import { DEMO_LENDER } from "../domain/lender.js";
import { findLender } from "../repositories/lender.js";
import { openDatabase } from "./database.js";
import { migrations } from "./migrations.js";
import type { Database } from "./schema.js";

/**
 * A database as the demo seeded it before the lender's details said where a loan is
 * repaid: migrated up to the migration before 0016 only, so any later one runs too.
 */
async function seededBefore(lender: Record<string, unknown>): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "lender-migration-")), "provider.sqlite");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(file) }),
    plugins: [new CamelCasePlugin()],
  });
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(
    "0015_loan_requests",
  );
  if (error) throw error;
  await db
    .insertInto("settings")
    .values({ key: "lender", value: JSON.stringify(lender) })
    .execute();
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
