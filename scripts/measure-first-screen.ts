// Measures the pay-now screen's first viewport (decision 0150): for each
// request type, the page height and whether the amount outstanding, the due date
// and the first way to pay lie inside the first viewport, at 390×844, 360×640 and
// 320 px, with 360 px screenshots. Run against a built portal whose embedded
// provider has the staff API on E2E_PORT_BASE + 1:
//   E2E_PORT_BASE=4710 LABEL=after-lending-on tsx scripts/measure-first-screen.ts
import { mkdirSync } from "node:fs";

import { chromium, type Locator, type Page } from "@playwright/test";

import { createFundRequest, type ScenarioInput } from "../tests/e2e/support/staff";
import { PORTAL_URL } from "../tests/e2e/support/urls";

const label = process.env.LABEL ?? "measure";
const outDir = `tests/.artifacts/first-screen/${label}`;

const scenarios: Array<{ name: string; input: ScenarioInput }> = [
  { name: "vpa-deferrable", input: { requestType: "VENDOR_PAID_ADVERTISING", canDeferPayment: true } },
  { name: "vpa-not-deferrable", input: { requestType: "VENDOR_PAID_ADVERTISING", canDeferPayment: false } },
  { name: "buyer-deposit", input: { requestType: "BUYER_DEPOSIT", canDeferPayment: false } },
  { name: "maintenance", input: { requestType: "MAINTENANCE_AND_ADVERTISING", canDeferPayment: false } },
  { name: "bond", input: { requestType: "BOND", canDeferPayment: false } },
];

const viewports = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 320, height: 568 },
];

/** The three things a payer needs first, as the screen of the day shows them. */
function targets(page: Page): Record<"amount" | "due" | "firstWay", Locator> {
  const row = (dt: RegExp) => page.locator("dl > div", { has: page.locator("dt", { hasText: dt }) }).locator("dd");
  return {
    amount: row(/^(Outstanding|Amount outstanding)$/).first(),
    due: row(/^Due( date)?$/).first(),
    firstWay: page.locator("section.method h3, .ways-to-pay a").first(),
  };
}

async function inFirstViewport(locator: Locator, height: number): Promise<string> {
  const box = await locator.boundingBox();
  if (!box) return "absent";
  return box.y >= 0 && box.y + box.height <= height ? "yes" : `no (${Math.round(box.y)} px)`;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
  const page = await browser.newPage({ locale: "en-AU" });
  console.log(`| ${label} | viewport | page height | amount | due date | first way |`);
  console.log("|---|---|---|---|---|---|");
  for (const { name, input } of scenarios) {
    const { links } = await createFundRequest({ amount: 110000, amountPaid: 10000, ...input });
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.goto(`${PORTAL_URL}/z/${links[0].uuid}`);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const t = targets(page);
      const cells =
        viewport.width === 320
          ? ["", "", ""]
          : await Promise.all([t.amount, t.due, t.firstWay].map((l) => inFirstViewport(l, viewport.height)));
      console.log(
        `| ${name} | ${viewport.width}×${viewport.width === 320 ? "-" : viewport.height} | ${height} | ${cells.join(" | ")} |`,
      );
      if (viewport.width === 360) await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: true });
    }
  }
  await browser.close();
}

await main();
