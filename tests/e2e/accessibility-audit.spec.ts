import { expect, type Page, test } from "@playwright/test";

import { expectAccessible, expectNothingFixedOverFocus, PRODUCT, screenshot } from "./support/checks";
import { jsOn, open } from "./support/pages";
import {
  applicationAt,
  approveApplication,
  createFundRequest,
  patchFinanceApplication,
  submittedApplication,
} from "./support/staff";
import { banner, openRequest, representative, signIn } from "./support/staff-portal";

/**
 * As a keyboard, screen-reader and low-vision user meets the portal:
 * notices that stay in the page and never cover what has focus, pages that say
 * what they are, a support panel that takes no click outside itself, and pages
 * that fit a phone at 200 % text. Every screen's id references are checked by
 * expectAccessible, with axe.
 */

const notice = (page: Page, title: string) => page.locator(".toast", { hasText: title });

test("after staff sign-in at 360 px the notice is in the page and the first result, tabbed to, is under nothing", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const reference = `VPA-A11Y-${testInfo.project.name}-${Date.now() % 100000}`;
  await createFundRequest({ reference });
  const { email, name } = await representative(testInfo);
  await signIn(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Find a fund request" })).toBeVisible();
  const signedIn = notice(page, `Signed in as ${name}`);
  await expect(signedIn).toBeFocused();
  await expect(page.locator(".toasts")).toHaveCSS("position", "static");

  await page.getByLabel("Reference, customer name or email").fill(reference);
  await page.getByRole("button", { name: "Search" }).click();
  const result = page.getByRole("link", { name: new RegExp(`^${reference}:`) });
  await expect(result).toBeVisible();
  const reached = await expectNothingFixedOverFocus(page);
  expect(reached.some((stop) => stop.includes(reference))).toBe(true);
  await expectAccessible(page);
  await screenshot(page, testInfo, "audit-staff-results");
});

test("viewing as the customer at 360 px: nothing covers the footer or the ways to pay; a refusal stays, focused", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const reference = `VPA-A11Y-VIEW-${testInfo.project.name}-${Date.now() % 100000}`;
  await createFundRequest({ reference, amount: 385000, amountPaid: 0 });
  const { email } = await representative(testInfo);
  await openRequest(page, email, reference);
  await page.getByRole("button", { name: "View as customer: Mia Nguyen" }).click();
  await expect(banner(page)).toBeVisible();
  await expect(notice(page, "Viewing as Mia Nguyen")).toBeFocused();
  // The title says whose view it is; the banner has no heading, so the page's h1 is its first.
  await expect(page).toHaveTitle(`Select a payment method - Staff view as Mia Nguyen - ${PRODUCT}`);
  expect(await page.evaluate(() => document.querySelector("h1, h2, h3, h4, h5, h6")?.tagName)).toBe("H1");

  const reached = await expectNothingFixedOverFocus(page);
  expect(reached.some((stop) => stop.includes("mailto:"))).toBe(true);
  expect(reached.some((stop) => stop.includes("Pay at settlement"))).toBe(true);
  await expectAccessible(page);
  await screenshot(page, testInfo, "audit-viewing");

  const uuid = /\/z\/([0-9a-f-]{36})/.exec(page.url())![1];
  await open(page, `/z/${uuid}/card`);
  await page.getByRole("button", { name: /^Pay .* by card$/ }).click();
  await expect(page).toHaveURL(`/z/${uuid}`);
  const refusal = notice(page, "Not while viewing as the customer");
  await expect(refusal).toContainText("you cannot pay on their behalf");
  await expect(refusal).toBeFocused();
  await page.waitForTimeout(10_000);
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeFocused();
  await expect(page.locator(".toasts")).toHaveCSS("position", "static");
  await expectNothingFixedOverFocus(page);
  await expectAccessible(page);
  await screenshot(page, testInfo, "audit-viewing-refused");
});

test("a reset link without its token is titled for what it says", async ({ page }, testInfo) => {
  await page.goto("/staff/reset-password");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This reset link is not complete");
  await expect(page).toHaveTitle(`This reset link is not complete - ${PRODUCT}`);
  await expectAccessible(page);
  await screenshot(page, testInfo, "audit-reset-without-token");
});

test("with JavaScript the heading focused after a navigation has no focus ring: it is not a control", async ({ page }) => {
  test.skip(!jsOn(), "focus moves to the heading only after a navigation in the browser");
  const { links } = await createFundRequest();
  await open(page, `/z/${links[0].uuid}/bpay`);
  // By keyboard, as :focus-visible then applies to what the script focuses next.
  await page.getByRole("link", { name: "Back to all ways to pay" }).focus();
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Select a payment method");
  await expect(heading).toBeFocused();
  await expect(heading).toHaveCSS("box-shadow", "none");
  await expect(heading).toHaveCSS("outline-style", "none");
});

test("at 1280 px with the support panel open, a click on the page reaches the page", async ({ page }, testInfo) => {
  test.skip(!jsOn(), "the panel opens only with JavaScript");
  await page.setViewportSize({ width: 1280, height: 900 });
  const { applicationId, creator } = await submittedApplication();
  await approveApplication(applicationId);
  await patchFinanceApplication(applicationId, { applicationStatus: "SIGNED" });
  await open(page, `/z/${creator}/pay-later/additional-funds/what-are-the-funds-for?amount=1200000&product=VPA+Additional`);
  await page.getByRole("button", { name: "Contact support" }).click();
  await expect(page.getByRole("region", { name: "Contact support" })).toBeVisible();
  const start = page.getByRole("button", { name: "Start my application for additional funds" });
  await start.scrollIntoViewIfNeeded();
  const box = (await start.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // Nothing chosen: the press reached the form, which says what is missing.
  await expect(page.getByRole("link", { name: "Select what the funds are for" })).toBeVisible();
  await screenshot(page, testInfo, "audit-support-panel-1280");
});

test("at 360 px with 200 % text no page scrolls sideways, and every screen's ids and axe check out", async ({
  page,
}, testInfo) => {
  // Thirteen screens, each checked by axe (twice over without JavaScript, see expectAccessible).
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const { links } = await createFundRequest({ amount: 385000, amountPaid: 0, reference: "VPA-LARGE-TEXT" });
  const uuid = links[0].uuid;
  const { uuid: applicant } = await applicationAt("bank-details", { amount: 385000, amountPaid: 0 });
  const screens = [
    `/z/${uuid}`,
    `/z/${uuid}/bpay`,
    `/z/${uuid}/eft`,
    `/z/${uuid}/card`,
    `/z/${uuid}/pay-later`,
    `/z/${uuid}/contact-us`,
    `/c/${uuid}/upload-documents`,
    `/z/${applicant}/pay-later/application/bank-details`,
    `/z/${applicant}/pay-later/application/repayment`,
    `/z/${applicant}/pay-later/application/review-details`,
    "/z/not-found",
    "/staff/sign-in",
    "/staff/forgot-password",
  ];
  for (const screen of screens) {
    await open(page, screen);
    await page.evaluate(() => document.documentElement.style.setProperty("font-size", "200%", "important"));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${screen} scrolls sideways at 200 % text`).toBeLessThanOrEqual(0);
    if (screen === `/z/${uuid}`) {
      await page.screenshot({
        path: `tests/.artifacts/screenshots/${testInfo.project.name}/audit-pay-now-200-percent.png`,
        fullPage: true,
      });
    }
    await page.evaluate(() => document.documentElement.style.removeProperty("font-size"));
    await expectAccessible(page);
  }
});
