// Remix's own action check, not part of its public API: the test holds the portal to what it does.
import { throwIfPotentialCSRFAttack } from "@remix-run/server-runtime/dist/actions.js";
import { describe, expect, it } from "vitest";

import { remixHeaders } from "./remix-handler.server";

const check = throwIfPotentialCSRFAttack as (headers: Headers) => void;
const PUBLIC_ORIGIN = "https://pay.example.com.au";

describe("the request Remix sees", () => {
  it("names PUBLIC_ORIGIN's host, whatever Host or X-Forwarded-Host the proxy sent", () => {
    const headers = remixHeaders(
      {
        host: "portal-upstream:3000",
        "x-forwarded-host": "elsewhere.example",
        forwarded: "host=elsewhere.example",
        cookie: "a=1",
      },
      PUBLIC_ORIGIN,
    );
    expect(headers.get("host")).toBe("pay.example.com.au");
    expect(headers.get("x-forwarded-host")).toBeNull();
    expect(headers.get("forwarded")).toBeNull();
    expect(headers.get("cookie")).toBe("a=1");
  });

  it("passes Remix's action check for a form posted from PUBLIC_ORIGIN behind a proxy that rewrote Host", () => {
    const headers = remixHeaders({ host: "portal-upstream:3000", origin: PUBLIC_ORIGIN }, PUBLIC_ORIGIN);
    expect(() => check(headers)).not.toThrow();
  });

  it("still fails Remix's action check for a post from another origin", () => {
    const headers = remixHeaders({ host: "pay.example.com.au", origin: "https://evil.example" }, PUBLIC_ORIGIN);
    expect(() => check(headers)).toThrow(/does not match/);
  });

  it("keeps a header sent more than once", () => {
    const headers = remixHeaders({ "set-cookie": ["a=1", "b=2"] } as never, PUBLIC_ORIGIN);
    expect(headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });
});
