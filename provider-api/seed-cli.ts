import { resolveConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { seedLender } from "./seed/lender.js";
import { seedRepresentatives } from "./seed/representatives.js";
import { seedDemoData } from "./seed/seed.js";

/** `npm run seed`: adds any missing demo scenario to the configured database; refused in production. */
const config = (() => {
  try {
    return resolveConfig({ seedDemoData: true });
  } catch (error) {
    console.error((error as Error).message);
    return process.exit(1);
  }
})();
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
