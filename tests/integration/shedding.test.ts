import { once } from "node:events";
import { existsSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { type RunningProviderApi, startProviderApi } from "../../provider-api/index";
import { type Portal, startPortal } from "./support/portal-process";
import { parsePrometheusText, type Sample } from "./support/prometheus-text";

// The built portal with room for one request at a time (decisions 0365, 0366), in front of
// the real provider behind this test's proxy, which holds a call as long as the test says
// (by its X-Request-Id) or fails every call: a request finding no place is shed at once,
// and a form post shed (or one whose provider cannot be read at all) gets its form back
// with everything typed. Build first: `npm run build`.
const root = fileURLToPath(new URL("../..", import.meta.url));
const demo = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const RESUME_AT_SETTLEMENT = demo(17);
const SETTLEMENT = `/z/${RESUME_AT_SETTLEMENT}/pay-later/application/settlement-details`;
const AGENCY = "Coastal Conveyancing Pty Ltd";

/** The provider's calls pass through; those of a request id starting `hold` wait `holdMs`; `failing` answers every call itself. */
class Proxy {
  holdMs = 0;
  failing: "no" | "503" | "reset" = "no";
  calls: { method: string; path: string; requestId: string }[] = [];
  target = "";
  readonly server: Server = createServer((req, res) => {
    const requestId = String(req.headers["x-request-id"] ?? "");
    if (req.url !== "/health") this.calls.push({ method: req.method ?? "", path: req.url ?? "", requestId });
    if (this.failing === "503" && req.url !== "/health") {
      return void res.writeHead(503, { "Content-Type": "application/vnd.api+json" }).end('{"errors":[{"status":"503"}]}');
    }
    if (this.failing === "reset" && req.url !== "/health") return void req.socket.destroy();
    const forward = () => {
      const target = new URL(req.url ?? "/", this.target);
      const upstream = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
    };
    if (requestId.startsWith("hold")) setTimeout(forward, this.holdMs);
    else forward();
  });

  async listen(target: string): Promise<string> {
    this.target = target;
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): void {
    this.server.closeAllConnections();
    this.server.close();
  }
}

/** The page's form fields (name, value) as drawn, and its session cookie. */
async function openForm(portal: Portal, page: string): Promise<{ cookie: string; fields: Record<string, string> }> {
  const answer = await fetch(`${portal.url}${page}`);
  expect(answer.status).toBe(200);
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const fields: Record<string, string> = {};
  for (const [input] of (await answer.text()).matchAll(/<input[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(input)?.[1];
    if (name) fields[name] = (/\svalue="([^"]*)"/.exec(input)?.[1] ?? "").replaceAll("&amp;", "&");
  }
  return { cookie, fields };
}

function post(portal: Portal, page: string, cookie: string, fields: Record<string, string>, requestId: string) {
  return fetch(`${portal.url}${page}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", "X-Request-Id": requestId },
    body: new URLSearchParams(fields),
  });
}

/** The sum of a metric's samples whose labels include `labels`. */
function metricValue(samples: Sample[], name: string, labels: Record<string, string>): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

const saves = (proxy: Proxy) => proxy.calls.filter((call) => call.method !== "GET");

beforeAll(() => {
  if (!existsSync(path.join(root, "build", "server", "index.js"))) throw new Error("Build first: npm run build");
});

describe("a portal with room for one request at a time", () => {
  const proxy = new Proxy();
  let provider: RunningProviderApi;
  let portal: Portal;

  beforeAll(async () => {
    provider = await startProviderApi({ port: 0, dbFile: ":memory:", staffApiKey: "shedding-key", log: () => {} });
    portal = await startPortal({
      PROVIDER_API_URL: await proxy.listen(provider.url),
      PORTAL_MAX_CONCURRENT_REQUESTS: "1",
      PORTAL_QUEUE_WAIT_MS: "200",
      PROVIDER_BREAKER_MIN_CALLS: "1000",
      SHUTDOWN_DRAIN_MS: "0",
      SHUTDOWN_GRACE_MS: "3000",
    }).started();
  }, 90_000);

  afterAll(async () => {
    await portal?.stop();
    proxy.close();
    await provider?.close();
  });

  afterEach(() => {
    proxy.holdMs = 0;
    proxy.failing = "no";
    proxy.calls = [];
  });

  /** A page whose first provider call the proxy holds `ms`: the one place is taken until it ends. */
  async function takeThePlace(ms: number): Promise<Response> {
    proxy.holdMs = ms;
    const held = fetch(`${portal.url}/z/${demo(1)}`, { headers: { "X-Request-Id": "hold-1" } });
    const deadline = Date.now() + 5000;
    while (!proxy.calls.some((call) => call.requestId === "hold-1")) {
      if (Date.now() > deadline) throw new Error("the held request never reached the provider");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return held;
  }

  it("sheds a page that finds no place within the wait: 503 with Retry-After at once, logged and counted once", async () => {
    const held = takeThePlace(2000);
    const started = performance.now();
    const shed = await fetch(`${portal.url}/z/${demo(1)}`, { headers: { "X-Request-Id": "shed-get-1" } });
    const waited = performance.now() - started;
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe("5");
    expect(await shed.text()).toContain("Our payment service is unavailable");
    // The wait (200 ms) and the page drawn without the provider, far below the held call's 2 s.
    expect(waited).toBeLessThan(1500);
    expect(proxy.calls.filter((call) => call.requestId === "shed-get-1")).toEqual([]);
    expect((await held).status).toBe(200);

    const lines = portal.lines().filter((line) => line.reqId === "shed-get-1");
    // Its access line (a 503, warn) and one line for the shed: no provider call's, no outage's.
    expect(lines.filter((line) => line.level === "warn" && line.msg !== "request").map((line) => line.msg)).toEqual([
      "request shed: no place free within PORTAL_QUEUE_WAIT_MS",
    ]);
    expect(lines.find((line) => line.msg === "request shed: no place free within PORTAL_QUEUE_WAIT_MS")).toMatchObject({
      cause: "queue-wait",
      method: "GET",
    });
    const metrics = parsePrometheusText(await (await fetch(portal.metricsUrl)).text());
    expect(metricValue(metrics, "portal_requests_shed_total", { method: "GET" })).toBe(1);
    expect(metricValue(metrics, "portal_queue_wait_seconds_count", { outcome: "shed" })).toBe(1);
    expect(metricValue(metrics, "portal_queue_wait_seconds_count", { outcome: "ran" })).toBeGreaterThanOrEqual(1);
    // A shed is no provider outage: its refused calls are not counted as one.
    expect(metricValue(metrics, "provider_unavailable_total", {})).toBe(0);
  }, 30_000);

  it("sheds a form post with its form: every value typed, the button named, nothing stored; the next press saves once", async () => {
    const { cookie, fields } = await openForm(portal, SETTLEMENT);
    expect(fields.csrf).toBeTruthy();
    expect(fields.snapshot).toBeTruthy();
    const typed = { ...fields, agency: AGENCY };

    const held = takeThePlace(2000);
    const started = performance.now();
    const shed = await post(portal, SETTLEMENT, cookie, typed, "shed-post-1");
    expect(performance.now() - started).toBeLessThan(1500);
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe("5");
    const page = await shed.text();
    expect(page).toContain(`value="${AGENCY}"`);
    expect(page).toContain("Your answers have not been saved yet");
    expect(page).toContain("Press Continue again");
    expect(proxy.calls.filter((call) => call.requestId === "shed-post-1")).toEqual([]);
    await held;

    const again = await post(portal, SETTLEMENT, cookie, typed, "saved-1");
    expect(again.status).toBe(303);
    expect(saves(proxy).filter((call) => call.path.includes("finance-applications"))).toHaveLength(1);
  }, 30_000);
});

describe("a step saved while its provider cannot be read at all", () => {
  const proxy = new Proxy();
  let provider: RunningProviderApi;
  let portal: Portal;

  beforeAll(async () => {
    provider = await startProviderApi({ port: 0, dbFile: ":memory:", staffApiKey: "shedding-key", log: () => {} });
    portal = await startPortal({
      PROVIDER_API_URL: await proxy.listen(provider.url),
      PROVIDER_BREAKER_MIN_CALLS: "1000",
      PROVIDER_DEADLINE_MS: "1500",
      SHUTDOWN_DRAIN_MS: "0",
      SHUTDOWN_GRACE_MS: "3000",
    }).started();
  }, 90_000);

  afterAll(async () => {
    await portal?.stop();
    proxy.close();
    await provider?.close();
  });

  afterEach(() => {
    proxy.holdMs = 0;
    proxy.failing = "no";
  });

  // Down (5xx), reset and hung: the read before the save fails, so nothing is saved; the
  // step is drawn again from the snapshot its form carried (decision 0200), never the outage page.
  it.each([
    ["answering 503", "503"],
    ["resetting every connection", "reset"],
    ["hung past the deadline", "hold"],
  ] as const)(
    "provider %s: the form with the agency typed, the button named; after recovery one press saves once",
    async (_, how) => {
      const { cookie, fields } = await openForm(portal, SETTLEMENT);
      const typed = { ...fields, agency: AGENCY };
      proxy.calls = [];
      if (how === "hold") proxy.holdMs = 5000;
      else proxy.failing = how;
      const kept = await post(portal, SETTLEMENT, cookie, typed, `${how}-read`);
      expect(kept.status).toBe(503);
      const page = await kept.text();
      expect(page).toContain(`value="${AGENCY}"`);
      expect(page).toContain("Press Continue again");
      expect(page).toMatch(/<h1[^>]*>Settlement details</);
      expect(saves(proxy)).toEqual([]);

      proxy.failing = "no";
      proxy.holdMs = 0;
      const saved = await post(portal, SETTLEMENT, cookie, typed, `${how}-again`);
      expect(saved.status).toBe(303);
      expect(saves(proxy).filter((call) => call.path.includes("finance-applications"))).toHaveLength(1);
    },
    30_000,
  );
});
