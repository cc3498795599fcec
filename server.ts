import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import type { ServerBuild } from "@remix-run/node";

import type * as EntryServerModule from "./app/entry.server";
import type * as ProviderApiModule from "./provider-api/index";

// The portal is the Remix build: server.ts imports no module of app/ itself, only the
// build, and takes what it starts the process with from the build's entry module. So
// the environment, the session keys and every cache exist once (decision 0210).
// Production runs this file as bundled by `npm run build`, build/server.js
// (decision 0320); `tsx server.ts` runs it as written. Either way the root is the
// folder that holds build/.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.basename(here) === "build" ? path.dirname(here) : here;
const buildFile = path.join(root, "build", "server", "index.js");

if (!existsSync(buildFile)) {
  console.error("No Remix build found at build/server/index.js: run `npm run build` first (npm start does).");
  process.exit(1);
}

type EntryServer = typeof EntryServerModule;
const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
const portal = build.entry.module as EntryServer;
// Before anything else logs: no secret reaches the log, whoever writes the line (decision 0242).
portal.installLogMasking();

let env: ReturnType<EntryServer["getEnv"]>;
try {
  env = portal.getEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

type EmbeddedProvider = { url: string; demoLinks: { label: string; path: string }[]; close(): Promise<void> };
let embeddedProvider: EmbeddedProvider | null = null;

if (!env.PROVIDER_API_URL) {
  // The demo's provider, in TypeScript and with its SQLite packages: only a development
  // install has them, and only `npm start` (node --import tsx) can load it. The path is
  // built at run time so the bundler leaves it out of build/server.js (decision 0320).
  const providerEntry = pathToFileURL(path.join(root, "provider-api", "index.ts")).href;
  const { startProviderApi } = (await import(providerEntry).catch((error: Error) => {
    portal
      .log()
      .fatal(
        `PROVIDER_API_URL is not set and the embedded demo provider cannot load (${error.message}): ` +
          "set PROVIDER_API_URL, or run the demo with `npm start`",
      );
    process.exit(1);
  })) as typeof ProviderApiModule;
  embeddedProvider = await startProviderApi({ port: env.PROVIDER_API_PORT, portalOrigin: env.PUBLIC_ORIGIN }).catch(
    (error: Error) => {
      console.error(error.message); // a refused configuration: one line per problem, no stack
      return process.exit(1);
    },
  );
  // Known only once it listens (a port of 0 is any free one); set before the first request.
  portal.setProviderApiUrl(embeddedProvider.url);
}

await portal.startMonitoring();
// Prometheus metrics on a listener of their own, never the public port (decision 0313); it logs its address.
const metrics = await portal.startMetricsServer();
const readiness = portal.startPortalReadiness();
const app = portal.createPortalApp({
  build,
  publicDir: path.join(root, "public"),
  // build/client: the browser's files, named by the build itself (Remix's Vite plugin).
  assetsDir: path.resolve(root, build.assetsBuildDirectory),
  readiness,
});
const server = await portal.servePortal({
  app,
  readiness,
  onClosed: async () => {
    // Every request has ended or been cut by now: what is left of the provider's connections is idle.
    await Promise.all([embeddedProvider?.close(), metrics.close(), portal.closeProviderPool()]);
  },
});

const address = server.address();
const port = typeof address === "object" && address ? address.port : env.PORT;
portal.log().info({ port, host: env.HOST ?? null, appEnv: env.APP_ENV }, `${env.PRODUCT_NAME} listening on port ${port}`);
if (embeddedProvider) {
  // The demo's banner, for a person at a terminal: plain lines, not the log's JSON.
  const origin = `http://localhost:${port}`;
  console.log(`\nThis is the DEMO: an embedded provider API on ${embeddedProvider.url} with demo data.`);
  console.log(`For production, see docs/operations.md.\n\nOpen ${origin}`);
  if (embeddedProvider.demoLinks.length > 0) {
    console.log("Demo links:");
    for (const link of embeddedProvider.demoLinks) console.log(`  ${link.label}: ${origin}${link.path}`);
  }
}
