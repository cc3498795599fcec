import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";

import { expect, type Page, test, type TestInfo } from "@playwright/test";

import { expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { open } from "./support/pages";
import {
  approveApplication,
  createFundRequest,
  financeApplicationsOf,
  getFinanceApplication,
  patchFinanceApplication,
  submittedApplication,
} from "./support/staff";
import {
  ADDITIONAL_FUNDS_LENDING_OFF_PORTAL_PORT,
  ADDITIONAL_FUNDS_LENDING_OFF_PROVIDER_PORT,
  STAFF_API_KEY,
} from "./support/urls";

// Additional funds (decisions 0170-0172): the ways in, the two questions
// with the fee, the application made once, and the active application before and
// after the VPA contract is signed. Runs with JavaScript on and off.

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const summary = (page: Page) => page.locator(".error-summary");
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const HOW_MUCH = "How much would you like to apply for?";

async function csrfToken(page: Page): Promise<string> {
  return (await page.locator('input[name="csrf"]').first().getAttribute("value")) ?? "";
}

/** Staff approve the VPA application and every applicant signs: the additional one becomes active (docs/SPEC.md 4). */
async function signVpa(applicationId: string) {
  await approveApplication(applicationId);
  await patchFinanceApplication(applicationId, { applicationStatus: "SIGNED" });
}

/** From a screen with the way in to the first question. */
async function openGetStarted(page: Page, testInfo: TestInfo, shot: string | null) {
  await page.getByRole("link", { name: "Find out about additional funds" }).click();
  await expect(heading(page)).toHaveText("Get started applying for additional funds");
  await expect(page).toHaveTitle(`Get started applying for additional funds - ${PRODUCT}`);
  await expect(page.getByText("Bridging funds", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("up to $2,000.00: a fee of $99.00")).toBeVisible();
  if (shot) {
    await expectAccessible(page);
    await screenshot(page, testInfo, shot);
  }
  await page.getByRole("link", { name: "Apply for additional funds" }).click();
  await expect(page.getByText("Additional funds: question 1 of 2")).toBeVisible();
  await expect(heading(page)).toHaveText(HOW_MUCH);
  await expect(page).toHaveTitle(`${HOW_MUCH} - ${PRODUCT}`);
}

async function answerHowMuch(page: Page, amount: string, product: RegExp) {
  await page.getByLabel("Amount to apply for").fill(amount);
  await page.getByLabel(product).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Additional funds: question 2 of 2")).toBeVisible();
}

const row = (page: Page, label: string) =>
  page.locator(".summary__row", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");

test.describe("additional funds", () => {
  test("a vendor who has signed applies for bridging funds, sees the fee, and reaches the first full-lending step", async ({
    page,
  }, testInfo) => {
    const { fundRequest, applicationId, creator } = await submittedApplication();
    await signVpa(applicationId);
    await open(page, `/z/${creator}`);
    await expect(page).toHaveURL(`/z/${creator}/pay-later/application/signed`);
    await openGetStarted(page, testInfo, "additional-funds");

    // Nothing typed: both questions named, the title says so, nothing sent.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(summary(page)).toContainText("Enter how much you would like to apply for");
    await expect(summary(page)).toContainText("Select additional funds or bridging funds");
    if (!jsOn()) await expect(page).toHaveTitle(`Error: ${HOW_MUCH} - ${PRODUCT}`);

    // Below the provider's minimum: the message on the field, the amount kept.
    await page.getByLabel("Amount to apply for").fill("500");
    await page.getByLabel(/^Bridging funds/).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.locator("#how-much-amount-error")).toContainText("Enter an amount between $1,000.00 and $50,000.00");
    await expect(page.getByLabel("Amount to apply for")).toHaveValue("500");
    await expect(page.getByLabel(/^Bridging funds/)).toBeChecked();
    // Its hint is read with it: the radio's id is not built from "VPA Additional - Bridging".
    await expect(page.getByLabel(/^Bridging funds/)).toHaveAccessibleDescription(/before the sale settles/);
    await expectAccessible(page);
    await screenshot(page, testInfo, "additional-funds-how-much-error");

    // The fee and total as typed (with JavaScript), then on the next page either way.
    await page.getByLabel("Amount to apply for").fill("12,000");
    if (jsOn()) {
      await expect(page.getByTestId("live-figures")).toContainText("$743.80");
      await expect(page.getByTestId("live-figures")).toContainText("$12,743.80");
    }
    await screenshot(page, testInfo, "additional-funds-how-much");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/what-are-the-funds-for\?amount=1200000&product=VPA\+Additional\+-\+Bridging$/);
    await expect(row(page, "Additional funds")).toHaveText("$12,000.00");
    await expect(row(page, "Establishment fee")).toHaveText("$743.80");
    await expect(row(page, "Total to repay at settlement")).toHaveText("$12,743.80");
    await expect(row(page, "Kind of funds")).toHaveText("Bridging funds (VPA Additional - Bridging)");

    // "Something else" asks for the applicant's own words.
    await page.getByRole("button", { name: "Start my application for additional funds" }).click();
    await expect(summary(page)).toContainText("Select what the funds are for");
    await page.getByRole("radio", { name: "Something else" }).check();
    await page.getByRole("button", { name: "Start my application for additional funds" }).click();
    await expect(summary(page)).toContainText("Say what the funds are for");
    await expectAccessible(page);
    await screenshot(page, testInfo, "additional-funds-what-for-error");
    await page.getByLabel(/Tell us what the funds are for/).fill("Rent for the month between the two homes");
    await page.getByRole("button", { name: "Start my application for additional funds" }).click();

    await expect(page).toHaveURL(`/z/${creator}/pay-later/application/citizenship`);
    await expect(page.getByText("Your application for additional funds", { exact: true })).toBeVisible();
    await expect(page.locator(".toast__title", { hasText: "Your application for additional funds has started" })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, "additional-funds-citizenship");

    const applications = await financeApplicationsOf(fundRequest.id);
    expect(applications).toHaveLength(2);
    const additional = await getFinanceApplication(applications.find((a) => a.id !== applicationId)!.id);
    expect(additional).toMatchObject({
      financeType: "VPA_ADDITIONAL",
      product: "VPA Additional - Bridging",
      amount: 1200000,
      repaymentAmount: 1274380,
      isFullLending: true,
    });

    // The same form sent again (a double press, Back and press) makes nothing more.
    const replay = await page.request.post(
      `/z/${creator}/pay-later/additional-funds/what-are-the-funds-for?amount=1200000&product=VPA+Additional+-+Bridging`,
      { form: { csrf: await csrfToken(page), purpose: "OTHER", purposeDescription: "Again" }, maxRedirects: 0 },
    );
    expect(replay.status()).toBeGreaterThanOrEqual(300);
    expect(replay.status()).toBeLessThan(400);
    expect(await financeApplicationsOf(fundRequest.id)).toHaveLength(2);
    // Every additional-funds page now shows the application instead.
    await page.goto(`/z/${creator}/pay-later/additional-funds/how-much`);
    await expect(page).toHaveURL(`/z/${creator}/pay-later/application/citizenship`);

    // On to the first question only a full-lending application asks.
    await page.getByLabel("Yes, I am an Australian citizen").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Day").fill("27");
    await page.getByLabel("Month").fill("3");
    await page.getByLabel("Year").fill("1980");
    await page.getByLabel("Australian passport").check();
    await page.getByLabel("Document number").fill("PA1234567");
    await page.getByRole("button", { name: "Verify my identity" }).click();
    await expect(page).toHaveURL(`/z/${creator}/pay-later/application/marital-status`);
    await expect(page.getByText("Your application for additional funds", { exact: true })).toBeVisible();
  });

  test("a vendor whose VPA application is submitted applies for additional funds and is shown the VPA one until signing", async ({
    page,
  }, testInfo) => {
    const { fundRequest, applicationId, creator } = await submittedApplication();
    await open(page, `/z/${creator}`);
    await expect(page).toHaveURL(`/z/${creator}/pay-later/application/reviewing`);
    await openGetStarted(page, testInfo, null);
    await answerHowMuch(page, "2500", /^Additional funds/);
    await expect(row(page, "Establishment fee")).toHaveText("$174.75");
    await expect(row(page, "Kind of funds")).toHaveText("Additional funds (VPA Additional)");
    await expectAccessible(page);
    await screenshot(page, testInfo, "additional-funds-what-for");
    await page.getByRole("radio", { name: "Moving costs" }).check();
    await page.getByRole("button", { name: "Start my application for additional funds" }).click();

    // docs/SPEC.md 4: the VPA application stays active until its contract is signed.
    await expect(page).toHaveURL(`/z/${creator}/pay-later/application/reviewing`);
    await expect(page.getByText("You can fill it in once you have signed the contract")).toBeVisible();
    await expect(page.getByText("Your application to pay the marketing cost at settlement", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Find out about additional funds" })).toHaveCount(0);
    await expectAccessible(page);
    const applications = await financeApplicationsOf(fundRequest.id);
    expect(applications).toHaveLength(2);
    const additional = await getFinanceApplication(applications.find((a) => a.id !== applicationId)!.id);
    expect(additional).toMatchObject({ product: "VPA Additional", amount: 250000, repaymentAmount: 267475 });

    await signVpa(applicationId);
    await page.goto(`/z/${creator}`);
    await expect(page).toHaveURL(`/z/${creator}/pay-later/application/citizenship`);
    await expect(page.getByText("Your application for additional funds", { exact: true })).toBeVisible();
  });

  test("a press that gets no answer keeps everything chosen, and pressing again starts the application once", async ({
    page,
  }) => {
    test.skip(!jsOn(), "without JavaScript the browser itself shows that the page could not be reached");
    const { fundRequest, creator } = await submittedApplication();
    await open(page, `/z/${creator}/pay-later/additional-funds/how-much`);
    await answerHowMuch(page, "3000", /^Bridging funds/);
    await page.getByRole("radio", { name: "A deposit on your next home" }).check();
    await page.route("**/additional-funds/what-are-the-funds-for**", (route) =>
      route.request().method() === "POST" ? route.abort("connectionreset") : route.continue(),
    );
    await page.getByRole("button", { name: "Start my application for additional funds" }).click();
    // The one notice every form shows for a press that got no answer, naming the button on the page (decision 0200).
    const notice = page.getByRole("alert").filter({ hasText: "Your answers have not been sent yet" });
    await expect(notice).toContainText("press Start my application for additional funds again");
    await expect(page.getByRole("radio", { name: "A deposit on your next home" })).toBeChecked();
    expect(await financeApplicationsOf(fundRequest.id)).toHaveLength(1);
    await page.unroute("**/additional-funds/what-are-the-funds-for**");
    await page.getByRole("button", { name: "Start my application for additional funds" }).click();
    await expect(page).toHaveURL(`/z/${creator}/pay-later/application/reviewing`);
    expect(await financeApplicationsOf(fundRequest.id)).toHaveLength(2);
  });

  test("the pay-later page points the way, and get started asks for the marketing-cost application first", async ({
    page,
  }, testInfo) => {
    const { links } = await createFundRequest();
    await open(page, `/z/${links[0].uuid}?paylater=true`);
    await expect(page).toHaveURL(`/z/${links[0].uuid}/pay-later`);
    await page.getByRole("link", { name: "Find out about additional funds" }).click();
    await expect(heading(page)).toHaveText("Get started applying for additional funds");
    await expect(page.getByRole("link", { name: "Apply to pay at settlement first" })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, "additional-funds-vpa-first");
    // The questions themselves wait for that application.
    await page.goto(`/z/${links[0].uuid}/pay-later/additional-funds/how-much`);
    await expect(page).toHaveURL(`/z/${links[0].uuid}`);
  });

  test("no way in on a request that is not vendor-paid advertising", async ({ page }) => {
    const { links } = await createFundRequest({ requestType: "BUYER_DEPOSIT", canDeferPayment: true });
    await page.goto(`/z/${links[0].uuid}?paylater=true`);
    await expect(page).toHaveURL(`/z/${links[0].uuid}/pay-later`);
    // A deposit made deferrable is not a marketing cost (decision 0172).
    await expect(heading(page)).toHaveText("Pay the deposit at settlement");
    await expect(page.locator(".lead")).toContainText("You do not have to pay the deposit now");
    await expect(page.getByText("marketing", { exact: false })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Find out about additional funds" })).toHaveCount(0);
    await page.goto(`/z/${links[0].uuid}/pay-later/additional-funds`);
    await expect(page).toHaveURL(`/z/${links[0].uuid}`);
  });
});

test.describe("additional funds with the lending flag off", () => {
  const portal = `http://localhost:${ADDITIONAL_FUNDS_LENDING_OFF_PORTAL_PORT}`;
  const staffApi = `http://127.0.0.1:${ADDITIONAL_FUNDS_LENDING_OFF_PROVIDER_PORT}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = spawn("node_modules/.bin/tsx", ["server.ts"], {
      env: {
        ...process.env,
        METRICS_PORT: "0",
        NODE_ENV: "test",
        APP_ENV: "qa",
        SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
        PRODUCT_NAME: PRODUCT,
        TAG_MANAGER_ID: "",
        SENTRY_DSN: "",
        PORT: String(ADDITIONAL_FUNDS_LENDING_OFF_PORTAL_PORT),
        PROVIDER_API_URL: "",
        PROVIDER_API_PORT: String(ADDITIONAL_FUNDS_LENDING_OFF_PROVIDER_PORT),
        PROVIDER_API_DB: path.join(os.tmpdir(), `portal-e2e-additional-lending-off-${Date.now()}.sqlite`),
        PROVIDER_FEATURE_FLAGS: "lending=false",
        STAFF_API_KEY,
      },
      stdio: "ignore",
    });
    await expect
      .poll(
        () =>
          fetch(`${portal}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 80_000, intervals: [500] },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test("no pay later, no get started and no additional funds, even asked for by address", async ({ page }) => {
    const { links } = await createFundRequest({}, staffApi);
    const base = `${portal}/z/${links[0].uuid}`;
    await page.goto(`${base}?paylater=true`);
    await expect(page).toHaveURL(base);
    await expect(page.getByRole("link", { name: "Find out about additional funds" })).toHaveCount(0);
    for (const address of [
      "/pay-later",
      "/pay-later/get-started",
      "/pay-later/additional-funds",
      "/pay-later/additional-funds/how-much",
      "/pay-later/additional-funds/what-are-the-funds-for?amount=250000&product=VPA+Additional",
    ]) {
      await page.goto(`${base}${address}`);
      await expect(page, address).toHaveURL(base);
    }
  });
});
