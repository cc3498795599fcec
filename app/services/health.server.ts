// Liveness and readiness, as a load balancer or an orchestrator asks for them
// (docs/operations.md, decision 0321). /healthz says only that the event loop
// answers: a failing liveness probe restarts the process, so it must not depend on
// anything a restart cannot mend (the provider). /readyz says whether this instance
// should be sent payers now: not while it drains for a shutdown, not while its event
// loop is overloaded, not while the provider has stopped answering. Every input is
// measured in the background and cached, so a probe costs nothing and can never
// pile up calls to the provider.
import { monitorEventLoopDelay } from "node:perf_hooks";

import { Router } from "express";

import { timeLimit } from "./abort-signals.server";
import { getEnv } from "./env.server";
import { breakerOpen } from "./provider-breaker.server";

/** How often the provider is probed and the event loop's delay is read. */
export const PROBE_EVERY_MS = 5_000;
/** A provider whose last good answer is older than this is taken to be down: two probes missed. */
export const PROVIDER_STALE_MS = 2 * PROBE_EVERY_MS + 1_000;
/**
 * Overloaded: the 90th percentile of the event loop's delay over the last probe
 * interval above this. One long pause (a full collection) moves no percentile;
 * a loop that is behind most of the time does.
 */
export const EVENT_LOOP_DELAY_LIMIT_MS = 500;

export interface ReadinessInputs {
  draining: boolean;
  /** The event loop's delay over the last interval (p90, ms); null before the first reading. */
  eventLoopDelayMs: number | null;
  /** When the provider last answered its probe (ms since the epoch); null if never. */
  providerAnsweredAt: number | null;
  now: number;
}

export type Readiness = { ready: true } | { ready: false; reason: "draining" | "overloaded" | "provider" };

/** Whether the instance should be sent payers, and if not, the first reason why. */
export function readinessOf(inputs: ReadinessInputs): Readiness {
  if (inputs.draining) return { ready: false, reason: "draining" };
  if (inputs.eventLoopDelayMs !== null && inputs.eventLoopDelayMs > EVENT_LOOP_DELAY_LIMIT_MS) {
    return { ready: false, reason: "overloaded" };
  }
  if (inputs.providerAnsweredAt === null || inputs.now - inputs.providerAnsweredAt > PROVIDER_STALE_MS) {
    return { ready: false, reason: "provider" };
  }
  return { ready: true };
}

export interface ReadinessMonitor {
  readiness(): Readiness;
  /** From now on /readyz fails: the instance is shutting down (shutdown.server.ts). */
  startDraining(): void;
  stop(): void;
}

/** Resolves true when the provider answers its health endpoint with a 2xx in time. */
export async function probeProvider(providerUrl: string, timeoutMs: number): Promise<boolean> {
  const limit = timeLimit(timeoutMs);
  try {
    const response = await fetch(new URL("/health", providerUrl), { signal: limit.signal });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  } finally {
    limit.release();
  }
}

/**
 * Starts the background readings: a provider probe now and every PROBE_EVERY_MS (never
 * more than one at a time), and the event loop's delay. The timers keep no process alive.
 */
export function startReadinessMonitor({
  probe,
  everyMs = PROBE_EVERY_MS,
  now = Date.now,
}: {
  probe: () => Promise<boolean>;
  everyMs?: number;
  now?: () => number;
}): ReadinessMonitor {
  let draining = false;
  let providerAnsweredAt: number | null = null;
  let eventLoopDelayMs: number | null = null;
  let probing = false;
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();

  const runProbe = () => {
    if (probing) return;
    probing = true;
    probe()
      .then((answered) => {
        if (answered) providerAnsweredAt = now();
      })
      .finally(() => {
        probing = false;
      });
  };
  const timer = setInterval(() => {
    eventLoopDelayMs = delay.percentile(90) / 1e6;
    delay.reset();
    runProbe();
  }, everyMs);
  timer.unref();
  runProbe();

  return {
    readiness: () => readinessOf({ draining, eventLoopDelayMs, providerAnsweredAt, now: now() }),
    startDraining: () => {
      draining = true;
    },
    stop: () => {
      clearInterval(timer);
      delay.disable();
    },
  };
}

/** /healthz and /readyz, answered before anything else the portal does to a request (portal-app.server.ts). */
export function healthRoutes(monitor: Pick<ReadinessMonitor, "readiness">): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", (_req, res) => {
    const readiness = monitor.readiness();
    res
      .status(readiness.ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json(
        !readiness.ready
          ? { status: "not ready", reason: readiness.reason }
          : // Still 200 (decision 0364): every instance sees the same provider, so out of rotation helps no one.
            breakerOpen()
            ? { status: "degraded", reason: "provider-breaker-open" }
            : { status: "ready" },
      );
  });
  return router;
}

/** The portal's readiness: its provider probed at PROVIDER_API_URL's /health, within its time-out. */
export function startPortalReadiness(): ReadinessMonitor {
  return startReadinessMonitor({
    probe: () => {
      const env = getEnv();
      if (!env.PROVIDER_API_URL) return Promise.resolve(false);
      return probeProvider(env.PROVIDER_API_URL, Math.min(env.PROVIDER_TIMEOUT_MS, PROBE_EVERY_MS));
    },
  });
}
