// The Remix route a request's path matches, for its access line and its metrics: a
// name from the build's few (`routes/z.$uuid.pay-later.application.$step`), never the
// path with its link uuid, a bearer token (decision 0310).
import type { ServerBuild } from "@remix-run/node";
// Remix's own matcher: the server's router, whose ranked branches are kept per route
// table (decision 0280), so a match against the table made here once costs little.
import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";

/** What a path that matches no route is named (Remix answers it with its 404 page). */
export const UNMATCHED_ROUTE = "unmatched";

type BuildRoutes = ServerBuild["routes"];

/** The build's flat route list as the nested table the router matches against, as Remix builds it. */
function routeTable(routes: BuildRoutes): AgnosticRouteObject[] {
  const all = Object.values(routes);
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

/**
 * `(pathname) => route id`, for one build. A single-fetch data request
 * (`/z/…/card.data`, `/_root.data`) is named by the page it is for, as Remix matches it.
 */
export function routeIdResolver(routes: BuildRoutes): (pathname: string) => string {
  const table = routeTable(routes);
  return (pathname) => {
    let path = pathname;
    if (path.endsWith(".data")) path = path === "/_root.data" ? "/" : path.slice(0, -".data".length);
    let matches: ReturnType<typeof matchRoutes>;
    try {
      matches = matchRoutes(table, path);
    } catch {
      // A path the router cannot decode (a stray `%`): Remix answers it, unmatched.
      return UNMATCHED_ROUTE;
    }
    return matches?.[matches.length - 1].route.id ?? UNMATCHED_ROUTE;
  };
}
