/**
 * The floor under the portal's server figures (`BENCH_ONLY=floor`, decision 0260): the
 * least a page can cost on the portal's stack. Express, Remix's own Express adapter
 * (single fetch) and React's server render, one root and one index route, the index's
 * loader returning `BENCH_FLOOR_FIELDS` labelled inputs; the document gzipped in one
 * call as the portal sends it. No session, no provider, no translations, no security
 * headers: what is left is the framework's own cost and the cost of each field it
 * renders and hands to the browser. Run as its own process by bench.ts, so its CPU
 * is counted alone.
 */
import { PassThrough } from "node:stream";
import { gzipSync } from "node:zlib";

import { createRequestHandler } from "@remix-run/express";
import type { EntryContext, ServerBuild } from "@remix-run/node";
import { Links, Meta, Outlet, RemixServer, Scripts, useLoaderData } from "@remix-run/react";
import express from "express";
import { renderToPipeableStream } from "react-dom/server";

const FIELDS = Number(process.env.BENCH_FLOOR_FIELDS ?? 0);
/** As much inline style as the portal's documents carry (decision 0285), all of it the same text. */
const STYLESHEET = "body{margin:0}".padEnd(12_400, ".field{margin:1rem 0}");

interface Field {
  name: string;
  label: string;
  value: string;
  hint: string;
}

function Root() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
        <style dangerouslySetInnerHTML={{ __html: STYLESHEET }} />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}

function Page() {
  const { fields } = useLoaderData<{ fields: Field[] }>();
  return (
    <main>
      <h1>A page of {fields.length} fields</h1>
      <form method="post">
        {fields.map((field) => (
          <div key={field.name} className="field">
            <label htmlFor={field.name}>{field.label}</label>
            <input id={field.name} name={field.name} defaultValue={field.value} aria-describedby={`${field.name}-hint`} />
            <p id={`${field.name}-hint`}>{field.hint}</p>
          </div>
        ))}
        <button>Continue</button>
      </form>
    </main>
  );
}

function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<RemixServer context={context} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const document = new PassThrough();
        document.on("data", (chunk: Buffer) => chunks.push(chunk));
        document.on("end", () => {
          headers.set("Content-Type", "text/html; charset=utf-8");
          headers.set("Content-Encoding", "gzip");
          resolve(new Response(gzipSync(Buffer.concat(chunks)), { status, headers }));
        });
        pipe(document);
      },
      onShellError: reject,
    });
  });
}

const routeAssets = { imports: [], hasLoader: true, hasAction: false, hasClientLoader: false, hasClientAction: false };
const build = {
  mode: "production",
  entry: { module: { default: handleRequest } },
  routes: {
    root: { id: "root", path: "", module: { default: Root, loader: () => ({ locale: "en" }) } },
    page: {
      id: "page",
      parentId: "root",
      index: true,
      module: {
        default: Page,
        loader: () => ({
          fields: Array.from({ length: FIELDS }, (_, i) => ({
            name: `field-${i}`,
            label: `Field ${i}`,
            value: `The answer given to field ${i}`,
            hint: `What field ${i} asks for, and why`,
          })),
        }),
      },
    },
  },
  assets: {
    version: "floor",
    url: "/assets/manifest.js",
    entry: { module: "/assets/entry.client.js", imports: [] },
    routes: {
      root: { id: "root", path: "", module: "/assets/root.js", hasErrorBoundary: false, ...routeAssets },
      page: { id: "page", parentId: "root", index: true, module: "/assets/page.js", hasErrorBoundary: false, ...routeAssets },
    },
  },
  publicPath: "/assets/",
  assetsBuildDirectory: "build/floor",
  future: { v3_singleFetch: true },
  isSpaMode: false,
} as unknown as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.get("/healthz", (_req, res) => {
  res.send("ok");
});
app.all("*", createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT));
