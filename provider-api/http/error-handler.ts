import type { NextFunction, Request, Response } from "express";

import { ApiError, apiError } from "./errors.js";
import { sendDocument } from "./jsonapi.js";

/** body-parser reports its failures as errors with a `type`; each maps to a client error. */
function fromBodyParser(error: { type?: unknown; status?: unknown }): ApiError | null {
  switch (error.type) {
    case "entity.too.large":
      return apiError(413, "Payload too large", "The request body is too large.");
    case "entity.parse.failed":
      return apiError(400, "Bad request", "The request body is not valid JSON.");
    case "encoding.unsupported":
    case "charset.unsupported":
      return apiError(415, "Unsupported media type", "Send the body as UTF-8 JSON.", { source: { header: "Content-Type" } });
    case "request.aborted":
    case "request.size.invalid":
    case "stream.encoding.set":
      return apiError(400, "Bad request", "The request body could not be read.");
  }
  return null;
}

export function notFoundRoute(req: Request, _res: Response, next: NextFunction): void {
  next(apiError(404, "Not found", `There is nothing at ${req.method} ${req.path}.`));
}

/** Every failure leaves as a JSON:API errors document; never HTML, never a stack. */
export function errorHandler(log: (line: string) => void) {
  return (error: unknown, _req: Request, res: Response, _next: NextFunction): void => {
    const known =
      error instanceof ApiError
        ? error
        : typeof error === "object" && error !== null
          ? fromBodyParser(error as { type?: unknown })
          : null;
    if (res.headersSent) {
      res.end();
      return;
    }
    if (known) {
      res.set(known.headers);
      sendDocument(res, known.status, { errors: known.items });
      return;
    }
    log(`provider-api: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    sendDocument(res, 500, {
      errors: [{ status: "500", title: "Server error", detail: "Something went wrong on our side; please try again." }],
    });
  };
}
