import { expect, type Page, test } from "@playwright/test";

import { demoLink } from "./support/checks";
import { applicationAt, createFundRequest } from "./support/staff";

// One round trip to a usable screen (decisions 0260 and 0277): the
// document alone is enough to draw a screen. Its styles are in it, nothing in it
// blocks the parser on another request, and nothing its styles ask for (an
// imported sheet, a font, an image) is a second round trip before the first paint.
// Times are the bench's; what a document holds is asserted here.

/** What in the document the first paint would wait on, as the browser parsed it: none of it may be there. */
async function firstPaintWaitsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const waits: string[] = [];
    for (const link of document.querySelectorAll<HTMLLinkElement>("link[rel~='stylesheet'], link[rel='preload']")) {
      waits.push(`<link rel="${link.rel}" href="${link.getAttribute("href")}">`);
    }
    // A classic script with a src, neither async nor deferred, stops the parser until it has come.
    for (const script of document.querySelectorAll<HTMLScriptElement>("script[src]")) {
      if (!script.async && !script.defer && script.type !== "module") waits.push(`<script src="${script.getAttribute("src")}">`);
    }
    for (const style of document.querySelectorAll("style")) {
      const rules = style.textContent ?? "";
      if (/@import/i.test(rules)) waits.push("@import in an inline style");
      if (/url\(/i.test(rules)) waits.push("url() in an inline style (a font or an image)");
    }
    return waits;
  });
}

async function expectDrawnFromTheDocument(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  expect(await page.locator("head style").count()).toBeGreaterThan(0);
  expect(await firstPaintWaitsOn(page)).toEqual([]);
  // Nor does it ask for the route modules ahead: they are imported after the first paint
  // (patches/@remix-run+react+2.17.5.patch, decision 0290), so they do not share its bandwidth.
  expect(await page.locator("link[rel='modulepreload']").count()).toBe(0);
}

test.describe("every kind of screen is drawn from its document alone", () => {
  test("the blank page, a page of the payer, a step, the contract and staff sign-in", async ({ page }) => {
    await expectDrawnFromTheDocument(page, "/", "Pay a fund request");

    const { links } = await createFundRequest();
    await expectDrawnFromTheDocument(page, `/z/${links[0].uuid}`, "Select a payment method");

    const { uuid } = await applicationAt("bank-details");
    await expectDrawnFromTheDocument(page, `/z/${uuid}/pay-later/application/bank-details`, /bank/i);

    await expectDrawnFromTheDocument(page, `/z/${demoLink(14)}`, /contract/i);

    await expectDrawnFromTheDocument(page, "/staff/sign-in", /sign in/i);
  });
});
