import type { LaunchOptions } from "@playwright/test";

/**
 * The Chromium every spec runs in: the one at CHROMIUM_PATH, because Playwright's own
 * browser download is not reachable from our machines.
 */
export const CHROMIUM: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
