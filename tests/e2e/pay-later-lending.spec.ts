import { expect, type Page, test } from "@playwright/test";

import { expectAccessible, screenshot } from "./support/checks";
import { open } from "./support/pages";
import { applicationAt, getFinanceApplication, patchFinanceApplication } from "./support/staff";

// The full lending questions (decision 0081): marital status, income and payslips,
// expenses and liabilities; rows added and removed without JavaScript; a provider
// 422 on the right row and a 409 shown with the input kept. JS on and off.

/** $50,000 outstanding is full lending (decision 0011). */
const FULL_LENDING = { amount: 5000000, amountPaid: 0 };
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

const summary = (page: Page) => page.locator(".error-summary");
const row = (page: Page, legend: string) => page.locator("fieldset.row", { has: page.locator("legend", { hasText: legend }) });

async function openAt(page: Page, step: string, applicant: Record<string, unknown> = {}) {
  const scenario = await applicationAt(step, { ...FULL_LENDING, applicant });
  await open(page, `/z/${scenario.uuid}`);
  await expect(page).toHaveURL(`/z/${scenario.uuid}/pay-later/application/${step}`);
  return scenario;
}

async function fillIncome(page: Page, legend: string, type: string, amount: string, frequency: string) {
  const income = row(page, legend);
  await income.getByLabel("Kind of income").selectOption({ label: type });
  await income.getByLabel("Amount before tax, in dollars").fill(amount);
  await income.getByLabel("How often you receive it").selectOption({ label: frequency });
}

test.describe("pay later: full lending questions", () => {
  test("marital status: errors, then saved and on to income", async ({ page }, testInfo) => {
    const { uuid, application } = await openAt(page, "marital-status");
    await expect(page.getByRole("link", { name: "Back" })).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, testInfo, "marital-status");

    await page.getByLabel("How many people depend on you financially?").fill("two");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(summary(page).getByRole("link", { name: "Select your marital status" })).toBeVisible();
    await expect(summary(page).getByRole("link", { name: "Enter a whole number from 0 to 20" })).toBeVisible();
    await expect(page.getByLabel("How many people depend on you financially?")).toHaveValue("two");
    await expectAccessible(page);
    await screenshot(page, testInfo, "marital-status-errors");

    await page.getByLabel("De facto").check();
    await page.getByLabel("How many people depend on you financially?").fill("2");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`/z/${uuid}/pay-later/application/income-payslips`);
    const stored = await getFinanceApplication(application.id);
    expect(stored.applicationData.applicants[0]).toMatchObject({
      martialStatus: "Defacto",
      numberOfDependents: 2,
      settings: { currentPage: "income-payslips" },
    });
  });

  test("income: rows added and removed keep what was typed; a payslip is uploaded; amounts stored in cents", async ({
    page,
  }, testInfo) => {
    const { uuid, application } = await openAt(page, "income-payslips");
    await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute(
      "href",
      `/z/${uuid}/pay-later/application/marital-status`,
    );
    await expectAccessible(page);
    await screenshot(page, testInfo, "income-payslips");

    await page.getByRole("button", { name: "Continue" }).click();
    await expect(summary(page).getByRole("link", { name: "Select the kind of income" })).toBeVisible();
    await expect(summary(page).getByRole("link", { name: "Enter the amount before tax" })).toBeVisible();
    await expectAccessible(page);

    await fillIncome(page, "Income 1", "Salary or wages", "4,250.50", "Fortnightly");
    await page.getByRole("button", { name: "Add another income" }).click();
    await expect(row(page, "Income 2")).toBeVisible();
    await expect(row(page, "Income 1").getByLabel("Amount before tax, in dollars")).toHaveValue("4,250.50");
    await fillIncome(page, "Income 2", "Rent from a property", "650", "Weekly");
    await page.getByRole("button", { name: "Add another income" }).click();
    await expect(row(page, "Income 3")).toBeVisible();
    await page.getByRole("button", { name: "Remove income 3" }).click();
    await expect(row(page, "Income 3")).toHaveCount(0);
    await expect(row(page, "Income 2").getByLabel("Amount before tax, in dollars")).toHaveValue("650");
    await screenshot(page, testInfo, "income-payslips-rows");

    await page
      .getByLabel("Add payslips")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a payslip") });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(
      summary(page).getByRole("link", {
        name: "notes.txt is not a PDF, JPG, PNG or HEIC: save it as one of those and send it again",
      }),
    ).toBeVisible();
    await expect(row(page, "Income 1").getByLabel("Amount before tax, in dollars")).toHaveValue("4,250.50");

    await page.getByLabel("Add payslips").setInputFiles({ name: "payslip-june.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`/z/${uuid}/pay-later/application/expenses-liabilities`);

    const [applicant] = (await getFinanceApplication(application.id)).applicationData.applicants;
    expect(applicant.income).toEqual([
      { type: "SALARY", amount: 425050, frequency: "FORTNIGHTLY" },
      { type: "RENTAL", amount: 65000, frequency: "WEEKLY" },
    ]);
    expect(applicant.payslips).toEqual([{ mediaId: expect.any(String), fileName: "payslip-june.png" }]);

    // Back on the page the uploaded payslip is listed and can be removed.
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.locator(".documents")).toContainText("payslip-june.png");
    await page.getByRole("button", { name: "Remove payslip 1" }).click();
    await expect(page.locator(".documents")).toHaveCount(0);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`/z/${uuid}/pay-later/application/expenses-liabilities`);
    expect((await getFinanceApplication(application.id)).applicationData.applicants[0].payslips).toEqual([]);
  });

  test("a provider refusal lands on the row it names, with the input kept", async ({ page }) => {
    await openAt(page, "income-payslips");
    await fillIncome(page, "Income 1", "Salary or wages", "5000", "Monthly");
    await page.getByRole("button", { name: "Add another income" }).click();
    // The portal reads any amount of money; the provider's limit is $100 million.
    await fillIncome(page, "Income 2", "Other income", "200,000,000", "Yearly");
    await page.getByRole("button", { name: "Continue" }).click();
    const second = row(page, "Income 2");
    await expect(second.locator(".field__error")).toContainText("Is too large.");
    await expect(second.getByLabel("Amount before tax, in dollars")).toHaveAttribute("aria-invalid", "true");
    await expect(second.getByLabel("Amount before tax, in dollars")).toHaveValue("200,000,000");
    await expect(row(page, "Income 1").locator(".field__error")).toHaveCount(0);
    await expect(summary(page).getByRole("link", { name: "Is too large." })).toHaveAttribute("href", "#step-income[1].amount");
    await expectAccessible(page);
  });

  test("expenses: validation, a debt added and removed, a 409 kept on screen until reloaded", async ({ page }, testInfo) => {
    const { uuid, application } = await openAt(page, "expenses-liabilities");
    await expectAccessible(page);
    await screenshot(page, testInfo, "expenses-liabilities");

    await page.getByRole("button", { name: "Continue" }).click();
    await expect(summary(page).getByRole("link", { name: "Select the kind of expense" })).toBeVisible();
    await expect(summary(page).getByRole("link", { name: "Enter how much you spend" })).toBeVisible();
    await expect(summary(page).getByRole("link", { name: "Select how often" })).toBeVisible();

    const expense = row(page, "Expense 1");
    await expense.getByLabel("Kind of expense").selectOption({ label: "Rent or board" });
    await expense.getByLabel("Amount, in dollars").fill("520");
    await expense.getByLabel("How often").selectOption({ label: "Weekly" });
    await page.getByRole("button", { name: "Add a debt" }).click();
    const debt = row(page, "Debt 1");
    await debt.getByLabel("Kind of debt").selectOption({ label: "Car loan" });
    await debt.getByLabel("Monthly repayment, in dollars").fill("abc");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(summary(page).getByRole("link", { name: "Enter an amount in dollars, like 1250 or 1,250.50" })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, "expenses-liabilities-errors");
    await page.getByRole("button", { name: "Remove debt 1" }).click();
    await expect(row(page, "Debt 1")).toHaveCount(0);
    await expect(row(page, "Expense 1").getByLabel("Amount, in dollars")).toHaveValue("520");

    // Someone else saves the application after this page was built.
    const current = await getFinanceApplication(application.id);
    await patchFinanceApplication(application.id, { applicationData: current.applicationData });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "This application has changed since you opened this page" })).toBeVisible();
    await expect(row(page, "Expense 1").getByLabel("Amount, in dollars")).toHaveValue("520");
    await expectAccessible(page);
    await screenshot(page, testInfo, "expenses-liabilities-conflict");
    // Continue again does not overwrite: the form still carries the old version.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "This application has changed since you opened this page" })).toBeVisible();
    expect((await getFinanceApplication(application.id)).applicationData.applicants[0].expenses).toBeUndefined();

    await page.getByRole("link", { name: "Reload the latest" }).click();
    await expect(page.getByRole("heading", { name: "This application has changed since you opened this page" })).toHaveCount(0);
    const fresh = row(page, "Expense 1");
    await fresh.getByLabel("Kind of expense").selectOption({ label: "Rent or board" });
    await fresh.getByLabel("Amount, in dollars").fill("520");
    await fresh.getByLabel("How often").selectOption({ label: "Weekly" });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`/z/${uuid}/pay-later/application/mortgage-property`);
    expect((await getFinanceApplication(application.id)).applicationData.applicants[0]).toMatchObject({
      expenses: [{ type: "RENT_OR_BOARD", amount: 52000, frequency: "WEEKLY" }],
      liabilities: [],
    });
  });

  test("the full lending steps are not shown to an application that is not full lending", async ({ page }) => {
    const scenario = await applicationAt("mortgage-property");
    await page.goto(`/z/${scenario.uuid}/pay-later/application/income-payslips`);
    await expect(page).toHaveURL(`/z/${scenario.uuid}/pay-later/application/mortgage-property`);
  });
});
