import { expect, type Page, test } from "@playwright/test";

import { jsOn, open } from "./support/pages";
import { applicationAt } from "./support/staff";

/**
 * Adding or removing a row says where it happened. With JavaScript,
 * focus moves to the new row's first field, or to the list after a removal, and
 * a polite live region names the change; without it the answered page opens at
 * the changed place (the button's fragment).
 */

const FULL_LENDING = { amount: 5000000, amountPaid: 0 };
const row = (page: Page, legend: string) => page.locator("fieldset.row", { has: page.locator("legend", { hasText: legend }) });

async function openIncome(page: Page) {
  const { uuid } = await applicationAt("income-payslips", FULL_LENDING);
  await open(page, `/z/${uuid}/pay-later/application/income-payslips`);
}

test("adding an income lands on the new row, and removing one on the list", async ({ page }) => {
  await openIncome(page);
  await row(page, "Income 1").getByLabel("Amount before tax, in dollars").fill("900");

  await page.getByRole("button", { name: "Add another income" }).click();
  await expect(row(page, "Income 2")).toBeVisible();
  if (jsOn()) {
    await expect(row(page, "Income 2").getByLabel("Kind of income")).toBeFocused();
    await expect(page.locator("#step-income [aria-live=polite]")).toHaveText("Income 2 added.");
  } else {
    expect(new URL(page.url()).hash).toBe("#step-income-row-1");
    await expect(page.locator("#step-income-row-1")).toBeInViewport();
  }
  await expect(row(page, "Income 1").getByLabel("Amount before tax, in dollars")).toHaveValue("900");

  await page.getByRole("button", { name: "Remove income 2" }).click();
  await expect(row(page, "Income 2")).toHaveCount(0);
  if (jsOn()) {
    await expect(page.locator("#step-income")).toBeFocused();
    await expect(page.locator("#step-income [aria-live=polite]")).toHaveText("Income 2 removed.");
  } else {
    expect(new URL(page.url()).hash).toBe("#step-income");
    await expect(page.locator("#step-income")).toBeInViewport();
  }
  await expect(row(page, "Income 1").getByLabel("Amount before tax, in dollars")).toHaveValue("900");
});
