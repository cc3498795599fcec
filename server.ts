import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";

import { requestLogUrl } from "./app/domain/log-secrets";
import type * as EntryServerModule from "./app/entry.server";
import { CROSS_SITE_PAGE, isCrossSiteWrite } from "./app/services/cross-site.server";
import { getEnv } from "./app/services/env.server";
import { installLogMasking } from "./app/services/log-masking.server";
import { createRemixHandler } from "./app/services/remix-handler.server";
import { securityHeaders } from "./app/services/security-headers.server";
import { ensureVisitorSession } from "./app/services/session.server";

// Before anything logs: no secret reaches the log, whoever writes the line (decision 0242).
installLogMasking();

const root = path.dirname(fileURLToPath(import.meta.url));
const buildFile = path.join(root, "build", "index.js");

let env: ReturnType<typeof getEnv>;
try {
  env = getEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

if (!existsSync(buildFile)) {
  console.error("No Remix build found at build/index.js: run `npm run build` first (npm start does).");
  process.exit(1);
}

type EntryServer = typeof EntryServerModule;
type EmbeddedProvider = { url: string; demoLinks: { label: string; path: string }[]; close(): Promise<void> };
let embeddedProvider: EmbeddedProvider | null = null;

if (!env.PROVIDER_API_URL) {
  const { startProviderApi } = await import("./provider-api/index");
  embeddedProvider = await startProviderApi({ port: env.PROVIDER_API_PORT, portalOrigin: env.PUBLIC_ORIGIN });
}
const providerApiUrl = embeddedProvider?.url ?? env.PROVIDER_API_URL;

// Side-effect import: initialises Sentry (only with SENTRY_DSN) before the build loads.
await import("./app/services/instrument.server");
const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
// The build has its own copy of env.server.ts, parsed without the embedded
// provider's address: its entry module hands over the setter (decision 0103).
if (embeddedProvider) (build.entry.module as EntryServer).setProviderApiUrl(embeddedProvider.url);

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);
app.use(compression());

app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${req.method} ${requestLogUrl(req.originalUrl)} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
  next();
});

app.use((_req, res, next) => {
  const nonce = randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  res.set(securityHeaders(nonce, { ...env, PROVIDER_API_URL: providerApiUrl }));
  next();
});

app.use((req, res, next) => {
  const crossSite = isCrossSiteWrite({
    method: req.method,
    host: req.headers.host,
    secFetchSite: req.get("sec-fetch-site"),
    origin: req.get("origin"),
  });
  if (crossSite) {
    res.status(403).type("html").send(CROSS_SITE_PAGE);
    return;
  }
  // Under Referrer-Policy no-referrer a browser posts a form with `Origin: null`,
  // which Remix's own action check takes for forgery (500). The browser has just
  // vouched for the post with Sec-Fetch-Site: same-origin, so the header goes.
  if (req.headers.origin === "null" && req.get("sec-fetch-site") === "same-origin") delete req.headers.origin;
  next();
});

app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").json({ status: "ok" });
});

// The build's scripts and styles as compressed once at build time (scripts/precompress.ts):
// brotli where the browser takes it, else gzip; the compression middleware leaves them be.
app.use(
  "/build",
  expressStaticGzip(path.join(root, "public", "build"), {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    serveStatic: { immutable: true, maxAge: "1y", index: false },
  }),
);
app.use(express.static(path.join(root, "public"), { maxAge: "1h", index: false }));

// Every visitor has a sealed session with an anti-forgery token before a loader
// runs, so all loaders of the first request agree on it (decision 0100).
app.use(async (req, res, next) => {
  try {
    const visitor = await ensureVisitorSession(req.headers.cookie ?? null);
    if (visitor.setCookie) {
      res.append("Set-Cookie", visitor.setCookie);
      req.headers.cookie = visitor.cookieHeader;
    }
    next();
  } catch (error) {
    next(error);
  }
});

app.all(
  "*",
  createRemixHandler({
    build,
    mode: env.NODE_ENV === "development" ? "development" : "production",
    publicOrigin: env.PUBLIC_ORIGIN,
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "",
    }),
  }),
);

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
    await embeddedProvider?.close();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
