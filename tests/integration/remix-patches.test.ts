import { createRequire } from "node:module";

import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";

// What each patch to Remix that is kept changes (docs/performance-ledger.md), checked on
// the installed server builds themselves: an upgrade that drops a patch, or a patch
// that no longer applies, fails here rather than only in the bench's CPU figures.
// The router's own patch is checked by route-matching.test.ts.
const require = createRequire(import.meta.url);

interface LoaderArgs {
  request: Request;
}
const data = require("@remix-run/server-runtime/dist/data.js") as {
  callRouteLoader(options: {
    loadContext: unknown;
    loader: (args: LoaderArgs) => unknown;
    params: Record<string, string>;
    request: Request;
    routeId: string;
    singleFetch: boolean;
  }): Promise<unknown>;
};
const entry = require("@remix-run/server-runtime/dist/entry.js") as {
  createEntryRouteModules(manifest: Record<string, { module: unknown }>): Record<string, unknown>;
};
const remixServer = require("@remix-run/react/dist/server.js") as {
  RemixServer(props: { context: unknown; url: string }): ReactElement;
};
const staticRouter = require("react-router-dom/server.js") as {
  createStaticRouter(routes: unknown[], context: unknown): { routes: unknown[] };
};

/** The request a loader was given, for a request to `url`. */
async function requestSeenBy(url: string, singleFetch: boolean): Promise<{ given: Request; seen: Request }> {
  const given = new Request(url);
  let seen: Request | undefined;
  await data.callRouteLoader({
    loadContext: {},
    loader: ({ request }) => {
      seen = request;
      return null;
    },
    params: {},
    request: given,
    routeId: "routes/step",
    singleFetch,
  });
  return { given, seen: seen! };
}

describe("the request passed on, not copied (server-runtime, data.js)", () => {
  it("gives a loader the request itself when its address has nothing to strip", async () => {
    for (const singleFetch of [true, false]) {
      const { given, seen } = await requestSeenBy("http://portal.test/z/abc/step?x=1", singleFetch);
      expect(seen).toBe(given);
    }
  });

  it("still strips what Remix adds: a copy without index, _data or _routes", async () => {
    const { given, seen } = await requestSeenBy("http://portal.test/z/abc/step?index&_routes=root&x=1", true);
    expect(seen).not.toBe(given);
    expect(new URL(seen.url).search).toBe("?x=1");
    expect(new URL((await requestSeenBy("http://portal.test/step?_data=root", false)).seen.url).search).toBe("");
  });
});

/** A build's route table with two routes, as the server build gives it. */
function build() {
  const Root = () => null;
  const Step = () => null;
  const routes = {
    root: { id: "root", path: "", module: { default: Root } },
    "routes/step": { id: "routes/step", parentId: "root", path: "step", module: { default: Step } },
  };
  const manifestRoutes = {
    root: {
      id: "root",
      path: "",
      hasLoader: true,
      hasAction: false,
      hasClientLoader: false,
      hasClientAction: false,
      hasErrorBoundary: false,
      module: "/root.js",
    },
    "routes/step": {
      id: "routes/step",
      parentId: "root",
      path: "step",
      hasLoader: true,
      hasAction: false,
      hasClientLoader: false,
      hasClientAction: false,
      hasErrorBoundary: false,
      module: "/step.js",
    },
  };
  return {
    routes,
    manifest: { routes: manifestRoutes, entry: { module: "/entry.js", imports: [] }, url: "/manifest.js", version: "1" },
    future: { v3_singleFetch: true, v3_relativeSplatPath: true },
  };
}

/** What a document's render hands the static router: a new context each time, as each request makes. */
function renderedRoutes(app: ReturnType<typeof build>): unknown[] {
  const context = {
    manifest: app.manifest,
    routeModules: entry.createEntryRouteModules(app.routes),
    criticalCss: undefined,
    serverHandoffString: "{}",
    future: app.future,
    isSpaMode: false,
    staticHandlerContext: {
      basename: "",
      location: { pathname: "/step", search: "", hash: "", state: null, key: "default" },
      matches: [],
      loaderData: {},
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
      activeDeferreds: null,
    },
  };
  const tree = remixServer.RemixServer({ context, url: "http://portal.test/step" });
  const provider = findElement(tree, (element) => (element.props as { router?: unknown }).router !== undefined);
  return (provider.props as { router: { routes: unknown[] } }).router.routes;
}

function findElement(node: unknown, test: (element: ReactElement) => boolean): ReactElement {
  const visit = (value: unknown): ReactElement | undefined => {
    if (Array.isArray(value)) return value.map(visit).find(Boolean);
    if (typeof value !== "object" || value === null || !("props" in value)) return undefined;
    const element = value as ReactElement<{ children?: unknown }>;
    return test(element) ? element : visit(element.props.children);
  };
  const found = visit(node);
  if (!found) throw new Error("no element with a router in the render");
  return found;
}

describe("a document's render makes nothing its route table already made", () => {
  it("makes the entry's route modules once per build (server-runtime, entry.js)", () => {
    const app = build();
    expect(entry.createEntryRouteModules(app.routes)).toBe(entry.createEntryRouteModules(app.routes));
  });

  it("keeps the static router's data routes per route table (react-router-dom, server.js)", () => {
    const routes = [{ id: "root", path: "/", children: [{ id: "step", path: "step" }] }];
    const context = { matches: [], loaderData: {}, location: { pathname: "/step", search: "", hash: "" } };
    expect(staticRouter.createStaticRouter(routes, context).routes).toBe(staticRouter.createStaticRouter(routes, context).routes);
  });

  it("hands every render of one build the same routes, so the router ranks them once (all three together)", () => {
    const app = build();
    const first = renderedRoutes(app);
    expect(first).toHaveLength(1);
    expect(renderedRoutes(app)).toBe(first);
    // Another build's table is its own.
    expect(renderedRoutes(build())).not.toBe(first);
  });
});
