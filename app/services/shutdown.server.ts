// How the portal stops without losing a payer's request (docs/operations.md,
// decision 0322). A balancer keeps sending to an instance until its readiness
// probe has failed often enough, and nginx OSS has no probe at all: it learns only
// from a refused connection. So after SIGTERM the instance first drains, failing
// /readyz while it still serves everything it is sent; only then does it stop
// listening, so a new connection is refused (a proxy retries that elsewhere, even a
// POST: nothing was sent). Requests in flight then get SHUTDOWN_GRACE_MS to finish;
// any still running are cut, each marked for the access log, and counted in one line.
import type { IncomingMessage, Server, ServerResponse } from "node:http";

import type { Logger } from "./log.server";

export interface ShutdownOptions {
  server: Server;
  /** Fails readiness (health.server.ts). */
  startDraining: () => void;
  drainMs: number;
  graceMs: number;
  log: Logger;
  /** After the server has closed: what else the process must close (the embedded provider). */
  onClosed?: () => Promise<void>;
  exit?: (code: number) => void;
}

type Response = ServerResponse & { locals?: Record<string, unknown> };

/**
 * Watches `options.server`'s requests from now on; answers the function that shuts it
 * down (call it on SIGTERM and SIGINT; a second call does nothing more).
 */
export function gracefulShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { server, log } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const inFlight = new Set<Response>();
  let stopping = false;
  let closed = false;

  // Before the app's own listener, so that even an answer the app sends at once carries it.
  server.prependListener("request", (_req: IncomingMessage, res: Response) => {
    inFlight.add(res);
    // Every answer from the signal on closes its connection, so no balancer keeps an
    // idle connection to an instance that is going: by the time it stops listening,
    // its kept-alive connections are gone and the next attempt is a refused connect.
    if (stopping) res.setHeader("Connection", "close");
    res.on("close", () => {
      inFlight.delete(res);
      // A connection kept alive that just went idle is closed now, not at its time-out.
      if (closed) server.closeIdleConnections();
    });
  });

  let done: Promise<void> | undefined;
  return (signal: string) => {
    done ??= run(signal);
    return done;
  };

  async function run(signal: string): Promise<void> {
    stopping = true;
    options.startDraining();
    for (const res of inFlight) {
      if (!res.headersSent) {
        res.setHeader("Connection", "close");
        continue;
      }
      // Its head went before the signal, saying keep-alive: its connection is closed the moment
      // it ends, so the balancer never sends it a form post just as the drain's end closes it (a 502).
      const socket = res.socket;
      res.once("finish", () => socket?.end());
    }
    log.info({ signal, drainMs: options.drainMs, graceMs: options.graceMs }, `shutdown: ${signal}, draining`);
    await sleep(options.drainMs);

    closed = true;
    const allClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    log.info({ inFlight: inFlight.size }, "shutdown: no longer accepting connections");
    const graceOver = sleep(options.graceMs).then(() => "grace over" as const);
    if ((await Promise.race([allClosed, graceOver])) === "grace over") {
      const cut = [...inFlight];
      for (const res of cut) {
        res.locals ??= {};
        res.locals.cutAtShutdown = true;
        res.destroy();
      }
      server.closeAllConnections();
      log.warn({ cut: cut.length }, `shutdown: cut ${cut.length} requests`);
      await allClosed;
    }
    try {
      await options.onClosed?.();
    } catch (error) {
      log.error({ err: error }, "shutdown: closing failed");
    }
    log.info("shutdown: done");
    // The log is written asynchronously: its last lines go out before the process does.
    await new Promise<void>((resolve) => log.flush(() => resolve()));
    exit(0);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
