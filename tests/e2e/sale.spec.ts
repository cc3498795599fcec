import { expect, type Page, test } from "@playwright/test";

import { formatDate } from "../../app/domain/dates";
import { formatMoney } from "../../app/domain/money";
import { expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { providerLoan, signedLoan } from "./support/loan";
import { pdfText } from "./support/pdf";
import { openRequest, representative } from "./support/staff-portal";
import { Visitor } from "./support/visitor";

// After the signature (decision 0342): a signed borrower gets the payout letter for a
// settlement day (a page and a PDF holding the provider's figures), tells us about the
// sale (refused input first, then a change of due date confirmed and saved) and sees
// the new due date; a representative sees the news on the staff page. JavaScript on
// and off (the config's two projects), each on a loan of its own.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const DAY = 24 * 60 * 60 * 1000;
/** A day from today in Sydney, where the lender keeps its books, as a date input takes it. */
const sydneyDay = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date(Date.now() + days * DAY));

async function settle(page: Page) {
  if (jsOn()) await page.waitForLoadState("networkidle");
}

async function loanFor(testName: string) {
  const reference = `VPA-SALE-${testName}-${Date.now() % 1_000_000}`;
  const { uuid } = await signedLoan(reference);
  return { uuid, reference, loanPage: `/z/${uuid}/pay-later/application/signed` };
}

test("a signed borrower downloads the payout letter for a settlement day, a day past refused by its field", async ({
  page,
}, testInfo) => {
  const { uuid, loanPage } = await loanFor(testInfo.project.name);
  const loan = await providerLoan(uuid);
  await page.goto(`/z/${uuid}`);
  await settle(page);
  await expect(page).toHaveURL(loanPage);

  await page.getByLabel("Settlement date").fill(sydneyDay(-1));
  await page.getByRole("button", { name: "Show the payout letter" }).click();
  await settle(page);
  await expect(page).toHaveTitle(`Error: Payout letter for your conveyancer - ${PRODUCT}`);
  const field = page.getByLabel("Settlement date");
  await expect(field).toHaveValue(sydneyDay(-1));
  await expect(field).toHaveAccessibleDescription(/The settlement date must be today or later/);
  await expectAccessible(page);

  const day = sydneyDay(30);
  await field.fill(day);
  await page.getByRole("button", { name: "Show the payout letter" }).click();
  await settle(page);
  await expect(page).toHaveTitle(`Payout letter - ${PRODUCT}`);
  const figures = page.locator(".payout-figures");
  await expect(figures).toContainText(formatDate(day));
  await expect(figures.locator(".summary__row--total dd")).toHaveText(formatMoney(loan.balance));
  await expect(figures).toContainText(loan.reference);
  await expect(page.getByText("Biller code")).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "payout-letter");

  const href = await page.getByRole("link", { name: "Download the payout letter (PDF)" }).getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toContain("no-store");
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = await pdfText(body);
  expect(text).toContain("Payout letter");
  expect(text).toContain(formatMoney(loan.balance));
  expect(text).toContain(formatDate(day));
  expect(text).toContain(loan.reference);
  for (const shown of await page.locator(".summary dd").allInnerTexts()) expect(text).toContain(shown.trim());
  expect(text).toContain("Mia Nguyen");
});

test("a borrower tells us about the sale: refused by the fields first, then a new due date confirmed, saved and shown; staff see it", async ({
  page,
}, testInfo) => {
  const { uuid, reference, loanPage } = await loanFor(`${testInfo.project.name}-news`);
  await page.goto(loanPage);
  await settle(page);
  await page.getByRole("link", { name: "Tell us about your sale" }).click();
  await settle(page);
  await expect(page).toHaveURL(`/z/${uuid}/your-sale`);
  await expect(page).toHaveTitle(`Tell us about your sale - ${PRODUCT}`);
  await expectAccessible(page);
  await screenshot(page, testInfo, "your-sale");

  await page.getByLabel("Under offer").check();
  await page.getByLabel("Expected settlement date (if you know it)").fill(sydneyDay(-2));
  await page.getByLabel("Firm").fill("Harbour Conveyancing");
  await page.getByLabel("Contact name").fill("Priya Shah");
  await page.getByLabel("Email address").fill("priya@");
  await page.getByLabel("Phone number").fill("12345");
  await page.getByRole("button", { name: "Save" }).click();
  await settle(page);
  await expect(page).toHaveTitle(`Error: Tell us about your sale - ${PRODUCT}`);
  await expect(page.getByLabel("Expected settlement date (if you know it)")).toHaveAccessibleDescription(
    /The settlement date must be today or later/,
  );
  await expect(page.getByLabel("Email address")).toHaveAccessibleDescription(/Enter an email address in the right format/);
  await expect(page.getByLabel("Phone number")).toHaveAccessibleDescription(/Enter an Australian phone number/);
  await expect(page.getByLabel("Firm")).toHaveValue("Harbour Conveyancing");
  await expect(page.getByLabel("Contact name")).toHaveValue("Priya Shah");
  await expect(page.getByLabel("Under offer")).toBeChecked();
  expect((await providerLoan(uuid)).conveyancer).toBeNull();

  const day = sydneyDay(40);
  await page.getByLabel("Expected settlement date (if you know it)").fill(day);
  await page.getByLabel("Email address").fill("priya@harbour.example.com.au");
  await page.getByLabel("Phone number").fill("02 9000 1234");
  await page.getByRole("button", { name: "Save" }).click();
  await settle(page);
  // The answers move the due date: the page says so, and nothing is saved until it is confirmed.
  await expect(page.getByRole("heading", { name: "This changes when your loan is due" })).toBeVisible();
  await expect(page.getByText(`Once this is saved, it will be due on ${formatDate(day)}.`)).toBeVisible();
  expect((await providerLoan(uuid)).sale.expectedSettlementDate).toBeNull();
  await expectAccessible(page);
  await page.getByLabel("I understand when my loan will then be due: save my news").check();
  await page.getByRole("button", { name: "Save" }).click();
  await settle(page);

  await expect(page).toHaveURL(loanPage);
  await expect(page.locator(".toast__title")).toHaveText("Thank you: we have saved your news about the sale");
  await expect(page.getByText(`Expected to be due on ${formatDate(day)}`)).toBeVisible();
  expect((await providerLoan(uuid)).sale).toMatchObject({ status: "UNDER_OFFER", expectedSettlementDate: day });

  const { email } = await representative(testInfo);
  await openRequest(page, email, reference);
  const news = page.locator(".sale-updates li").first();
  await expect(news).toContainText("Property under offer; expected settlement");
  await expect(news).toContainText("conveyancer Harbour Conveyancing, Priya Shah, priya@harbour.example.com.au, 02 9000 1234");
  await expect(news).toContainText("Told by Mia Nguyen");
});

test("hostile values in every field of the sale form are answered, never a fault, and store nothing", async () => {
  test.skip(!jsOn(), "no browser is involved: one run is enough");
  const { uuid } = await loanFor("hostile");
  const before = await providerLoan(uuid);
  const visitor = new Visitor();
  const path = `/z/${uuid}/your-sale`;
  const names = [
    "status",
    "expectedSettlementDate",
    "conveyancerFirm",
    "conveyancerName",
    "conveyancerEmail",
    "conveyancerPhone",
    "emailPayoutLetter",
    "confirmDue",
    "key",
  ];
  const values = [
    "",
    "<script>alert(1)</script>",
    "x".repeat(5000),
    "2026-02-30",
    "9999-99-99",
    "\u0000\u202e",
    "'; DROP TABLE",
    "-1",
  ];
  for (const value of values) {
    await visitor.open(path);
    const answer = await visitor.post(path, [["csrf", visitor.csrf], ...names.map((name): [string, string] => [name, value])]);
    expect(answer.status, JSON.stringify(value.slice(0, 20))).toBeLessThan(500);
    expect(answer.status, JSON.stringify(value.slice(0, 20))).not.toBe(303);
  }
  const after = await providerLoan(uuid);
  expect([after.sale, after.conveyancer]).toEqual([before.sale, before.conveyancer]);
});
