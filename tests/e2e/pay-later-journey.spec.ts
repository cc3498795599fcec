import { expect, type Page, test } from "@playwright/test";

import { expectAccessible } from "./support/checks";
import { jsOn, settle } from "./support/pages";
import { createFundRequest, financeApplicationsOf, getFinanceApplication } from "./support/staff";
import { chooseLanguage, exactly, expectLanguage, type Language, wordsIn } from "./support/words";

// The whole pay-later journey (decision 0080), as a new applicant lives it: from the
// pay-now screen's offer through every step to submitted, full lending and not,
// JavaScript on and off. Each step's own errors are in pay-later-start,
// pay-later-lending and pay-later-finish; this walks the happy path end to end.

const stepUrl = (uuid: string, step: string) => `/z/${uuid}/pay-later/application/${step}`;

async function next(page: Page, uuid: string, step: string, button: string | RegExp) {
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(stepUrl(uuid, step));
  await settle(page);
}

const row = (page: Page, legend: string) => page.locator("fieldset.row", { has: page.locator("legend", { hasText: legend }) });

/**
 * From the pay-now screen's offer to the identity step, answered, in the words of
 * `locale` (the payer chose it on the first page when it is not English).
 */
async function startFromPayNow(page: Page, uuid: string, locale: Language = "en-AU") {
  const t = wordsIn(locale);
  await page.goto(`/z/${uuid}`);
  await settle(page);
  if (locale !== "en-AU") await chooseLanguage(page, locale);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(exactly(t("payNow.title")));
  await page
    .getByRole("link")
    .filter({ hasText: t("ways.payLaterName") })
    .click();
  await expect(page).toHaveURL(`/z/${uuid}/pay-later`);
  await settle(page);
  await page.getByRole("link", { name: exactly(t("payLaterOffer.apply")) }).click();
  await settle(page);
  await next(page, uuid, "citizenship", exactly(t("getStarted.startApplication")));
  await page.getByLabel(exactly(t("stepCitizenship.citizen"))).check();
  await next(page, uuid, "verify-identity", exactly(t("steps.continue")));
  await page.getByLabel(exactly(t("forms.day"))).fill("27");
  await page.getByLabel(exactly(t("forms.month"))).fill("3");
  await page.getByLabel(exactly(t("forms.year"))).fill("1980");
  await page.getByLabel(exactly(t("stepIdentity.passport"))).check();
  await page.getByLabel(exactly(t("stepIdentity.documentNumber"))).fill("N1234567");
}

async function fullLendingQuestions(page: Page, uuid: string) {
  await page.getByLabel("Married").check();
  await page.getByLabel("How many people depend on you financially?").fill("1");
  await next(page, uuid, "income-payslips", "Continue");
  const income = row(page, "Income 1");
  await income.getByLabel("Kind of income").selectOption({ label: "Salary or wages" });
  await income.getByLabel("Amount before tax, in dollars").fill("6,500");
  await income.getByLabel("How often you receive it").selectOption({ label: "Monthly" });
  await next(page, uuid, "expenses-liabilities", "Continue");
  const expense = row(page, "Expense 1");
  await expense.getByLabel("Kind of expense").selectOption({ label: "Groceries and household" });
  await expense.getByLabel("Amount, in dollars").fill("800");
  await expense.getByLabel("How often").selectOption({ label: "Monthly" });
  await next(page, uuid, "mortgage-property", "Continue");
}

/** From the mortgage-property step to submitted, for vendor-paid advertising, in the words of `locale`. */
async function laterSteps(page: Page, uuid: string, locale: Language = "en-AU") {
  const t = wordsIn(locale);
  const type = { type: "VENDOR_PAID_ADVERTISING" } as const;
  const onward = exactly(t("steps.continue"));
  await page.getByLabel(exactly(t("stepMortgage.acknowledgement", type))).check();
  await next(page, uuid, "settlement-details", onward);
  await page.getByLabel(exactly(t("stepSettlement.label"))).fill("Swift Settlements");
  await next(page, uuid, "send-funds-to", onward);
  await next(page, uuid, "repayment", onward);
  await page.getByLabel(exactly(t("stepRepayment.debitLabel"))).check();
  await next(page, uuid, "bank-details", onward);
  await page.getByLabel(exactly(t("stepBank.bsb"))).fill("083-004");
  await page.getByLabel(exactly(t("stepBank.accountNumber"))).fill("123456789");
  await page.getByLabel(exactly(t("stepBank.accountName"))).fill("Mia Nguyen");
  await next(page, uuid, "add-applicants", onward);
  await next(page, uuid, "review-details", onward);
  await expect(page.locator(".summary--answers")).toContainText("National Australia Bank");
  for (const label of [
    t("stepReview.consentLabel"),
    t("stepReview.hardshipLabel"),
    t("stepReview.capabilityLabel"),
    t("stepReview.accuracyLabel"),
  ]) {
    await page.getByLabel(exactly(label)).check();
  }
  await next(page, uuid, "processing", exactly(t("stepReview.submit")));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(exactly(t("stepTitle.processing")));
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

// The same journey in each language the portal speaks besides English (decision 0220): the
// payer chooses it on the first page, every button and label is the catalog's, and
// the choice lasts to the end.
for (const locale of ["zh-Hans", "vi", "ar"] as const) {
  test(`a new applicant pays at settlement in ${locale}: pay-now screen to submitted`, async ({ page }) => {
    test.slow();
    const fundRequest = await createFundRequest();
    const uuid = fundRequest.links[0].uuid;
    await startFromPayNow(page, uuid, locale);
    await next(page, uuid, "mortgage-property", exactly(wordsIn(locale)("stepIdentity.submit")));
    await laterSteps(page, uuid, locale);
    await expectLanguage(page, locale);
    await expectAccessible(page);

    const [{ id }] = await financeApplicationsOf(fundRequest.id);
    const application = await getFinanceApplication(id);
    expect(application.applicationStatus).toBe("SUBMITTED");
    expect(application.applicationData).toMatchObject({
      loanRepaymentMethod: "DIRECT_DEBIT",
      settlement: { agency: "Swift Settlements" },
      debitBankDetails: { bsb: "083004", accountNumber: "123456789", accountName: "Mia Nguyen" },
    });
  });
}
