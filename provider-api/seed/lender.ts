import type { Db } from "../db/database.js";
import { DEMO_LENDER } from "../domain/lender.js";
import { recordLenderOnce } from "../repositories/lender.js";

/** The demo lender's details (decision 0350), unless the database holds a lender's already. */
export async function seedLender(db: Db): Promise<void> {
  await recordLenderOnce(db, DEMO_LENDER);
}
