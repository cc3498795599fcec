import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setProviderApiUrl } from "~/services/env.server";
import { getFeatureFlags } from "~/services/feature-flags.server";

// Many requests at once with nothing cached, against a provider of this test's own that
// answers slowly: the shared reads make one call for all of them (decision 0362).
const calls: string[] = [];
let delayMs = 300;
let failing = false;
const provider = createServer((req, res) => {
  calls.push(req.url ?? "");
  setTimeout(() => {
    if (failing) return void res.writeHead(503).end();
    res
      .writeHead(200, { "Content-Type": "application/vnd.api+json" })
      .end(JSON.stringify({ data: { type: "feature-flags", id: "1", attributes: { features: { lending: true } } } }));
  }, delayMs);
});

beforeAll(async () => {
  provider.listen(0, "127.0.0.1");
  await once(provider, "listening");
  setProviderApiUrl(`http://127.0.0.1:${(provider.address() as AddressInfo).port}`);
});

afterAll(() => {
  provider.closeAllConnections();
  provider.close();
});

describe("the feature flags, read by many requests at once", () => {
  it("are fetched once for all of them, and all get the provider's", async () => {
    const flags = await Promise.all(Array.from({ length: 100 }, () => getFeatureFlags(0)));
    expect(calls.filter((url) => url.startsWith("/guest/v1/feature-flags"))).toHaveLength(1);
    for (const one of flags) expect(one.lending).toBe(true);
  });

  it("are served stale at once while one refresh runs, and kept when it fails", async () => {
    calls.length = 0;
    delayMs = 1000;
    failing = true;
    const started = performance.now();
    const flags = await Promise.all(Array.from({ length: 50 }, () => getFeatureFlags(120_000)));
    expect(performance.now() - started).toBeLessThan(500);
    for (const one of flags) expect(one.lending).toBe(true);
    // The one refresh reaches the provider after the answers: wait for it, and for any other.
    while (calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toHaveLength(1);
  });
});
