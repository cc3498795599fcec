// One JSON line per request the provider answers (decision 0314): method, path (its
// secrets masked, decision 0242), status, time taken, and the portal's request id
// (X-Request-Id), so a payer's request is found in both logs by one value. pino makes
// the line; the configured log writes it, masking it as it masks every other line.
import type { NextFunction, Request, Response } from "express";
import pino from "pino";

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The path a line may name: its query dropped, whatever it holds (a search, a token). */
function pathOf(originalUrl: string): string {
  const end = originalUrl.indexOf("?");
  return end === -1 ? originalUrl : originalUrl.slice(0, end);
}

export function requestLog(write: (line: string) => void) {
  const logger = pino(
    {
      base: { service: "provider" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    { write: (line: string) => write(line.trimEnd()) },
  );
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    res.once("close", () => {
      const incoming = req.get("x-request-id");
      const status = res.statusCode;
      logger[status >= 500 || !res.writableFinished ? "warn" : "info"](
        {
          reqId: incoming !== undefined && SANE_REQUEST_ID.test(incoming) ? incoming : null,
          method: req.method,
          path: pathOf(req.originalUrl),
          status: res.headersSent ? status : null,
          ms: Math.round((performance.now() - started) * 10) / 10,
          outcome: res.writableFinished ? "completed" : "abandoned",
        },
        "request",
      );
    });
    next();
  };
}
