import { Writable } from "node:stream";

import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";

import { DocumentSnapshotProvider } from "./components/document-snapshot";
import { StylesheetReaderProvider } from "./components/InlineStylesheet";
import { NonceProvider } from "./components/nonce";
import { DocumentMessagesProvider } from "./i18n/document-messages";
import { encodeDocument } from "./services/document-encoding.server";
import { log } from "./services/log.server";
import { handleServerError } from "./services/monitoring.server";
import { isProviderUnavailable } from "./services/provider-outage.server";
import { pageDocumentOf } from "./services/request-state.server";
import { builtStylesheetRules } from "./services/stylesheets.server";

// What server.ts starts the portal with: it imports nothing of app/ but this build,
// so the process holds one copy of each server module (decision 0210).
export { getEnv, setProviderApiUrl } from "./services/env.server";
export { startPortalReadiness } from "./services/health.server";
export { startMonitoring } from "./services/instrument.server";
export { log } from "./services/log.server";
export { installLogMasking } from "./services/log-masking.server";
export { startMetricsServer } from "./services/metrics.server";
export { createPortalApp } from "./services/portal-app.server";
export { closeProviderPool } from "./services/provider-pool.server";
export { servePortal } from "./services/serve.server";

const ABORT_DELAY_MS = 5_000;
export const streamTimeout = ABORT_DELAY_MS;

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // The outage page was logged and reported where it was decided (provider-outage.server.ts).
  if (isProviderUnavailable(error)) return;
  handleServerError(error, request, context.requestId);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // The whole document, rendered into one buffer and sent in one write (decision 0285). No
  // loader defers anything, so the shell is the page: streaming it gained a browser
  // nothing and cost the server a stream per hop (React's, a PassThrough, a web
  // stream, the compressor's flushes) and a write per chunk.
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed = false;
    let shellRendered = false;
    const document = new Writable({
      // No 'close' after the end: React's pipe listens for one to abort a render still
      // writing, and on a finished render that abort ended the stream a second time,
      // making (and dropping) an error with its stack on every page.
      emitClose: false,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(giveUp);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set("Cache-Control", "no-store");
        // Compressed here in one call, not by the middleware's stream (decision 0287).
        const { body, encoding } = encodeDocument(Buffer.concat(chunks), request.headers.get("Accept-Encoding"));
        responseHeaders.append("Vary", "Accept-Encoding");
        if (encoding) responseHeaders.set("Content-Encoding", encoding);
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetReaderProvider read={builtStylesheetRules}>
          {/* What this request's loaders left for the document rather than their data (decision 0271). */}
          <DocumentMessagesProvider value={pageDocumentOf(loadContext)?.messages ?? null}>
            <DocumentSnapshotProvider value={pageDocumentOf(loadContext)?.snapshot ?? null}>
              <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
            </DocumentSnapshotProvider>
          </DocumentMessagesProvider>
        </StylesheetReaderProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          if (!failed) pipe(document);
        },
        onShellError(error: unknown) {
          failed = true;
          clearTimeout(giveUp);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error in the shell reaches Remix's handleError through onShellError.
          if (shellRendered) log().error({ reqId: loadContext.requestId, err: error }, "the page's render failed");
        },
      },
    );
    // A render still waiting after this long is given up: what it has is sent, with a 500.
    const giveUp = setTimeout(abort, ABORT_DELAY_MS + 1_000);
  });
}
