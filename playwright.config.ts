import os from "node:os";
import path from "node:path";

import { defineConfig } from "@playwright/test";

import { CHROMIUM } from "./tests/e2e/support/browser";
import {
  BREAKER_PORTAL_PORT,
  BREAKER_PORTAL_URL,
  CLOSED_PORT,
  DEAD_PROVIDER_PORTAL_PORT,
  DEAD_PROVIDER_PORTAL_URL,
  PORTAL_PORT,
  PORTAL_URL,
  PROVIDER_PORT,
  SENTRY_PORTAL_PORT,
  SENTRY_PORTAL_URL,
  SENTRY_STAND_IN_DSN,
  STAFF_API_KEY,
} from "./tests/e2e/support/urls";

/**
 * E2E against the built portal (run `npm run build` first; `npm test` does) with its
 * embedded provider API on a fresh database, plus a second portal whose provider is
 * a closed port (the "provider down" page), plus a third portal that reports to a
 * Sentry stand-in (third-party-scrub.spec.ts starts it) and shares the first
 * portal's embedded provider, plus a fourth on that provider with a breaker quick
 * to open and a short deadline (provider-trouble.spec.ts). NODE_ENV=test because cookies are Secure
 * only in production and these servers speak plain http.
 */

const common = {
  NODE_ENV: "test",
  // Each portal its own metrics listener on a free port: several on one machine.
  METRICS_PORT: "0",
  APP_ENV: "qa",
  SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
  PRODUCT_NAME: "Fund Request Portal",
  TAG_MANAGER_ID: "",
  SENTRY_DSN: "",
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `tests/.artifacts/results-${PORTAL_PORT}`,
  fullyParallel: false,
  workers: 1,
  // One more try for a spec that failed, reported as flaky, never as passed (decision 0392):
  // a few focus checks fail only on a loaded machine, and are listed there.
  retries: 1,
  // A long journey with axe and screenshots takes 20-25 s on a quiet 2-core machine: room for a loaded one.
  timeout: 60_000,
  // An assertion waits up to 10 s, not Playwright's 5: a client-side navigation on a
  // loaded CI machine (a route module, its data, React's commit) can take longer than 5.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: PORTAL_URL,
    locale: "en-AU",
    timezoneId: "Australia/Perth",
    launchOptions: CHROMIUM,
  },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      // As `npm start` runs it: the bundled server, with tsx only for the embedded provider.
      command: "node --import tsx build/server.js",
      url: `${PORTAL_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...common,
        PORT: String(PORTAL_PORT),
        PROVIDER_API_URL: "",
        PROVIDER_API_PORT: String(PROVIDER_PORT),
        PROVIDER_API_DB: path.join(os.tmpdir(), `portal-e2e-${Date.now()}.sqlite`),
        STAFF_API_KEY,
        PROVIDER_API_AUTH_FAILURE_LIMIT: "1000",
        // nothing-lost.spec.ts makes this provider fail at a save (decision 0110).
        PROVIDER_API_FAULTS: "on",
        // The specs make the provider fail on purpose and expect the next press to reach it:
        // the breaker never opens here (tests/integration/slow-provider.test.ts tests it).
        PROVIDER_BREAKER_MIN_CALLS: "1000000",
      },
    },
    {
      // As production runs it (docs/operations.md): node and the build, nothing else.
      command: "node build/server.js",
      url: `${DEAD_PROVIDER_PORTAL_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...common,
        PORT: String(DEAD_PROVIDER_PORTAL_PORT),
        PROVIDER_API_URL: `http://127.0.0.1:${CLOSED_PORT}`,
        PROVIDER_TIMEOUT_MS: "2000",
      },
    },
    {
      // With a DSN: Sentry starts before the request handler is made, so the spec sees
      // the traces too (decisions 0102, 0210).
      command: "node build/server.js",
      url: `${SENTRY_PORTAL_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...common,
        PORT: String(SENTRY_PORTAL_PORT),
        PROVIDER_API_URL: `http://127.0.0.1:${PROVIDER_PORT}`,
        SENTRY_DSN: SENTRY_STAND_IN_DSN,
        // Every request traced, so the spec sees a trace of each page it opens.
        SENTRY_TRACES_SAMPLE_RATE: "1",
        // The tag manager too (its host answered by the spec), as production runs.
        TAG_MANAGER_ID: "GTM-E2E25",
      },
    },
    {
      // The first portal's provider, with a breaker that opens after a few failures and a short
      // deadline, for provider-trouble.spec.ts: the provider slow past the deadline and the breaker open.
      command: "node build/server.js",
      url: `${BREAKER_PORTAL_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...common,
        PORT: String(BREAKER_PORTAL_PORT),
        PROVIDER_API_URL: `http://127.0.0.1:${PROVIDER_PORT}`,
        PROVIDER_TIMEOUT_MS: "2000",
        PROVIDER_DEADLINE_MS: "3000",
        PROVIDER_BREAKER_MIN_CALLS: "3",
        PROVIDER_BREAKER_RESET_MS: "8000",
      },
    },
  ],
});
