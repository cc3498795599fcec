import { expect, type Page, test } from "@playwright/test";

import { expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { open } from "./support/pages";
import { createFundRequest, financeApplicationsOf, getFinanceApplication } from "./support/staff";
import { PORTAL_URL } from "./support/urls";

// The start of the pay-later journey (decision 0080): landing, get-started, citizenship,
// identity, withdraw and resume. Runs with JavaScript on and off (playwright.config).

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const summary = (page: Page) => page.locator(".error-summary");

/** The anti-forgery token every form of the page carries. */
async function csrfToken(page: Page): Promise<string> {
  return (await page.locator('input[name="csrf"]').first().getAttribute("value")) ?? "";
}

async function startApplication(page: Page) {
  const fundRequest = await createFundRequest();
  const uuid = fundRequest.links[0].uuid;
  await open(page, `/z/${uuid}?paylater=true`);
  await page.getByRole("link", { name: "Apply to pay at settlement" }).click();
  await page.getByRole("button", { name: "Start my application" }).click();
  await expect(page).toHaveURL(`/z/${uuid}/pay-later/application/citizenship`);
  return { fundRequest, uuid };
}

async function answerCitizen(page: Page) {
  await page.getByLabel("Yes, I am an Australian citizen").check();
  await page.getByRole("button", { name: "Continue" }).click();
}

async function fillIdentity(page: Page, documentNumber: string) {
  await page.getByLabel("Day").fill("27");
  await page.getByLabel("Month").fill("3");
  await page.getByLabel("Year").fill("1980");
  await page.getByLabel("Australian passport").check();
  await page.getByLabel("Document number").fill(documentNumber);
  await page.getByRole("button", { name: "Verify my identity" }).click();
}

test.describe("pay later: starting an application", () => {
  test("the landing page explains the cost, and get-started pressed twice makes one application", async ({ page }, testInfo) => {
    const fundRequest = await createFundRequest();
    const uuid = fundRequest.links[0].uuid;
    await page.goto(`/z/${uuid}?paylater=true`);
    await expect(page).toHaveURL(`/z/${uuid}/pay-later`);
    await expect(page).toHaveTitle(`Pay your marketing cost at settlement - ${PRODUCT}`);
    const row = (label: string) => page.locator(".summary__row", { has: page.locator("dt", { hasText: label }) }).locator("dd");
    await expect(row("Amount outstanding")).toHaveText("$1,000.00");
    await expect(row("Establishment fee")).toHaveText("$99.00");
    await expect(row("Total to repay")).toHaveText("$1,099.00");
    await expect(page.getByText("4/27 Marine Terrace, Cottesloe WA 6011", { exact: false })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, "pay-later");

    await page.getByRole("link", { name: "Apply to pay at settlement" }).click();
    await expect(heading(page)).toHaveText("Get started on your finance application");
    await expectAccessible(page);
    await screenshot(page, testInfo, "get-started");
    await page.getByRole("button", { name: "Start my application" }).click();
    await expect(page).toHaveURL(`/z/${uuid}/pay-later/application/citizenship`);

    // Back to get-started: it no longer applies, so the guard shows the application.
    await page.goBack();
    await expect(page).toHaveURL(`/z/${uuid}/pay-later/application/citizenship`);
    // The same form posted again, as a double click or a page kept by the browser would.
    const replay = await page.request.post(`/z/${uuid}/pay-later/get-started`, {
      form: { csrf: await csrfToken(page) },
      maxRedirects: 0,
    });
    expect(replay.status()).toBeGreaterThanOrEqual(300);
    expect(replay.headers().location).toMatch(/\/pay-later\/application\/citizenship$/);
    const applications = await financeApplicationsOf(fundRequest.id);
    expect(applications).toHaveLength(1);
  });

  test("citizenship: an error without an answer, the way out for a non-resident, then on", async ({ page }, testInfo) => {
    const { uuid } = await startApplication(page);
    await expect(page).toHaveTitle(`Are you an Australian citizen or permanent resident? - ${PRODUCT}`);
    await expect(page.getByRole("navigation", { name: "Application progress" })).toContainText("Your identity");
    await expectAccessible(page);
    await screenshot(page, testInfo, "citizenship");

    await page.getByRole("button", { name: "Continue" }).click();
    const message = "Select whether you are an Australian citizen or permanent resident";
    await expect(summary(page).getByRole("link", { name: message })).toBeVisible();
    await expect(page.locator(".field__error", { hasText: message })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, "citizenship-error");

    await page.getByLabel("No", { exact: true }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "You cannot pay at settlement" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Withdraw this application and pay now" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact the agency" })).toHaveAttribute("href", `/z/${uuid}/contact-us`);
    await expect(page.getByLabel("No", { exact: true })).toBeChecked();
    await expectAccessible(page);
    await screenshot(page, testInfo, "citizenship-not-eligible");

    await answerCitizen(page);
    await expect(page).toHaveURL(`/z/${uuid}/pay-later/application/verify-identity`);
  });

  test("identity: validation, a failed check with a way forward, then a passing one", async ({ page }, testInfo) => {
    const { uuid, fundRequest } = await startApplication(page);
    await answerCitizen(page);
    await expect(heading(page)).toHaveText("Verify your identity");
    await expect(page.getByLabel("First name")).toHaveValue("Mia");
    await expectAccessible(page);
    await screenshot(page, testInfo, "verify-identity");

    await page.getByLabel("First name").fill("");
    await page.getByLabel("Year").fill("2019");
    await page.getByRole("button", { name: "Verify my identity" }).click();
    for (const message of [
      "Enter your first name as it appears on the document",
      "Date of birth must be a real date, like 27 3 1980",
      "Select the document you want to use",
      "Enter the document number",
    ]) {
      await expect(summary(page).getByRole("link", { name: message })).toBeVisible();
    }
    await expect(page.getByLabel("Year")).toHaveValue("2019");
    await expectAccessible(page);
    await screenshot(page, testInfo, "verify-identity-errors");

    await page.getByLabel("First name").fill("Mia");
    await fillIdentity(page, "000123456");
    await expect(page).toHaveURL(`/z/${uuid}/pay-later/application/verification-fail`);
    await expect(page.getByRole("heading", { name: "We could not verify your identity" })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, "verification-fail");

    // Opening the link again lands on the failure until another check passes (docs/SPEC.md 2.5 rule 3).
    await page.goto(`/z/${uuid}`);
    await expect(page).toHaveURL(`/z/${uuid}/pay-later/application/verification-fail`);
    await page.getByRole("link", { name: "Try again with another document" }).click();
    await expect(page).toHaveURL(`/z/${uuid}/pay-later/application/verify-identity`);
    await fillIdentity(page, "N1234567");
    await expect(page).toHaveURL(`/z/${uuid}/pay-later/application/mortgage-property`);

    const [{ id }] = await financeApplicationsOf(fundRequest.id);
    const application = await getFinanceApplication(id);
    expect(application.applicationData.applicants[0]).toMatchObject({
      citizenship: "CITIZEN",
      hasVerifiedIdentity: true,
      settings: { currentPage: "mortgage-property" },
    });
  });

  test("withdrawing asks first, then returns to the ways to pay with a confirmation that stays", async ({ page }, testInfo) => {
    const { uuid, fundRequest } = await startApplication(page);
    await page.getByRole("link", { name: "Withdraw this application" }).click();
    await expect(heading(page)).toHaveText("Withdraw your application");
    await expectAccessible(page);
    await screenshot(page, testInfo, "withdraw");

    await page.getByRole("link", { name: "No, go back to my application" }).click();
    await expect(page).toHaveURL(`/z/${uuid}/pay-later/application/citizenship`);
    await page.getByRole("link", { name: "Withdraw this application" }).click();
    await page.getByRole("button", { name: "Yes, withdraw my application" }).click();
    await expect(page).toHaveURL(`/z/${uuid}`);
    // In the page, focused (read out first) with and without JavaScript, and still there
    // after the 5 s a toast would have faded in.
    const confirmation = page.locator(".toast", { hasText: "Your application has been withdrawn" });
    await expect(confirmation).toBeFocused();
    expect(await financeApplicationsOf(fundRequest.id)).toHaveLength(0);
    await screenshot(page, testInfo, "withdrawn");
    await page.waitForTimeout(5_500);
    await expect(confirmation).toBeVisible();
    await expect(page.locator(".toasts")).toHaveCSS("position", "static");

    // The withdrawn application's steps are gone: the guard sends its pages to pay-now.
    await page.goto(`/z/${uuid}/pay-later/application/citizenship`);
    await expect(page).toHaveURL(`/z/${uuid}`);
  });

  test("leaving and opening the link on another device resumes at the saved page", async ({ page, browser }) => {
    const { uuid } = await startApplication(page);
    await answerCitizen(page);
    await expect(page).toHaveURL(`/z/${uuid}/pay-later/application/verify-identity`);

    const other = await browser.newContext({
      baseURL: PORTAL_URL,
      javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
    });
    try {
      const elsewhere = await other.newPage();
      await elsewhere.goto(`/z/${uuid}`);
      await expect(elsewhere).toHaveURL(`/z/${uuid}/pay-later/application/verify-identity`);
      await elsewhere.getByRole("link", { name: "Back" }).click();
      await expect(elsewhere.getByLabel("Yes, I am an Australian citizen")).toBeChecked();
    } finally {
      await other.close();
    }
  });
});
