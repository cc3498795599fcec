import { PassThrough } from "node:stream";

import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

import { DocumentSnapshotProvider } from "./components/document-snapshot";
import { StylesheetReaderProvider } from "./components/InlineStylesheet";
import { NonceProvider } from "./components/nonce";
import { DocumentMessagesProvider } from "./i18n/document-messages";
import { handleServerError } from "./services/monitoring.server";
import { builtStylesheetRules } from "./services/stylesheets.server";

// What server.ts starts the portal with: it imports nothing of app/ but this build,
// so the process holds one copy of each server module (decision 0210).
export { getEnv, setProviderApiUrl } from "./services/env.server";
export { startMonitoring } from "./services/instrument.server";
export { installLogMasking } from "./services/log-masking.server";
export { createPortalApp } from "./services/portal-app.server";

const ABORT_DELAY_MS = 5_000;
export const streamTimeout = ABORT_DELAY_MS;

export const handleError: HandleErrorFunction = (error, { request }) => {
  handleServerError(error, request);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // Bots and no-JS clients get the whole document at once; browsers start on the shell.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetReaderProvider read={builtStylesheetRules}>
          {/* What this request's loaders left for the document rather than their data (decision 0271). */}
          <DocumentMessagesProvider value={loadContext.pageDocument?.messages ?? null}>
            <DocumentSnapshotProvider value={loadContext.pageDocument?.snapshot ?? null}>
              <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
            </DocumentSnapshotProvider>
          </DocumentMessagesProvider>
        </StylesheetReaderProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Cache-Control", "no-store");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS + 1_000);
  });
}
