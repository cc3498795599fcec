import { existsSync } from "node:fs";

import type { LaunchOptions } from "@playwright/test";

/**
 * Debian's headless shell (package chromium-headless-shell): the same Blink as the
 * full browser without its window and tab strip, what Playwright itself runs for
 * headless tests. Each new context of the full browser started two more renderer
 * processes for its own interface; the shell ran links.spec in 2.1 minutes against
 * 3.6 (decision 0270).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium every spec runs in: the one at CHROMIUM_PATH, else Debian's headless
 * shell, else Debian's chromium, because Playwright's own browser download is not
 * reachable from our machines.
 */
export const CHROMIUM: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
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

/**
 * The full browser, for what only it has: the back-forward cache that keeps a page
 * as it was left, typed values and all (nothing-lost.spec's Back after a refused post).
 */
export const FULL_CHROMIUM: LaunchOptions = {
  ...CHROMIUM,
  executablePath: process.env.FULL_CHROMIUM_PATH ?? "/usr/bin/chromium",
};
