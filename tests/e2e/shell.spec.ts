import { expect, test } from "@playwright/test";

import { demoLink, expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { open } from "./support/pages";

test.describe("shell and plain pages", () => {
  test("the blank page shows the product name alone and tells the payer where to start", async ({ page }, testInfo) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(PRODUCT);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-AU");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay a fund request");
    await expect(page.getByText("open the link in the email or SMS")).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, "home");
  });

  test("any other path is a helpful 404", async ({ page }, testInfo) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`Page not found - ${PRODUCT}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expectAccessible(page);
    await screenshot(page, testInfo, "catch-all");
  });

  test("the skip link is the first stop and moves to the main content", async ({ page }) => {
    await open(page, "/");
    // First in the tab order: the first element the keyboard can reach, in document order.
    // (Where the first Tab lands also depends on where the browser put its starting point
    // as the page loaded, which differed between machines; support.spec walks on from here.)
    const first = await page.evaluate(() => {
      const reachable = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]")];
      return reachable.find((element) => element.tabIndex >= 0 && !element.matches(":disabled"))?.outerHTML ?? null;
    });
    expect(first).toMatch(/^<a class="skip-link" href="#main">/);
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await skip.focus();
    await expect(skip).toBeFocused();
    // Hidden until focused, then on screen.
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("the router's route manifest is cached as public and carries no visitor's cookie", async ({ baseURL }) => {
    // Plain fetches, no cookie jar: a visitor's first request, which is given a session everywhere else.
    const home = await (await fetch(`${baseURL}/`)).text();
    const version = /"version":"([0-9a-f]+)"/.exec(home)?.[1];
    expect(version).toBeTruthy();
    const manifest = await fetch(`${baseURL}/__manifest?p=%2F&version=${version}`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get("cache-control")).toMatch(/public/);
    expect(manifest.headers.getSetCookie()).toEqual([]);
    // A build the browser does not know (after a deploy): the answer tells it to load the page.
    const stale = await fetch(`${baseURL}/__manifest?p=%2F&version=0`);
    expect(stale.status).toBe(204);
    expect(stale.headers.getSetCookie()).toEqual([]);
  });

  test("security headers are sent on every page", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  test("a form posted from another site is refused with a clear 403 page", async ({ request }) => {
    const response = await request.post(`/z/${demoLink(1)}`, {
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      data: "intent=pay",
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("This form could not be sent");
  });
});

test.describe("support chat widget", () => {
  test("on a link page it reaches the link's contact page", async ({ page }, testInfo) => {
    const uuid = demoLink(1);
    await page.goto(`/z/${uuid}`);
    if (testInfo.project.name === "js-off") {
      await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", `/z/${uuid}/contact-us`);
      return;
    }
    const launcher = page.getByRole("button", { name: "Contact support" });
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    await launcher.click();
    const panel = page.getByRole("region", { name: "Contact support" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Send us a message" })).toHaveAttribute("href", `/z/${uuid}/contact-us`);
    await expect(panel.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Close support" }).click();
    await expect(panel).toBeHidden();
  });

  test("without a link it offers the support contact", async ({ page }, testInfo) => {
    await page.goto("/");
    if (testInfo.project.name === "js-off") {
      await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", /^mailto:/);
      return;
    }
    await page.getByRole("button", { name: "Contact support" }).click();
    const panel = page.getByRole("region", { name: "Contact support" });
    await expect(panel.getByRole("link", { name: /\d/ })).toHaveAttribute("href", /^tel:/);
    await expect(panel.getByRole("link", { name: "Send us a message" })).toHaveCount(0);
  });
});

test("after a client-side navigation focus moves to the new page's heading", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "without JavaScript every navigation is a fresh page load");
  const uuid = demoLink(1);
  await open(page, `/z/${uuid}/something-else`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("link", { name: "Go to your fund request" }).click();
  await expect(page).toHaveURL(`/z/${uuid}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(`Select a payment method - ${PRODUCT}`);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(200);
});
