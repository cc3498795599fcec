// The access log and the request metrics (decisions 0310, 0313): one JSON line per
// request, written when its response closes, so a request the client gave up on, or
// one the shutdown cut, has its line too; and the counters and the histogram by route.
// The portal's own middleware on its pino logger rather than pino-http: why in 0310.
import type { ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";

import { requestLogUrl } from "~/domain/log-secrets";
import { accessLevel, requestOutcome } from "~/domain/request-outcome";
import { log } from "./log.server";
import { countRequest, httpInFlight } from "./metrics.server";
import { routeIdResolver } from "./route-id.server";

/** The path of an Express request as it came (never `req.path`, which a mounted app shortens). */
function pathnameOf(originalUrl: string): string {
  const end = originalUrl.indexOf("?");
  return end === -1 ? originalUrl : originalUrl.slice(0, end);
}

/**
 * The middleware. What answers before Remix may name its route in `res.locals.route`
 * (the build's assets, public/'s files); every other request is named by the Remix
 * route its path matches.
 */
export function requestLog(build: ServerBuild) {
  const routeOf = routeIdResolver(build.routes);
  const logger = log();
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    // Bytes are counted on the connection: the answer's headers and its body as sent (compressed).
    const socket = req.socket;
    const writtenBefore = socket.bytesWritten;
    httpInFlight.inc();
    // 'close' follows 'finish' on every answer sent, and comes alone when the connection
    // closed first: one listener, one line.
    res.once("close", () => {
      httpInFlight.dec();
      const ms = performance.now() - started;
      const outcome = requestOutcome({ finished: res.writableFinished, cut: res.locals.cutAtShutdown === true });
      const route = (res.locals.route as string | undefined) ?? routeOf(pathnameOf(req.originalUrl));
      const status = outcome === "completed" || res.headersSent ? res.statusCode : null;
      countRequest(route, req.method, status === null ? outcome : String(status), ms / 1000);
      logger[accessLevel(outcome, res.statusCode)](
        {
          reqId: res.locals.requestId as string | undefined,
          method: req.method,
          route,
          path: requestLogUrl(req.originalUrl),
          status,
          ms: Math.round(ms * 10) / 10,
          bytes: socket.bytesWritten - writtenBefore,
          client: req.ip,
          outcome,
        },
        "request",
      );
    });
    next();
  };
}
