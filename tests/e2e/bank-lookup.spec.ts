import { expect, test } from "@playwright/test";

import { jsOn, open } from "./support/pages";
import { applicationAt } from "./support/staff";

/** A BSB no bank has is said, not left silent (as typed with JavaScript, or when sent without it; decision 0082). */
test("an unknown BSB is named as unknown beside the field", async ({ page }) => {
  const { uuid } = await applicationAt("bank-details");
  await open(page, `/z/${uuid}/pay-later/application/bank-details`);
  await page.getByLabel("BSB").fill("999-999");
  if (!jsOn()) await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".bank-name")).toHaveText(
    "We do not know a bank with BSB 999-999. Check it against a statement or your banking app.",
  );
  await page.getByLabel("BSB").fill("062-000");
  if (!jsOn()) await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".bank-name")).toHaveText("Bank: Commonwealth Bank of Australia");
});
