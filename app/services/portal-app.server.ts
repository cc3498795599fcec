// The portal's Express app: what every request goes through before and around
// Remix. It is part of the Remix build, reached through entry.server.tsx, so the
// process holds one copy of every server module (decision 0210): the environment
// server.ts starts with is the one the loaders read.
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";

import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Express } from "express";
import expressStaticGzip from "express-static-gzip";

import { CallRefused } from "~/domain/provider-call";
import type { PortalSession } from "~/types/portal-session";
import { timeLimit } from "./abort-signals.server";
import { CROSS_SITE_PAGE, isCrossSiteWrite } from "./cross-site.server";
import { getEnv } from "./env.server";
import { healthRoutes, type ReadinessMonitor } from "./health.server";
import { startIdleCollector } from "./idle-collector.server";
import { createRemixHandler } from "./remix-handler.server";
import { assignRequestId } from "./request-id.server";
import { requestLog } from "./request-log.server";
import { pageDocumentFor } from "./request-state.server";
import { securityHeaders } from "./security-headers.server";
import { ensureVisitorSession } from "./session.server";
import { createWorkQueue } from "./work-queue.server";

/** Where Remix's browser router asks for the routes of the links on a page (lazy route discovery, decision 0260). */
const ROUTE_MANIFEST_PATH = "/__manifest";

interface PortalAppOptions {
  /** The Remix build this module is part of, as server.ts imported it. */
  build: ServerBuild;
  /** The folder of the static files (public/: favicon.ico). */
  publicDir: string;
  /** The folder of the build's scripts and stylesheets (build/client), served at /build/. */
  assetsDir: string;
  /** What /readyz answers from (health.server.ts); the shutdown drains it. */
  readiness: Pick<ReadinessMonitor, "readiness">;
}

/**
 * `favicon.ico` of `/favicon.ico`, `build` of `/build/x.js`: the name a path asks for in
 * public/, as written (public/'s names need no escaping; an escaped path is a page's).
 */
function firstSegment(pathname: string): string {
  const end = pathname.indexOf("/", 1);
  return end === -1 ? pathname.slice(1) : pathname.slice(1, end);
}

/**
 * One deadline for all of a request's provider calls, or the payer's leaving, whichever
 * comes first (decision 0361); let go when the response is over.
 */
function requestDeadline(res: express.Response, aborted: AbortSignal, ms: number): AbortSignal {
  const limit = timeLimit(ms, aborted);
  res.once("close", limit.release);
  return limit.signal;
}

export function createPortalApp({ build, publicDir, assetsDir, readiness }: PortalAppOptions): Express {
  const env = getEnv();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  // First of all: a probe every few seconds must not count as a request to the idle
  // collector (it would never see a quiet spell), nor fill the access log (decision 0321).
  app.use(healthRoutes(readiness));
  // Then every request's id and its one access line (decision 0310).
  app.use(assignRequestId);
  app.use(requestLog(build));

  app.use(compression());

  // After a busy spell the portal collects its garbage once nobody is waiting (decision 0281).
  const noteRequest = startIdleCollector();
  app.use((_req, _res, next) => {
    noteRequest();
    next();
  });

  app.use((_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.set(securityHeaders(nonce, env));
    next();
  });

  app.use((req, res, next) => {
    const crossSite = isCrossSiteWrite({
      method: req.method,
      publicOrigin: env.PUBLIC_ORIGIN,
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

  // The build's scripts and styles as compressed once at build time (scripts/precompress.ts):
  // brotli where the browser takes it, else gzip; the compression middleware leaves them be.
  app.use(
    "/build",
    (_req, res, next) => {
      res.locals.route = "assets";
      next();
    },
    expressStaticGzip(assetsDir, {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    }),
  );
  // The other static files (favicon.ico) are looked for only under the names public/ holds,
  // read once at start: every other path is a page, and asking the disk for it first
  // cost a stat and serve-static's machinery on every request (decision 0280).
  const publicNames = new Set(readdirSync(publicDir).filter((name) => name !== "build"));
  const publicFiles = express.static(publicDir, { maxAge: "1h", index: false });
  app.use((req, res, next) => {
    if (!publicNames.has(firstSegment(req.path))) return next();
    res.locals.route = "public";
    publicFiles(req, res, next);
  });

  // Every visitor has a sealed session with an anti-forgery token before a loader
  // runs, so all loaders of the first request agree on it (decision 0100). Not on Remix's
  // route manifest: it runs no loader and is answered public and immutable, which a
  // shared cache may keep and hand to everyone, so it must carry no visitor's cookie.
  app.use(async (req, res, next) => {
    if (req.path === ROUTE_MANIFEST_PATH) return next();
    try {
      const visitor = await ensureVisitorSession(req.headers.cookie ?? null);
      // Opened here once: the loaders and actions of this request read it from its state (request-state.server.ts, decision 0200).
      res.locals.portalSession = visitor.session;
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
      publicOrigin: env.PUBLIC_ORIGIN,
      // The bound on the portal's work: pages and posts only, after the probes and the static files (decision 0365).
      queue: createWorkQueue({ concurrency: env.PORTAL_MAX_CONCURRENT_REQUESTS, waitMs: env.PORTAL_QUEUE_WAIT_MS }),
      // The request's state: each field, who writes and who reads it, is in request-state.server.ts (decision 0393).
      getLoadContext: (req, res, aborted, shed) => ({
        cspNonce: res.locals.cspNonce as string,
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "",
        requestId: res.locals.requestId as string,
        // One deadline for all the request's provider calls, and the payer's leaving (decision 0361).
        // Shed, every provider call is refused at once (decision 0366).
        providerSignal: shed
          ? AbortSignal.abort(new CallRefused("shed"))
          : requestDeadline(res, aborted, env.PROVIDER_DEADLINE_MS),
        portalSession: res.locals.portalSession as PortalSession | undefined,
        pageDocument: pageDocumentFor(req.path),
      }),
    }),
  );
  return app;
}
