import { randomBytes } from "node:crypto";

import type { Db } from "../db/database.js";

/**
 * A secret generated once per database and kept in it, so signed download URLs
 * stay valid across restarts without any configuration.
 */
export async function signingSecret(db: Db): Promise<string> {
  await db
    .insertInto("settings")
    .values({ key: "signingSecret", value: randomBytes(32).toString("hex") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("settings").select("value").where("key", "=", "signingSecret").executeTakeFirstOrThrow();
  return row.value;
}
