import { expect, type Page, test, type TestInfo } from "@playwright/test";

import { expectAccessible, PRODUCT, screenshot } from "./support/checks";
import {
  approveApplication,
  completeApplication,
  getFinanceApplication,
  patchFinanceApplication,
  submittedApplication,
} from "./support/staff";

// After approval (decisions 0160-0165): the contract read, signed by every applicant or
// declined, from a submitted application to completed.

const step = (uuid: string, name: string) => `/z/${uuid}/pay-later/application/${name}`;
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

const SIGN_TITLE = "Your contract is ready to sign";
const SIGNED_TITLE = "Thank you for signing the online contract";
const DECLINED_TITLE = "You have chosen not to sign the contract.";

async function open(page: Page, url: string) {
  await page.goto(url);
  if (jsOn()) await page.waitForLoadState("networkidle");
}

async function expectScreen(page: Page, uuid: string, name: string, title: string) {
  await expect(page).toHaveURL(step(uuid, name));
  await expect(page).toHaveTitle(`${title} - ${PRODUCT}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

async function check(page: Page, testInfo: TestInfo, name: string) {
  await expectAccessible(page);
  await screenshot(page, testInfo, name);
}

/** The summary box of the contract: the pay-later offer's amounts for $1,000.00 outstanding. */
async function expectFigures(page: Page) {
  const summary = page.locator(".contract__summary");
  await expect(summary.getByRole("heading", { name: "Summary of the loan" })).toBeVisible();
  await expect(summary.locator(".summary__row", { hasText: "Loan amount" })).toContainText("$1,000.00");
  await expect(summary.locator(".summary__row", { hasText: "Establishment fee" })).toContainText("$99.00");
  await expect(summary.locator(".summary__row", { hasText: "Total repayable" })).toContainText("$1,099.00");
}

async function tickAll(page: Page) {
  await page.getByLabel("I have read the whole contract").check();
  await page.getByLabel("I accept the loan amount").check();
  await page.getByLabel("I understand I can cancel").check();
}

async function sign(page: Page, name: string) {
  await tickAll(page);
  await page.getByLabel("Your full name, as your signature").fill(name);
  await page.getByRole("button", { name: "Sign the contract" }).click();
}

test("every applicant reads and signs, then staff complete the finance", async ({ page }, testInfo) => {
  const { applicationId, creator, coApplicant } = await submittedApplication({ coApplicant: true });
  await approveApplication(applicationId);

  // The start-up choice sends the creator to the contract, which they read before signing.
  await open(page, `/z/${creator}`);
  await expectScreen(page, creator, "contract-signing", SIGN_TITLE);
  await expectFigures(page);
  await expect(page.getByRole("heading", { name: "Key terms" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cooling-off period and cancelling" })).toBeVisible();
  await expect(page.getByText("Mia Nguyen, Leo Tran")).toBeVisible();
  await expect(page.getByText("4/27 Marine Terrace, Cottesloe")).toBeVisible();
  await expect(page.getByRole("link", { name: "Withdraw this application" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveCount(0);
  await check(page, testInfo, "contract-signing");

  // Nothing confirmed and no name: a message on each field.
  await page.getByRole("button", { name: "Sign the contract" }).click();
  const summary = page.locator(".error-summary");
  await expect(summary.getByRole("link", { name: "Confirm that you have read the contract" })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Type your full name to sign the contract" })).toBeVisible();

  // One statement left unticked: its message, the rest of what was typed kept.
  await page.getByLabel("I have read the whole contract").check();
  await page.getByLabel("I accept the loan amount").check();
  await page.getByLabel("Your full name, as your signature").fill("Mia Nguyen");
  await page.getByRole("button", { name: "Sign the contract" }).click();
  await expect(summary.getByRole("link", { name: "Confirm that you understand the cooling-off period" })).toBeVisible();
  await expect(page.getByLabel("Your full name, as your signature")).toHaveValue("Mia Nguyen");
  await expect(page.getByLabel("I have read the whole contract")).toBeChecked();

  // A name that is not hers: the provider's message on the name, the boxes still ticked.
  await page.getByLabel("I understand I can cancel").check();
  await page.getByLabel("Your full name, as your signature").fill("Leo Tran");
  await page.getByRole("button", { name: "Sign the contract" }).click();
  await expect(
    summary.getByRole("link", { name: /Type your full name as it appears on the contract: Mia Nguyen/ }),
  ).toBeVisible();
  await expect(page.getByLabel("Your full name, as your signature")).toHaveValue("Leo Tran");
  await expect(page.getByLabel("I understand I can cancel")).toBeChecked();
  await check(page, testInfo, "contract-signing-error");

  // Case and spacing do not matter.
  await page.getByLabel("Your full name, as your signature").fill("  mia   NGUYEN ");
  if (jsOn()) await expect(summary).toHaveCount(0);
  await page.getByRole("button", { name: "Sign the contract" }).click();
  await expectScreen(page, creator, "signed", SIGNED_TITLE);
  await expect(page.getByText("We are waiting for Leo Tran to sign with their own link.")).toBeVisible();
  await check(page, testInfo, "signed-waiting");
  expect((await getFinanceApplication(applicationId)).applicationStatus).toBe("AWAITING_SIGNATURES");

  // The co-applicant, from their own link, is asked to sign too.
  await open(page, `/z/${coApplicant}`);
  await expectScreen(page, coApplicant!, "please-sign", SIGN_TITLE);
  await expect(page.getByText("Mia Nguyen signed already.")).toBeVisible();
  await expectFigures(page);
  await check(page, testInfo, "please-sign");
  await sign(page, "Leo Tran");
  await expectScreen(page, coApplicant!, "signed", SIGNED_TITLE);
  await expect(page.getByText("Everyone on the application has signed.")).toBeVisible();
  // The co-applicant sees the loan as the provider holds it: signed, not yet paid to the agency (decision 0341).
  await expect(page.getByRole("heading", { name: /^What you owe as at / })).toBeVisible();
  await expect(page.locator(".loan-figures .summary__row--total")).toContainText("$1,099.00");
  await expect(page.getByText(/^We have not paid .+ yet\. When we pay \$1,000\.00 for you/)).toBeVisible();
  expect((await getFinanceApplication(applicationId)).applicationStatus).toBe("SIGNED");

  // Signed pages cannot go back to the form.
  await open(page, step(coApplicant!, "contract-signing"));
  await expectScreen(page, coApplicant!, "signed", SIGNED_TITLE);

  await completeApplication(applicationId);
  await open(page, `/z/${creator}`);
  await expectScreen(page, creator, "signed", SIGNED_TITLE);
  await expect(page.getByText("Your finance is complete")).toBeVisible();
  await check(page, testInfo, "signed-completed");
});

test("a declined contract is shown as declined on every later visit", async ({ page }, testInfo) => {
  const { applicationId, creator } = await submittedApplication();
  await approveApplication(applicationId);

  // Conditionally approved: what was approved, the conditions, and the way to the contract.
  await open(page, step(creator, "creating-contract"));
  await expectScreen(page, creator, "creating-contract", "You have been conditionally approved");
  await check(page, testInfo, "creating-contract");
  await page.getByRole("link", { name: "Read and sign your contract" }).click();
  await expectScreen(page, creator, "contract-signing", SIGN_TITLE);

  // Declining asks first, on a page of its own; the reason is optional and kept when refused.
  await page.getByRole("link", { name: "I do not want to sign this contract" }).click();
  await expect(page).toHaveURL(`${step(creator, "contract-signing")}?decline`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Are you sure you do not want to sign the contract?");
  await expect(page).toHaveTitle(`Are you sure you do not want to sign the contract? - ${PRODUCT}`);
  await check(page, testInfo, "contract-decline-confirm");
  const reason = page.getByLabel("Why are you declining? (optional)");
  await reason.fill("x".repeat(1001));
  await page.getByRole("button", { name: "Decline the contract" }).click();
  await expect(
    page.locator(".error-summary").getByRole("link", { name: "Your reason must be 1,000 characters or fewer" }),
  ).toBeVisible();
  await expect(reason).toHaveValue("x".repeat(1001));
  await reason.fill("We sold privately.");
  if (jsOn()) await expect(page.locator(".error-summary")).toHaveCount(0);

  // The application moved on meanwhile (a staff note): the refresh notice, the reason kept, nothing declined.
  await patchFinanceApplication(applicationId, { applicationStatus: "AWAITING_SIGNATURES" });
  await page.getByRole("button", { name: "Decline the contract" }).click();
  await expect(page.getByRole("heading", { name: "This application has changed since you opened this page" })).toBeVisible();
  await expect(reason).toHaveValue("We sold privately.");
  expect((await getFinanceApplication(applicationId)).applicationData.applicants[0].hasDeclinedContract).toBe(false);

  await open(page, `${step(creator, "contract-signing")}?decline`);
  await page.getByLabel("Why are you declining? (optional)").fill("We sold privately.");
  await page.getByRole("button", { name: "Decline the contract" }).click();

  await expectScreen(page, creator, "declined-signature", DECLINED_TITLE);
  await expect(page.getByRole("heading", { name: "Pay now instead" })).toBeVisible();
  await check(page, testInfo, "declined-signature");
  const application = await getFinanceApplication(applicationId);
  expect(application.applicationData.applicants[0]).toMatchObject({ hasDeclinedContract: true, hasSignedContract: false });

  // Later visits: the link and the sign page itself both show the contract as declined.
  await open(page, `/z/${creator}`);
  await expectScreen(page, creator, "declined-signature", DECLINED_TITLE);
  await open(page, step(creator, "contract-signing"));
  await expectScreen(page, creator, "declined-signature", DECLINED_TITLE);
});
