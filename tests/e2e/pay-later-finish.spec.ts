import { expect, type Page, test, type TestInfo } from "@playwright/test";

import { expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { jsOn, open, settle } from "./support/pages";
import { applicationAt, getFinanceApplication, patchFinanceApplication } from "./support/staff";

// The second half of the finance application (decision 0081): from mortgage-property,
// with identity already verified, through every later step to submitted.

const step = (uuid: string, name: string) => `/z/${uuid}/pay-later/application/${name}`;
/** The step's address, or the one a refused post of it answers at (`?attempt=N`, decision 0113). */
const atStep = (uuid: string, name: string) => (url: URL) => url.pathname === step(uuid, name);

async function expectStep(page: Page, uuid: string, name: string, title: string) {
  await expect(page).toHaveURL(atStep(uuid, name));
  await expect(page).toHaveTitle(`${title} - ${PRODUCT}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

async function check(page: Page, testInfo: TestInfo, name: string) {
  await expectAccessible(page);
  await screenshot(page, testInfo, name);
}

const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });

/**
 * Continue after putting errors right. With JavaScript the answers are checked
 * again as they are typed and the error summary goes once they pass: wait for
 * that, as a person would see it, so the click does not land on a moving page.
 */
async function continueAfterFixing(page: Page, label = "Continue") {
  if (jsOn()) await expect(page.locator(".error-summary")).toHaveCount(0);
  await page.getByRole("button", { name: label }).click();
}

async function expectErrors(page: Page, ...messages: string[]) {
  const summary = page.locator(".error-summary");
  await expect(summary).toBeVisible();
  for (const message of messages) {
    await expect(summary.getByRole("link", { name: message })).toBeVisible();
  }
}

async function mortgageProperty(page: Page, uuid: string, testInfo: TestInfo, shot = false) {
  await expectStep(page, uuid, "mortgage-property", "Mortgage property");
  await expect(page.getByText("4/27 Marine Terrace, Cottesloe WA 6011")).toBeVisible();
  if (shot) await check(page, testInfo, "finish-mortgage-property");
  await continueButton(page).click();
  await expectErrors(page, "Tick the box to confirm when the loan is repaid");
  await expect(page).toHaveURL(atStep(uuid, "mortgage-property"));
  if (shot) await check(page, testInfo, "finish-mortgage-property-error");
  await page.getByLabel("I confirm this property is being sold").check();
  await continueAfterFixing(page);
}

async function settlementDetails(page: Page, uuid: string, testInfo: TestInfo, agency: string, shot = false) {
  await expectStep(page, uuid, "settlement-details", "Settlement details");
  if (shot) await check(page, testInfo, "finish-settlement-details");
  await page.getByLabel("Settlement agency (optional)").fill(agency);
  await continueButton(page).click();
}

async function sendFundsTo(page: Page, uuid: string, testInfo: TestInfo, shot = false) {
  await expectStep(page, uuid, "send-funds-to", "Send funds to");
  await expect(page.getByText("straight to Harbourside Realty Fremantle")).toBeVisible();
  if (shot) await check(page, testInfo, "finish-send-funds-to");
  await continueButton(page).click();
}

async function repayment(page: Page, uuid: string, testInfo: TestInfo, shot = false) {
  await expectStep(page, uuid, "repayment", "Repayment options");
  await continueButton(page).click();
  await expectErrors(page, "Choose how you want to repay");
  if (shot) await check(page, testInfo, "finish-repayment-error");
  await page.getByLabel("At settlement, from the sale of the property").check();
  await continueAfterFixing(page);
}

async function bankDetails(page: Page, uuid: string, testInfo: TestInfo, shot = false) {
  await expectStep(page, uuid, "bank-details", "Bank account details");
  if (shot) await check(page, testInfo, "finish-bank-details");
  await page.getByLabel("BSB").fill("06200");
  await continueButton(page).click();
  await expectErrors(
    page,
    "Enter a BSB with 6 digits, like 062-000",
    "Enter the account number of the account repayments come from",
    "Enter the name on the account repayments come from",
  );
  await page.getByLabel("BSB").fill("062-000");
  if (jsOn()) {
    // Looked up as it is typed.
    await expect(page.locator(".bank-name")).toHaveText("Bank: Commonwealth Bank of Australia");
  } else {
    // Looked up when the form is sent: the page comes back (still missing a field) with the name.
    await page.getByLabel("Account number").fill("12345678");
    await continueButton(page).click();
    await expectErrors(page, "Enter the name on the account repayments come from");
    await expect(page.locator(".bank-name")).toHaveText("Bank: Commonwealth Bank of Australia");
    await expect(page.getByLabel("BSB")).toHaveValue("062-000");
  }
  if (shot) await check(page, testInfo, "finish-bank-details-error");
  await page.getByLabel("Account number").fill("1234 5678");
  await page.getByLabel("Name on the account").fill("Mia Nguyen");
  await continueAfterFixing(page);
}

async function addApplicants(page: Page, uuid: string, testInfo: TestInfo, shot = false) {
  await expectStep(page, uuid, "add-applicants", "Application applicants");
  await expect(page.getByText("Mia Nguyen (you)")).toBeVisible();
  if (shot) await check(page, testInfo, "finish-add-applicants");
  await continueButton(page).click();
}

const DECLARATIONS = [
  "I agree to get the credit guide and my loan documents by email or online",
  "I am not in financial hardship, not bankrupt, and not under a debt agreement (a legal deal with the people I owe, under bankruptcy law)",
  "I can repay the amount when it is due without substantial hardship",
  "The information I have given is true and complete",
];

function answer(page: Page, label: string) {
  const term = page.locator("dt").filter({ hasText: new RegExp(`^${label}$`) });
  return page.locator(".summary--answers .summary__row", { has: term });
}

test.describe("pay later: mortgage property to submitted", () => {
  test("a simple application goes through every later step, with errors on each, to processing", async ({ page }, testInfo) => {
    // Every step is checked by axe and photographed, twice on some: a long walk.
    test.slow();
    const { uuid, application } = await applicationAt("mortgage-property");
    await open(page, `/z/${uuid}`);
    // Identity is behind a verified applicant: no way Back into it.
    await expect(page.getByRole("link", { name: "Back" })).toHaveCount(0);
    await mortgageProperty(page, uuid, testInfo, true);
    await settlementDetails(page, uuid, testInfo, "Swift Settlements", true);
    await sendFundsTo(page, uuid, testInfo, true);
    await repayment(page, uuid, testInfo, true);
    await bankDetails(page, uuid, testInfo, true);
    await addApplicants(page, uuid, testInfo, true);

    await expectStep(page, uuid, "review-details", "Review your application");
    await expect(answer(page, "Citizenship")).toContainText("Australian citizen");
    await expect(answer(page, "Settlement agency")).toContainText("Swift Settlements");
    await expect(answer(page, "Repayment")).toContainText("At settlement, from the sale of the property");
    await expect(answer(page, "Repayment account")).toContainText("Commonwealth Bank of Australia");
    await expect(answer(page, "Repayment account")).toContainText("BSB 062-000");
    await expect(answer(page, "Repayment account")).toContainText("Account 12345678");
    await expect(answer(page, "Other applicants")).toContainText("None");
    await check(page, testInfo, "finish-review-details");

    await page.getByRole("button", { name: "Submit application" }).click();
    await expectErrors(page, "Tick the box to agree to get your documents by email or online");
    await expect(page.locator(".error-summary li")).toHaveCount(4);
    await check(page, testInfo, "finish-review-details-error");

    // Change an answer and come back to the review.
    await answer(page, "Settlement agency").getByRole("link", { name: "Change settlement agency" }).click();
    await expect(page).toHaveURL(`${step(uuid, "settlement-details")}?returnTo=review`);
    await expect(page.getByLabel("Settlement agency (optional)")).toHaveValue("Swift Settlements");
    await page.getByLabel("Settlement agency (optional)").fill("Coastal Conveyancing");
    await page.getByRole("button", { name: "Save and return to review" }).click();
    await expectStep(page, uuid, "review-details", "Review your application");
    await expect(answer(page, "Settlement agency")).toContainText("Coastal Conveyancing");

    for (const label of DECLARATIONS) await page.getByLabel(label).check();
    await continueAfterFixing(page, "Submit application");
    await expectStep(page, uuid, "processing", "We are processing your application");
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await check(page, testInfo, "finish-processing");

    const stored = await getFinanceApplication(application.id);
    expect(stored.applicationStatus).toBe("SUBMITTED");
    expect(stored.applicationData.settlement).toEqual({ agency: "Coastal Conveyancing" });
    expect(stored.applicationData.loanRepaymentMethod).toBe("AT_SETTLEMENT");
    const [applicant] = stored.applicationData.applicants;
    expect(stored.applicationData.debitBankDetails).toEqual({
      bsb: "062000",
      accountNumber: "12345678",
      accountName: "Mia Nguyen",
      userId: applicant.id,
    });
    expect(applicant).toMatchObject({
      hasAcknowledgedResidenceSale: true,
      hasCompletedApplication: true,
      hasDeclaredInformationAccuracy: true,
    });

    // Back after submitting: the status page, never an editable step.
    await page.goBack();
    await expectStep(page, uuid, "reviewing", "Application successfully submitted");
    await check(page, testInfo, "finish-reviewing");
    await open(page, step(uuid, "bank-details"));
    await expectStep(page, uuid, "reviewing", "Application successfully submitted");
  });

  test("a full lending application shows its lending answers on the review and submits", async ({ page }, testInfo) => {
    const { uuid, application } = await applicationAt("mortgage-property", {
      amount: 4500000,
      amountPaid: 0,
      applicant: {
        martialStatus: "Married",
        numberOfDependents: 2,
        income: [{ type: "SALARY", amount: 650000, frequency: "MONTHLY" }],
        expenses: [{ type: "GROCERIES", amount: 80000, frequency: "MONTHLY" }],
        liabilities: [{ type: "CAR_LOAN", amount: 45000, balance: 1200000 }],
      },
    });
    expect(application.isFullLending).toBe(true);
    await open(page, `/z/${uuid}`);
    await expectStep(page, uuid, "mortgage-property", "Mortgage property");
    await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", step(uuid, "expenses-liabilities"));
    await mortgageProperty(page, uuid, testInfo);
    await settlementDetails(page, uuid, testInfo, "");
    await sendFundsTo(page, uuid, testInfo);
    await repayment(page, uuid, testInfo);
    await bankDetails(page, uuid, testInfo);
    await addApplicants(page, uuid, testInfo);

    await expectStep(page, uuid, "review-details", "Review your application");
    await expect(answer(page, "Marital status")).toContainText("Married");
    await expect(answer(page, "Income")).toContainText("Salary or wages: $6,500.00 a month");
    await expect(answer(page, "Liabilities")).toContainText("Car loan: $450.00 a month, $12,000.00 owing");
    await expect(answer(page, "Income").getByRole("link", { name: "Change income" })).toHaveAttribute(
      "href",
      `${step(uuid, "income-payslips")}?returnTo=review`,
    );
    await expect(answer(page, "Settlement agency")).toContainText("Not answered");
    await check(page, testInfo, "finish-review-details-full-lending");
    for (const label of DECLARATIONS) await page.getByLabel(label).check();
    await page.getByRole("button", { name: "Submit application" }).click();
    await expectStep(page, uuid, "processing", "We are processing your application");
    const stored = await getFinanceApplication(application.id);
    expect(stored.applicationStatus).toBe("SUBMITTED");
    expect(stored.applicationData.settlement).toBeNull();
  });

  test("an additional-funds application goes through the later full-lending steps to submitted, both accounts asked", async ({
    page,
  }, testInfo) => {
    const { uuid, application } = await applicationAt("mortgage-property", {
      financeType: "VPA_ADDITIONAL",
      applicant: {
        martialStatus: "Single",
        numberOfDependents: 0,
        income: [{ type: "SALARY", amount: 650000, frequency: "MONTHLY" }],
        expenses: [{ type: "GROCERIES", amount: 80000, frequency: "MONTHLY" }],
      },
    });
    expect(application.isFullLending).toBe(true);
    await open(page, `/z/${uuid}`);
    await mortgageProperty(page, uuid, testInfo);
    await settlementDetails(page, uuid, testInfo, "Coastal Conveyancing Pty Ltd");
    // Additional funds are paid to the applicant, not to the agency.
    await expectStep(page, uuid, "send-funds-to", "Send funds to");
    await expect(page.getByText("Your application for additional funds", { exact: true })).toBeVisible();
    await expect(page.getByText("into your own bank account")).toBeVisible();
    await continueButton(page).click();
    await repayment(page, uuid, testInfo);

    await expectStep(page, uuid, "bank-details", "Bank account details");
    for (const [group, bsb, account] of [
      ["Account for repayments", "062-000", "12345678"],
      ["Account to receive the funds", "923-100", "87654321"],
    ] as const) {
      const fields = page.getByRole("group", { name: group });
      await fields.getByLabel("BSB").fill(bsb);
      await fields.getByLabel("Account number").fill(account);
      await fields.getByLabel("Name on the account").fill("Mia Nguyen");
    }
    await continueButton(page).click();
    await addApplicants(page, uuid, testInfo);

    await expectStep(page, uuid, "review-details", "Review your application");
    await expect(answer(page, "Income")).toContainText("Salary or wages: $6,500.00 a month");
    for (const label of DECLARATIONS) await page.getByLabel(label).check();
    await page.getByRole("button", { name: "Submit application" }).click();
    await expectStep(page, uuid, "processing", "We are processing your application");
    const stored = await getFinanceApplication(application.id);
    expect(stored).toMatchObject({ financeType: "VPA_ADDITIONAL", applicationStatus: "SUBMITTED" });
    expect(stored.applicationData.creditBankDetails).toMatchObject({ bsb: "923100", accountNumber: "87654321" });
    expect(stored.applicationData.settlement).toEqual({ agency: "Coastal Conveyancing Pty Ltd" });
  });

  test("the creator adds an applicant, rows added and removed, and waits for them after submitting", async ({
    page,
  }, testInfo) => {
    const { uuid, application } = await applicationAt("add-applicants");
    await open(page, `/z/${uuid}`);
    await expectStep(page, uuid, "add-applicants", "Application applicants");
    await page.getByRole("button", { name: "Add a person" }).click();
    await page.getByRole("button", { name: "Add another person" }).click();
    await expect(page.getByRole("group", { name: "Person 3" })).toBeVisible();
    await page.getByRole("button", { name: "Remove person 3" }).click();
    await expect(page.getByRole("group", { name: "Person 3" })).toHaveCount(0);
    const person = page.getByRole("group", { name: "Person 2" });
    await person.getByLabel("First name").fill("Noah");
    await person.getByLabel("Last name").fill("Tran");
    await person.getByLabel("Email address").fill("noah@example");
    await person.getByLabel("Mobile number").fill("0812 345 678");
    await continueButton(page).click();
    await expectErrors(
      page,
      "Enter an email address in the correct format, like name@example.com",
      "Enter an Australian mobile number, like 0412 345 678",
    );
    await expect(person.getByLabel("First name")).toHaveValue("Noah");
    await check(page, testInfo, "finish-add-applicants-error");
    await person.getByLabel("Email address").fill("noah@example.com");
    await person.getByLabel("Mobile number").fill("0412 345 678");
    await continueAfterFixing(page);

    await expectStep(page, uuid, "review-details", "Review your application");
    await expect(answer(page, "Other applicants")).toContainText("Noah Tran (noah@example.com)");
    expect((await getFinanceApplication(application.id)).additionalApplicants).toEqual([
      { firstName: "Noah", lastName: "Tran", email: "noah@example.com", mobile: "0412345678" },
    ]);

    // The review needs the rest of the answers before it can be sent: fill them through the staff API.
    const current = await getFinanceApplication(application.id);
    await patchFinanceApplication(application.id, {
      applicationData: {
        ...current.applicationData,
        applicants: current.applicationData.applicants.map((applicant) => ({ ...applicant, hasAcknowledgedResidenceSale: true })),
        loanRepaymentMethod: "DIRECT_DEBIT",
        debitBankDetails: { bsb: "923100", accountNumber: "87654321", accountName: "Mia Nguyen", userId: null },
      },
    });
    await page.reload();
    await settle(page);
    await expect(answer(page, "Repayment account")).toContainText("ING Bank (Australia)");
    for (const label of DECLARATIONS) await page.getByLabel(label).check();
    await page.getByRole("button", { name: "Submit application" }).click();
    await expectStep(page, uuid, "awaiting-applicants", "Thank you for submitting your application.");
    await expect(page.getByRole("listitem").filter({ hasText: "Noah Tran" })).toBeVisible();
    await check(page, testInfo, "finish-awaiting-applicants");
    const stored = await getFinanceApplication(application.id);
    expect(stored.applicationStatus).toBe("CREATED");
    expect(stored.applicationData.applicants).toHaveLength(2);
  });

  test("bank details another applicant gave are shown, not editable, and kept as they were", async ({ page }, testInfo) => {
    const theirs = { bsb: "062000", accountNumber: "11122233", accountName: "Someone Else", userId: "999" };
    const { uuid, application } = await applicationAt("bank-details");
    await patchFinanceApplication(application.id, {
      applicationData: { ...application.applicationData, debitBankDetails: theirs },
    });
    await open(page, step(uuid, "bank-details"));
    await expectStep(page, uuid, "bank-details", "Bank account details");
    const locked = page.getByRole("region", { name: "Account for repayments" });
    await expect(locked).toContainText("Someone Else");
    await expect(locked).toContainText("Account ending 233");
    await expect(locked).not.toContainText("11122233");
    await expect(page.getByLabel("BSB")).toHaveCount(0);
    await check(page, testInfo, "finish-bank-details-locked");
    await continueButton(page).click();
    await expectStep(page, uuid, "add-applicants", "Application applicants");
    expect((await getFinanceApplication(application.id)).applicationData.debitBankDetails).toEqual(theirs);
  });

  test("additional funds ask for the account the funds are paid into as well", async ({ page }, testInfo) => {
    const { uuid, application } = await applicationAt("bank-details", { financeType: "VPA_ADDITIONAL" });
    await open(page, step(uuid, "bank-details"));
    const debit = page.getByRole("group", { name: "Account for repayments" });
    const credit = page.getByRole("group", { name: "Account to receive the funds" });
    await debit.getByLabel("BSB").fill("062-000");
    await debit.getByLabel("Account number").fill("12345678");
    await debit.getByLabel("Name on the account").fill("Mia Nguyen");
    await continueButton(page).click();
    await expectErrors(page, "Enter the BSB of the account the funds are paid into");
    await check(page, testInfo, "finish-bank-details-credit-error");
    await credit.getByLabel("BSB").fill("923-100");
    await credit.getByLabel("Account number").fill("87654321");
    await credit.getByLabel("Name on the account").fill("Mia Nguyen");
    await continueAfterFixing(page);
    await expectStep(page, uuid, "add-applicants", "Application applicants");
    const { applicationData } = await getFinanceApplication(application.id);
    const customerId = applicationData.applicants[0].id;
    expect(applicationData.debitBankDetails).toEqual({
      bsb: "062000",
      accountNumber: "12345678",
      accountName: "Mia Nguyen",
      userId: customerId,
    });
    expect(applicationData.creditBankDetails).toEqual({
      bsb: "923100",
      accountNumber: "87654321",
      accountName: "Mia Nguyen",
      userId: customerId,
    });
  });

  test("answers still missing on submit are shown on their rows, with the way to change them", async ({ page }, testInfo) => {
    const { uuid, application } = await applicationAt("review-details");
    await open(page, step(uuid, "review-details"));
    for (const label of DECLARATIONS) await page.getByLabel(label).check();
    await page.getByRole("button", { name: "Submit application" }).click();
    // The portal's own check first: the mortgage-property question was skipped.
    const sale = "Tick the box to confirm when the loan is repaid";
    await expectErrors(page, sale);
    await expect(answer(page, "Property being sold").locator(".field__error")).toHaveText(`Error: ${sale}`);

    const current = await getFinanceApplication(application.id);
    const [applicant] = current.applicationData.applicants;
    await patchFinanceApplication(application.id, {
      applicationData: { ...current.applicationData, applicants: [{ ...applicant, hasAcknowledgedResidenceSale: true }] },
    });
    await open(page, step(uuid, "review-details"));
    for (const label of DECLARATIONS) await page.getByLabel(label).check();
    await page.getByRole("button", { name: "Submit application" }).click();
    // Then the provider's: COMPLETE needs a repayment method and a debit account.
    await expectErrors(page, "Choose how the finance is repaid.", "Enter the bank account the repayment comes from.");
    await expect(page).toHaveURL(atStep(uuid, "review-details"));
    const repaymentRow = answer(page, "Repayment");
    await expect(repaymentRow.locator(".field__error")).toHaveText("Error: Choose how the finance is repaid.");
    await expect(page.locator(".error-summary").getByRole("link", { name: "Choose how the finance is repaid." })).toHaveAttribute(
      "href",
      "#step-loanRepaymentMethod",
    );
    await expect(repaymentRow.getByRole("link", { name: "Change repayment" })).toHaveAttribute("id", "step-loanRepaymentMethod");
    await expect(page.getByLabel(DECLARATIONS[0])).toBeChecked();
    await check(page, testInfo, "finish-review-details-incomplete");
    expect((await getFinanceApplication(application.id)).applicationStatus).toBe("CREATED");
  });

  test("the live BSB lookup answers only a visitor holding the link", async ({ page, request }) => {
    const { uuid } = await applicationAt("bank-details");
    await open(page, step(uuid, "bank-details"));
    const lookup = await page.request.get(`/z/${uuid}/pay-later/bsb?bsb=637-000`);
    expect(await lookup.json()).toEqual({ bsb: "637000", bankName: "Greater Bank" });
    const unknown = await page.request.get(`/z/${uuid}/pay-later/bsb?bsb=12`);
    expect(await unknown.json()).toEqual({ bsb: null, bankName: null });
    const stranger = await request.get(`/z/${uuid}/pay-later/bsb?bsb=062000`, { headers: { Cookie: "" } });
    expect(stranger.status()).toBe(404);
  });

  test("the pages after submitting are guarded: a step not yet submitted cannot show them", async ({ page }) => {
    const { uuid } = await applicationAt("repayment");
    for (const name of ["processing", "reviewing", "awaiting-applicants"]) {
      await open(page, step(uuid, name));
      await expectStep(page, uuid, "repayment", "Repayment options");
    }
  });
});
