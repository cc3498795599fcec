import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import type { ServerBuild } from "@remix-run/node";

import type * as EntryServerModule from "./app/entry.server";

// The portal is the Remix build: server.ts imports no module of app/ itself, only the
// build, and takes what it starts the process with from the build's entry module. So
// the environment, the session keys and every cache exist once (decision 0210).
const root = path.dirname(fileURLToPath(import.meta.url));
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
  const { startProviderApi } = await import("./provider-api/index");
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
const app = portal.createPortalApp({
  build,
  publicDir: path.join(root, "public"),
  // build/client: the browser's files, named by the build itself (Remix's Vite plugin).
  assetsDir: path.resolve(root, build.assetsBuildDirectory),
});

const server: Server = app.listen(env.PORT, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const origin = `http://localhost:${port}`;
  console.log(`${env.PRODUCT_NAME} listening on ${origin} (APP_ENV=${env.APP_ENV})`);
  if (embeddedProvider) {
    console.log(`Embedded provider API on ${embeddedProvider.url}`);
    if (embeddedProvider.demoLinks.length > 0) {
      console.log("Demo links:");
      for (const link of embeddedProvider.demoLinks) console.log(`  ${link.label}: ${origin}${link.path}`);
    }
  }
});

let shuttingDown = false;
function shutdown(signal: string): void {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal} received: finishing open requests`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await Promise.all([embeddedProvider?.close(), metrics.close()]);
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
