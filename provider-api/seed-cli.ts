import { resolveConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { seedLender } from "./seed/lender.js";
import { seedRepresentatives } from "./seed/representatives.js";
import { seedDemoData } from "./seed/seed.js";

/** `npm run seed`: adds any missing demo scenario to the configured database. */
const config = resolveConfig({});
const db = await openDatabase(config.dbFile);
try {
  const links = await seedDemoData(db, { onlyWhenEmpty: false, now: new Date() });
  await seedRepresentatives(db, new Date());
  await seedLender(db);
  console.log(`Seeded ${config.dbFile}; demo links:`);
  for (const link of links) console.log(`  ${link.path}  ${link.label}`);
} finally {
  await db.destroy();
}
