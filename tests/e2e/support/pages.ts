import { type Page, test } from "@playwright/test";

/** Whether this spec runs in the project with JavaScript on (the js-on project). */
export const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/**
 * With JavaScript, waits for the page to settle (scripts loaded, React hydrated). A
 * press before React has taken over is the browser's own plain post, which works but
 * is not what a spec of the enhanced form is about. React has hydrated the document
 * once its `<html>` carries a fiber: it is the last element hydration completes, and
 * the commit follows in the same task. Without JavaScript there is nothing to wait for.
 */
export async function settle(page: Page): Promise<void> {
  if (!jsOn()) return;
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => Object.keys(document.documentElement).some((key) => key.startsWith("__reactFiber$")));
  // The render that follows hydration has run too: the support launcher, a link until then,
  // is its button (app/components/ChatWidget.tsx). A Tab pressed before that may be on the
  // link as it is replaced, and focus falls back to the page.
  await page.waitForFunction(() => !document.querySelector(".chat") || document.querySelector("button.chat__launcher") !== null);
}

/** Opens `url` and lets it settle (see `settle`). */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settle(page);
}
