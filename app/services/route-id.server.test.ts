import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { routeIdResolver, UNMATCHED_ROUTE } from "./route-id.server";

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  caseSensitive: undefined,
  module: {},
});

// The shape of the portal's own table: a root, a pathless layout, a link's pages under /z/:uuid.
const routes = Object.fromEntries(
  [
    route("root", undefined, ""),
    route("routes/_index", "root", undefined, true),
    route("routes/z.$uuid", "root", "z/:uuid"),
    route("routes/z.$uuid._index", "routes/z.$uuid", undefined, true),
    route("routes/z.$uuid.card", "routes/z.$uuid", "card"),
    route("routes/z.$uuid.pay-later.application.$step", "routes/z.$uuid", "pay-later/application/:step"),
    route("routes/_default", "root", undefined),
    route("routes/_default.staff.sign-in", "routes/_default", "staff/sign-in"),
  ].map((r) => [r.id, r]),
) as unknown as ServerBuild["routes"];

describe("routeIdResolver", () => {
  const routeOf = routeIdResolver(routes);
  const uuid = "3f1c2a9e-7b4d-4e0a-9c1f-0d2b3a4c5e6f";

  it("names a page by the route it matches, never by its uuid", () => {
    expect(routeOf(`/z/${uuid}/pay-later/application/citizenship`)).toBe("routes/z.$uuid.pay-later.application.$step");
    expect(routeOf(`/z/${uuid}`)).toBe("routes/z.$uuid._index");
    expect(routeOf(`/z/${uuid}/card/`)).toBe("routes/z.$uuid.card");
    expect(routeOf("/staff/sign-in")).toBe("routes/_default.staff.sign-in");
    expect(routeOf("/")).toBe("routes/_index");
  });

  it("names a single-fetch data request by its page", () => {
    expect(routeOf(`/z/${uuid}/card.data`)).toBe("routes/z.$uuid.card");
    expect(routeOf("/_root.data")).toBe("routes/_index");
  });

  it("names what matches nothing unmatched", () => {
    expect(routeOf("/no/such/page")).toBe(UNMATCHED_ROUTE);
    expect(routeOf("/z")).toBe(UNMATCHED_ROUTE);
    expect(routeOf("/staff/sign-in/extra")).toBe(UNMATCHED_ROUTE);
  });
});
