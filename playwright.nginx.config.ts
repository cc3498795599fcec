import { defineConfig } from "@playwright/test";

import { CHROMIUM } from "./tests/e2e/support/browser";
import { E2E_PORT_BASE } from "./tests/e2e/support/urls";

/**
 * Two built portals behind Debian's nginx (tests/nginx, docs/operations.md): the spec
 * starts its own provider, portals and nginx, so no web server here. The journey
 * (tagged @browser) runs with JavaScript on and off; the HTTP-only tests once.
 */
export default defineConfig({
  testDir: "tests/nginx",
  outputDir: `tests/.artifacts/results-nginx-${E2E_PORT_BASE}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  reporter: [["list"]],
  use: {
    baseURL: `https://127.0.0.1:${E2E_PORT_BASE + 20}`,
    // nginx's certificate is made for the run (tests/nginx/stack.ts).
    ignoreHTTPSErrors: true,
    locale: "en-AU",
    timezoneId: "Australia/Perth",
    launchOptions: CHROMIUM,
  },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false }, grep: /@browser/ },
  ],
});
