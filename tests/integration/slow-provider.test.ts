import { once } from "node:events";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { type Portal, startPortal } from "./support/portal-process";

// The built portal against this test's own provider, whose speed and answers each test
// sets (decisions 0360-0369): the pool's cap, the request's deadline, a payer who goes
// away, one flag call for many, the breaker, shedding. Build first: `npm run build`.
const root = fileURLToPath(new URL("../..", import.meta.url));
const link = (n: number) => `/z/3f1c2a9e-7b4d-4e0a-9c1f-${String(n).padStart(12, "0")}`;

/**
 * A provider whose every answer is `answer`'s, after `delayMs`. It counts the calls and
 * the most in flight at once, each holding a connection of the portal's pool; the
 * readiness probe's /health (outside the pool, decision 0360) is left out.
 */
class FakeProvider {
  delayMs = 0;
  answer: (req: IncomingMessage, res: ServerResponse) => void = FakeProvider.status(503);

  /** An answer of `status` with its JSON:API error. */
  static status(status: number) {
    return (_req: IncomingMessage, res: ServerResponse) =>
      res.writeHead(status, { "Content-Type": "application/vnd.api+json" }).end(`{"errors":[{"status":"${status}"}]}`);
  }
  calls: { path: string; requestId: string; at: number }[] = [];
  inFlight = 0;
  mostInFlight = 0;
  readonly server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://x").pathname;
    if (pathname === "/health") return void res.writeHead(200).end("{}");
    this.calls.push({ path: pathname, requestId: String(req.headers["x-request-id"]), at: performance.now() });
    this.mostInFlight = Math.max(this.mostInFlight, ++this.inFlight);
    // The answer set when the call arrived: a call left over from a test before keeps its own.
    const answer = this.answer;
    const timer = setTimeout(() => answer(req, res), this.delayMs);
    res.on("close", () => {
      this.inFlight--;
      clearTimeout(timer);
    });
  });

  async listen(): Promise<string> {
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  reset(): void {
    this.calls = [];
    this.mostInFlight = this.inFlight;
    this.delayMs = 0;
    this.answer = FakeProvider.status(503);
  }

  close(): void {
    this.server.closeAllConnections();
    this.server.close();
  }
}

beforeAll(() => {
  if (!existsSync(path.join(root, "build", "server", "index.js"))) throw new Error("Build first: npm run build");
});

describe("a portal in front of a slow provider", () => {
  const provider = new FakeProvider();
  let portal: Portal;

  beforeAll(async () => {
    const url = await provider.listen();
    portal = await startPortal({
      PROVIDER_API_URL: url,
      PROVIDER_MAX_CONNECTIONS: "3",
      PROVIDER_TIMEOUT_MS: "5000",
      PROVIDER_DEADLINE_MS: "2500",
      SHUTDOWN_DRAIN_MS: "0",
      SHUTDOWN_GRACE_MS: "3000",
    }).started();
  }, 90_000);

  afterAll(async () => {
    await portal?.stop();
    provider.close();
  });

  afterEach(() => provider.reset());

  it("never opens more connections to the provider than its pool's cap", async () => {
    provider.delayMs = 200;
    // 404s (a link unknown): a call each, and nothing that opens the breaker for the tests after.
    provider.answer = FakeProvider.status(404);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => fetch(`${portal.url}${link(n)}`)));
    for (const answer of answers) expect(answer.status).toBe(404);
    expect(provider.calls.length).toBeGreaterThanOrEqual(12);
    expect(provider.mostInFlight).toBe(3);
  }, 30_000);

  it("gives all of a request's calls one deadline: the second call is stopped when the first took most of it", async () => {
    provider.delayMs = 1500;
    const response = await fetch(`${portal.url}${link(100)}`, { headers: { "X-Request-Id": "deadline-1" } });
    expect(response.status).toBe(503);
    const calls = portal.lines().filter((l) => l.msg === "provider call" && l.reqId === "deadline-1");
    expect(calls.map((call) => call.outcome)).toEqual(["503", "deadline"]);
    // Its own time-out is 5 s: only the request's deadline (2.5 s from its arrival) stops it short of that.
    expect(calls[1].ms as number).toBeLessThan(4000);
  }, 30_000);

  it("stops a request's calls when its payer goes away, and counts no outage", async () => {
    provider.delayMs = 1000;
    const abort = new AbortController();
    const asked = fetch(`${portal.url}${link(101)}`, { headers: { "X-Request-Id": "gone-1" }, signal: abort.signal });
    setTimeout(() => abort.abort(), 300);
    await asked.catch(() => undefined);
    const call = await portal.waitForLine((l) => l.msg === "provider call" && l.reqId === "gone-1");
    // Stopped, not answered: the provider's answer was still 700 ms away.
    expect(call).toMatchObject({ outcome: "aborted", level: "info" });
    // Long enough for the answer and a retry the portal would have made had it kept going.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(provider.calls.filter((c) => c.requestId === "gone-1")).toHaveLength(1);
    const lines = portal.lines().filter((l) => l.reqId === "gone-1");
    expect(lines.filter((l) => String(l.msg).startsWith("provider unavailable"))).toEqual([]);
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
  }, 30_000);

  it("bounds a read every request shares by one request's deadline, not its calls' own time-outs", async () => {
    // Every page's root reads the feature flags through the one shared read (decision 0362);
    // this provider answers 410 after 4 s: past the deadline (2.5 s), within a call's own 5 s.
    // A shared read from the test before outlives its payer: this one starts when it has ended.
    await vi.waitFor(() => expect(provider.inFlight).toBe(0), { timeout: 10_000, interval: 50 });
    provider.delayMs = 4000;
    provider.answer = FakeProvider.status(410);
    const before = portal.lines().length;
    const response = await fetch(`${portal.url}${link(103)}`);
    expect(response.status).toBe(503);
    const flags = await vi.waitFor(
      () => {
        const line = portal
          .lines()
          .slice(before)
          .find(
            (l) =>
              l.msg === "provider call" &&
              l.operation === "GET /guest/v1/feature-flags" &&
              ["410", "deadline"].includes(String(l.outcome)),
          );
        if (!line) throw new Error("no flags call logged yet");
        return line;
      },
      { timeout: 10_000, interval: 50 },
    );
    // Stopped by the deadline it was given, not answered at 4 s.
    expect(flags, JSON.stringify(flags)).toMatchObject({ outcome: "deadline" });
  }, 30_000);

  it("tries a failed read once more, after a pause of 100 ms or more, and no more", async () => {
    const response = await fetch(`${portal.url}${link(102)}`, { headers: { "X-Request-Id": "retry-1" } });
    expect(response.status).toBe(503);
    const calls = provider.calls.filter((c) => c.requestId === "retry-1");
    expect(calls).toHaveLength(2);
    expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(100);
  }, 30_000);
});

describe("a portal whose provider fails, then recovers", () => {
  const provider = new FakeProvider();
  let portal: Portal;

  beforeAll(async () => {
    const url = await provider.listen();
    portal = await startPortal({ PROVIDER_API_URL: url, PROVIDER_BREAKER_RESET_MS: "5000" }).started();
  }, 90_000);

  afterAll(async () => {
    await portal?.stop();
    provider.close();
  });

  it("opens its breaker after a run of 5xx, fails fast, says degraded, probes and closes", async () => {
    for (let n = 0; n < 4; n++) await fetch(`${portal.url}${link(200 + n)}`);
    await portal.waitForLine((l) => l.msg === "provider breaker open");
    const ready = await fetch(`${portal.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "degraded" });
    const before = provider.calls.length;
    // Failing fast is the provider not being asked (how fast is the bench's to report).
    const refused = await fetch(`${portal.url}${link(210)}`, { headers: { "X-Request-Id": "breaker-1" } });
    expect(refused.status).toBe(503);
    expect(provider.calls.length).toBe(before);
    expect(await portal.waitForLine((l) => l.msg === "provider call" && l.reqId === "breaker-1")).toMatchObject({
      outcome: "breaker-open",
    });
    // The provider recovers; after the reset time one probe goes through and closes the breaker.
    provider.answer = (_req, res) =>
      res.writeHead(404, { "Content-Type": "application/vnd.api+json" }).end('{"errors":[{"status":"404"}]}');
    await new Promise((resolve) => setTimeout(resolve, 5200));
    await fetch(`${portal.url}${link(211)}`);
    await portal.waitForLine((l) => l.msg === "provider breaker closed");
    expect(provider.calls.length).toBeGreaterThan(before);
    expect(await (await fetch(`${portal.url}/readyz`)).json()).not.toMatchObject({ status: "degraded" });
  }, 30_000);
});
