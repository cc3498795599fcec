import { expect, type Page, test } from "@playwright/test";

import { isValidCrn } from "../../app/domain/bpay";
import { expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { createFundRequest, type ScenarioInput } from "./support/staff";

type RequestType = NonNullable<ScenarioInput["requestType"]>;

function summaryRow(page: Page, label: string) {
  return page
    .locator("dl.summary .summary__row")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) }) })
    .locator("dd");
}

/** A value on a way's own page, `/z/{uuid}/{type}`. */
function panelRow(page: Page, label: string) {
  return page
    .locator("section.method .summary__row")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) }) })
    .locator("dd");
}

function wayToPay(page: Page, name: string) {
  return page.getByRole("region", { name: "Choose how to pay" }).getByRole("link").filter({ hasText: name });
}

// $1,100.00 asked, $100.00 paid: $1,000.00 outstanding, 1.2 % card surcharge at the test agency.
const cases: Array<{ requestType: RequestType; label: string; gst: string | null; payLater: boolean; first: string }> = [
  {
    requestType: "VENDOR_PAID_ADVERTISING",
    label: "Vendor paid advertising for your property sale",
    gst: "$100.00",
    payLater: true,
    first: "BPAY",
  },
  {
    requestType: "BUYER_DEPOSIT",
    label: "Deposit for your property purchase",
    gst: null,
    payLater: false,
    first: "Bank transfer (EFT)",
  },
  {
    requestType: "MAINTENANCE_AND_ADVERTISING",
    label: "Maintenance and advertising for your rental property",
    gst: "$100.00",
    payLater: false,
    first: "BPAY",
  },
  { requestType: "BOND", label: "Residential tenancy bond", gst: null, payLater: false, first: "Bank transfer (EFT)" },
];

for (const { requestType, label, gst, payLater, first } of cases) {
  test(`pay-now for ${requestType} shows its amounts, GST and ways to pay`, async ({ page }, testInfo) => {
    const { id, links } = await createFundRequest({ requestType, amount: 110000, amountPaid: 10000 });
    const uuid = links[0].uuid;
    await page.goto(`/z/${uuid}`);
    await expect(page).toHaveTitle(`Select a payment method - ${PRODUCT}`);
    // The full details are in the disclosure under the choice.
    await expect(summaryRow(page, "What it is for")).toHaveText(label);
    await expect(summaryRow(page, "Amount")).toHaveText("$1,100.00");
    await expect(summaryRow(page, "Paid")).toHaveText("$100.00");
    await expect(summaryRow(page, "Outstanding")).toHaveText("$1,000.00");
    if (gst) await expect(summaryRow(page, "GST (goods and services tax) included")).toHaveText(gst);
    else await expect(summaryRow(page, "GST (goods and services tax)")).toHaveText("Not charged on this request");

    const names = await page.locator(".ways-to-pay__name").allTextContents();
    expect(names[0]).toBe(first);
    expect(names.at(-1)).toBe("Credit or debit card");
    await expect(wayToPay(page, "Credit or debit card")).toContainText("1.2% surcharge of $12.00: $1,012.00 in total.");
    const settlement = wayToPay(page, "Pay at settlement");
    if (payLater) {
      await expect(settlement).toContainText("$99.00 establishment fee: $1,099.00 in total.");
      await expect(settlement).toHaveAttribute("href", `/z/${uuid}/pay-later`);
    } else {
      await expect(settlement).toHaveCount(0);
    }
    await expectAccessible(page);
    await screenshot(page, testInfo, `pay-now-${requestType.toLowerCase()}`);

    await wayToPay(page, "BPAY").click();
    await expect(panelRow(page, "Biller code")).toContainText("254581");
    const crn = (await panelRow(page, "Reference number").locator(".detail__value").textContent()) ?? "";
    expect(isValidCrn(crn)).toBe(true);
    expect(crn).toBe(`${id.padStart(8, "0")}${crn.at(-1)}`);
    await page.goto(`/z/${uuid}/eft`);
    await expect(panelRow(page, "BSB (bank state branch)")).toContainText("066-040");
    await expect(panelRow(page, "Account number")).toContainText("10457821");
    await expect(panelRow(page, "Reference to quote")).toContainText(crn);
    await page.goto(`/z/${uuid}/card`);
    await expect(panelRow(page, "Card surcharge (1.2%)")).toHaveText("$12.00");
    await expect(panelRow(page, "Total by card")).toHaveText("$1,012.00");
    await expect(page.getByRole("button", { name: "Pay $1,012.00 by card" })).toBeVisible();
  });
}

test("pay later is not offered when the request cannot be deferred", async ({ page }) => {
  const { links } = await createFundRequest({ canDeferPayment: false });
  await page.goto(`/z/${links[0].uuid}`);
  await expect(wayToPay(page, "BPAY")).toBeVisible();
  await expect(wayToPay(page, "Pay at settlement")).toHaveCount(0);
});

test("numbers are plain text without JavaScript and get copy buttons with it", async ({ page, context }, testInfo) => {
  const { links } = await createFundRequest();
  await page.goto(`/z/${links[0].uuid}/bpay`);
  const billerCode = panelRow(page, "Biller code");
  await expect(billerCode.locator(".detail__value")).toHaveText("254581");
  if (testInfo.project.name === "js-off") {
    await expect(page.getByRole("button", { name: /^Copy/ })).toHaveCount(0);
    return;
  }
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await billerCode.getByRole("button", { name: "Copy Biller code" }).click();
  await expect(billerCode.getByRole("status")).toHaveText("Biller code copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("254581");
  await page.goto(`/z/${links[0].uuid}/eft`);
  await panelRow(page, "BSB (bank state branch)").getByRole("button", { name: "Copy BSB (bank state branch)" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("066040");
});

test("each way to pay has a printable page; other types are the helpful 404", async ({ page }, testInfo) => {
  const { links } = await createFundRequest();
  const uuid = links[0].uuid;
  const titles: Record<string, string> = {
    bpay: "How to pay by BPAY",
    eft: "How to pay by bank transfer",
    "credit-note": "How to pay with a credit note",
    card: "How to pay by card",
  };
  for (const [type, title] of Object.entries(titles)) {
    await page.goto(`/z/${uuid}/${type}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} - ${PRODUCT}`);
  }
  await page.goto(`/z/${uuid}/bpay`);
  await expect(page.getByRole("button", { name: "Print these instructions" })).toHaveCount(
    testInfo.project.name === "js-off" ? 0 : 1,
  );
  await expectAccessible(page);
  await screenshot(page, testInfo, "instructions-bpay");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.locator(".chat")).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  const unknown = await page.goto(`/z/${uuid}/paypal`);
  expect(unknown?.status()).toBe(404);
  await expect(page).toHaveTitle(`Page not found - ${PRODUCT}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("link", { name: "Go to your fund request" })).toHaveAttribute("href", `/z/${uuid}`);
});

test("opening a paid request's instructions goes to its receipt", async ({ page }) => {
  const { links } = await createFundRequest({ receivableStatus: "PAID", amountPaid: 123456 });
  await page.goto(`/z/${links[0].uuid}/eft`);
  await expect(page).toHaveURL(`/z/${links[0].uuid}/paid-in-full`);
});
