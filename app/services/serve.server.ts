// The portal's HTTP server: listening as configured, and stopping as
// shutdown.server.ts says on SIGTERM and SIGINT (docs/operations.md).
import { createServer, type RequestListener, type Server } from "node:http";

import { getEnv } from "./env.server";
import type { ReadinessMonitor } from "./health.server";
import { log } from "./log.server";
import { gracefulShutdown } from "./shutdown.server";

export interface ServeOptions {
  app: RequestListener;
  readiness: ReadinessMonitor;
  /** What else the process closes once the server has (the embedded provider). */
  onClosed?: () => Promise<void>;
}

/**
 * Listens on PORT (and HOST when set) and resolves with the listening server. A port
 * already taken is one line and exit code 1, not a stack.
 */
export async function servePortal({ app, readiness, onClosed }: ServeOptions): Promise<Server> {
  const env = getEnv();
  const server = createServer(app);
  // Longer than the balancer's own idle time-out (nginx's upstream keepalive_timeout,
  // an ALB's 60 s): the balancer must always be the one to close an idle connection,
  // or it may send a request on one the portal is closing, and answer a 502.
  server.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = env.HEADERS_TIMEOUT_MS;

  await new Promise<void>((resolve) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      const where = `${env.HOST ?? "every interface"} port ${env.PORT}`;
      const message =
        error.code === "EADDRINUSE"
          ? `cannot listen on ${where}: the port is already in use`
          : `cannot listen on ${where}: ${error.message}`;
      log().fatal({ code: error.code }, message);
      log().flush(() => process.exit(1));
    });
    server.listen({ port: env.PORT, host: env.HOST }, resolve);
  });

  const shutdown = gracefulShutdown({
    server,
    startDraining: () => readiness.startDraining(),
    drainMs: env.SHUTDOWN_DRAIN_MS,
    graceMs: env.SHUTDOWN_GRACE_MS,
    log: log(),
    onClosed: async () => {
      readiness.stop();
      await onClosed?.();
    },
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void shutdown(signal));
  return server;
}
