import { expect, type Locator, type Page, test, type TestInfo } from "@playwright/test";

import { FULL_CHROMIUM } from "./support/browser";
import { expectAccessible, expectFocused, PRODUCT, screenshot } from "./support/checks";
import { jsOn, open } from "./support/pages";
import { applicationAt, getFinanceApplication, patchFinanceApplication, setProviderFaults } from "./support/staff";

// Nothing lost (decisions 0110 and 0111): whatever goes wrong between pressing Continue and the
// answers being stored (the provider down or slow, a form whose token has gone), the
// step comes back as a form with everything typed and says what to do, with
// JavaScript on and off. The provider's test-only fault switch plays the provider
// failing (decision 0110).

// Playwright starts Chromium without its back-forward cache; a phone's has it, and Back after a
// refused post needs it. Only the full browser has one, not the headless shell of the other specs
// (decision 0270), and a browser is chosen for a whole file: this one runs in the full browser.
test.use({ launchOptions: { ...FULL_CHROMIUM, ignoreDefaultArgs: ["--disable-back-forward-cache"] } });

const step = (uuid: string, name: string) => `/z/${uuid}/pay-later/application/${name}`;
const AGENCY_LABEL = "Settlement agency (optional)";
const AGENCY = "Coastal Conveyancing Pty Ltd";
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

async function check(page: Page, testInfo: TestInfo, name: string) {
  await expectAccessible(page);
  await screenshot(page, testInfo, name);
}

/** Presses a button and answers the status of the form post it makes (every step form is a document post). */
async function press(page: Page, name: string): Promise<number> {
  const posted = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name, exact: true }).click();
  const response = await posted;
  await page.waitForLoadState();
  return response.status();
}

/** An application whose every answer is given: only the declarations are left on the review page. */
async function readyToSubmit() {
  const at = await applicationAt("review-details", {
    applicant: { martialStatus: "Single", numberOfDependents: 0, hasAcknowledgedResidenceSale: true },
  });
  const application = await patchFinanceApplication(at.application.id, {
    applicationData: {
      ...at.application.applicationData,
      debitBankDetails: { bsb: "062000", accountNumber: "12345678", accountName: "Mia Nguyen" },
      loanRepaymentMethod: "AT_SETTLEMENT",
    },
  });
  return { uuid: at.uuid, application };
}

/** A page drawn again after a refused submit says so first: in its title, and with focus on what went wrong, first in main. */
async function expectAnnounced(page: Page, title: string, what: Locator) {
  await expect(page).toHaveTitle(`Error: ${title} - ${PRODUCT}`);
  await expectFocused(what);
  await expect(page.locator("main > *").first()).toHaveClass((await what.getAttribute("class")) ?? "");
}

test.afterEach(async () => {
  await setProviderFaults();
});

test.describe("the provider down at a save", () => {
  test("settlement details: the same form with the agency typed, 'not saved yet', then saved once", async ({
    page,
  }, testInfo) => {
    const { uuid, application } = await applicationAt("settlement-details");
    await open(page, step(uuid, "settlement-details"));
    await page.getByLabel(AGENCY_LABEL).fill(AGENCY);
    await setProviderFaults({ down: true });

    expect(await press(page, "Continue")).toBe(503);
    await expect(page).toHaveURL(`${step(uuid, "settlement-details")}?attempt=1`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settlement details");
    await expect(page.getByLabel(AGENCY_LABEL)).toHaveValue(AGENCY);
    const notice = page.getByRole("alert").filter({ hasText: "Your answers have not been saved yet" });
    await expect(notice).toContainText("Press Continue again");
    await expectAnnounced(page, "Settlement details", notice);
    await check(page, testInfo, "nothing-lost-provider-down");
    expect((await getFinanceApplication(application.id)).version).toBe(application.version);

    await setProviderFaults();
    expect(await press(page, "Continue")).toBe(303);
    await expect(page).toHaveURL(step(uuid, "send-funds-to"));
    const saved = await getFinanceApplication(application.id);
    expect(saved.applicationData.settlement).toEqual({ agency: AGENCY });
    expect(saved.version).toBe(application.version + 1);
  });

  test("bank details, the read before the save failing too: every field as typed, Continue named, then saved once", async ({
    page,
  }) => {
    const { uuid, application } = await applicationAt("bank-details");
    await open(page, step(uuid, "bank-details"));
    await page.getByLabel("BSB").fill("062-000");
    await page.getByLabel("Account number").fill("1234 5678");
    await page.getByLabel("Name on the account").fill("Mia Nguyen");
    // Every guest call fails: the step's own read before the save as well as the save (decision 0367).
    await setProviderFaults({ down: true });

    expect(await press(page, "Continue")).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bank account details");
    await expect(page.getByLabel("BSB")).toHaveValue("062-000");
    await expect(page.getByLabel("Account number")).toHaveValue("1234 5678");
    await expect(page.getByLabel("Name on the account")).toHaveValue("Mia Nguyen");
    await expect(page.getByRole("alert").filter({ hasText: "Your answers have not been saved yet" })).toContainText(
      "Press Continue again",
    );
    expect((await getFinanceApplication(application.id)).version).toBe(application.version);

    await setProviderFaults();
    expect(await press(page, "Continue")).toBe(303);
    await expect(page).not.toHaveURL(step(uuid, "bank-details"));
    const saved = await getFinanceApplication(application.id);
    expect(saved.version).toBe(application.version + 1);
    expect(saved.applicationData.debitBankDetails).toMatchObject({ bsb: "062000", accountName: "Mia Nguyen" });
  });

  test("review: Submit application comes back with the declarations ticked, then submits once", async ({ page }, testInfo) => {
    const { uuid, application } = await readyToSubmit();
    await open(page, step(uuid, "review-details"));
    for (const box of await page.getByRole("checkbox").all()) await box.check();
    await setProviderFaults({ down: true });

    expect(await press(page, "Submit application")).toBe(503);
    await expect(page).toHaveURL(`${step(uuid, "review-details")}?attempt=1`);
    await expect(page.getByRole("alert").filter({ hasText: "Your answers have not been saved yet" })).toContainText(
      "Press Submit application again",
    );
    for (const box of await page.getByRole("checkbox").all()) await expect(box).toBeChecked();
    await check(page, testInfo, "nothing-lost-provider-down-review");

    await setProviderFaults();
    await press(page, "Submit application");
    await expect(page).not.toHaveURL(step(uuid, "review-details"));
    const submitted = await getFinanceApplication(application.id);
    expect(submitted.applicationData.applicants[0].hasCompletedApplication).toBe(true);
  });
});

test.describe("a save the portal gave up waiting for, but which was stored", () => {
  test("Continue again goes on to the next step instead of 'This application has changed'", async ({ page }) => {
    // The portal waits PROVIDER_TIMEOUT_MS (8 s) for a save; this provider answers after 9 s.
    test.setTimeout(60_000);
    const { uuid, application } = await applicationAt("settlement-details");
    await open(page, step(uuid, "settlement-details"));
    await page.getByLabel(AGENCY_LABEL).fill(AGENCY);
    await setProviderFaults({ submitDelayMs: 9_000 });

    expect(await press(page, "Continue")).toBe(503);
    await expect(page.getByLabel(AGENCY_LABEL)).toHaveValue(AGENCY);
    await expect(page.getByRole("alert")).toContainText("Press Continue again");
    const landed = await getFinanceApplication(application.id);
    expect(landed.applicationData.settlement).toEqual({ agency: AGENCY });

    await setProviderFaults();
    expect(await press(page, "Continue")).toBe(303);
    await expect(page).toHaveURL(step(uuid, "send-funds-to"));
    await expect(page.getByText("This application has changed")).toHaveCount(0);
    expect((await getFinanceApplication(application.id)).version).toBe(landed.version);
  });
});

test.describe("an upload with a save that failed", () => {
  test("a payslip sent with a save the provider was too slow to answer comes back listed, and is kept", async ({ page }) => {
    test.setTimeout(60_000);
    const { uuid, application } = await applicationAt("income-payslips", { amount: 5000000, amountPaid: 0 });
    await open(page, step(uuid, "income-payslips"));
    const income = page.locator("fieldset.row").first();
    await income.getByLabel("Kind of income").selectOption({ label: "Salary or wages" });
    await income.getByLabel("Amount before tax, in dollars").fill("4,250.50");
    await income.getByLabel("How often").selectOption({ label: "Fortnightly" });
    await page.getByLabel("Add payslips").setInputFiles({ name: "payslip-july.png", mimeType: "image/png", buffer: PNG });
    // The upload is stored; the save's answer comes after the portal stopped waiting.
    await setProviderFaults({ submitDelayMs: 9_000 });

    expect(await press(page, "Continue")).toBe(503);
    await expect(page.getByRole("alert")).toContainText("Press Continue again");
    // The uploaded file is listed with the form: nothing to choose again.
    await expect(page.locator(".documents")).toContainText("payslip-july.png");
    await expect(income.getByLabel("Amount before tax, in dollars")).toHaveValue("4,250.50");

    await setProviderFaults();
    expect(await press(page, "Continue")).toBe(303);
    await expect(page).toHaveURL(step(uuid, "expenses-liabilities"));
    const [applicant] = (await getFinanceApplication(application.id)).applicationData.applicants;
    expect(applicant.payslips).toEqual([{ mediaId: expect.any(String), fileName: "payslip-july.png" }]);
    expect(applicant.income).toEqual([{ type: "SALARY", amount: 425050, frequency: "FORTNIGHTLY" }]);
  });
});

test.describe("a form whose token had gone", () => {
  test("the session cookie dropped before Continue: the form again with the agency, 'expired', then saved once", async ({
    page,
    context,
  }, testInfo) => {
    const { uuid, application } = await applicationAt("settlement-details");
    await open(page, step(uuid, "settlement-details"));
    await page.getByLabel(AGENCY_LABEL).fill(AGENCY);
    await context.clearCookies({ name: "__portal" });

    expect(await press(page, "Continue")).toBe(403);
    await expect(page).toHaveURL(`${step(uuid, "settlement-details")}?attempt=1`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settlement details");
    await expect(page.getByLabel(AGENCY_LABEL)).toHaveValue(AGENCY);
    const notice = page.getByRole("alert").filter({ hasText: "This form had expired" });
    await expect(notice).toContainText("Press Continue again");
    await expectAnnounced(page, "Settlement details", notice);
    await check(page, testInfo, "nothing-lost-form-expired");
    expect((await getFinanceApplication(application.id)).version).toBe(application.version);

    expect(await press(page, "Continue")).toBe(303);
    await expect(page).toHaveURL(step(uuid, "send-funds-to"));
    const saved = await getFinanceApplication(application.id);
    expect(saved.applicationData.settlement).toEqual({ agency: AGENCY });
    expect(saved.version).toBe(application.version + 1);
  });

  test("a post from another site still gets the bare refusal, without the form", async ({ page, request }) => {
    const { uuid } = await applicationAt("settlement-details");
    await open(page, step(uuid, "settlement-details"));
    const csrf = await page.locator('input[name="csrf"]').getAttribute("value");
    const version = await page.locator('input[name="version"]').getAttribute("value");
    const cookies = await page.context().cookies();
    const answer = await request.post(step(uuid, "settlement-details"), {
      headers: {
        Origin: "https://elsewhere.example",
        Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; "),
      },
      form: { csrf: csrf ?? "", version: version ?? "", agency: AGENCY },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    const html = await answer.text();
    expect(html).toContain("This form could not be sent");
    expect(html).not.toContain(AGENCY);
  });
});

test.describe("a refused submit is announced", () => {
  test("a step's errors: the title begins Error:, the summary is first in main with focus, each message by its field", async ({
    page,
  }, testInfo) => {
    const { uuid } = await applicationAt("mortgage-property");
    await open(page, step(uuid, "mortgage-property"));
    await expect(page).toHaveTitle(`Mortgage property - ${PRODUCT}`);
    const message = "Tick the box to confirm when the loan is repaid";
    // With JavaScript the browser checks first and no page is drawn again: the summary still takes focus.
    if (jsOn()) {
      await page.getByRole("button", { name: "Continue" }).click();
    } else {
      expect(await press(page, "Continue")).toBe(400);
      await expect(page).toHaveTitle(`Error: Mortgage property - ${PRODUCT}`);
    }
    const summary = page.locator(".error-summary");
    await expect(summary).toBeFocused();
    await expect(page.locator("main > *").first()).toHaveClass("error-summary");
    await expect(summary.getByRole("link", { name: message })).toBeVisible();
    await expect(page.locator(".field__error", { hasText: message })).toBeVisible();
    await check(page, testInfo, "nothing-lost-announced-errors");
  });
});

test.describe("Back after a refused post", () => {
  test("without JavaScript, Back shows the page as it was left, with what was typed; pages stay no-store", async ({ page }) => {
    test.skip(jsOn(), "With JavaScript the browser checks the form first: nothing is posted to go Back from.");
    const { uuid } = await applicationAt("marital-status", { amount: 5_000_000 });
    // A payer reaches a step from another page of the portal, which gave them their session.
    await page.goto(`/z/${uuid}`);
    const shown = await page.goto(step(uuid, "marital-status"));
    // Nothing personal on disk or in a shared cache: Chromium keeps such a page in memory only (decision 0113).
    expect(shown?.headers()["cache-control"]).toBe("no-store");
    const dependents = page.getByLabel("How many people depend on you financially?");
    await dependents.fill("two");

    expect(await press(page, "Continue")).toBe(400);
    await expect(page).toHaveURL(`${step(uuid, "marital-status")}?attempt=1`);
    await expect(dependents).toHaveValue("two");
    // A page from the back-forward cache fires no load event: wait for the history step only.
    await page.goBack({ waitUntil: "commit" });
    await expect(page).toHaveURL(step(uuid, "marital-status"));
    await expect(dependents).toHaveValue("two");
    await expect(page).toHaveTitle(`Marital status - ${PRODUCT}`);
  });
});
