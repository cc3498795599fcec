import { expect, type Page, test, type TestInfo } from "@playwright/test";

import { formatDate } from "../../app/domain/dates";
import { formatMoney } from "../../app/domain/money";
import { directionOf } from "../../app/i18n/language";
import type { Translate } from "../../app/i18n/translate";
import { demoLink, expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { type ProviderLoan, providerLoan, signedLoan } from "./support/loan";
import { settle } from "./support/pages";
import { pdfText } from "./support/pdf";
import { ANY, exactly, expectLanguage, type Language, wordsIn } from "./support/words";

// After the signature in a right-to-left language and in Chinese (decisions 0341, 0342,
// 0352): the borrower's loan page says the provider's figures with the language's own
// dates, the statement and payout letter download as PDFs in the same language
// (decision 0395) holding the words and figures on the screen, the sale's news is refused by its fields in the
// payer's language with everything typed kept and then saved with the new due date,
// and a request for more time is acknowledged. JavaScript on and off: the config's two
// projects. Every screen is checked by axe and kept as a 360 px screenshot.

const UNDER_OFFER = demoLink(63);
const DAY = 24 * 60 * 60 * 1000;
/** A day from today in Sydney, where the lender keeps its books, as a date input takes it. */
const sydneyDay = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date(Date.now() + days * DAY));
const loanPage = (uuid: string) => `/z/${uuid}/pay-later/application/signed`;

/** Chooses the language by its link's address, as a click would, and lands on `path` in it. */
async function inLanguage(page: Page, locale: Language, path: string) {
  await page.goto(`/language/${locale}?return=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(path);
  await settle(page);
  await expectLanguage(page, locale);
}

async function check(page: Page, testInfo: TestInfo, locale: Language, name: string) {
  await expectLanguage(page, locale);
  await expectAccessible(page);
  await screenshot(page, testInfo, `${locale}-${name}`);
}

/** A form's refused page: the page's language marks the whole title, the product's name too (app/domain/titles.ts). */
const refusedTitle = (t: Translate, title: string) => t("forms.titleRefused", { title: `${title} - ${PRODUCT}` });

/** A PDF behind one of the page's links: a real PDF, not kept by any cache, and its text. */
async function downloadedText(page: Page, linkName: string): Promise<string> {
  const href = await page.getByRole("link", { name: exactly(linkName) }).getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toContain("no-store");
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return pdfText(body);
}

/** The amounts of "What you owe", as the loan page lists them. */
const amountsOf = (loan: ProviderLoan) => [
  loan.principal,
  loan.establishmentFee,
  loan.total,
  ...(loan.repaid > 0 ? [-loan.repaid] : []),
  loan.balance,
];

for (const locale of ["ar", "zh-Hans"] as const) {
  const t = wordsIn(locale);
  const date = (iso: string | null) => formatDate(iso, locale);

  test.describe(`after the signature in ${locale}`, () => {
    test("the loan page says the provider's figures; the statement and the payout letter download holding them", async ({
      page,
    }, testInfo) => {
      const loan = await providerLoan(UNDER_OFFER);
      await inLanguage(page, locale, loanPage(UNDER_OFFER));
      await expect(
        page.getByRole("heading", { level: 2, name: exactly(t("loan.owedTitle", { date: date(loan.asAt) })) }),
      ).toBeVisible();
      const figures = page.locator(".loan-figures");
      await expect(figures.locator("dd")).toHaveText(amountsOf(loan).map(formatMoney));
      await expect(figures.locator("dt")).toHaveText([
        exactly(t("loan.paidToAgency", { agency: loan.agency })),
        t("loan.fee"),
        t("loan.total"),
        t("loan.repaid"),
        t("loan.balance"),
      ]);
      const due = t("loan.dueOn", { happened: "no", date: date(loan.sale.expectedSettlementDate) });
      await expect(page.locator(".loan-due")).toHaveText(exactly(due));
      const funded = t("loan.funded", {
        date: date(loan.fundedOn),
        amount: formatMoney(loan.principal),
        agency: loan.agency,
        fee: formatMoney(loan.establishmentFee),
      });
      await expect(page.locator(".loan-history li").first()).toHaveText(exactly(funded));
      await check(page, testInfo, locale, "loan");

      // The statement speaks the payer's language (decision 0395): the screen's words and figures, then the English that binds.
      const statement = await downloadedText(page, t("loan.download"));
      expect(statement).toContain(t("statementPdf.title"));
      for (const shown of await figures.locator("dd").allInnerTexts()) expect(statement).toContain(shown.trim());
      expect(statement).toContain(t("statementPdf.asAt", { date: date(loan.asAt) }));
      expect(statement).toContain(due);
      // A paragraph wraps: its lines joined again (Chinese breaks between characters, Arabic at spaces) read the screen's sentence.
      expect(statement.replaceAll("\n", locale === "zh-Hans" ? "" : " ")).toContain(funded);
      expect(statement).toContain(`${t("statementPdf.binding")}\nThe English text of your loan contract is the one that binds.`);

      // A settlement day in the past is refused by its field, in the payer's language, the day kept.
      const dayField = page.getByLabel(t("payout.dateLabel"), { exact: true });
      await dayField.fill(sydneyDay(-1));
      await page.getByRole("button", { name: t("payout.show") }).click();
      await expect(page).toHaveTitle(`${t("forms.titleRefused", { title: t("payout.formTitle") })} - ${PRODUCT}`);
      await expect(dayField).toHaveValue(sydneyDay(-1));
      await expect(dayField).toHaveAccessibleDescription(new RegExp(t("sale.datePast")));
      await check(page, testInfo, locale, "payout-letter-refused");

      const day = sydneyDay(30);
      await dayField.fill(day);
      await page.getByRole("button", { name: t("payout.show") }).click();
      await expect(page).toHaveTitle(`${t("payout.title")} - ${PRODUCT}`);
      const letter = page.locator(".payout-figures");
      await expect(letter.locator("dd")).toHaveText([date(day), formatMoney(loan.balance), date(day), loan.reference]);
      // A date is the language's words, in its direction (an Arabic one set left to right reads month first);
      // a figure or a reference reads left to right.
      const directions = await letter.locator("dd bdi").evaluateAll((all) => all.map((bdi) => getComputedStyle(bdi).direction));
      expect(directions).toEqual([directionOf(locale), "ltr", directionOf(locale), "ltr"]);
      await check(page, testInfo, locale, "payout-letter");

      const text = await downloadedText(page, t("payout.download"));
      expect(text).toContain(t("payout.title"));
      expect(text).toContain(formatMoney(loan.balance));
      expect(text).toContain(date(day));
      expect(text).toContain(t("payout.lead", { date: date(day) }));
      expect(text).toContain(`${t("payout.pdfBinding")}\nThe English text of the loan contract is the one that binds.`);
      expect(text).toContain(loan.reference);
      // How to pay: biller code, references, account, BSB, as on the screen.
      for (const shown of await page.locator(".summary:not(.payout-figures) dd").allInnerTexts()) {
        expect(text).toContain(shown.trim());
      }
    });

    test("the sale's news is refused by its fields in the payer's language, everything kept, then saved with the new due date", async ({
      page,
    }, testInfo) => {
      const { uuid } = await signedLoan(`VPA-LANG-${locale}-${testInfo.project.name}-${Date.now() % 1_000_000}`);
      await inLanguage(page, locale, loanPage(uuid));
      await page.getByRole("link", { name: t("loan.saleLink") }).click();
      await expect(page).toHaveURL(`/z/${uuid}/your-sale`);
      await expect(page).toHaveTitle(`${t("sale.title")} - ${PRODUCT}`);
      await check(page, testInfo, locale, "your-sale");

      const field = (label: string) => page.getByLabel(label, { exact: true });
      const dateField = field(t("sale.dateLabel"));
      await page.getByLabel(t("sale.status", { status: "UNDER_OFFER" }), { exact: true }).check();
      await dateField.fill(sydneyDay(-2));
      await field(t("sale.firmLabel")).fill("Harbour Conveyancing");
      await field(t("sale.contactLabel")).fill("Priya Shah");
      await field(t("sale.emailLabel")).fill("priya@");
      await field(t("sale.phoneLabel")).fill("12345");
      await page.getByRole("button", { name: t("sale.save") }).click();
      await expect(page).toHaveTitle(refusedTitle(t, t("sale.title")));
      await expect(dateField).toHaveAccessibleDescription(new RegExp(t("sale.datePast")));
      await expect(field(t("sale.emailLabel"))).toHaveAccessibleDescription(new RegExp(t("sale.emailFormat")));
      await expect(field(t("sale.phoneLabel"))).toHaveAccessibleDescription(new RegExp(t("sale.phoneFormat")));
      await expect(dateField).toHaveValue(sydneyDay(-2));
      await expect(field(t("sale.firmLabel"))).toHaveValue("Harbour Conveyancing");
      await expect(field(t("sale.contactLabel"))).toHaveValue("Priya Shah");
      await expect(field(t("sale.emailLabel"))).toHaveValue("priya@");
      await expect(field(t("sale.phoneLabel"))).toHaveValue("12345");
      await expect(page.getByLabel(t("sale.status", { status: "UNDER_OFFER" }), { exact: true })).toBeChecked();
      expect((await providerLoan(uuid)).conveyancer).toBeNull();
      // An email address and a phone number are typed left to right, in an Arabic form too ("priya@", not "@priya").
      for (const label of [t("sale.emailLabel"), t("sale.phoneLabel")]) await expect(field(label)).toHaveCSS("direction", "ltr");
      await check(page, testInfo, locale, "your-sale-refused");

      const day = sydneyDay(40);
      await dateField.fill(day);
      await field(t("sale.emailLabel")).fill("priya@harbour.example.com.au");
      await field(t("sale.phoneLabel")).fill("02 9000 1234");
      await page.getByRole("button", { name: t("sale.save") }).click();
      // The answers move the due date: said before anything is saved, in the payer's language.
      const move = page.getByRole("group", { name: t("sale.dueMoveTitle") });
      await expect(move).toBeVisible();
      await expect(move).toContainText(date(day));
      expect((await providerLoan(uuid)).sale.expectedSettlementDate).toBeNull();
      await check(page, testInfo, locale, "your-sale-due-move");
      await page.getByLabel(t("sale.confirmDueLabel"), { exact: true }).check();
      await page.getByRole("button", { name: t("sale.save") }).click();

      await expect(page).toHaveURL(loanPage(uuid));
      await expect(page.locator(".toast__title")).toHaveText(t("sale.savedTitle"));
      await expect(page.locator(".loan-due")).toHaveText(exactly(t("loan.dueOn", { happened: "no", date: date(day) })));
      expect((await providerLoan(uuid)).sale).toMatchObject({ status: "UNDER_OFFER", expectedSettlementDate: day });
      await check(page, testInfo, locale, "loan-after-news");
    });

    test("a request for more time is refused unchosen, the words kept, then sent and acknowledged", async ({
      page,
    }, testInfo) => {
      const { uuid } = await signedLoan(`VPA-LANGT-${locale}-${testInfo.project.name}-${Date.now() % 1_000_000}`);
      await inLanguage(page, locale, loanPage(uuid));
      await expect(page.getByRole("heading", { level: 2, name: t("loanTrouble.title") })).toBeVisible();
      await page.getByRole("link", { name: t("loanTrouble.linkText") }).click();
      await expect(page).toHaveURL(`/z/${uuid}/pay-later/having-trouble`);
      await expect(page).toHaveTitle(`${t("loanTrouble.title")} - ${PRODUCT}`);
      await check(page, testInfo, locale, "having-trouble");

      const words = `${locale}: the buyer's finance fell through (${testInfo.project.name}).`;
      const details = page.getByLabel(t("loanTrouble.detailsLabel"), { exact: true });
      await details.fill(words);
      await page.getByRole("button", { name: t("loanTrouble.send") }).click();
      await expect(page.getByRole("group", { name: t("loanTrouble.reasonLegend") })).toContainText(
        t("loanTrouble.reasonRequired"),
      );
      await expect(page.getByRole("group", { name: t("loanTrouble.askedLegend") })).toContainText(t("loanTrouble.askedRequired"));
      await expect(page).toHaveTitle(refusedTitle(t, t("loanTrouble.title")));
      await expect(details).toHaveValue(words);
      await check(page, testInfo, locale, "having-trouble-refused");

      await page.getByLabel(t("loanTrouble.reasonSaleDelayed"), { exact: true }).check();
      await page.getByLabel(t("loanTrouble.askedMoreTime"), { exact: true }).check();
      await page.getByRole("button", { name: t("loanTrouble.send") }).click();
      const received = page.getByRole("region", { name: t("loanTrouble.receivedTitle") });
      await expect(received).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/z/${uuid}/pay-later/having-trouble\\?received=\\d+$`));
      // The day it was received, in the language's own words: today in Sydney (or tomorrow, past midnight).
      const days = [sydneyDay(0), sydneyDay(1)].map(date);
      await expect(
        received.getByText(exactly(t("loanTrouble.receivedOn", { kind: "EXTENSION_REQUEST", date: ANY }))),
      ).toBeVisible();
      const receivedOn = await received
        .getByText(exactly(t("loanTrouble.receivedOn", { kind: "EXTENSION_REQUEST", date: ANY })))
        .innerText();
      expect(
        days.some((day) => receivedOn.includes(day)),
        `${receivedOn} says ${days.join(" or ")}`,
      ).toBe(true);
      await expect(received).toContainText(t("loanTrouble.reasonSaleDelayed"));
      await expect(received).toContainText(t("loanTrouble.askedMoreTime"));
      await expect(received).toContainText(words);
      // The borrower's words, written in English here, keep their own direction on an Arabic page.
      await expect(received.getByText(words)).toHaveCSS("direction", "ltr");
      await expect(received.locator(".loan-due")).toHaveText(exactly(t("loanTrouble.answerBy", { date: ANY })));
      await check(page, testInfo, locale, "having-trouble-received");
    });
  });
}

test("in Vietnamese, the longest lines, the loan page and the payout letter read at 360 px", async ({ page }, testInfo) => {
  const t = wordsIn("vi");
  const loan = await providerLoan(UNDER_OFFER);
  await inLanguage(page, "vi", loanPage(UNDER_OFFER));
  await expect(page.locator(".loan-figures dd")).toHaveText(amountsOf(loan).map(formatMoney));
  await check(page, testInfo, "vi", "loan");
  await page.getByLabel(t("payout.dateLabel"), { exact: true }).fill(sydneyDay(30));
  await page.getByRole("button", { name: t("payout.show") }).click();
  await expect(page).toHaveTitle(`${t("payout.title")} - ${PRODUCT}`);
  await check(page, testInfo, "vi", "payout-letter");
});
