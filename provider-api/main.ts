import { DEVELOPMENT_STAFF_API_KEY } from "./config.js";
import { maskSecrets } from "./http/log-masking.js";
import { startProviderApi } from "./index.js";

// Every console line of the standalone provider is masked too (decision 0242).
for (const method of ["log", "error"] as const) {
  const write = console[method].bind(console);
  console[method] = (...args: unknown[]) =>
    write(maskSecrets(args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(" ")));
}

/** Standalone entry: `npm run provider-api`. */
const api = await startProviderApi().catch((error: unknown) => {
  // A refused configuration is one line per problem: each keeps the prefix.
  const lines = (error instanceof Error ? error.message : String(error)).split("\n");
  console.error(lines.map((line) => `Provider API could not start: ${line}`).join("\n"));
  process.exit(1);
});
const keyHint = process.env.STAFF_API_KEY
  ? "STAFF_API_KEY from the environment"
  : `development default "${DEVELOPMENT_STAFF_API_KEY}" (set STAFF_API_KEY to change it)`;
console.log(`Provider API listening on ${api.url}`);
console.log(`Staff calls: Authorization: Bearer <key>, key: ${keyHint}`);
// None in production, which never takes demo data.
if (api.demoLinks.length > 0) console.log("Demo links (open them through the portal):");
for (const link of api.demoLinks) console.log(`  ${link.path}  ${link.label}`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`Provider API: ${signal}, closing`);
  api.close().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
