import { expect, type Page, test } from "@playwright/test";

import { open } from "./support/pages";
import { applicationAt } from "./support/staff";

/**
 * In forced colours (Windows high contrast) the browser replaces colours
 * and drops box shadows, so focus must be drawn by an outline, which it keeps and
 * recolours. Tab through pages holding every kind of control the portal has and
 * check each one as it takes focus.
 */

async function tabThrough(page: Page, count: number) {
  const seen = new Map<string, string>();
  for (let press = 0; press < count; press += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const kind = element instanceof HTMLInputElement ? `input[${element.type}]` : element.tagName.toLowerCase();
      return {
        kind,
        outline: `${style.outlineStyle} ${parseFloat(style.outlineWidth)}`,
        name: element.textContent?.trim() || element.id,
      };
    });
    if (!focused) continue;
    const [style, width] = focused.outline.split(" ");
    expect(style, `${focused.kind} ${focused.name}`).not.toBe("none");
    expect(Number(width), `${focused.kind} ${focused.name}`).toBeGreaterThanOrEqual(2);
    seen.set(focused.kind, focused.name);
  }
  return [...seen.keys()];
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
});

test("every kind of control shows its focus in forced colours", async ({ page }) => {
  const { uuid } = await applicationAt("income-payslips", { amount: 5000000, amountPaid: 0 });
  // Opened and hydrated first: a page whose scripts take over mid-Tab may move focus to its heading.
  await open(page, `/z/${uuid}/pay-later/application/income-payslips`);
  const kinds = new Set(await tabThrough(page, 16));

  await open(page, `/z/${uuid}/pay-later/application/marital-status`);
  for (const kind of await tabThrough(page, 8)) kinds.add(kind);

  await open(page, `/z/${uuid}/pay-later/application/review-details`);
  for (const kind of await tabThrough(page, 30)) kinds.add(kind);

  for (const kind of ["a", "button", "input[text]", "select", "input[file]", "input[radio]", "input[checkbox]"]) {
    expect([...kinds], `a ${kind} was reached`).toContain(kind);
  }
});
