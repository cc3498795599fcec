import { expect, type Page, test } from "@playwright/test";

import { OFFERED_LOCALES } from "../../app/i18n/language";
import { expectAccessible, screenshot } from "./support/checks";
import { open } from "./support/pages";
import { applicationAt, createFundRequest } from "./support/staff";
import { STAFF_API_URL } from "./support/urls";
import { wordsIn } from "./support/words";

// What a consumer-credit borrower must be able to find (decision 0350), reached as a
// payer reaches it: the credit guide from the pay-later offer and at the consent,
// complaints and hardship from a finance page's footer, the privacy notice from the
// identity step; the lender's details on them are the provider's, and a translated
// page leads to the English that binds (decision 0351).

interface Lender {
  name: string;
  abn: string;
  australianCreditLicence: string;
  phone: string;
  complaints: {
    phone: string;
    email: string;
    acknowledgeWithinBusinessDays: number;
    finalResponseDays: number;
    hardshipFinalResponseDays: number;
  };
  hardship: { phone: string; email: string; responseDays: number };
  privacy: { email: string; creditReportingBodies: Array<{ name: string; phone: string }> };
  externalDisputeResolution: { name: string; phone: string; website: string; membershipNumber: string };
}

/** The lender as the provider states it: what the pages must show, read the way the portal reads it. */
async function providerLender(): Promise<Lender> {
  const response = await fetch(`${STAFF_API_URL}/guest/v1/lender`, { headers: { Accept: "application/vnd.api+json" } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { attributes: Lender } }).data.attributes;
}

let offered: Promise<string> | undefined;
/** A fund request whose payer may pay at settlement, made once for the file. */
const deferrable = () =>
  (offered ??= createFundRequest({ amount: 110000, amountPaid: 10000, canDeferPayment: true }).then(
    ({ links }) => links[0].uuid,
  ));

const pages = new Map<string, Promise<string>>();
/** An application of its own saved at `step`, its page's address. */
const stepPage = (step: string) => {
  if (!pages.has(step))
    pages.set(
      step,
      applicationAt(step).then(({ uuid }) => `/z/${uuid}/pay-later/application/${step}`),
    );
  return pages.get(step)!;
};

const main = (page: Page) => page.locator("main");

async function expectOnPage(page: Page, path: RegExp, heading: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

test("the credit guide from the pay-later offer shows the provider's lender, licence and AFCA", async ({ page }) => {
  const lender = await providerLender();
  await open(page, `/z/${await deferrable()}/pay-later`);
  await main(page).getByRole("link", { name: "credit guide" }).click();
  await expectOnPage(page, /\/credit-guide$/, "Credit guide");
  const text = main(page);
  await expect(text).toContainText(
    `${lender.name} lends you the money. Its Australian Business Number (ABN) is ${lender.abn}, and it holds Australian credit licence number ${lender.australianCreditLicence}.`,
  );
  await expect(text.getByRole("link", { name: lender.phone, exact: true })).toBeVisible();
  await expect(text).toContainText(`final answer within ${lender.complaints.finalResponseDays} days`);
  const afca = lender.externalDisputeResolution;
  await expect(text).toContainText(`${afca.name} (AFCA)`);
  await expect(text.getByRole("link", { name: afca.phone })).toHaveAttribute("href", `tel:${afca.phone.replace(/\s/g, "")}`);
  await expect(text.getByRole("link", { name: "www.afca.org.au" })).toHaveAttribute("href", afca.website);
  // English is the version that binds: no other version to offer.
  await expect(text.locator(".notice")).toHaveCount(0);
  await expectAccessible(page);

  await text.getByRole("link", { name: "How to complain" }).click();
  await expectOnPage(page, /\/complaints$/, "Complaints");
});

test("the credit guide at the consent to receive it", async ({ page }) => {
  await open(page, await stepPage("review-details"));
  const declarations = page.getByRole("group", { name: "Declarations" });
  await declarations.getByRole("link", { name: "credit guide" }).click();
  await expectOnPage(page, /\/credit-guide$/, "Credit guide");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/pay-later\/application\/review-details$/);
});

test("complaints and hardship from a finance page's footer, in the provider's days and contacts", async ({ page }) => {
  const lender = await providerLender();
  await page.goto(await stepPage("mortgage-property"));
  const footer = page.getByRole("navigation", { name: "About your loan" });
  await expect(footer.getByRole("link")).toHaveText([
    "Credit guide",
    "Complaints",
    "Help if you cannot pay",
    "Privacy and credit reporting",
  ]);

  await footer.getByRole("link", { name: "Complaints" }).click();
  await expectOnPage(page, /\/complaints$/, "Complaints");
  const complaints = main(page);
  await expect(complaints).toContainText(`within ${lender.complaints.finalResponseDays} days of getting your complaint`);
  await expect(complaints).toContainText(`we answer within ${lender.complaints.hardshipFinalResponseDays} days`);
  await expect(complaints.getByRole("link", { name: lender.complaints.email })).toBeVisible();
  await expect(complaints.getByRole("link", { name: "1800 931 678" })).toBeVisible();
  await expect(complaints.getByRole("link", { name: "www.afca.org.au" })).toBeVisible();
  await expect(complaints).toContainText(`Our AFCA membership number is ${lender.externalDisputeResolution.membershipNumber}.`);
  await expectAccessible(page);

  // The legal pages carry the same footer: the next is one tap away.
  await page.getByRole("navigation", { name: "About your loan" }).getByRole("link", { name: "Help if you cannot pay" }).click();
  await expectOnPage(page, /\/hardship$/, "Help if you cannot pay");
  const hardship = main(page);
  await expect(hardship.getByRole("link", { name: lender.hardship.phone })).toBeVisible();
  await expect(hardship.getByRole("link", { name: lender.hardship.email })).toBeVisible();
  await expect(hardship).toContainText(`within ${lender.hardship.responseDays} days of having what we need`);
  await expectAccessible(page);
});

test("the privacy and credit-reporting notice from the identity step", async ({ page }) => {
  const lender = await providerLender();
  await page.goto(await stepPage("verify-identity"));
  await main(page).getByRole("link", { name: "privacy and credit-reporting notice" }).click();
  await expectOnPage(page, /\/privacy$/, "Privacy and credit-reporting notice");
  const notice = main(page);
  for (const body of lender.privacy.creditReportingBodies) {
    await expect(notice.getByText(body.name, { exact: true })).toBeVisible();
    await expect(notice.getByRole("link", { name: body.phone })).toBeVisible();
  }
  await expect(notice.getByRole("link", { name: lender.privacy.email })).toBeVisible();
  await expectAccessible(page);
});

test("a translation leads to the English that binds, and back, the rest of the page in the payer's language", async ({
  page,
}) => {
  const lender = await providerLender();
  const path = `/z/${await deferrable()}/complaints`;
  await page.goto(`/language/zh-Hans?return=${encodeURIComponent(path)}`);
  const zh = wordsIn("zh-Hans");
  await expectOnPage(page, /\/complaints$/, zh("complaints.title"));
  await main(page).getByRole("link", { name: "阅读英文版本" }).click();
  await expect(page).toHaveURL(/\/complaints\?english$/);
  const english = main(page).locator("article [lang=en-AU]");
  await expect(english.getByRole("heading", { level: 1 })).toHaveText("Complaints");
  // Formatted as English: one business day is not "1 business days".
  await expect(english).toContainText(
    `Within ${lender.complaints.acknowledgeWithinBusinessDays} business day${lender.complaints.acknowledgeWithinBusinessDays === 1 ? "" : "s"},`,
  );
  // The contact lists' labels are the text's: English too.
  await expect(english.locator("dt").first()).toHaveText("Phone");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(page.getByRole("navigation", { name: zh("legalLinks.label") })).toBeVisible();
  await expectAccessible(page);
  await main(page).getByRole("link", { name: "返回译文" }).click();
  await expectOnPage(page, /\/complaints$/, zh("complaints.title"));
});

test("a made-up address is not a legal page", async ({ page }) => {
  await page.goto("/z/not-a-link/credit-guide");
  await expect(page).toHaveURL(/\/z\/not-found$/);
});

for (const locale of OFFERED_LOCALES) {
  test(`each legal page in ${locale}: no axe violation, readable at 360 px`, async ({ page }, testInfo) => {
    const uuid = await deferrable();
    await page.goto(`/language/${locale}?return=/`);
    const words = wordsIn(locale);
    for (const [name, title] of [
      ["credit-guide", "creditGuide.title"],
      ["complaints", "complaints.title"],
      ["hardship", "hardship.title"],
      ["privacy", "privacyNotice.title"],
    ] as const) {
      await page.goto(`/z/${uuid}/${name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words(title));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expectAccessible(page);
      await screenshot(page, testInfo, `legal-${locale}-${name}`);
    }
  });
}
