// Every request's id (decision 0310): the one the load balancer sent when it is sane,
// else a new one. The access line, every provider call (X-Request-Id to the provider,
// whose own line repeats it) and the answer's X-Request-Id header carry it, so a
// payer's report, our log and the provider's meet on one value.
import { randomBytes } from "node:crypto";

import type { NextFunction, Request, Response } from "express";

import { requestIdFrom } from "~/domain/request-id";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** 32 hex digits: as unique as a uuid, and not one, which every log would mask (decision 0242). */
export function newRequestId(): string {
  return randomBytes(16).toString("hex");
}

export function assignRequestId(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.headers["x-request-id"];
  const requestId = (typeof incoming === "string" && requestIdFrom(incoming)) || newRequestId();
  res.locals.requestId = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  next();
}
