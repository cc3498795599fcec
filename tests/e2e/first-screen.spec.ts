import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";

import { expect, type Locator, type Page, test } from "@playwright/test";

import { expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { open } from "./support/pages";
import { AGENCY, createFundRequest, type ScenarioInput } from "./support/staff";
import { LENDING_OFF_PORTAL_PORT, LENDING_OFF_PROVIDER_PORT, STAFF_API_KEY } from "./support/urls";

// The payer's first screen (decision 0150): $1,100.00 asked, $100.00 paid,
// so $1,000.00 outstanding; 1.2 % card surcharge at the test agency; $99.00 to pay at settlement.

const scenarios: Array<{ name: string; input: ScenarioInput; ways: string[] }> = [
  {
    name: "vpa-deferrable",
    input: { requestType: "VENDOR_PAID_ADVERTISING", canDeferPayment: true },
    ways: ["BPAY", "Bank transfer (EFT)", "Credit note", "Pay at settlement", "Credit or debit card"],
  },
  {
    name: "vpa-not-deferrable",
    input: { requestType: "VENDOR_PAID_ADVERTISING", canDeferPayment: false },
    ways: ["BPAY", "Bank transfer (EFT)", "Credit note", "Credit or debit card"],
  },
  {
    name: "buyer-deposit",
    input: { requestType: "BUYER_DEPOSIT", canDeferPayment: false },
    ways: ["Bank transfer (EFT)", "BPAY", "Credit note", "Credit or debit card"],
  },
  {
    name: "maintenance",
    input: { requestType: "MAINTENANCE_AND_ADVERTISING", canDeferPayment: false },
    ways: ["BPAY", "Bank transfer (EFT)", "Credit note", "Credit or debit card"],
  },
  {
    name: "bond",
    input: { requestType: "BOND", canDeferPayment: false },
    ways: ["Bank transfer (EFT)", "BPAY", "Credit note", "Credit or debit card"],
  },
];

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

/** The value beside a term in the bill at the top of the page. */
function billValue(page: Page, term: string): Locator {
  return page
    .locator("dl > div", { has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) })
    .locator("dd")
    .first();
}

function waysToPay(page: Page): Locator {
  return page.getByRole("region", { name: "Choose how to pay" }).getByRole("link");
}

async function expectInFirstViewport(locator: Locator, height: number, what: string): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, `${what} is shown`).not.toBeNull();
  expect(box!.y, `${what} starts inside the first viewport`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} ends inside the first ${height} px`).toBeLessThanOrEqual(height);
}

async function expectFirstScreen(page: Page, url: string): Promise<void> {
  for (const viewport of PHONES) {
    await page.setViewportSize(viewport);
    await page.goto(url);
    await expectInFirstViewport(billValue(page, "Amount outstanding"), viewport.height, "the amount outstanding");
    await expectInFirstViewport(billValue(page, "Due date"), viewport.height, "the due date");
    await expectInFirstViewport(waysToPay(page).first(), viewport.height, "the first way to pay");
  }
  await page.setViewportSize({ width: 320, height: 568 });
  expect(await page.evaluate(() => document.documentElement.scrollHeight), "page height at 320 px").toBeLessThanOrEqual(2200);
}

for (const { name, input, ways } of scenarios) {
  test(`${name}: amount, due date and the first way to pay before any scrolling; every way reachable`, async ({
    page,
  }, testInfo) => {
    const { links } = await createFundRequest({ amount: 110000, amountPaid: 10000, ...input });
    const uuid = links[0].uuid;
    await expectFirstScreen(page, `/z/${uuid}`);
    await expect(page).toHaveTitle(`Select a payment method - ${PRODUCT}`);
    await expect(billValue(page, "Amount outstanding")).toHaveText("$1,000.00");
    await expect(billValue(page, "Due date")).toHaveText("1 December 2026");
    await expect(page.getByText(`${AGENCY.name} asks you to pay for:`)).toBeVisible();

    const names = await waysToPay(page).locator(".ways-to-pay__name").allTextContents();
    expect(names).toEqual(ways);
    await expect(waysToPay(page).filter({ hasText: "Credit or debit card" })).toContainText(
      "1.2% surcharge of $12.00: $1,012.00 in total.",
    );
    const settlement = waysToPay(page).filter({ hasText: "Pay at settlement" });
    if (ways.includes("Pay at settlement")) {
      await expect(settlement).toContainText("Paid from your sale proceeds when the property settles.");
      await expect(settlement).toContainText("$99.00 establishment fee: $1,099.00 in total.");
    }
    await expectAccessible(page);
    await screenshot(page, testInfo, `first-screen-${name}`);

    const hrefs = await waysToPay(page).evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
    for (const href of hrefs) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
}

test("the full details, with GST, are behind a disclosure that opens without JavaScript", async ({ page }) => {
  const { links } = await createFundRequest({ amount: 110000, amountPaid: 10000 });
  // Opened and hydrated first: a click on the summary while React hydrates can be undone by it.
  await open(page, `/z/${links[0].uuid}`);
  const details = page.locator("details", { has: page.locator("summary", { hasText: "Fund request details" }) });
  await expect(details.getByText("GST (goods and services tax) included")).toBeHidden();
  await details.locator("summary").click();
  await expect(details.getByText("GST (goods and services tax) included")).toBeVisible();
  await expect(details).toContainText("Online listings and a signboard");
  await expect(details).toContainText("4/27 Marine Terrace, Cottesloe WA 6011");
});

test("an overdue request says so beside its due date", async ({ page }) => {
  const { links } = await createFundRequest({ dueAt: "2024-03-01" });
  await page.goto(`/z/${links[0].uuid}`);
  await expect(billValue(page, "Due date")).toHaveText("1 March 2024 Overdue");
});

test.describe("the agency's logo", () => {
  const logoUrl = "https://logos.example/harbourside.svg";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100" fill="#0b4f8a"/></svg>`;

  test("is shown from an https URL, named, in a box that never pushes the amount down", async ({ page }, testInfo) => {
    await page.route(logoUrl, (route) => route.fulfill({ status: 200, contentType: "image/svg+xml", body: svg }));
    const { links } = await createFundRequest({ logoUrl });
    await expectFirstScreen(page, `/z/${links[0].uuid}`);
    const logo = page.getByRole("img", { name: AGENCY.name });
    await expect(logo).toHaveAttribute("src", logoUrl);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const box = await logo.boundingBox();
    expect(box).toMatchObject({ width: 160, height: 48 });
    await expectAccessible(page);
    await screenshot(page, testInfo, "first-screen-logo");
  });

  test("the page still makes sense when it fails to load", async ({ page }) => {
    await page.route(logoUrl, (route) => route.abort("failed"));
    const { links } = await createFundRequest({ logoUrl });
    await expectFirstScreen(page, `/z/${links[0].uuid}`);
    await expect(page.getByText(`${AGENCY.name} asks you to pay for:`)).toBeVisible();
    expect((await page.getByRole("img", { name: AGENCY.name }).boundingBox())?.height).toBe(48);
  });

  test("is not shown from a plain http URL, which the page could not load", async ({ page }) => {
    const { links } = await createFundRequest({ logoUrl: "http://logos.example/harbourside.svg" });
    await page.goto(`/z/${links[0].uuid}`);
    await expect(page.locator(".agency-banner img")).toHaveCount(0);
    await expect(page.locator(".agency-banner")).toHaveText(AGENCY.name);
  });
});

test.describe("with the lending flag off", () => {
  const portal = `http://localhost:${LENDING_OFF_PORTAL_PORT}`;
  const staffApi = `http://127.0.0.1:${LENDING_OFF_PROVIDER_PORT}`;
  let server: ChildProcess | undefined;

  // A portal of its own, since the flags are the provider's settings; started only for this spec.
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = spawn("node_modules/.bin/tsx", ["server.ts"], {
      env: {
        ...process.env,
        METRICS_PORT: "0",
        NODE_ENV: "test",
        APP_ENV: "qa",
        SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
        PRODUCT_NAME: PRODUCT,
        TAG_MANAGER_ID: "",
        SENTRY_DSN: "",
        PORT: String(LENDING_OFF_PORTAL_PORT),
        PROVIDER_API_URL: "",
        PROVIDER_API_PORT: String(LENDING_OFF_PROVIDER_PORT),
        PROVIDER_API_DB: path.join(os.tmpdir(), `portal-e2e-lending-off-${Date.now()}.sqlite`),
        PROVIDER_FEATURE_FLAGS: "lending=false",
        STAFF_API_KEY,
      },
      stdio: "ignore",
    });
    await expect
      .poll(
        () =>
          fetch(`${portal}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 80_000, intervals: [500] },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
  });

  for (const { name, input, ways } of scenarios) {
    test(`${name}: the first screen, with no pay at settlement`, async ({ page }) => {
      const { links } = await createFundRequest({ amount: 110000, amountPaid: 10000, ...input }, staffApi);
      await expectFirstScreen(page, `${portal}/z/${links[0].uuid}`);
      const names = await waysToPay(page).locator(".ways-to-pay__name").allTextContents();
      expect(names).toEqual(ways.filter((way) => way !== "Pay at settlement"));
      await expectAccessible(page);
    });
  }
});
