import { expect, type Page, test } from "@playwright/test";

import { expectAccessible, screenshot } from "./support/checks";
import { open } from "./support/pages";
import { applicationAt, createFundRequest } from "./support/staff";

// Support never covers the page, its panel works by keyboard and fits a
// phone, and a notice is part of the page, not over it (with or without JavaScript; decisions 0131 and 0251).

const JS_ONLY = "the panel opens only with JavaScript; without it the launcher is a link";

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Tabs through the whole page and, at each stop, compares where the focused
 * element and the support launcher are on screen: they never overlap. More than
 * three stops are checked, or the walk went wrong.
 */
async function expectLauncherCoversNothingFocused(page: Page, path: string): Promise<void> {
  // Start at the page's first stop, the skip link, whatever the page focused on arrival
  // (an error page or a notice takes focus itself; a Tab from there would skip the top).
  const skipLink = page.locator(".skip-link");
  await skipLink.focus();
  await expect(skipLink).toBeFocused();
  const names: string[] = [];
  let stops = 0;
  for (let step = 0; step < 120; step += 1) {
    if (step > 0) await page.keyboard.press("Tab");
    const seen = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const launcher = document.querySelector(".chat__launcher");
      if (!focused || focused === document.body || !launcher) return null;
      const box = (element: Element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      };
      return {
        inSupport: Boolean(focused.closest(".chat")),
        focused: box(focused),
        launcher: box(launcher),
        name: focused.outerHTML.slice(0, 80),
      };
    });
    if (!seen) break;
    if (seen.inSupport) continue;
    if (seen.focused.width === 0 && seen.focused.height === 0) continue;
    stops += 1;
    names.push(seen.name);
    expect(overlaps(seen.focused, seen.launcher), `"Contact support" covers ${seen.name}`).toBe(false);
  }
  expect(stops, `focusable controls on ${path}:\n${names.join("\n")}`).toBeGreaterThan(3);
}

// 320 px is the narrowest phone; 160 px wide is what a 320 px phone shows at 200 % text.
for (const width of [320, 160]) {
  test(`at ${width} px the support launcher covers no focused control`, async ({ page }) => {
    await page.setViewportSize({ width, height: 640 });
    const { links } = await createFundRequest();
    const { uuid } = await applicationAt("income-payslips");
    for (const path of [`/z/${links[0].uuid}`, "/z/not-found", `/z/${uuid}/pay-later/application/income-payslips`]) {
      await open(page, path);
      await expectLauncherCoversNothingFocused(page, path);
    }
  });
}

test("the support panel follows its launcher in the tab order, Escape closes it, and it fits a phone", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "js-off", JS_ONLY);
  await page.setViewportSize({ width: 320, height: 640 });
  const { links } = await createFundRequest();
  await page.goto(`/z/${links[0].uuid}`);
  const launcher = page.getByRole("button", { name: "Contact support" });
  await launcher.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("region", { name: "Contact support" });
  await expect(panel.getByLabel("Your name")).toHaveValue("Mia Nguyen");
  await expect(panel.getByLabel("Email address")).toHaveValue("mia@example.com");
  await page.keyboard.press("Tab");
  expect(await panel.evaluate((region) => region.contains(document.activeElement))).toBe(true);
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  await expectAccessible(page);
  await screenshot(page, testInfo, "support-panel");

  await panel.getByLabel("Your message").focus();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Contact support" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Contact support" })).toHaveAttribute("aria-expanded", "false");
});

test("a notice is part of the page, above its content, with and without JavaScript", async ({ page }, testInfo) => {
  const { links } = await createFundRequest({ canDeferPayment: false });
  await open(page, `/z/${links[0].uuid}?paylater=true`);
  const toast = page.locator(".toast", { hasText: "Paying at settlement is not available" });
  await expect(toast).toBeVisible();
  await expect(page.locator(".toasts")).toHaveCSS("position", "static");
  const toastBox = await toast.boundingBox();
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(toastBox && heading && toastBox.y + toastBox.height <= heading.y).toBe(true);
  await expectAccessible(page);
  await screenshot(page, testInfo, "toast-in-flow");
});
