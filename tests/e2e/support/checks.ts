import { mkdirSync } from "node:fs";
import path from "node:path";

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test, type TestInfo } from "@playwright/test";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * axe with the WCAG 2.2 AA rules: any violation fails the test, listed by rule and
 * target. axe needs timers, which a JavaScript-disabled page never runs, so for the
 * js-off project the same server HTML is checked in a scripting page whose app
 * bundles are blocked: it stays exactly what a visitor without JavaScript gets.
 */
export async function expectAccessible(page: Page): Promise<void> {
  if (test.info().project.use.javaScriptEnabled !== false) {
    // A toast sliding in is half transparent: check the page as it settles, not mid-animation.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))));
    expect(await violations(page)).toEqual([]);
    return;
  }
  const html = await page.content();
  const url = page.url();
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to run axe in");
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route("**/build/**/*.js", (route) => route.abort());
    await copy.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
    await copy.goto(url);
    expect(await violations(copy)).toEqual([]);
  } finally {
    await context.close();
  }
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
}

/**
 * A full-page screenshot at 360 px wide: tests/.artifacts/screenshots/<project>/<name>.png,
 * after checking that the page reads without sideways scrolling at 320 px (the
 * narrowest phones still sold) and at 360 px.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = path.join("tests", ".artifacts", "screenshots", testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  await expectNoSidewaysScroll(page, 320);
  await expectNoSidewaysScroll(page, 360);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

export const PRODUCT = "Fund Request Portal";
export const demoLink = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
