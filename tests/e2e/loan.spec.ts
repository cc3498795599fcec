import { expect, type Page, test, type TestInfo } from "@playwright/test";

import { formatDate } from "../../app/domain/dates";
import { formatMoney } from "../../app/domain/money";
import { demoLink, expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { type ProviderLoan, providerLoan } from "./support/loan";
import { pdfText } from "./support/pdf";

// The loan page after signing (decisions 0340, 0341): a signed borrower sees what the
// provider holds (what is owed today, when and why it falls due, what has happened),
// prints it or downloads it as a PDF holding the same figures; in English, Arabic
// and Chinese, with JavaScript on and off (the config's two projects).

const UNDER_OFFER = demoLink(63);
const WITHDRAWN = demoLink(64);
const SIGNED = demoLink(15);
const COMPLETED = demoLink(16);

const signedPage = (uuid: string) => `/z/${uuid}/pay-later/application/signed`;
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

async function open(page: Page, uuid: string) {
  await page.goto(`/z/${uuid}`);
  if (jsOn()) await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(signedPage(uuid));
}

async function chooseLanguage(page: Page, locale: string, uuid: string) {
  await page.goto(`/language/${locale}?return=${encodeURIComponent(signedPage(uuid))}`);
  await expect(page).toHaveURL(signedPage(uuid));
  if (jsOn()) await page.waitForLoadState("networkidle");
}

async function check(page: Page, testInfo: TestInfo, name: string) {
  await expectAccessible(page);
  await screenshot(page, testInfo, name);
}

/** Each labelled amount of "What you owe" shows the provider's figure, the same in every language. */
async function expectFigures(page: Page, loan: ProviderLoan, labels: { owing: string }) {
  const figures = page.locator(".loan-figures");
  const amounts = [loan.principal, loan.establishmentFee, loan.total, ...(loan.repaid > 0 ? [-loan.repaid] : []), loan.balance];
  await expect(figures.locator("dd")).toHaveText(amounts.map(formatMoney));
  await expect(figures.locator(".summary__row--total")).toContainText(labels.owing);
}

/** The statement's PDF, downloaded through the page's link: its text holds the page's figures, in English. */
async function statementText(page: Page, linkName: string | RegExp): Promise<string> {
  const link = page.getByRole("link", { name: linkName });
  const href = await link.getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toContain("no-store");
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return pdfText(body);
}

test("a borrower whose sale is under offer sees the loan the provider holds and downloads its statement", async ({
  page,
}, testInfo) => {
  const loan = await providerLoan(UNDER_OFFER);
  expect(loan.repaid).toBeGreaterThan(0);
  await open(page, UNDER_OFFER);
  await expect(page).toHaveTitle(`Thank you for signing the online contract - ${PRODUCT}`);
  await expect(page.getByRole("heading", { level: 2, name: `What you owe as at ${formatDate(loan.asAt)}` })).toBeVisible();
  await expectFigures(page, loan, { owing: "Owing today" });

  const dueDate = `Expected to be due on ${formatDate(loan.sale.expectedSettlementDate)}`;
  await expect(page.getByText(dueDate)).toBeVisible();
  await expect(page.getByText("That is the settlement date we have been told.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "12 months after we pay the agency" })).toBeVisible();
  const funded = `${formatDate(loan.fundedOn)}: we paid ${formatMoney(loan.principal)} to ${loan.agency} for you.`;
  await expect(page.getByText(funded)).toBeVisible();
  const received = `${formatDate(loan.repayments[0].receivedOn)}: we received ${formatMoney(loan.repayments[0].amount)} by BPAY.`;
  await expect(page.getByText(received)).toBeVisible();
  await expect(page.getByText(`At settlement, your conveyancer repays ${formatMoney(loan.balance)}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "tell us", exact: true })).toHaveAttribute("href", `/z/${UNDER_OFFER}/your-sale`);
  await expect(page.getByRole("button", { name: "Print this statement" })).toHaveCount(jsOn() ? 1 : 0);
  await check(page, testInfo, "loan-under-offer");

  const text = await statementText(page, "Download the statement (PDF)");
  expect(text).toContain("Loan statement");
  expect(text).toContain(`As at ${formatDate(loan.asAt)}`);
  expect(text).toContain("Mei Chen");
  for (const cents of [loan.principal, loan.establishmentFee, loan.total, -loan.repaid, loan.balance]) {
    expect(text).toContain(formatMoney(cents));
  }
  expect(text).toContain(dueDate);
  expect(text).toContain("Owing today");
  expect(text).toContain("The English text of your loan contract is the one that binds.");
});

test("a property withdrawn from sale makes the loan due now; a settled loan owes nothing", async ({ page }, testInfo) => {
  const loan = await providerLoan(WITHDRAWN);
  await open(page, WITHDRAWN);
  await expectFigures(page, loan, { owing: "Owing today" });
  await expect(page.getByText(`Due since ${formatDate(loan.sale.withdrawnOn)}`)).toBeVisible();
  await expect(page.getByText("The property was withdrawn from sale that day.")).toBeVisible();
  await expect(page.getByText(`${formatMoney(loan.balance)} is due now.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact us", exact: true })).toHaveAttribute("href", `/z/${WITHDRAWN}/contact-us`);
  await check(page, testInfo, "loan-withdrawn");

  const repaid = await providerLoan(COMPLETED);
  expect(repaid).toMatchObject({ status: "REPAID", balance: 0 });
  await open(page, COMPLETED);
  await expect(page.getByText("Your finance is complete")).toBeVisible();
  await expectFigures(page, repaid, { owing: "Owing today" });
  await expect(page.getByRole("heading", { name: "When your loan is due" })).toHaveCount(0);
  await expect(page.getByText(`we received ${formatMoney(repaid.total)} from the sale proceeds.`)).toBeVisible();
  await expect(page.getByText("Nothing is owing. Keep this statement for your records.")).toBeVisible();
  await check(page, testInfo, "loan-completed");
});

test("in Arabic, right to left, the loan reads the same figures and the statement speaks Arabic, the English that binds named", async ({
  page,
}, testInfo) => {
  const loan = await providerLoan(SIGNED);
  await chooseLanguage(page, "ar", SIGNED);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 2, name: /^المبلغ المستحق عليك حتى/ })).toBeVisible();
  await expectFigures(page, loan, { owing: "المستحق اليوم" });
  await expect(page.getByRole("heading", { name: "متى يُستحق قرضك" })).toBeVisible();
  await check(page, testInfo, "loan-ar");

  const text = await statementText(page, "نزّل كشف الحساب (PDF)");
  expect(text).toContain("كشف حساب القرض");
  expect(text).toContain("متى يُستحق قرضك");
  expect(text).toContain(formatMoney(loan.balance));
  expect(text).toContain("The English text of your loan contract is the one that binds.");
});

test("in Chinese, the loan reads the same figures", async ({ page }, testInfo) => {
  const loan = await providerLoan(SIGNED);
  await chooseLanguage(page, "zh-Hans", SIGNED);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(page.getByRole("heading", { level: 2, name: /^截至.*您的欠款$/ })).toBeVisible();
  await expectFigures(page, loan, { owing: "今日欠款" });
  await expect(page.getByRole("heading", { name: "您的贷款何时到期" })).toBeVisible();
  await expect(page.getByRole("link", { name: "下载对账单（PDF）" })).toBeVisible();
  await check(page, testInfo, "loan-zh");
});
