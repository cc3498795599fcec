import type { Db } from "../db/database.js";
import { type LenderDetails, lenderDetailsSchema } from "../domain/lender.js";

const KEY = "lender";

/** The lender's details, or null while none are recorded; a stored value is checked as it is read. */
export async function findLender(db: Db): Promise<LenderDetails | null> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", KEY).executeTakeFirst();
  return row ? lenderDetailsSchema.parse(JSON.parse(row.value)) : null;
}

/** Records the lender's details unless some are recorded already (a seed run twice changes nothing). */
export async function recordLenderOnce(db: Db, details: LenderDetails): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key: KEY, value: JSON.stringify(lenderDetailsSchema.parse(details)) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}
