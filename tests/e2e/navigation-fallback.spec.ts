import { expect, test } from "@playwright/test";

import { NAVIGATION_FALLBACK_MS } from "../../app/components/navigation-fallback";
import { open } from "./support/pages";
import { createFundRequest } from "./support/staff";

// A link the router follows but whose data never comes is followed as a plain link
// after NAVIGATION_FALLBACK_MS (decision 0391): the payer is never left on a page
// whose link did nothing. Without JavaScript every link is a plain link already.

test("a link whose data never comes is followed as a plain link", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "without JavaScript the browser follows every link itself");
  test.setTimeout(NAVIGATION_FALLBACK_MS + 45_000);
  const { links } = await createFundRequest({ amount: 110000, amountPaid: 10000, canDeferPayment: true });
  await open(page, `/z/${links[0].uuid}/pay-later`);
  // The router's request for the next page's data is held for good; the page itself is not.
  const held: string[] = [];
  await page.route(/\.data(\?|$)/, (route) => void held.push(route.request().url()));

  await page.locator("main").getByRole("link", { name: "credit guide" }).click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // Still where the payer was while the router waits…
  await expect(page).toHaveURL(/\/pay-later$/);
  // …then the browser loads the page itself.
  await expect(page).toHaveURL(/\/credit-guide$/, { timeout: NAVIGATION_FALLBACK_MS + 10_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Credit guide");
});
