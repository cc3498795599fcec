import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";

import { withStatementCache } from "./statement-cache.js";

function database() {
  const sqlite = new SQLite(":memory:");
  sqlite.exec("CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2), (3);");
  return sqlite;
}

describe("withStatementCache", () => {
  it("prepares a SQL text once and answers from the same statement", () => {
    const db = withStatementCache(database());
    const first = db.prepare("SELECT n FROM t WHERE n > ?");
    const again = db.prepare("SELECT n FROM t WHERE n > ?");
    expect(again).toBe(first);
    expect(again.all([1])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(db.prepare("SELECT count(*) AS c FROM t")).not.toBe(first);
  });

  it("gives a query of its own while the kept statement is still being read", () => {
    const db = withStatementCache(database());
    const streaming = db.prepare("SELECT n FROM t");
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const meanwhile = db.prepare("SELECT n FROM t");
    expect(meanwhile).not.toBe(streaming);
    expect(meanwhile.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
    expect(db.prepare("SELECT n FROM t")).toBe(streaming);
  });

  it("writes through a kept statement as through a new one", () => {
    const db = withStatementCache(database());
    for (let i = 0; i < 3; i++) db.prepare("INSERT INTO t VALUES (?)").run([10 + i]);
    expect(db.prepare("SELECT count(*) AS c FROM t").all([])).toEqual([{ c: 6 }]);
  });
});
