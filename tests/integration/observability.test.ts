import { once } from "node:events";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Portal, startPortal as startPortalWith } from "./support/portal-process";
import { parsePrometheusText, type Sample } from "./support/prometheus-text";

// The built portal as production runs it (decisions 0310-0314), in processes of its
// own on free ports: one with its embedded provider, one whose provider is this test's
// own server, slow or failing at will. Every line they write is kept and read back.
// Build first: `npm run build`.
const root = fileURLToPath(new URL("../..", import.meta.url));
const SECRET = "observability-test-secret-0123456789abcdef";
const startPortal = (env: Record<string, string>) =>
  startPortalWith({ SESSION_SECRET: SECRET, RELEASE: "test-release-7", ...env });
const DEMO_LINK = "/z/00000000-0000-4000-8000-000000000001";

async function metricsOf(portal: Portal): Promise<Sample[]> {
  const response = await fetch(portal.metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await response.text());
}

function sampleValue(samples: Sample[], name: string, labels: Record<string, string>): number {
  const found = samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found?.value ?? 0;
}

beforeAll(() => {
  if (!existsSync(path.join(root, "build", "server", "index.js"))) throw new Error("Build first: npm run build");
});

describe("a portal with its embedded provider", () => {
  let portal: Portal;

  beforeAll(async () => {
    portal = await startPortal({
      PROVIDER_API_URL: "",
      PROVIDER_API_PORT: "0",
      PROVIDER_API_DB: path.join(os.tmpdir(), `portal-observability-${process.pid}-${Date.now()}.sqlite`),
    }).started();
  }, 90_000);

  afterAll(() => portal?.stop());

  it("writes one JSON access line with the request's facts, and answers its id", async () => {
    const response = await fetch(`${portal.url}${DEMO_LINK}`, { redirect: "manual" });
    expect(response.status).toBe(200);
    const requestId = response.headers.get("x-request-id")!;
    // One of the portal's own: 32 hex digits, which no log masks as a uuid.
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    const access = await portal.waitForLine(
      (line) => line.msg === "request" && line.reqId === requestId && line.service === "portal",
    );
    expect(access).toMatchObject({
      level: "info",
      service: "portal",
      release: "test-release-7",
      method: "GET",
      route: "routes/_default.z.$uuid._index",
      status: 200,
      outcome: "completed",
    });
    expect(Date.parse(access.time as string)).toBeGreaterThan(Date.now() - 60_000);
    expect(access.ms).toEqual(expect.any(Number));
    expect(access.bytes as number).toBeGreaterThan(1000);
    expect(access.client).toMatch(/127\.0\.0\.1/);
    expect(
      portal.lines().filter((line) => line.msg === "request" && line.reqId === requestId && line.service === "portal"),
    ).toHaveLength(1);
  });

  it("sends the request's id to the provider, whose request line and the portal's call lines carry it", async () => {
    const response = await fetch(`${portal.url}${DEMO_LINK}`, { redirect: "manual" });
    const requestId = response.headers.get("x-request-id")!;
    const access = await portal.waitForLine(
      (line) => line.msg === "request" && line.service === "portal" && line.reqId === requestId,
    );
    const atProvider = await portal.waitForLine(
      (line) =>
        line.service === "provider" &&
        line.msg === "request" &&
        line.reqId === requestId &&
        String(line.path).startsWith("/guest/v1/authenticate/"),
    );
    const calls = portal.lines().filter((line) => line.msg === "provider call" && line.reqId === requestId);
    expect(atProvider.reqId).toBe(requestId);
    expect(access.reqId).toBe(requestId);
    expect(calls.map((call) => call.operation)).toContain("GET /guest/v1/authenticate/:uuid");
    for (const call of calls)
      expect(call).toMatchObject({ level: "info", outcome: expect.stringMatching(/^2\d\d$/), ms: expect.any(Number) });
  });

  it("keeps an incoming X-Request-Id", async () => {
    const response = await fetch(`${portal.url}${DEMO_LINK}`, { headers: { "X-Request-Id": "edge-7.abc:42" } });
    expect(response.headers.get("x-request-id")).toBe("edge-7.abc:42");
    await portal.waitForLine((line) => line.msg === "request" && line.service === "portal" && line.reqId === "edge-7.abc:42");
    await portal.waitForLine((line) => line.msg === "request" && line.service === "provider" && line.reqId === "edge-7.abc:42");
    const forged = await fetch(`${portal.url}/staff/sign-in`, { headers: { "X-Request-Id": 'x","level":"fatal' } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
  });

  it("serves Prometheus text on the metrics port, counting each request", async () => {
    const labels = { route: "routes/_default.staff.sign-in", method: "GET", status: "200" };
    const before = sampleValue(await metricsOf(portal), "http_requests_total", labels);
    expect((await fetch(`${portal.url}/staff/sign-in`)).status).toBe(200);
    await portal.waitForLine((line) => line.msg === "request" && line.route === labels.route);
    const samples = await metricsOf(portal);
    expect(sampleValue(samples, "http_requests_total", labels)).toBe(before + 1);
    expect(sampleValue(samples, "http_request_duration_seconds_count", labels)).toBe(before + 1);
    expect(
      sampleValue(samples, "provider_calls_total", { operation: "GET /guest/v1/authenticate/:uuid", outcome: "200" }),
    ).toBeGreaterThan(0);
    expect(sampleValue(samples, "portal_build_info", { release: "test-release-7" })).toBe(1);
    for (const name of [
      "http_requests_in_flight",
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
      "process_start_time_seconds",
    ]) {
      expect(samples.some((s) => s.name === name)).toBe(true);
    }
  });

  it("does not serve the metrics on the public port", async () => {
    const response = await fetch(`${portal.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("http_requests_total");
  });
});

describe("a portal whose provider is slow, then failing", () => {
  let portal: Portal;
  let provider: Server;
  let mode: "slow" | "down" = "slow";

  beforeAll(async () => {
    provider = createServer((_req, res) => {
      if (mode === "down")
        res.writeHead(503, { "Content-Type": "application/vnd.api+json" }).end('{"errors":[{"status":"503"}]}');
      else setTimeout(() => res.writeHead(503).end(), 3_000).unref();
    });
    provider.listen(0, "127.0.0.1");
    await once(provider, "listening");
    const { port } = provider.address() as AddressInfo;
    portal = await startPortal({ PROVIDER_API_URL: `http://127.0.0.1:${port}`, PROVIDER_TIMEOUT_MS: "5000" }).started();
  }, 90_000);

  afterAll(async () => {
    await portal?.stop();
    provider?.closeAllConnections();
    provider?.close();
  });

  it("writes the line of a request its client gave up on, as abandoned", async () => {
    mode = "slow";
    const requestId = "given-up-1";
    const abort = new AbortController();
    const asked = fetch(`${portal.url}/z/3f1c2a9e-7b4d-4e0a-9c1f-0d2b3a4c5e6f`, {
      headers: { "X-Request-Id": requestId },
      signal: abort.signal,
    }).catch((error: unknown) => error);
    setTimeout(() => abort.abort(), 500);
    expect(await asked).toBeInstanceOf(Error);
    const line = await portal.waitForLine((l) => l.msg === "request" && l.reqId === requestId);
    expect(line).toMatchObject({ outcome: "abandoned", status: null, route: "routes/_default.z.$uuid._index", level: "info" });
    expect(line.path).toBe("/z/:uuid");
    expect(portal.output).not.toContain("3f1c2a9e-7b4d-4e0a-9c1f-0d2b3a4c5e6f");
  });

  it("logs the outage page once as a warning with its cause and request id, and counts it", async () => {
    mode = "down";
    const response = await fetch(`${portal.url}/z/3f1c2a9e-7b4d-4e0a-9c1f-0d2b3a4c5e6f`, {
      headers: { "X-Request-Id": "outage-1" },
    });
    expect(response.status).toBe(503);
    const access = await portal.waitForLine((l) => l.msg === "request" && l.reqId === "outage-1");
    expect(access).toMatchObject({ status: 503, level: "warn" });
    const outage = portal.lines().filter((l) => l.reqId === "outage-1" && String(l.msg).startsWith("provider unavailable"));
    expect(outage).toHaveLength(1);
    expect(outage[0]).toMatchObject({
      level: "warn",
      cause: "503",
      answer: "outage page",
      operation: expect.stringMatching(/^GET \/(sanctum|guest)\//),
    });
    const calls = portal.lines().filter((l) => l.reqId === "outage-1" && l.msg === "provider call");
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call).toMatchObject({ level: "warn", outcome: "503" });
    expect(portal.lines().filter((l) => l.reqId === "outage-1" && l.level === "error")).toEqual([]);
    expect(sampleValue(await metricsOf(portal), "provider_unavailable_total", { cause: "503" })).toBe(1);
  });
});
