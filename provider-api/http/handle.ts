import type { NextFunction, Request, RequestHandler, Response, Router } from "express";

import { apiError } from "./errors.js";

type AsyncHandler = (req: Request, res: Response) => Promise<void> | void;

/** Express 4 does not catch rejected promises: route them to the error middleware. */
export function handle(fn: AsyncHandler): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .catch(next);
  };
}

/** Like `handle`, for middleware that passes on to the next handler when it is done. */
export function middleware(fn: AsyncHandler): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .then(() => next(), next);
  };
}

type Method = "get" | "post" | "patch" | "put" | "delete";
type Stack = Array<RequestHandler>;

/**
 * Registers the methods one path answers; every other method gets 405 with an
 * Allow header instead of falling through to 404.
 */
export function resource(router: Router, path: string, methods: Partial<Record<Method, Stack>>): void {
  const route = router.route(path);
  const allowed = Object.keys(methods).map((m) => m.toUpperCase());
  if (allowed.includes("GET")) allowed.push("HEAD");
  for (const [method, stack] of Object.entries(methods) as Array<[Method, Stack]>) {
    route[method](...stack);
  }
  route.all((req: Request, _res: Response, next: NextFunction) => {
    next(
      apiError(405, "Method not allowed", `${req.method} is not allowed here; use ${allowed.join(", ")}.`, {
        headers: { Allow: allowed.join(", ") },
      }),
    );
  });
}
