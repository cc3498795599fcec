import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";

import { pointerTo } from "../domain/problems.js";
import { apiError } from "./errors.js";
import { JSON_API } from "./jsonapi.js";

export const JSON_BODY_LIMIT = 1024 * 1024;
/** 10 MB decoded is about 13.4 MB of base64, plus the JSON around it. */
export const MEDIA_BODY_LIMIT = 14 * 1024 * 1024;
const MAX_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export function hasBody(req: Request): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** JSON:API allows no media type parameters but ext/profile; charset=utf-8 is harmless. */
function isJsonApiContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...params] = header.split(";").map((p) => p.trim().toLowerCase());
  if (type !== JSON_API) return false;
  return params.every((p) => p === "" || p === "charset=utf-8");
}

function checkContentType(req: Request, _res: Response, next: NextFunction): void {
  if (hasBody(req) && !isJsonApiContentType(req.headers["content-type"])) {
    next(
      apiError(415, "Unsupported media type", `Send the body as ${JSON_API}.`, {
        source: { header: "Content-Type" },
      }),
    );
    return;
  }
  next();
}

/**
 * Refuses bodies that could hurt later code: prototype keys (a merge could
 * pollute objects), nesting deeper than any real document, and NUL characters.
 */
export function findHostileInput(body: unknown): { status: number; pointer: string; detail: string } | null {
  const stack: Array<{ value: unknown; path: Array<string | number> }> = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) {
        return { status: 422, pointer: pointerTo("", path), detail: "Text must not contain NUL characters." };
      }
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (path.length >= MAX_DEPTH) {
      return { status: 400, pointer: pointerTo("", path), detail: `Nesting deeper than ${MAX_DEPTH} levels.` };
    }
    const entries: Array<[string | number, unknown]> = Array.isArray(value)
      ? value.map((v, i) => [i, v])
      : Object.keys(value).map((k) => [k, (value as Record<string, unknown>)[k]]);
    for (const [key, child] of entries) {
      if (typeof key === "string" && FORBIDDEN_KEYS.has(key)) {
        return { status: 400, pointer: pointerTo("", [...path, key]), detail: `The key "${key}" is not allowed.` };
      }
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

function checkHostile(req: Request, _res: Response, next: NextFunction): void {
  const problem = findHostileInput(req.body);
  if (problem) {
    const title = problem.status === 400 ? "Bad request" : "Invalid value";
    next(apiError(problem.status, title, problem.detail, { source: { pointer: problem.pointer } }));
    return;
  }
  next();
}

/** Content type, size limit, JSON parsing and the hostile-input check, in that order. */
export function jsonBody(limitBytes: number = JSON_BODY_LIMIT): RequestHandler[] {
  return [checkContentType, express.json({ limit: limitBytes, type: () => true, strict: true }), checkHostile];
}
