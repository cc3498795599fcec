import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { resolveConfig } from "@remix-run/dev/dist/config.js";
import type * as Router from "@remix-run/router";
import * as browserBuild from "@remix-run/router/dist/router.js";
import { describe, expect, it } from "vitest";

import { remixOptions } from "../../remix-options";

// The server's router is patched (patches/@remix-run+router+1.23.3.patch, decisions
// 0260 and 0285): ranked branches kept per table, each pattern compiled once, and a
// branch whose whole path cannot match passed over. The browser's ES module build is
// not patched, so it is the reference: on the portal's own route table, both must
// match every path alike, the awkward ones included.
const require = createRequire(import.meta.url);
const serverRouter = require("@remix-run/router") as typeof Router;
const browserRouter = browserBuild as unknown as typeof Router;

async function portalRoutes(): Promise<Router.AgnosticRouteObject[]> {
  const config = await resolveConfig(remixOptions, { rootDirectory: path.resolve(__dirname, "../..") });
  const all = Object.values(config.routes);
  const childrenOf = (parentId: string | undefined): Router.AgnosticRouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

/** Each route's full path with its parameters filled in, and variations a browser or a bot may send. */
function pathsOf(routes: Router.AgnosticRouteObject[]): string[] {
  const full: string[] = [];
  const walk = (nodes: Router.AgnosticRouteObject[], parent: string) => {
    for (const node of nodes) {
      const joined = node.path ? `${parent}/${node.path}` : parent;
      full.push(joined || "/");
      walk(node.children ?? [], joined);
    }
  };
  walk(routes, "");
  const filled = full.map((route) => route.replace(/:[\w-]+\??/g, "00000000-0000-4000-8000-000000000001").replace(/\*$/, "a/b"));
  return [
    ...filled,
    ...filled.map((p) => `${p}/`),
    ...filled.map((p) => p.toUpperCase()),
    ...filled.map((p) => `${p}/extra`),
    ...filled.map((p) => p.replace(/\/([^/]+)$/, "//$1")),
    ...filled.map((p) => `${p}%20x`),
    "/",
    "//",
    "/z",
    "/z/",
    "/z/not-a-uuid/pay-later",
    "/no/such/page",
    "/staff/..",
  ];
}

describe("the server's patched route matching", () => {
  it("is patched: the router Node loads keeps each table's ranked branches and skips what cannot match", () => {
    // The patch is applied by patch-package at install; without it the test below still passes.
    const loaded = readFileSync(require.resolve("@remix-run/router"), "utf8");
    expect(loaded).toContain("function rankedBranchesOf(routes)");
    expect(loaded).toContain("branches[i].wholePath.test(decoded)");
  });

  it("matches every path of the portal as the unpatched router does", async () => {
    const routes = await portalRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const paths = pathsOf(routes);
    expect(paths.length).toBeGreaterThan(300);
    const matched = (router: typeof Router, pathname: string) =>
      router.matchRoutes(routes, pathname)?.map((match) => [match.route.id, match.params, match.pathnameBase]) ?? null;
    for (const pathname of paths) {
      expect(matched(serverRouter, pathname), pathname).toEqual(matched(browserRouter, pathname));
    }
  });
});
