import { expect, type Page, test, type TestInfo } from "@playwright/test";

import { expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { cardPaymentsOf, fundRequestStatus, settleCardPayment } from "./support/payments";
import { createFundRequest } from "./support/staff";
import { STAFF_API_URL } from "./support/urls";
import { ANY, chooseLanguage, exactly, expectLanguage, type Language, wordsIn } from "./support/words";

const gateway = new RegExp(`^${STAFF_API_URL.replace(/\./g, "\\.")}/card-gateway/\\d+\\?token=`);

/**
 * Card approved, as the payer lives it in `locale`: the card page, the gateway's
 * hosted page (the provider's, in English), pending, then paid in full with a
 * receipt. The language is chosen on the first page when it is not English and
 * lasts through the gateway and back.
 */
async function payByCardToReceipt(page: Page, testInfo: TestInfo, locale: Language) {
  const t = wordsIn(locale);
  const { id, links } = await createFundRequest({ reference: "VPA-CARD-1" });
  const uuid = links[0].uuid;
  await page.goto(`/z/${uuid}/card`);
  if (locale !== "en-AU") await chooseLanguage(page, locale);
  await page.getByRole("button", { name: exactly(t("ways.payByCard", { total: "$1,012.00" })) }).click();

  await expect(page).toHaveURL(gateway);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay Harbourside Realty Fremantle");
  await expect(page.getByText("$1,012.00")).toBeVisible();
  await page.getByRole("button", { name: "Approve payment" }).click();

  await expect(page).toHaveURL(`/z/${uuid}/pending-payment`);
  await expectLanguage(page, locale);
  await expect(page).toHaveTitle(exactly(`${t("pending.title")} - ${PRODUCT}`));
  await expect(page.locator(".toast", { hasText: t("cardReturn.approvedTitle") })).toBeVisible();
  await expect(page.getByRole("heading", { name: exactly(t("pending.whatNext")) })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, `pending-payment-${locale}`);

  // Still processing: checking again keeps the payer here.
  await page.getByRole("link", { name: exactly(t("pending.checkAgain")) }).click();
  await expect(page).toHaveURL(`/z/${uuid}/pending-payment`);
  // The pay-now page is no longer offered while the payment is processing.
  await page.goto(`/z/${uuid}`);
  await expect(page).toHaveURL(`/z/${uuid}/pending-payment`);

  const [payment] = await cardPaymentsOf(id);
  expect(payment.attributes).toMatchObject({ status: "APPROVED", amount: 100000, surcharge: 1200, total: 101200 });
  await settleCardPayment(payment.id);
  await page.getByRole("link", { name: exactly(t("pending.checkAgain")) }).click();

  await expect(page).toHaveURL(`/z/${uuid}/paid-in-full`);
  await expectLanguage(page, locale);
  await expect(page).toHaveTitle(exactly(`${t("paidInFull.title")} - ${PRODUCT}`));
  const receipt = page.getByRole("region", { name: exactly(t("receipt.title")) });
  const row = (label: string) =>
    receipt.locator(".summary__row", { has: page.locator("dt", { hasText: exactly(label) }) }).locator("dd");
  await expect(row(t("receipt.reference"))).toHaveText("VPA-CARD-1");
  // An address begins with its number: set apart, it stays at the start of the line in Arabic too.
  await expect(row(t("receipt.property")).locator("bdi")).toHaveText(/^4\/27 Marine Terrace/);
  // What the payer's bank shows: the amount and the card surcharge the gateway charged on top, as on the invoice.
  await expect(row(t("receipt.amountPaid"))).toHaveText(exactly("$1,234.56"));
  await expect(row(t("receipt.cardSurcharge"))).toHaveText(exactly("$12.00"));
  await expect(row(t("receipt.totalPaid"))).toHaveText(exactly("$1,246.56"));
  if (locale === "en-AU") await expect(row(t("receipt.paidOn"))).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  const line = t("receipt.lineWithSurcharge", {
    amount: "$1,012.00",
    method: t("receipt.method", { method: "CARD" }),
    surcharge: "$12.00",
    date: ANY,
  });
  const number = t("receipt.number", { number: `CARD-${payment.id}` });
  await expect(receipt.locator(".payments li")).toHaveText(exactly(`${line} ${number}`));
  await expect(page.getByRole("region", { name: "Harbourside Realty Fremantle" })).toContainText("08 9335 1200");
  await expect(page.getByRole("button", { name: exactly(t("paidInFull.print")) })).toHaveCount(
    testInfo.project.name === "js-off" ? 0 : 1,
  );
  await expectAccessible(page);
  await screenshot(page, testInfo, `paid-in-full-${locale}`);
}

test("card approved: the hosted page, pending, then paid in full with a receipt", async ({ page }, testInfo) => {
  await payByCardToReceipt(page, testInfo, "en-AU");
});

// Pay now to the card receipt in each other language the portal speaks (decision 0220).
for (const locale of ["zh-Hans", "vi", "ar"] as const) {
  test(`card approved in ${locale}: the language chosen on the card page lasts to the receipt`, async ({ page }, testInfo) => {
    await payByCardToReceipt(page, testInfo, locale);
  });
}

test("card declined: back to the ways to pay with a clear message and the card ready again", async ({ page }, testInfo) => {
  const { id, links } = await createFundRequest();
  const uuid = links[0].uuid;
  await page.goto(`/z/${uuid}/card`);
  await page.getByRole("button", { name: "Pay $1,012.00 by card" }).click();
  await expect(page).toHaveURL(gateway);
  await page.getByRole("button", { name: "Decline payment" }).click();

  await expect(page).toHaveURL(`/z/${uuid}`);
  const toast = page.locator(".toast", { hasText: "Your card payment was declined" });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-toast-type", "danger");
  await expect(toast).toContainText("Nothing has been charged");
  // Said first, and it stays: it is part of the page, not a toast that fades.
  await expect(toast).toBeFocused();
  await expectAccessible(page);
  await screenshot(page, testInfo, "card-declined");
  expect(await fundRequestStatus(id)).toEqual({ receivableStatus: "UNPAID", amountPaid: 23456 });

  // Trying again starts a new payment on the hosted page.
  await page.getByRole("link", { name: /^Credit or debit card/ }).click();
  await page.getByRole("button", { name: "Pay $1,012.00 by card" }).click();
  await expect(page).toHaveURL(gateway);
  await expect(page.getByRole("button", { name: "Approve payment" })).toBeVisible();
  expect((await cardPaymentsOf(id)).map((p) => p.attributes.status)).toEqual(["DECLINED", "PENDING"]);
});

test("going back from the hosted page without paying leaves nothing charged", async ({ page }) => {
  const { links } = await createFundRequest();
  const uuid = links[0].uuid;
  await page.goto(`/z/${uuid}/card`);
  await page.getByRole("button", { name: "Pay $1,012.00 by card" }).click();
  await page.getByRole("link", { name: "Go back without paying" }).click();
  await expect(page).toHaveURL(`/z/${uuid}`);
  await expect(page.locator(".toast", { hasText: "Your card payment was not finished" })).toBeVisible();
});

test("a double submit of the pay form starts one payment", async ({ page }) => {
  const { id, links } = await createFundRequest();
  const uuid = links[0].uuid;
  await page.goto(`/z/${uuid}/card`);
  const form = page.locator(`form[action="/z/${uuid}/pay-by-card"]`);
  const fields = {
    csrf: (await form.locator('input[name="csrf"]').getAttribute("value")) ?? "",
    idempotencyKey: (await form.locator('input[name="idempotencyKey"]').getAttribute("value")) ?? "",
  };
  const submit = () => page.request.post(`/z/${uuid}/pay-by-card`, { form: fields, maxRedirects: 0 });
  const [first, second] = await Promise.all([submit(), submit()]);
  expect(first.status()).toBe(303);
  expect(second.status()).toBe(303);
  expect(second.headers().location).toBe(first.headers().location);
  expect(first.headers().location).toMatch(gateway);
  expect(await cardPaymentsOf(id)).toHaveLength(1);
});

test("a forged pay form is refused", async ({ page }) => {
  const { id, links } = await createFundRequest();
  const uuid = links[0].uuid;
  await page.goto(`/z/${uuid}`);
  const response = await page.request.post(`/z/${uuid}/pay-by-card`, {
    form: { csrf: "forged", idempotencyKey: "0123456789abcdef0123" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(await cardPaymentsOf(id)).toHaveLength(0);
});
