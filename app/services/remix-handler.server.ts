// The bridge from Express to Remix, in place of @remix-run/express's, for two
// reasons (decision 0100): a body is read only within its limit and type, before
// Remix sees it, so no action can be made to buffer hundreds of megabytes or
// parse what is not a form; and the request's URL is built from PUBLIC_ORIGIN,
// so no Host or X-Forwarded-Host header can change an address the portal gives out.
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
// The package object, not a named import: Sentry replaces its createRequestHandler when it
// starts (after this module is loaded), and the handler takes the function as it is made.
import remixNode from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";

import { decideBody, readLimitedBody, TOO_LARGE_MESSAGE } from "./request-body.server";
import { lastOfEachCookie } from "./set-cookie.server";
import { writeStreamCoalesced } from "./stream-response.server";
import { SHED_RETRY_AFTER_SECONDS, type WorkQueue } from "./work-queue.server";

export interface RemixHandlerOptions {
  build: ServerBuild;
  publicOrigin: string;
  /**
   * `aborted`: the request's own signal, aborted when its client goes away before the answer;
   * `shed`: no place came free in `queue` in time, the answer is made without the provider (decision 0366).
   */
  getLoadContext: (req: ExpressRequest, res: ExpressResponse, aborted: AbortSignal, shed: boolean) => AppLoadContext;
  /** The bound on the portal's work that every request Remix answers runs in (decision 0365); none in tests of the bridge alone. */
  queue?: WorkQueue;
}

function refusalPage(message: string): string {
  return `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>This could not be sent</title></head>
<body><main><h1>This could not be sent</h1><p>${message}</p>
<p>Nothing was changed. <a href="/">Go to the start</a>, or go back and try again.</p></main></body></html>`;
}

/**
 * What a refused body may still send, discarded, while its sender reads the answer:
 * a second of it, 64 MB at most. A sender busy writing reads the answer only between
 * writes; on a loaded machine 4 MB went by on loopback before it had, and the reset
 * that followed threw the unread answer away (the hardening specs saw ECONNRESET).
 */
const LINGER_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 1000;

/**
 * Answers a refused request at once, before its body is read. Closing the socket
 * with the body still arriving would reset the connection and lose the answer on
 * the client's side, so the rest is discarded (Node does that after the answer)
 * for at most LINGER_BYTES or LINGER_MS, and then the socket is closed.
 */
function refuse(req: ExpressRequest, res: ExpressResponse, status: number, message: string): void {
  res.status(status).set({ "Cache-Control": "no-store" }).type("html").send(refusalPage(message));
  res.on("finish", () => {
    if (req.complete) return;
    const socket = req.socket;
    const startedAt = socket.bytesRead;
    const started = Date.now();
    const watch = setInterval(() => {
      if (req.complete || socket.destroyed) clearInterval(watch);
      else if (socket.bytesRead - startedAt > LINGER_BYTES || Date.now() - started > LINGER_MS) {
        clearInterval(watch);
        socket.destroy();
      }
    }, 20);
    watch.unref();
  });
}

/** How much of a body the action's parser is given in one turn of the event loop. */
const SLICE_BYTES = 64 * 1024;

/**
 * A body read whole, given on a slice at a time, each after a turn of the event
 * loop. As one chunk, an 11 MB upload was searched for its multipart boundaries in
 * one go: half a second in which the portal answered nobody else (the /healthz
 * times of documents-hardening.spec.ts). A form's body is one slice, given as it is.
 */
function inSlices(body: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> {
  if (body.length <= SLICE_BYTES) return body;
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= body.length) return controller.close();
      await new Promise((resolve) => setImmediate(resolve));
      controller.enqueue(body.subarray(offset, (offset += SLICE_BYTES)));
    },
  });
}

/** The headers a proxy may set to say which host was asked for: the portal's own is PUBLIC_ORIGIN's. */
const FORWARDED_HOST_HEADERS = new Set(["host", "x-forwarded-host", "forwarded"]);

/**
 * The request's headers as Remix sees them, with Host set to PUBLIC_ORIGIN's. Remix's
 * own action check (throwIfPotentialCSRFAttack) compares Origin with X-Forwarded-Host
 * or Host; behind a proxy that rewrites Host (nginx's default) every form posted
 * without JavaScript became a blank 500. The portal is where PUBLIC_ORIGIN says, so
 * that check now compares Origin with it, as cross-site.server.ts does (decision 0323).
 */
export function remixHeaders(rawHeaders: ExpressRequest["headers"], publicOrigin: string): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(rawHeaders)) {
    if (value === undefined || FORWARDED_HOST_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  headers.set("host", new URL(publicOrigin).host);
  return headers;
}

/** The Set-Cookie lines already on `res` (set by the middleware before Remix). */
function setCookiesOf(res: ExpressResponse): string[] {
  const set = res.getHeader("Set-Cookie");
  if (set === undefined) return [];
  return Array.isArray(set) ? set : [String(set)];
}

async function sendResponse(res: ExpressResponse, response: Response, shed: boolean): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // A shed request's outage answer says when to try again; the form kept says it in words too.
  if (shed && response.status === 503) res.set("Retry-After", String(SHED_RETRY_AFTER_SECONDS));
  for (const [name, value] of response.headers.entries()) {
    if (name !== "set-cookie") res.append(name, value);
  }
  // The middleware's Set-Cookie (a new visitor's session) and the loaders': one per cookie.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", lastOfEachCookie([...setCookiesOf(res), ...cookies]));
  if (response.body) await writeStreamCoalesced(response.body, res);
  else res.end();
}

export function createRemixHandler(options: RemixHandlerOptions) {
  // Always production: in development mode Remix puts an error's stack, with the
  // server's file paths, in the page. No page shows one, whatever NODE_ENV says (decision 0324).
  const handle = remixNode.createRequestHandler(options.build, "production");
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
        headers: remixHeaders(req.headers, options.publicOrigin),
        body: body && inSlices(body),
        // Required of a streamed body; a whole one ignores it.
        duplex: "half",
        signal: controller.signal,
      } as RequestInit);
      const answer = async (shed: boolean) =>
        sendResponse(res, await handle(request, options.getLoadContext(req, res, controller.signal, shed)), shed);
      if (!options.queue) return await answer(false);
      const admission = await options.queue.run(() => answer(false), {
        requestId: String(res.locals.requestId ?? ""),
        method: req.method,
        gone: controller.signal,
      });
      // Shed: answered at once, outside the queue, by the same loaders and actions with every provider call refused.
      if (admission === "shed") await answer(true);
    } catch (error) {
      next(error);
    }
  };
}
