import { data } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";

import { log as logger } from "./log.server";
import { handleServerError } from "./monitoring.server";

const request = () => new Request("http://portal.test/z/00000000-0000-4000-8000-000000000001/contact-us", { method: "POST" });

describe("handleServerError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a fault with the link token masked", () => {
    const log = vi.spyOn(logger(), "error").mockImplementation(() => {});
    handleServerError(new Error("boom"), request());
    expect(log).toHaveBeenCalledOnce();
    const line = JSON.stringify(log.mock.calls[0]);
    expect(line).toContain("boom");
    expect(line).not.toContain("00000000-0000-4000-8000-000000000001");
  });

  it("stays quiet about a client error a route answered on purpose", () => {
    const log = vi.spyOn(logger(), "error").mockImplementation(() => {});
    handleServerError(data("Refused", { status: 403 }), request());
    handleServerError(new Response("Not found", { status: 404 }), request());
    // What a resource route's thrown `data(…, {status: 403})` becomes by the time it reaches handleError.
    handleServerError({ status: 403, statusText: "Forbidden", data: "Refused", internal: false }, request());
    expect(log).not.toHaveBeenCalled();
  });

  it("still logs a thrown server error response", () => {
    const log = vi.spyOn(logger(), "error").mockImplementation(() => {});
    handleServerError(data("Provider down", { status: 503 }), request());
    expect(log).toHaveBeenCalledOnce();
    expect(JSON.stringify(log.mock.calls[0])).toContain("answered 503");
  });
});
