import { type Page, test } from "@playwright/test";

/** Whether this spec runs in the project with JavaScript on (the js-on project). */
export const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/**
 * With JavaScript, waits for the page to settle (scripts loaded, React hydrated): a
 * click at the moment React takes over a form can be lost, which is not what the
 * specs that use this are about. Without JavaScript there is nothing to wait for.
 */
export async function settle(page: Page): Promise<void> {
  if (jsOn()) await page.waitForLoadState("networkidle");
}

/** Opens `url` and lets it settle (see `settle`). */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settle(page);
}
