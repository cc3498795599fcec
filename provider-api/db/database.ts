import { mkdirSync } from "node:fs";
import { dirname } from "node:path";

import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect } from "kysely";

import { migrations } from "./migrations.js";
import type { Database } from "./schema.js";
import { withStatementCache } from "./statement-cache.js";

export type Db = Kysely<Database>;

/** Opens (creating when needed) the SQLite file and brings its schema up to date. */
export async function openDatabase(file: string): Promise<Db> {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return db;
}

/** Runs `work` in a transaction, joining the caller's when there already is one. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
