// The bridge from Express to Remix, in place of @remix-run/express's, for two
// reasons (decision 0100): a body is read only within its limit and type, before
// Remix sees it, so no action can be made to buffer hundreds of megabytes or
// parse what is not a form; and the request's URL is built from PUBLIC_ORIGIN,
// so no Host or X-Forwarded-Host header can change an address the portal gives out.
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { decideBody, readLimitedBody, TOO_LARGE_MESSAGE } from "./request-body.server";

export interface RemixHandlerOptions {
  build: ServerBuild;
  mode: "development" | "production";
  publicOrigin: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}

function refusalPage(message: string): string {
  return `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>This could not be sent</title></head>
<body><main><h1>This could not be sent</h1><p>${message}</p>
<p>Nothing was changed. <a href="/">Go to the start</a>, or go back and try again.</p></main></body></html>`;
}

/**
 * Answers a refused request at once. The connection closes after the answer, so
 * the rest of a large body is never read (a browser shows the answer all the same).
 */
function refuse(req: ExpressRequest, res: ExpressResponse, status: number, message: string): void {
  res.status(status).set({ Connection: "close", "Cache-Control": "no-store" }).type("html").send(refusalPage(message));
  res.on("finish", () => req.destroy());
}

function remixHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

export function createRemixHandler(options: RemixHandlerOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> => {
    try {
      // An absolute-form target (`GET http://evil.example/ HTTP/1.1`) is no page of ours.
      if (!req.originalUrl.startsWith("/") || req.originalUrl.startsWith("//")) {
        refuse(req, res, 400, "That address is not a page of this portal.");
        return;
      }
      const decision = decideBody({
        method: req.method,
        pathname: req.path,
        contentType: req.get("content-type"),
        contentLength: req.get("content-length"),
        chunked: req.get("transfer-encoding") !== undefined,
      });
      if (decision.kind === "refuse") {
        refuse(req, res, decision.status, decision.message);
        return;
      }
      let body: Uint8Array<ArrayBuffer> | undefined;
      if (decision.kind === "read") {
        const read = await readLimitedBody(req, decision.limit);
        if (read === null) {
          refuse(req, res, 413, TOO_LARGE_MESSAGE);
          return;
        }
        // A Buffer read from a socket is backed by an ArrayBuffer, never a shared one.
        body = read as Uint8Array<ArrayBuffer>;
      }
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = new Request(`${options.publicOrigin}${req.originalUrl}`, {
        method: req.method,
        headers: remixHeaders(req),
        body,
        signal: controller.signal,
      });
      await sendResponse(res, await handle(request, options.getLoadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
