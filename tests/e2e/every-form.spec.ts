import { expect, type Page, test } from "@playwright/test";

import { demoLink, expectAccessible } from "./support/checks";
import { jsOn, open } from "./support/pages";
import {
  applicationAt,
  approveApplication,
  createFundRequest,
  getFinanceApplication,
  setProviderFaults,
  submittedApplication,
} from "./support/staff";

// Issue 21, "every form, one way through": the screens built after the application
// steps keep the steps' promises because they go through the same pipeline. With the
// whole provider down at the press, JavaScript on and off, each form comes back with
// every value typed and a notice that names the button that is really on the page;
// with JavaScript, a press that gets no answer at all keeps the page the same way.

const step = (uuid: string, name: string) => `/z/${uuid}/pay-later/application/${name}`;

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
  await setProviderFaults();
});

/** Presses the button and waits for the page the answer draws (a document post without JavaScript). */
async function press(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).click();
  await page.waitForLoadState();
}

/** A vendor who has signed the VPA contract: additional funds are open (demo link 15). */
const HOW_MUCH = `/z/${demoLink(15)}/pay-later/additional-funds/how-much`;

async function expectKeptWithNotice(page: Page, heading: RegExp, button: string) {
  const notice = page.getByRole("alert").filter({ hasText: heading });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`${button} again`);
  await expect(page.getByText(/Error code|something went wrong/i)).toHaveCount(0);
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);
}

test.describe("the provider down at the press", () => {
  test("the contract: the typed name and the three ticks stay, 'Sign the contract' named", async ({ page }) => {
    const { applicationId, creator } = await submittedApplication();
    await approveApplication(applicationId);
    await open(page, step(creator, "contract-signing"));
    await page.getByLabel("I have read the whole contract").check();
    await page.getByLabel("I accept the loan amount").check();
    await page.getByLabel("I understand that I can cancel").check();
    await page.getByLabel("Your full name, as your signature").fill("Mia Nguyen");
    const before = await getFinanceApplication(applicationId);
    await setProviderFaults({ down: true });

    await press(page, "Sign the contract");
    await expectKeptWithNotice(page, /Your answers have not been saved yet/, "Sign the contract");
    await expect(page.getByLabel("Your full name, as your signature")).toHaveValue("Mia Nguyen");
    await expect(page.getByLabel("I have read the whole contract")).toBeChecked();
    await expect(page.getByLabel("I accept the loan amount")).toBeChecked();
    await expect(page.getByLabel("I understand that I can cancel")).toBeChecked();

    await setProviderFaults();
    await press(page, "Sign the contract");
    await expect(page).toHaveURL(step(creator, "signed"));
    expect((await getFinanceApplication(applicationId)).version).toBeGreaterThan(before.version);
  });

  test("additional funds, how much: the amount and the kind of funds stay", async ({ page }) => {
    await open(page, HOW_MUCH);
    await page.getByLabel("How much would you like to apply for?").fill("2500");
    await page.getByRole("radio").first().check();
    await setProviderFaults({ down: true });

    await press(page, "Continue");
    await expectKeptWithNotice(page, /Your answers have not been saved yet/, "Continue");
    await expect(page.getByLabel("How much would you like to apply for?")).toHaveValue("2500");
    await expect(page.getByRole("radio").first()).toBeChecked();
  });

  test("contact us: the message and the phone number stay, 'Send message' named", async ({ page }) => {
    const { links } = await createFundRequest();
    await open(page, `/z/${links[0].uuid}/contact-us`);
    await page.getByLabel("Phone number (optional)").fill("0412 345 678");
    await page.getByLabel("Your message").fill("Is anyone there?");
    await setProviderFaults({ down: true });

    await press(page, "Send message");
    await expectKeptWithNotice(page, /Your answers have not been saved yet/, "Send message");
    await expect(page.getByLabel("Your message")).toHaveValue("Is anyone there?");
    await expect(page.getByLabel("Phone number (optional)")).toHaveValue("0412 345 678");
  });

  test("get started: the page stays, 'Start my application' named, and nothing is made twice", async ({ page }) => {
    const { links } = await createFundRequest();
    await open(page, `/z/${links[0].uuid}/pay-later/get-started`);
    await setProviderFaults({ down: true });
    await press(page, "Start my application");
    await expectKeptWithNotice(page, /Your answers have not been saved yet/, "Start my application");
    await setProviderFaults();
    await press(page, "Start my application");
    await expect(page).toHaveURL(step(links[0].uuid, "citizenship"));
  });

  test("withdraw: the confirmation stays, its button named", async ({ page }) => {
    const { uuid, application } = await applicationAt("citizenship");
    await open(page, `${step(uuid, "cancel")}`);
    await setProviderFaults({ down: true });
    await press(page, "Yes, withdraw my application");
    await expectKeptWithNotice(page, /Your answers have not been saved yet/, "Yes, withdraw my application");
    await setProviderFaults();
    expect((await getFinanceApplication(application.id)).version).toBe(application.version);
  });
});

test.describe("with JavaScript, a press that gets no answer", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name === "js-off", "without JavaScript the browser shows its own offline page");
  });

  test("additional funds: offline at Continue keeps the page and the amount, 'Continue' named", async ({ page, context }) => {
    await open(page, HOW_MUCH);
    await page.getByLabel("How much would you like to apply for?").fill("2500");
    await page.getByRole("radio").first().check();
    await context.setOffline(true);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    const notice = page.getByRole("alert").filter({ hasText: "Your answers have not been sent yet" });
    await expect(notice).toContainText("press Continue again");
    await expect(page.getByText(/Error code|something went wrong/i)).toHaveCount(0);
    await expect(page.getByLabel("How much would you like to apply for?")).toHaveValue("2500");
    await expect(page).toHaveTitle(/^Error: /);
  });

  test("documents: the upload script failing to load leaves the plain form, never the error page", async ({ page }) => {
    expect(jsOn()).toBe(true);
    await page.route(/FileUploads-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
    await page.goto("/c/00000000-0000-4000-8000-000000000040/upload-documents");
    await page.waitForLoadState("networkidle");
    await expect(page.getByText(/Error code|something went wrong/i)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send documents" })).toBeVisible();
  });
});
