/**
 * `BENCH_ONLY=slow-provider` (decision 0368): a portal in front of a provider that is slow,
 * then hung, through a delaying proxy written here. It reports, never asserts:
 * - every answer delayed BENCH_SLOW_DELAY_MS (5 s), BENCH_SLOW_VISITS (300) first visits at
 *   once: the most connections the provider saw from the portal's pool (the readiness
 *   probe's own connections, outside the pool, counted apart), the portal's memory at
 *   start, at its peak and BENCH_SLOW_AFTER_S (60 s) after, /healthz's latency during the
 *   load, and how long payers waited for their answer (p50, p95, max) with its status;
 * - the provider hung: how long each of BENCH_SLOW_HUNG (200) requests waited, and once it
 *   answers again, how long until the portal serves pages again (the breaker's probe).
 */
import { type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

import { PORT, providerOrigin } from "./bench-config";
import { percentile, progress } from "./bench-figures";
import { createFundRequest } from "./bench-fixtures";
import { startServer, stopServer, waitFor } from "./bench-processes";
import { residentMb } from "./bench-server";

const DELAY_MS = Number(process.env.BENCH_SLOW_DELAY_MS ?? 5000);
const VISITS = Number(process.env.BENCH_SLOW_VISITS ?? 300);
const HUNG = Number(process.env.BENCH_SLOW_HUNG ?? 200);
/** How long after the load the memory is read again: a minute unless told (a shorter one for a quick run). */
const AFTER_S = Number(process.env.BENCH_SLOW_AFTER_S ?? 60);
const PROXY_PORT = PORT + 5;
const PORTAL_PORT = PORT + 6;
const METRICS_PORT = PORT + 7;

/** The sum of a counter's samples on the portal's /metrics (every label). */
async function counter(name: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
}

/**
 * The provider as the portal sees it: every answer held `delayMs`, or none at all while
 * `hung` (the held calls are let through when it ends). It counts the portal's
 * connections to it, and the most open at once.
 */
class DelayingProxy {
  delayMs = 0;
  hung = false;
  open = 0;
  mostOpen = 0;
  /** The connections that carried a call of the pool (anything but the readiness probe's /health), and the most at once. */
  private readonly poolSockets = new Set<Socket>();
  mostPool = 0;
  private held: (() => void)[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly upstream = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  private readonly server = http.createServer((req, res) => {
    if (req.url !== "/health") {
      this.poolSockets.add(req.socket);
      this.mostPool = Math.max(this.mostPool, this.poolSockets.size);
    }
    const forward = () => {
      const target = new URL(req.url ?? "/", providerOrigin);
      const call = http.request(target, { method: req.method, headers: req.headers, agent: this.upstream }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      call.on("error", () => res.destroy());
      req.pipe(call);
    };
    // The portal's readiness probe (GET /health) goes through as it would to a real provider.
    if (this.hung && req.url !== "/health") this.held.push(forward);
    else if (this.delayMs > 0) setTimeout(forward, this.delayMs);
    else forward();
  });

  constructor() {
    this.server.on("connection", (socket: Socket) => {
      this.sockets.add(socket);
      this.mostOpen = Math.max(this.mostOpen, ++this.open);
      socket.on("close", () => {
        this.open--;
        this.sockets.delete(socket);
        this.poolSockets.delete(socket);
      });
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(PROXY_PORT, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The provider answers again: what was held goes through. */
  recover(): void {
    this.hung = false;
    this.delayMs = 0;
    for (const forward of this.held.splice(0)) forward();
  }

  resetCount(): void {
    this.mostOpen = this.open;
    this.mostPool = this.poolSockets.size;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.upstream.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** One GET on a connection of its own (a payer's browser), its status and how long it took; 0 when no answer came. */
function timedGet(url: string, timeoutMs = 120_000): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

const round = (ms: number) => Math.round(ms);

/** p50, p95 and max of the waits, and how many answers of each status. */
function waits(answers: { status: number; ms: number }[]) {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const { status } of answers) statuses[status || "none"] = (statuses[status || "none"] ?? 0) + 1;
  return {
    "p50 ms": round(percentile(sorted, 50)),
    "p95 ms": round(percentile(sorted, 95)),
    "max ms": round(sorted[sorted.length - 1] ?? 0),
    "min ms": round(sorted[0] ?? 0),
    statuses: Object.entries(statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(" "),
  };
}

/** Samples /healthz's latency and the portal's memory every `everyMs` until stopped. */
function sampler(portalOrigin: string, pid: number, everyMs = 250) {
  const health: number[] = [];
  let peakMb = residentMb(pid);
  let running = true;
  const done = (async () => {
    while (running) {
      const { ms } = await timedGet(`${portalOrigin}/healthz`, 10_000);
      health.push(ms);
      peakMb = Math.max(peakMb, residentMb(pid));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const sorted = [...health].sort((a, b) => a - b);
      return {
        peakMb,
        healthz: {
          samples: sorted.length,
          "p50 ms": +percentile(sorted, 50).toFixed(1),
          "max ms": +(sorted[sorted.length - 1] ?? 0).toFixed(1),
        },
      };
    },
  };
}

export async function measureSlowProvider(): Promise<void> {
  const proxy = new DelayingProxy();
  const proxyOrigin = await proxy.listen();
  const portalOrigin = `http://127.0.0.1:${PORTAL_PORT}`;
  // As production runs it, with the defaults of every bound (docs/configuration.md), against the proxy.
  const portal: ChildProcess = startServer("build/server.js", {
    APP_ENV: "qa",
    PORT: String(PORTAL_PORT),
    PUBLIC_ORIGIN: portalOrigin,
    PROVIDER_API_URL: proxyOrigin,
    SESSION_SECRET: "bench-session-secret-bench-session-secret",
    SENTRY_DSN: "",
    TAG_MANAGER_ID: "",
    // Only errors, unless its lines are kept (BENCH_SERVER_LOG): then every request's.
    LOG_LEVEL: process.env.BENCH_SERVER_LOG ? "info" : "error",
    METRICS_PORT: String(METRICS_PORT),
  });
  try {
    await waitFor(`${portalOrigin}/healthz`, portal);
    const link = await createFundRequest({ reference: "BENCH-SLOW" });
    const page = `${portalOrigin}/z/${link}`;
    // Warm: the build's modules, the shared reads, a session.
    for (let n = 0; n < 3; n++) await timedGet(page);

    progress(`slow provider: every answer ${DELAY_MS} ms, ${VISITS} first visits at once`);
    const startMb = residentMb(portal.pid!);
    proxy.delayMs = DELAY_MS;
    proxy.resetCount();
    const shedBefore = await counter("portal_requests_shed_total");
    const sampling = sampler(portalOrigin, portal.pid!);
    const visits = await Promise.all(Array.from({ length: VISITS }, () => timedGet(page)));
    const { peakMb, healthz } = await sampling.stop();
    const mostConnections = proxy.mostPool;
    const mostAll = proxy.mostOpen;
    const shed = (await counter("portal_requests_shed_total")) - shedBefore;
    proxy.delayMs = 0;
    progress(`slow provider: waiting ${AFTER_S} s for the memory after`);
    await new Promise((resolve) => setTimeout(resolve, AFTER_S * 1000));
    const afterMb = residentMb(portal.pid!);
    console.log(
      `A slow provider (every answer ${DELAY_MS} ms), ${VISITS} first visits of /z/{uuid} at once; the portal with its defaults ` +
        `(PROVIDER_MAX_CONNECTIONS 32, PORTAL_MAX_CONCURRENT_REQUESTS 64, PORTAL_QUEUE_WAIT_MS 500, PROVIDER_DEADLINE_MS 10000)`,
    );
    console.table([
      {
        "most connections to the provider (pool)": mostConnections,
        "most with the readiness probe's": mostAll,
        "requests shed": shed,
        "memory at start MB": startMb,
        "peak MB": peakMb,
        [`${AFTER_S} s after MB`]: afterMb,
        "/healthz p50 ms": healthz["p50 ms"],
        "/healthz max ms": healthz["max ms"],
        "/healthz samples": healthz.samples,
      },
    ]);
    console.log("How long payers waited for their answer:");
    console.table([waits(visits)]);

    progress(`hung provider: ${HUNG} requests`);
    proxy.hung = true;
    const hungShedBefore = await counter("portal_requests_shed_total");
    const hung = await Promise.all(Array.from({ length: HUNG }, () => timedGet(page)));
    console.log(`The provider hung (no answer at all): how long each of ${HUNG} requests waited for its answer`);
    console.table([{ ...waits(hung), "requests shed": (await counter("portal_requests_shed_total")) - hungShedBefore }]);

    progress("hung provider: recovery");
    proxy.recover();
    const recovered = performance.now();
    let served: number | null = null;
    let tries = 0;
    while (performance.now() - recovered < 120_000) {
      tries++;
      const { status } = await timedGet(page, 15_000);
      if (status === 200) {
        served = performance.now() - recovered;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log("After the provider answers again: how long until the portal served the page again");
    console.table([{ "served again after ms": served === null ? "not within 120 s" : round(served), tries }]);
  } finally {
    await stopServer(portal);
    await proxy.close();
  }
}
