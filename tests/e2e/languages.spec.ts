import { expect, type Page, test } from "@playwright/test";

import { directionOf, LOCALES } from "../../app/i18n/language";
import { UNTRANSLATED_WORD } from "../../app/i18n/pseudo-locale";
import { demoLink, expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { askForDocument } from "./support/documents";
import { open } from "./support/pages";
import {
  applicationAt,
  type ApplicationScenario,
  approveApplication,
  createFundRequest,
  startApplication,
  submittedApplication,
} from "./support/staff";
import { DEAD_PROVIDER_PORTAL_URL } from "./support/urls";
import { wordsIn } from "./support/words";

// The payer's language (decisions 0220-0224) on the payer's screens:
// chosen by Accept-Language on a first visit, then by the language links, kept
// through the journey; each screen accessible and readable at 360 px in Arabic and
// Chinese; and no text on them that skipped the catalog (the pseudo-language).

const PAYING = demoLink(1);
const PENDING = demoLink(3);
const PAID = demoLink(4);
const EXPIRED = demoLink(5);

/** Follows a language link's address, as a click would: the choice is kept and the page comes back. */
async function chooseLanguage(page: Page, locale: string, path: string): Promise<void> {
  await page.goto(`/language/${locale}?return=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(path);
}

let created: Promise<string> | undefined;
/** A fresh fund request with every way to pay, made once for the whole file. */
const payable = () =>
  (created ??= createFundRequest({ amount: 110000, amountPaid: 10000, canDeferPayment: true }).then(
    ({ links }) => links[0].uuid,
  ));

let applied: Promise<string> | undefined;
/** A fresh fund request whose payer has started an application to pay at settlement, made once for the whole file. */
const applying = () =>
  (applied ??= createFundRequest({ amount: 110000, amountPaid: 10000, canDeferPayment: true }).then(async ({ links }) => {
    await startApplication(links[0].uuid);
    return links[0].uuid;
  }));
/** Fixtures other than the payable fund request, each made once for the whole file, by name. */
const fixtures = new Map<string, Promise<string>>();
function once(name: string, make: () => Promise<string>): Promise<string> {
  if (!fixtures.has(name)) fixtures.set(name, make());
  return fixtures.get(name)!;
}

/** Above $30,000 outstanding an application is full lending: the household, income and expenses steps too. */
const FULL_LENDING: ApplicationScenario = { amount: 5000000, amountPaid: 0 };

/** An application page, on an application of its own saved at that page. */
const applicationPage = (page: string, scenario?: ApplicationScenario) => async () =>
  `/z/${await once(page, async () => (await applicationAt(page, scenario)).uuid)}/pay-later/application/${page}`;

/** A submitted application, approved: its creator's link opens the contract. */
const approved = () =>
  once("approved", async () => {
    const { applicationId, creator } = await submittedApplication();
    await approveApplication(applicationId);
    return creator;
  });

let documented: Promise<string> | undefined;
/** A fresh fund request whose payer is asked for a document, made once for the whole file. */
const askedForDocuments = () =>
  (documented ??= createFundRequest().then(async ({ id, links }) => {
    await askForDocument(id, {
      owner: "customer",
      customerId: links[0].customerId,
      name: "Proof of identity",
      description: "A photo of your driver licence or passport.",
      required: true,
    });
    return links[0].uuid;
  }));

/** Every translated screen, by the name its screenshot takes. */
const SCREENS: Array<{ name: string; url: (uuid: string) => string | Promise<string> }> = [
  { name: "home", url: () => "/" },
  { name: "catch-all", url: () => "/no/such/page" },
  { name: "not-found", url: () => "/z/not-found" },
  { name: "token-expire", url: () => `/z/token-expire?uuid=${EXPIRED}` },
  { name: "pay-now", url: (uuid) => `/z/${uuid}` },
  { name: "bpay", url: (uuid) => `/z/${uuid}/bpay` },
  { name: "eft", url: (uuid) => `/z/${uuid}/eft` },
  { name: "credit-note", url: (uuid) => `/z/${uuid}/credit-note` },
  { name: "card", url: (uuid) => `/z/${uuid}/card` },
  { name: "unknown-type", url: (uuid) => `/z/${uuid}/no-such-way` },
  { name: "pending-payment", url: () => `/z/${PENDING}/pending-payment` },
  { name: "paid-in-full", url: () => `/z/${PAID}/paid-in-full` },
  { name: "provider-down", url: () => `${DEAD_PROVIDER_PORTAL_URL}/z/${PAYING}` },
  { name: "contact-us", url: (uuid) => `/z/${uuid}/contact-us` },
  { name: "get-started", url: (uuid) => `/z/${uuid}/pay-later/get-started` },
  { name: "withdraw", url: async () => `/z/${await applying()}/pay-later/application/cancel` },
  { name: "additional-funds", url: async () => `/z/${await applying()}/pay-later/additional-funds` },
  { name: "additional-funds-how-much", url: async () => `/z/${await applying()}/pay-later/additional-funds/how-much` },
  {
    name: "additional-funds-what-for",
    url: async () =>
      `/z/${await applying()}/pay-later/additional-funds/what-are-the-funds-for?amount=500000&product=VPA+Additional`,
  },
  { name: "pay-later", url: (uuid) => `/z/${uuid}/pay-later` },
  { name: "step-citizenship", url: applicationPage("citizenship") },
  { name: "step-verify-identity", url: applicationPage("verify-identity") },
  { name: "step-marital-status", url: applicationPage("marital-status", FULL_LENDING) },
  { name: "step-income-payslips", url: applicationPage("income-payslips", FULL_LENDING) },
  { name: "step-expenses-liabilities", url: applicationPage("expenses-liabilities", FULL_LENDING) },
  { name: "step-mortgage-property", url: applicationPage("mortgage-property") },
  { name: "step-settlement-details", url: applicationPage("settlement-details") },
  { name: "step-send-funds-to", url: applicationPage("send-funds-to") },
  { name: "step-repayment", url: applicationPage("repayment") },
  { name: "step-bank-details", url: applicationPage("bank-details") },
  { name: "step-add-applicants", url: applicationPage("add-applicants") },
  { name: "step-review-details", url: applicationPage("review-details") },
  { name: "submitted", url: async () => `/z/${await once("submitted", async () => (await submittedApplication()).creator)}` },
  { name: "contract-signing", url: async () => `/z/${await approved()}/pay-later/application/contract-signing` },
  { name: "contract-decline", url: async () => `/z/${await approved()}/pay-later/application/contract-signing?decline` },
  { name: "upload-documents", url: async () => `/c/${await askedForDocuments()}/upload-documents` },
  { name: "documents-thank-you", url: async () => `/c/${await askedForDocuments()}/thank-you` },
  { name: "upload-documents-none", url: (uuid) => `/c/${uuid}/upload-documents` },
  { name: "credit-guide", url: (uuid) => `/z/${uuid}/credit-guide` },
  { name: "complaints", url: (uuid) => `/z/${uuid}/complaints` },
  { name: "hardship", url: (uuid) => `/z/${uuid}/hardship` },
  { name: "privacy", url: (uuid) => `/z/${uuid}/privacy` },
  { name: "complaints-english", url: (uuid) => `/z/${uuid}/complaints?english` },
];

test.describe("a first visit follows the browser's language", () => {
  // The browser's language is what it sends as Accept-Language ("zh-CN,zh;q=0.9").
  test.use({ locale: "zh-CN" });

  test("zh-CN gets Select a payment method in Simplified Chinese", async ({ page }) => {
    await page.goto(`/z/${PAYING}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("选择付款方式");
    await expect(page).toHaveTitle(`选择付款方式 - ${PRODUCT}`);
    // Amounts read as on the invoice, with the currency said once.
    await expect(page.locator(".bill .money")).toHaveText("$3,850.00");
    await expect(page.getByText("所有金额均以澳元（AUD）计。")).toBeVisible();
    const languages = page.getByRole("navigation", { name: "语言" });
    await expect(languages.locator("[aria-current=true]")).toHaveText("简体中文");
    await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("lang", "en-AU");
    await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("hreflang", "en-AU");
  });
});

test("the language links switch the language, come back to the same page, and the choice lasts the journey", async ({ page }) => {
  const path = `/z/${PAYING}/eft`;
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-AU");
  const links = page.getByRole("navigation", { name: "Language" });
  await expect(links.locator("[aria-current=true]")).toHaveText("English");
  for (const [name, lang] of [
    ["Tiếng Việt", "vi"],
    ["简体中文", "zh-Hans"],
    ["العربية", "ar"],
  ]) {
    const link = page.locator(".language-links").getByRole("link", { name });
    await expect(link).toHaveAttribute("lang", lang);
    await link.click();
    await expect(page).toHaveURL(path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator(".language-links [aria-current=true]")).toHaveText(name);
  }
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("كيف تدفع بتحويل بنكي");
  // A BSB and an amount read left to right, as in the bank app, in Arabic too.
  await expect(page.locator(".detail__value").nth(1)).toHaveText("066-040");
  await expect(page.locator(".detail__value").nth(1)).toHaveAttribute("dir", "ltr");

  await page.getByRole("link", { name: "العودة إلى جميع طرق الدفع" }).click();
  await expect(page).toHaveURL(`/z/${PAYING}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("اختر طريقة الدفع");

  await page.locator(".language-links").getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Select a payment method");
});

test("the choice is a long-lived cookie (it outlasts a restart of the portal) and only returns within the site", async ({
  request,
}) => {
  const response = await request.get(`/language/vi?return=${encodeURIComponent("https://evil.example/")}`, { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/");
  const cookie = response.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("lang="));
  expect(cookie?.value).toMatch(/Max-Age=31536000/);
  expect(cookie?.value).toMatch(/SameSite=Lax/);
  expect((await request.get("/language/fr?return=/", { maxRedirects: 0 })).status()).toBe(404);
});

// Every screen in each language: Arabic for right to left, Chinese for another script, Vietnamese for the longest lines.
for (const locale of ["ar", "zh-Hans", "vi"] as const) {
  test.describe(`every translated screen in ${locale}`, () => {
    // axe without JavaScript checks a second copy of the page (support/checks.ts): slow on a busy machine.
    test.describe.configure({ timeout: 90_000 });
    for (const { name, url } of SCREENS) {
      test(`${name}: its lang and dir, no axe violation, readable at 360 px`, async ({ page }, testInfo) => {
        const address = await url(await payable());
        await chooseLanguage(page, locale, "/");
        await page.goto(address);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await runsAgainstTheirDirection(page)).toEqual([]);
        await expectAccessible(page);
        await screenshot(page, testInfo, `${locale}-${name}`);
      });
    }
  });
}

/**
 * Words in another language than the page's (the agency's English, the language links'
 * names) that are not set in that language's direction: in an Arabic page an English
 * sentence set right to left puts its full stop at its start.
 */
async function runsAgainstTheirDirection(page: Page): Promise<string[]> {
  // The portal's own rule says which languages are written right to left; every other run (English) is left to right.
  const rightToLeft: string[] = LOCALES.filter((locale) => directionOf(locale) === "rtl");
  return page
    .locator("body [lang]")
    .evaluateAll(
      (elements, rtl) =>
        elements
          .filter(
            (element) =>
              getComputedStyle(element).direction !== (rtl.includes(element.getAttribute("lang") ?? "") ? "rtl" : "ltr"),
          )
          .map((element) => element.outerHTML.slice(0, 120)),
      rightToLeft,
    );
}

/** A form refused in each language: the summary, the message by its field and the notice words come from the catalog. */
const REFUSED_FORM = {
  ar: { send: "إرسال الرسالة", problem: "هناك مشكلة", nameLabel: "اسمك", name: "أدخل اسمك", prefix: "خطأ:" },
  "zh-Hans": { send: "发送留言", problem: "出现问题", nameLabel: "您的姓名", name: "请输入您的姓名", prefix: "错误：" },
} as const;

for (const locale of ["ar", "zh-Hans"] as const) {
  test(`contact us refused in ${locale}: the error summary and the field's message in the payer's language`, async ({
    page,
  }, testInfo) => {
    const words = REFUSED_FORM[locale];
    const address = `/z/${await payable()}/contact-us`;
    await chooseLanguage(page, locale, "/");
    await open(page, address);
    const main = page.locator("main");
    await main.getByLabel(words.nameLabel, { exact: true }).fill("");
    await main.getByRole("button", { name: words.send }).click();
    const summary = page.locator(".error-summary");
    await expect(summary.getByRole("heading", { name: words.problem })).toBeVisible();
    await expect(summary.getByRole("link", { name: words.name })).toBeVisible();
    await expect(main.locator(".field__error").first()).toHaveText(`${words.prefix} ${words.name}`);
    await expect(page).toHaveTitle(new RegExp(`^${words.prefix}`));
    await expectAccessible(page);
    await screenshot(page, testInfo, `${locale}-contact-us-refused`);
  });
}

test("the support panel's form, which brings its words when it opens, speaks the page's language", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "the panel opens only with JavaScript; without it the launcher is a link");
  const words = REFUSED_FORM.ar;
  await chooseLanguage(page, "ar", "/");
  await page.goto(`/z/${await payable()}`);
  const contactSupport = wordsIn("ar")("shell.contactSupport");
  await page.getByRole("button", { name: contactSupport }).click();
  const panel = page.getByRole("region", { name: contactSupport });
  await expect(panel.getByLabel(words.nameLabel, { exact: true })).toBeVisible();
  await expect(panel.getByRole("button", { name: words.send })).toBeVisible();
  await expectAccessible(page);
});

/**
 * Visible text that is not pseudo-localized, outside values (⟪ ⟫), names and
 * numbers marked `translate="no"`, and the language links (each in its own `lang`).
 */
async function untranslatedText(page: Page): Promise<string[]> {
  const pattern = UNTRANSLATED_WORD.source;
  return page.evaluate((source) => {
    const word = new RegExp(source);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const element = node.parentElement;
      if (!element || element.closest("script, style, [translate=no], body [lang]")) continue;
      if (!element.checkVisibility()) continue;
      const text = (node.textContent ?? "").replace(/⟪[^⟫]*⟫/g, "");
      if (word.test(text)) found.push(text.trim());
    }
    return found;
  }, pattern);
}

test.describe("the pseudo-language", () => {
  test.describe.configure({ timeout: 90_000 });
  for (const { name, url } of SCREENS) {
    test(`${name}: no visible text that skipped the catalog, nothing cut off or overflowing at 320 px`, async ({
      page,
    }, testInfo) => {
      const address = await url(await payable());
      await chooseLanguage(page, "en-XA", "/");
      await page.goto(address);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await untranslatedText(page)).toEqual([]);
      const title = await page.title();
      // The blank page's title is the product name alone (docs/SPEC.md 2.4): a name, not words.
      if (title !== PRODUCT) expect(title.replace(` - ${PRODUCT}`, "")).not.toMatch(UNTRANSLATED_WORD);
      await screenshot(page, testInfo, `en-XA-${name}`);
    });
  }
});
