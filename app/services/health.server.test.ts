import type { AddressInfo } from "node:net";

import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  EVENT_LOOP_DELAY_LIMIT_MS,
  healthRoutes,
  PROVIDER_STALE_MS,
  type Readiness,
  readinessOf,
  startReadinessMonitor,
} from "./health.server";

const now = 1_000_000;
const fine = { draining: false, eventLoopDelayMs: 5, providerAnsweredAt: now - 1000, now };

describe("readinessOf", () => {
  it("is ready when not draining, not overloaded and the provider answered lately", () => {
    expect(readinessOf(fine)).toEqual({ ready: true });
    expect(readinessOf({ ...fine, eventLoopDelayMs: null })).toEqual({ ready: true });
  });

  it("is not ready while draining, whatever else holds", () => {
    expect(readinessOf({ ...fine, draining: true })).toEqual({ ready: false, reason: "draining" });
  });

  it("is not ready while the event loop is behind", () => {
    expect(readinessOf({ ...fine, eventLoopDelayMs: EVENT_LOOP_DELAY_LIMIT_MS + 1 })).toEqual({
      ready: false,
      reason: "overloaded",
    });
  });

  it("is not ready before the provider first answered, nor once its last answer is old", () => {
    expect(readinessOf({ ...fine, providerAnsweredAt: null })).toEqual({ ready: false, reason: "provider" });
    expect(readinessOf({ ...fine, providerAnsweredAt: now - PROVIDER_STALE_MS - 1 })).toEqual({
      ready: false,
      reason: "provider",
    });
  });
});

describe("startReadinessMonitor", () => {
  afterEach(() => void vi.useRealTimers());

  it("probes in the background, once at a time, never per question", async () => {
    vi.useFakeTimers();
    let answer = true;
    const probe = vi.fn(() => Promise.resolve(answer));
    const monitor = startReadinessMonitor({ probe, everyMs: 1000, now: () => Date.now() });
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 50; i++) monitor.readiness();
    expect(probe).toHaveBeenCalledTimes(1);
    expect(monitor.readiness()).toEqual({ ready: true });

    answer = false;
    await vi.advanceTimersByTimeAsync(PROVIDER_STALE_MS + 1000);
    expect(monitor.readiness()).toEqual({ ready: false, reason: "provider" });

    monitor.startDraining();
    expect(monitor.readiness()).toEqual({ ready: false, reason: "draining" });
    monitor.stop();
  });
});

describe("healthRoutes", () => {
  it("answers /healthz always, /readyz 200 or 503 with the reason", async () => {
    let readiness: Readiness = { ready: true };
    const app = express().use(healthRoutes({ readiness: () => readiness }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      readiness = { ready: false, reason: "draining" };
      const notReady = await fetch(`${base}/readyz`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({ status: "not ready", reason: "draining" });
      const live = await fetch(`${base}/healthz`);
      expect(live.status).toBe(200);
      expect(live.headers.get("cache-control")).toBe("no-store");
    } finally {
      server.close();
    }
  });
});
