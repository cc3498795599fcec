import { expect, type Page, test } from "@playwright/test";

import { jsOn, settle } from "./support/pages";
import { createFundRequest, financeApplicationsOf, getFinanceApplication } from "./support/staff";

// The whole pay-later journey (issue 5), as a new applicant lives it: from the
// pay-now screen's offer through every step to submitted, full lending and not,
// JavaScript on and off. Each step's own errors are in pay-later-start,
// pay-later-lending and pay-later-finish; this walks the happy path end to end.

const stepUrl = (uuid: string, step: string) => `/z/${uuid}/pay-later/application/${step}`;

async function next(page: Page, uuid: string, step: string, button = "Continue") {
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(stepUrl(uuid, step));
  await settle(page);
}

const row = (page: Page, legend: string) => page.locator("fieldset.row", { has: page.locator("legend", { hasText: legend }) });

async function startFromPayNow(page: Page, uuid: string) {
  await page.goto(`/z/${uuid}`);
  await settle(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Select a payment method");
  await page.getByRole("link", { name: "Pay at settlement" }).click();
  await expect(page).toHaveURL(`/z/${uuid}/pay-later`);
  await page.getByRole("link", { name: "Apply to pay at settlement" }).click();
  await settle(page);
  await next(page, uuid, "citizenship", "Start my application");
  await page.getByLabel("Yes, I am an Australian citizen").check();
  await next(page, uuid, "verify-identity");
  await page.getByLabel("Day").fill("27");
  await page.getByLabel("Month").fill("3");
  await page.getByLabel("Year").fill("1980");
  await page.getByLabel("Australian passport").check();
  await page.getByLabel("Document number").fill("N1234567");
}

async function fullLendingQuestions(page: Page, uuid: string) {
  await page.getByLabel("Married").check();
  await page.getByLabel("How many people depend on you financially?").fill("1");
  await next(page, uuid, "income-payslips");
  const income = row(page, "Income 1");
  await income.getByLabel("Kind of income").selectOption({ label: "Salary or wages" });
  await income.getByLabel("Amount before tax, in dollars").fill("6,500");
  await income.getByLabel("How often you receive it").selectOption({ label: "Monthly" });
  await next(page, uuid, "expenses-liabilities");
  const expense = row(page, "Expense 1");
  await expense.getByLabel("Kind of expense").selectOption({ label: "Groceries and household" });
  await expense.getByLabel("Amount, in dollars").fill("800");
  await expense.getByLabel("How often").selectOption({ label: "Monthly" });
  await next(page, uuid, "mortgage-property");
}

async function laterSteps(page: Page, uuid: string) {
  await page.getByLabel("I confirm this property is being sold").check();
  await next(page, uuid, "settlement-details");
  await page.getByLabel("Settlement agency (optional)").fill("Swift Settlements");
  await next(page, uuid, "send-funds-to");
  await next(page, uuid, "repayment");
  await page.getByLabel("By direct debit from my bank account").check();
  await next(page, uuid, "bank-details");
  await page.getByLabel("BSB").fill("083-004");
  await page.getByLabel("Account number").fill("123456789");
  await page.getByLabel("Name on the account").fill("Mia Nguyen");
  await next(page, uuid, "add-applicants");
  await next(page, uuid, "review-details");
  await expect(page.locator(".summary--answers")).toContainText("National Australia Bank");
  for (const label of [
    "I consent to receiving the credit guide and my loan documents electronically",
    "I am not in financial hardship, bankrupt or under a debt agreement",
    "I can repay the amount at settlement without substantial hardship",
    "The information I have given is true and complete",
  ]) {
    await page.getByLabel(label).check();
  }
  await next(page, uuid, "processing", "Submit application");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We are processing your application");
}

test.describe("pay later: the whole journey", () => {
  test("a new applicant pays at settlement: pay-now screen to submitted", async ({ page }) => {
    test.slow();
    const fundRequest = await createFundRequest();
    const uuid = fundRequest.links[0].uuid;
    await startFromPayNow(page, uuid);
    await next(page, uuid, "mortgage-property", "Verify my identity");
    await laterSteps(page, uuid);

    const [{ id }] = await financeApplicationsOf(fundRequest.id);
    const application = await getFinanceApplication(id);
    expect(application.isFullLending).toBe(false);
    expect(application.applicationStatus).toBe("SUBMITTED");
    expect(application.applicationData).toMatchObject({
      loanRepaymentMethod: "DIRECT_DEBIT",
      settlement: { agency: "Swift Settlements" },
      debitBankDetails: { bsb: "083004", accountNumber: "123456789", accountName: "Mia Nguyen" },
    });

    // Opening the link again, on any device, shows where the application is up to.
    const elsewhere = await page.context().browser()!.newContext({ javaScriptEnabled: jsOn() });
    const other = await elsewhere.newPage();
    await other.goto(`/z/${uuid}`);
    await expect(other).toHaveURL(stepUrl(uuid, "reviewing"));
    await elsewhere.close();
  });

  test("a full lending applicant answers the lending questions too, then submits", async ({ page }) => {
    test.slow();
    const fundRequest = await createFundRequest({ amount: 4500000, amountPaid: 0 });
    const uuid = fundRequest.links[0].uuid;
    await startFromPayNow(page, uuid);
    await next(page, uuid, "marital-status", "Verify my identity");
    await fullLendingQuestions(page, uuid);
    await laterSteps(page, uuid);

    const [{ id }] = await financeApplicationsOf(fundRequest.id);
    const application = await getFinanceApplication(id);
    expect(application.isFullLending).toBe(true);
    expect(application.applicationStatus).toBe("SUBMITTED");
    expect(application.applicationData.applicants[0]).toMatchObject({
      martialStatus: "Married",
      income: [{ type: "SALARY", amount: 650000, frequency: "MONTHLY" }],
      hasCompletedApplication: true,
    });
  });
});
