import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/** More distinct SQL texts than the API ever sends; past it the cache starts again. */
const MAX_STATEMENTS = 500;

/**
 * The database as Kysely's SQLite dialect sees it, with each SQL text prepared once.
 * Kysely prepares a statement for every query it runs; preparing (parsing and
 * planning the SQL) was the largest single cost of a read in the provider's profile
 * under load (decision 0280). A statement still busy (a streamed query being read) is not
 * shared: that query gets one of its own. SQLite re-prepares a kept statement by
 * itself if the schema changes under it.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept;
      const made = sqlite.prepare(sql);
      if (!kept) {
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statements.set(sql, made);
      }
      return made;
    },
  };
}
