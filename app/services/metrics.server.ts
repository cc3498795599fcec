// The portal's Prometheus metrics (decision 0313, docs/monitoring.md): requests by
// route, provider calls by operation, the outage page by cause, and the process's own
// (event-loop lag, heap, start time). Served on a listener of their own, never on the
// public port: a payer has no business reading them, and a scrape never waits behind pages.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

import { getEnv } from "./env.server";
import { log } from "./log.server";
import { PACKAGE_VERSION, release } from "./release.server";

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

// From a few milliseconds (an asset) to the provider's time-out and past it (three calls).
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const httpRequests = new Counter({
  name: "http_requests_total",
  help: "Requests answered, by Remix route id, method and status (abandoned or cut when no answer was sent).",
  labelNames: ["route", "method", "status"] as const,
  registers: [registry],
});
const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's last byte (or its end), by route, method and status.",
  labelNames: ["route", "method", "status"] as const,
  buckets: SECONDS,
  registers: [registry],
});
export const httpInFlight = new Gauge({
  name: "http_requests_in_flight",
  help: "Requests arrived and not yet answered or closed.",
  registers: [registry],
});
const providerCalls = new Counter({
  name: "provider_calls_total",
  help: "Calls to the provider API, by operation (ids masked) and outcome (status code, or timeout, refused, reset, dns, aborted, other).",
  labelNames: ["operation", "outcome"] as const,
  registers: [registry],
});
const providerDuration = new Histogram({
  name: "provider_call_duration_seconds",
  help: "Time of one call to the provider API, its body read, by operation and outcome.",
  labelNames: ["operation", "outcome"] as const,
  buckets: SECONDS,
  registers: [registry],
});
const providerUnavailable = new Counter({
  name: "provider_unavailable_total",
  help: "Answers the portal could not give because the provider failed (the outage page, or a form kept unsaved), by cause.",
  labelNames: ["cause"] as const,
  registers: [registry],
});
const breakerState = new Gauge({
  name: "provider_breaker_state",
  help: "The provider's circuit breaker: 0 closed, 1 half-open (one probe let through), 2 open (calls fail at once).",
  registers: [registry],
});
const queueWait = new Histogram({
  name: "portal_queue_wait_seconds",
  help: "Time a request waited for a place in the portal's bounded work (PORTAL_MAX_CONCURRENT_REQUESTS), by outcome: ran, shed (waited PORTAL_QUEUE_WAIT_MS), gone (its client left first).",
  labelNames: ["outcome"] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});
const requestsShed = new Counter({
  name: "portal_requests_shed_total",
  help: "Requests answered at once without the provider (the outage page, or the form kept) because no place in the portal's bounded work came free within PORTAL_QUEUE_WAIT_MS, by method.",
  labelNames: ["method"] as const,
  registers: [registry],
});
let workQueueState: () => { running: number; waiting: number } = () => ({ running: 0, waiting: 0 });
new Gauge({
  name: "portal_requests_running",
  help: "Requests running in the portal's bounded work (at most PORTAL_MAX_CONCURRENT_REQUESTS).",
  registers: [registry],
  collect() {
    this.set(workQueueState().running);
  },
});
new Gauge({
  name: "portal_requests_waiting",
  help: "Requests waiting for a place in the portal's bounded work (each for PORTAL_QUEUE_WAIT_MS at most).",
  registers: [registry],
  collect() {
    this.set(workQueueState().waiting);
  },
});
const buildInfo = new Gauge({
  name: "portal_build_info",
  help: "Always 1: the build's release and package version as labels.",
  labelNames: ["release", "version"] as const,
  registers: [registry],
});

export function countRequest(route: string, method: string, status: string, seconds: number): void {
  const labels = { route, method, status };
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
}

export function countProviderCall(operation: string, outcome: string, seconds: number): void {
  const labels = { operation, outcome };
  providerCalls.inc(labels);
  providerDuration.observe(labels, seconds);
}

export function setBreakerState(state: 0 | 1 | 2): void {
  breakerState.set(state);
}

export function observeQueueWait(outcome: "ran" | "shed" | "gone", seconds: number): void {
  queueWait.observe({ outcome }, seconds);
}

export function countShed(method: string): void {
  requestsShed.inc({ method });
}

/** Where the running and waiting gauges read from: the portal's work queue (work-queue.server.ts). */
export function watchWorkQueue(state: () => { running: number; waiting: number }): void {
  workQueueState = state;
}

export function countProviderUnavailable(cause: string): void {
  providerUnavailable.inc({ cause });
}

export interface MetricsServer {
  /** Where the metrics are read: `http://host:port/metrics`. */
  url: string;
  close(): Promise<void>;
}

/**
 * The metrics' own listener, at METRICS_HOST:METRICS_PORT (127.0.0.1:9464 unless told;
 * a port of 0 is any free one): GET /metrics and nothing else. server.ts starts it.
 */
export async function startMetricsServer(): Promise<MetricsServer> {
  const env = getEnv();
  buildInfo.set({ release: release(), version: PACKAGE_VERSION }, 1);
  const server = createServer((req, res) => {
    const path = req.url?.split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found: the metrics are at /metrics\n");
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" }).end(text),
      (error: unknown) => {
        log().error({ err: error }, "metrics could not be collected");
        res.writeHead(500, { "Content-Type": "text/plain" }).end("The metrics could not be collected\n");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.METRICS_PORT, env.METRICS_HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(":") ? `[${address}]` : address;
  const url = `http://${host}:${port}/metrics`;
  log().info({ url }, "metrics listening");
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
