import { expect, type Page, test } from "@playwright/test";

import { demoLink, expectAccessible } from "./support/checks";
import { signedLoan } from "./support/loan";
import { jsOn, open } from "./support/pages";
import { cardPaymentsOf, messagesOf } from "./support/payments";
import {
  applicationAt,
  approveApplication,
  createFundRequest,
  financeApplicationsOf,
  getFinanceApplication,
  patchFinanceApplication,
  setProviderFaults,
  startApplication,
  submittedApplication,
} from "./support/staff";

// Every form, one way through (decision 0200): the screens built after the application
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
    await page.getByLabel("I understand I can cancel").check();
    await page.getByLabel("Your full name, as your signature").fill("Mia Nguyen");
    const before = await getFinanceApplication(applicationId);
    await setProviderFaults({ down: true });

    await press(page, "Sign the contract");
    await expectKeptWithNotice(page, /Your answers have not been saved yet/, "Sign the contract");
    await expect(page.getByLabel("Your full name, as your signature")).toHaveValue("Mia Nguyen");
    await expect(page.getByLabel("I have read the whole contract")).toBeChecked();
    await expect(page.getByLabel("I accept the loan amount")).toBeChecked();
    await expect(page.getByLabel("I understand I can cancel")).toBeChecked();

    await setProviderFaults();
    await press(page, "Sign the contract");
    await expect(page).toHaveURL(step(creator, "signed"));
    expect((await getFinanceApplication(applicationId)).version).toBeGreaterThan(before.version);
  });

  test("additional funds, how much: the amount and the kind of funds stay", async ({ page }) => {
    await open(page, HOW_MUCH);
    await page.getByLabel("Amount to apply for").fill("2500");
    await page.getByRole("radio").first().check();
    await setProviderFaults({ down: true });

    await press(page, "Continue");
    await expectKeptWithNotice(page, /Your answers have not been saved yet/, "Continue");
    await expect(page.getByLabel("Amount to apply for")).toHaveValue("2500");
    await expect(page.getByRole("radio").first()).toBeChecked();
  });

  test("tell us about your sale: the status, the date and the conveyancer stay, 'Save' named", async ({ page }) => {
    const { uuid } = await signedLoan(`VPA-FORM-${Date.now() % 1_000_000}`);
    await open(page, `/z/${uuid}/your-sale`);
    await page.getByLabel("Under offer").check();
    await page.getByLabel("Firm").fill("Harbour Conveyancing");
    await page.getByLabel("Phone number").fill("02 9000 1234");
    await setProviderFaults({ down: true });

    await press(page, "Save");
    await expectKeptWithNotice(page, /Your answers have not been saved yet/, "Save");
    await expect(page.getByLabel("Under offer")).toBeChecked();
    await expect(page.getByLabel("Firm")).toHaveValue("Harbour Conveyancing");
    await expect(page.getByLabel("Phone number")).toHaveValue("02 9000 1234");
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

test.describe("the provider down at the press: the other forms", () => {
  test("declining the contract: the reason stays, 'Decline the contract' named, nothing declined", async ({ page }) => {
    const { applicationId, creator } = await submittedApplication();
    await approveApplication(applicationId);
    await open(page, `${step(creator, "contract-signing")}?decline`);
    await page.getByLabel("Why are you declining? (optional)").fill("We sold privately.");
    await setProviderFaults({ down: true });
    await press(page, "Decline the contract");
    await expectKeptWithNotice(page, /Your answers have not been saved yet/, "Decline the contract");
    await expect(page.getByLabel("Why are you declining? (optional)")).toHaveValue("We sold privately.");
    await setProviderFaults();
    expect((await getFinanceApplication(applicationId)).applicationData.applicants[0].hasDeclinedContract).toBe(false);
  });

  test("additional funds, what for: the words stay, its button named, no application made", async ({ page }) => {
    const { fundRequest, creator } = await additionalFundsVendor();
    await open(page, WHAT_FOR(creator));
    await page.getByRole("radio", { name: "Something else" }).check();
    await page.getByLabel(/Tell us what the funds are for/).fill("Rent between the two homes");
    await setProviderFaults({ down: true });
    await press(page, WHAT_FOR_BUTTON);
    await expectKeptWithNotice(page, /Your answers have not been saved yet/, WHAT_FOR_BUTTON);
    await expect(page.getByLabel(/Tell us what the funds are for/)).toHaveValue("Rent between the two homes");
    await expect(page.getByRole("radio", { name: "Something else" })).toBeChecked();
    await setProviderFaults();
    expect(await financeApplicationsOf(fundRequest.id)).toHaveLength(1);
  });

  test("pay by card: back with 'Nothing has been charged', no payment started", async ({ page }) => {
    const { id, links } = await createFundRequest();
    await open(page, `/z/${links[0].uuid}/card`);
    await setProviderFaults({ down: true });
    await press(page, "Pay $1,012.00 by card");
    await expect(page.getByText(/Nothing has been charged/).first()).toBeVisible();
    await setProviderFaults();
    expect(await cardPaymentsOf(id)).toHaveLength(0);
  });

  test("staff forgot password: the email address stays, 'Send the link' named", async ({ page }) => {
    await open(page, "/staff/forgot-password");
    await page.getByLabel("Email address").fill("rita@agency.example.com.au");
    await setProviderFaults({ down: true });
    await press(page, "Send the link");
    await expectKeptWithNotice(page, /Your answers have not been saved yet/, "Send the link");
    await expect(page.getByLabel("Email address")).toHaveValue("rita@agency.example.com.au");
  });

  test("staff sign-in: the email address stays (the password is never written back), 'Sign in' named", async ({ page }) => {
    await open(page, "/staff/sign-in");
    await page.getByLabel("Email address").fill("rita@agency.example.com.au");
    await page.getByLabel("Password").fill("correct horse battery staple");
    await setProviderFaults({ down: true });
    await press(page, "Sign in");
    await expectKeptWithNotice(page, /Your answers have not been saved yet/, "Sign in");
    await expect(page.getByLabel("Email address")).toHaveValue("rita@agency.example.com.au");
    await expect(page.getByLabel("Password")).toHaveValue("");
  });
});

/** A vendor whose VPA contract is signed: additional funds are open to them. */
async function additionalFundsVendor() {
  const fundRequest = await createFundRequest();
  const creator = fundRequest.links[0].uuid;
  const applicationId = await startApplication(creator);
  await patchFinanceApplication(applicationId, { applicationStatus: "SIGNED" });
  return { fundRequest, creator };
}
const WHAT_FOR = (uuid: string) =>
  `/z/${uuid}/pay-later/additional-funds/what-are-the-funds-for?amount=1200000&product=VPA+Additional+-+Bridging`;
const WHAT_FOR_BUTTON = "Start my application for additional funds";

test.describe("with JavaScript, a press that gets no answer", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name === "js-off", "without JavaScript the browser shows its own offline page");
  });

  // One row per form: open it, type, lose the connection at the press; the page,
  // every value and the real button's name stay; back online, one press stores it once.
  const OFFLINE: Array<{
    form: string;
    button: string;
    setUp: () => Promise<{ url: string; stored: () => Promise<number> }>;
    fill: (page: Page) => Promise<void>;
    kept: (page: Page) => Promise<void>;
  }> = [
    {
      form: "contact us",
      button: "Send message",
      setUp: async () => {
        const { id, links } = await createFundRequest();
        return { url: `/z/${links[0].uuid}/contact-us`, stored: async () => (await messagesOf(id)).length };
      },
      fill: (page) => page.getByLabel("Your message").fill("Is anyone there?"),
      kept: (page) => expect(page.getByLabel("Your message")).toHaveValue("Is anyone there?"),
    },
    {
      form: "the contract's signature",
      button: "Sign the contract",
      setUp: async () => {
        const { applicationId, creator } = await submittedApplication();
        await approveApplication(applicationId);
        return {
          url: step(creator, "contract-signing"),
          stored: async () =>
            (await getFinanceApplication(applicationId)).applicationData.applicants[0].hasSignedContract ? 1 : 0,
        };
      },
      fill: async (page) => {
        await page.getByLabel("I have read the whole contract").check();
        await page.getByLabel("I accept the loan amount").check();
        await page.getByLabel("I understand I can cancel").check();
        await page.getByLabel("Your full name, as your signature").fill("Mia Nguyen");
      },
      kept: async (page) => {
        await expect(page.getByLabel("Your full name, as your signature")).toHaveValue("Mia Nguyen");
        await expect(page.getByLabel("I accept the loan amount")).toBeChecked();
      },
    },
    {
      form: "additional funds, what for",
      button: WHAT_FOR_BUTTON,
      setUp: async () => {
        const { fundRequest, creator } = await additionalFundsVendor();
        return { url: WHAT_FOR(creator), stored: async () => (await financeApplicationsOf(fundRequest.id)).length - 1 };
      },
      fill: async (page) => {
        await page.getByRole("radio", { name: "Something else" }).check();
        await page.getByLabel(/Tell us what the funds are for/).fill("Rent between the two homes");
      },
      kept: (page) => expect(page.getByLabel(/Tell us what the funds are for/)).toHaveValue("Rent between the two homes"),
    },
    {
      form: "get started",
      button: "Start my application",
      setUp: async () => {
        const { id, links } = await createFundRequest();
        return { url: `/z/${links[0].uuid}/pay-later/get-started`, stored: async () => (await financeApplicationsOf(id)).length };
      },
      fill: async () => undefined,
      kept: (page) => expect(page.getByRole("button", { name: "Start my application" })).toBeVisible(),
    },
  ];

  for (const row of OFFLINE) {
    test(`${row.form}: offline at '${row.button}' keeps the page and every value; back online it is stored once`, async ({
      page,
      context,
    }) => {
      const { url, stored } = await row.setUp();
      await open(page, url);
      await row.fill(page);
      await context.setOffline(true);
      await page.getByRole("button", { name: row.button, exact: true }).click();
      const notice = page.getByRole("alert").filter({ hasText: "Your answers have not been sent yet" });
      // The steps' own notice (the contract is a step) also sends by itself once the connection is back.
      await expect(notice).toContainText(new RegExp(`press ${row.button} (again|to try again)`));
      await expect(page.getByText(/Error code|something went wrong/i)).toHaveCount(0);
      await expect(page).toHaveTitle(/^Error: /);
      await row.kept(page);
      expect(await stored()).toBe(0);

      await context.setOffline(false);
      // Pressed again at once, even if the page is already resending by itself: still stored once.
      await page
        .getByRole("button", { name: row.button, exact: true })
        .click({ timeout: 2_000 })
        .catch(() => undefined);
      await expect.poll(stored).toBe(1);
      await page.waitForLoadState("networkidle");
      expect(await stored()).toBe(1);
    });
  }

  test("additional funds: offline at Continue keeps the page and the amount, 'Continue' named", async ({ page, context }) => {
    await open(page, HOW_MUCH);
    await page.getByLabel("Amount to apply for").fill("2500");
    await page.getByRole("radio").first().check();
    await context.setOffline(true);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    const notice = page.getByRole("alert").filter({ hasText: "Your answers have not been sent yet" });
    await expect(notice).toContainText("press Continue again");
    await expect(page.getByText(/Error code|something went wrong/i)).toHaveCount(0);
    await expect(page.getByLabel("Amount to apply for")).toHaveValue("2500");
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

test.describe("a failed submit announces itself on every form", () => {
  // Each form pressed with nothing filled in (or a reason too long): the title
  // begins "Error:" and focus is on the error summary, JavaScript on and off.
  const FORMS: Array<{ form: string; button: string; url: () => Promise<string>; before?: (page: Page) => Promise<void> }> = [
    { form: "staff sign-in", button: "Sign in", url: async () => "/staff/sign-in" },
    { form: "staff forgot password", button: "Send the link", url: async () => "/staff/forgot-password" },
    { form: "staff reset password", button: "Save the password and sign in", url: async () => "/staff/reset-password?token=abc" },
    {
      form: "contact us",
      button: "Send message",
      url: async () => `/z/${(await createFundRequest()).links[0].uuid}/contact-us`,
    },
    { form: "additional funds, how much", button: "Continue", url: async () => HOW_MUCH },
    {
      form: "additional funds, what for",
      button: WHAT_FOR_BUTTON,
      url: async () => WHAT_FOR((await additionalFundsVendor()).creator),
    },
    {
      form: "the contract's signature",
      button: "Sign the contract",
      url: async () => {
        const { applicationId, creator } = await submittedApplication();
        await approveApplication(applicationId);
        return step(creator, "contract-signing");
      },
    },
    {
      form: "declining the contract",
      button: "Decline the contract",
      url: async () => {
        const { applicationId, creator } = await submittedApplication();
        await approveApplication(applicationId);
        return `${step(creator, "contract-signing")}?decline`;
      },
      before: (page) => page.getByLabel("Why are you declining? (optional)").fill("x".repeat(1001)),
    },
    {
      form: "an application step",
      button: "Continue",
      url: async () => step((await applicationAt("marital-status", { amount: 5_000_000, amountPaid: 0 })).uuid, "marital-status"),
    },
  ];
  for (const row of FORMS) {
    test(`${row.form}: the title says Error: and the summary has focus`, async ({ page }) => {
      await open(page, await row.url());
      await row.before?.(page);
      await press(page, row.button);
      await expect(page.locator(".error-summary")).toBeFocused();
      await expect(page).toHaveTitle(/^Error: /);
    });
  }
});
