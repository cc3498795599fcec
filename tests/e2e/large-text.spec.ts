import { expect, test } from "@playwright/test";

import { applicationAt } from "./support/staff";

/**
 * At 200 % text on a 375 px phone the step pages fit the screen (no
 * sideways scrolling) and the progress labels are never broken inside a word.
 * Text is enlarged as a browser's text-size setting does it: the root font size.
 */
test("200 % text on a 375 px phone: nothing wider than the screen, progress labels whole", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { uuid } = await applicationAt("verify-identity", { amount: 5000000, amountPaid: 0 });
  for (const step of ["verify-identity", "income-payslips", "bank-details", "review-details"]) {
    await page.goto(`/z/${uuid}/pay-later/application/${step}`);
    await page.evaluate(() => document.documentElement.style.setProperty("font-size", "200%", "important"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), step).toBeLessThanOrEqual(375);
    const linesPerLabel = await page.locator(".progress li").evaluateAll((items) =>
      items.map((item) => {
        // The label is the li's own text (its hidden "Step 1 of 3" and mark are elements).
        const label = [...item.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        const range = document.createRange();
        range.selectNodeContents(label!);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(linesPerLabel, step).toEqual([1, 1, 1]);
  }
});
