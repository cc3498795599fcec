import { expect, test } from "@playwright/test";

import { formatDate } from "../../app/domain/dates";
import { cardSurcharge, formatMoney } from "../../app/domain/money";
import { expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { fundedLoan, providerLoan } from "./support/loan";
import { open, settle } from "./support/pages";
import { cardPaymentsOf } from "./support/payments";
import { setProviderFaults, staff } from "./support/staff";
import { STAFF_API_URL } from "./support/urls";
import { chooseLanguage, exactly, expectLanguage, wordsIn } from "./support/words";

// Repaying early (decision 0343): a borrower whose loan the lender has paid to the agency
// sees on the loan page the payout figure as at today, the lender's BPAY and EFT details
// (the payout letter's), and the card total with its surcharge before the press; repays
// by card on the provider's hosted page and comes back to the repayment and nothing
// owing. The provider down at the press: nothing charged, the button named. JavaScript
// on and off (the config's two projects), each on a loan of its own.

const gateway = new RegExp(`^${STAFF_API_URL.replace(/\./g, "\\.")}/card-gateway/\\d+\\?token=`);
const loanPage = (uuid: string) => `/z/${uuid}/pay-later/application/signed`;

test.afterEach(async () => {
  await setProviderFaults();
});

async function loanFor(name: string) {
  return fundedLoan(`VPA-REPAY-${name}-${Date.now() % 1_000_000}`);
}

/** Where a loan is repaid, as the provider holds the lender's details: never the test's own. */
async function lenderRepayments() {
  const answer = await fetch(`${STAFF_API_URL}/guest/v1/lender`, { headers: { Accept: "application/vnd.api+json" } });
  const lender = (await answer.json()) as {
    data: {
      attributes: {
        name: string;
        loanRepayments: { bpayBillerCode: string; trustAccount: { accountName: string; bsb: string; accountNumber: string } };
      };
    };
  };
  return lender.data.attributes;
}

/** The card surcharge percent of the fund request's agency, as the provider holds it. */
async function surchargePercent(fundRequestId: string): Promise<number | null> {
  const document = (await staff("GET", `/fund-requests/${fundRequestId}`)) as {
    included?: Array<{ type: string; attributes: { cardSurcharges?: number | null } }>;
  };
  return document.included?.find((resource) => resource.type === "locations")?.attributes.cardSurcharges ?? null;
}

test("repays early by card and sees the repayment", async ({ page }, testInfo) => {
  const { uuid, fundRequestId } = await loanFor(testInfo.project.name);
  const loan = await providerLoan(uuid);
  expect(loan).toMatchObject({ status: "FUNDED", repaid: 0 });
  const lender = await lenderRepayments();
  const surcharge = cardSurcharge(loan.balance, await surchargePercent(fundRequestId));
  expect(surcharge).toBeGreaterThan(0);

  await open(page, loanPage(uuid));
  const repay = page.getByRole("region", { name: "Repay early" });
  await expect(repay).toBeVisible();
  const payout = repay.locator(".repay-figure .summary__row--total");
  await expect(payout.locator("dt")).toHaveText(`Payout figure as at ${formatDate(loan.asAt)}`);
  await expect(payout.locator("dd")).toHaveText(formatMoney(loan.balance));
  // BPAY and EFT as the payout letter gives them: the lender's accounts, the loan's reference.
  const detail = (label: string) => repay.locator(".summary__row", { has: page.getByText(label, { exact: true }) }).locator("dd");
  await expect(detail("Biller code")).toHaveText(lender.loanRepayments.bpayBillerCode);
  await expect(detail("Reference")).toHaveText(loan.reference);
  await expect(detail("Account name")).toHaveText(lender.loanRepayments.trustAccount.accountName);
  await expect(detail("BSB")).toHaveText(lender.loanRepayments.trustAccount.bsb);
  await expect(detail("Account number")).toHaveText(lender.loanRepayments.trustAccount.accountNumber);
  await expect(detail("Reference (in the transfer's description)")).toHaveText(loan.reference);
  // The card's total, surcharge included, before the press.
  await expect(repay.locator(".summary__row", { hasText: /^Card surcharge/ }).locator("dd")).toHaveText(formatMoney(surcharge));
  await expect(detail("Total by card")).toHaveText(formatMoney(loan.balance + surcharge));
  await expectAccessible(page);
  await screenshot(page, testInfo, "repay-early");

  await repay.getByRole("button", { name: "Repay by card" }).click();
  await expect(page).toHaveURL(gateway);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay ${lender.name}`);
  await expect(page.getByText(formatMoney(loan.balance + surcharge))).toBeVisible();
  await page.getByRole("button", { name: "Approve payment" }).click();

  await expect(page).toHaveURL(loanPage(uuid));
  await settle(page);
  const toast = page.locator(".toast", { hasText: "Repayment received" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`We received ${formatMoney(loan.balance)} by card.`);
  const after = await providerLoan(uuid);
  expect(after).toMatchObject({ status: "REPAID", balance: 0, repaid: loan.balance });
  expect(after.repayments).toEqual([{ amount: loan.balance, receivedOn: after.asAt, method: "CARD" }]);
  await expect(page.getByText(`${formatDate(after.asAt)}: we received ${formatMoney(loan.balance)} by card.`)).toBeVisible();
  await expect(page.locator(".loan-figures .summary__row--total dd")).toHaveText(formatMoney(0));
  await expect(page.getByText("Nothing is owing. Keep this statement for your records.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Repay early" })).toHaveCount(0);
  await expect(page).toHaveTitle(`Thank you for signing the online contract - ${PRODUCT}`);
  await expectAccessible(page);
  await screenshot(page, testInfo, "repay-early-repaid");
});

for (const locale of ["ar", "zh-Hans"] as const) {
  test(`in ${locale}, repays early by card and sees the repayment, the figures the provider's`, async ({ page }, testInfo) => {
    const t = wordsIn(locale);
    const { uuid, fundRequestId } = await loanFor(`${locale}-${testInfo.project.name}`);
    const loan = await providerLoan(uuid);
    const total = loan.balance + cardSurcharge(loan.balance, await surchargePercent(fundRequestId));
    await open(page, loanPage(uuid));
    await chooseLanguage(page, locale);
    await settle(page);

    const repay = page.getByRole("region", { name: exactly(t("repay.title")) });
    await expect(repay.locator(".repay-figure .summary__row--total dd")).toHaveText(formatMoney(loan.balance));
    await expect(repay.locator(".summary__row--total dd").last()).toHaveText(formatMoney(total));
    await expect(repay.getByText(loan.reference).first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, `repay-early-${locale}`);

    await repay.getByRole("button", { name: exactly(t("repay.cardButton")) }).click();
    await expect(page).toHaveURL(gateway);
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page).toHaveURL(loanPage(uuid));
    await expectLanguage(page, locale);
    const toast = page.locator(".toast", { hasText: t("repayReturn.approvedTitle") });
    await expect(toast).toContainText(formatMoney(loan.balance));
    await expect(page.locator(".loan-figures .summary__row--total dd")).toHaveText(formatMoney(0));
    await expect(page.getByRole("region", { name: exactly(t("repay.title")) })).toHaveCount(0);
    await expectAccessible(page);
  });
}

test("the provider down at the press: a notice naming 'Repay by card', nothing charged, and the loan page again once it answers", async ({
  page,
}, testInfo) => {
  const { uuid, fundRequestId } = await loanFor(`down-${testInfo.project.name}`);
  const loan = await providerLoan(uuid);
  await open(page, loanPage(uuid));
  await setProviderFaults({ down: true });

  await page.getByRole("button", { name: "Repay by card", exact: true }).click();
  await page.waitForLoadState();
  // The notice names the button; the loan page itself needs the provider, so the outage page is under it.
  const notice = page.getByRole("region", { name: "Notices" }).locator(".toast", { hasText: "The card repayment did not start" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Nothing has been charged.");
  await expect(notice).toContainText("press “Repay by card” again in a few minutes, or repay by BPAY or bank transfer.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our payment service is unavailable");
  await expectAccessible(page);
  await screenshot(page, testInfo, "repay-early-provider-down");

  await setProviderFaults();
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(loanPage(uuid));
  await expect(page.getByRole("region", { name: "Repay early" }).getByRole("button", { name: "Repay by card" })).toBeVisible();
  expect(await cardPaymentsOf(fundRequestId)).toHaveLength(0);
  expect(await providerLoan(uuid)).toMatchObject({ balance: loan.balance, repayments: [] });
});

// The card button is a plain post, as every card press is (decision 0343): offline at the
// press the browser shows its own page and nothing leaves. Back on the loan page, the
// press goes once, with the idempotency key the page was drawn with: one payment started.
test("offline at the press: nothing charged; back online, Back and one press start one payment", async ({
  page,
  context,
}, testInfo) => {
  const { uuid, fundRequestId } = await loanFor(`offline-${testInfo.project.name}`);
  await open(page, loanPage(uuid));
  await context.setOffline(true);
  await page
    .getByRole("button", { name: "Repay by card", exact: true })
    .click({ noWaitAfter: true })
    .catch(() => undefined);
  await expect(page.getByRole("region", { name: "Repay early" })).toHaveCount(0);
  expect(await cardPaymentsOf(fundRequestId)).toHaveLength(0);

  await context.setOffline(false);
  await page.goBack();
  await expect(page).toHaveURL(loanPage(uuid));
  // The loan page is loaded again: the press is made on it hydrated, as every spec with JavaScript does (decision 0294).
  await settle(page);
  await page.getByRole("region", { name: "Repay early" }).getByRole("button", { name: "Repay by card" }).click();
  await expect(page).toHaveURL(gateway);
  expect(await cardPaymentsOf(fundRequestId)).toHaveLength(1);
});
