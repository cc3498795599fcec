import { type Browser, expect, type Locator, type Page, test, type TestInfo } from "@playwright/test";

import { expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { cardPaymentsOf } from "./support/payments";
import { applicationAt, createFundRequest, staff } from "./support/staff";
import { banner, openRequest, PASSWORD, representative, signIn } from "./support/staff-portal";
import { PORTAL_URL, STAFF_API_URL } from "./support/urls";

const summary = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });

async function outboxLinkFor(email: string): Promise<string> {
  const html = await fetch(`${STAFF_API_URL}/dev/outbox`).then((r) => r.text());
  const article = html.split("<article>").find((a) => a.includes(`To: ${email}`));
  const match = article && /href="([^"]+)"/.exec(article);
  if (!match) throw new Error(`no email to ${email}`);
  return match[1].replace(/&amp;/g, "&");
}

test("sign in: one message for a wrong password, the email kept; then the staff home, and sign out", async ({
  page,
}, testInfo) => {
  const { email, name } = await representative(testInfo);
  await page.goto("/staff");
  await expect(page).toHaveURL("/staff/sign-in");
  await expect(page).toHaveTitle(`Staff sign in - ${PRODUCT}`);
  await expectAccessible(page);
  await screenshot(page, testInfo, "staff-sign-in");

  await signIn(page, email, "not the right password");
  await expect(summary(page)).toBeVisible();
  await expect(
    summary(page).getByRole("link", { name: "The email address or password is not right. Check them and try again." }),
  ).toBeVisible();
  if (testInfo.project.name === "js-off") await expect(page).toHaveTitle(`Error: Staff sign in - ${PRODUCT}`);
  await expect(page.getByLabel("Email address")).toHaveValue(email);
  // The password is not written back into the page.
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expectAccessible(page);
  await screenshot(page, testInfo, "staff-sign-in-wrong");

  // An address no account has gets exactly the same words.
  await signIn(page, `nobody-${testInfo.project.name}@agency.example.com.au`, "not the right password");
  await expect(
    summary(page).getByRole("link", { name: "The email address or password is not right. Check them and try again." }),
  ).toBeVisible();

  await signIn(page, email);
  await expect(page).toHaveURL("/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Find a fund request" })).toBeVisible();
  await expect(page.locator(".staff-signed-in")).toContainText(`Signed in as ${name} (Office management)`);
  await expect(page.getByRole("search", { name: "Fund requests" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "staff-home");

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL("/staff/sign-in");
  await expect(page.locator(".toast", { hasText: "You are signed out" })).toBeVisible();
  await page.goto("/staff");
  await expect(page).toHaveURL("/staff/sign-in");
});

test("lockout: after five failures the sign-in says so plainly, even for the right password", async ({ page }, testInfo) => {
  const { email } = await representative(testInfo);
  for (let i = 0; i < 4; i++) {
    await signIn(page, email, `wrong password ${i}`);
    await expect(summary(page)).toContainText("not right");
  }
  await signIn(page, email, "wrong password 5");
  await expect(summary(page)).toContainText("Sign-in for this email address is locked for 15 minutes after 5 failed attempts.");
  await signIn(page, email);
  await expect(summary(page)).toContainText("locked for");
  await expect(page).toHaveURL("/staff/sign-in");
  await expectAccessible(page);
  await screenshot(page, testInfo, "staff-sign-in-locked");
});

test("forgot and reset the password through the outbox, then signed in", async ({ page }, testInfo) => {
  const { email, name } = await representative(testInfo);
  await page.goto("/staff/sign-in");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveTitle(`Reset your password - ${PRODUCT}`);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(summary(page).getByRole("link", { name: "Enter your email address" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "staff-forgot-errors");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "staff-forgot-sent");

  const link = await outboxLinkFor(email);
  expect(link).toMatch(/\/staff\/reset-password\?token=/);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  const password = page.getByLabel("New password", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  await password.fill("short");
  await page.getByLabel("Show the password").check();
  if (testInfo.project.name === "js-on") await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Save the password and sign in" }).click();
  await expect(summary(page).getByRole("link", { name: "Enter a password of at least 12 characters" })).toBeVisible();
  if (testInfo.project.name === "js-off") await expect(page).toHaveTitle(`Error: Choose a new password - ${PRODUCT}`);
  // Without JavaScript the box takes effect when the form comes back: the password is shown, as typed.
  await expect(password).toHaveAttribute("type", "text");
  await expect(password).toHaveValue("short");
  await expectAccessible(page);
  await screenshot(page, testInfo, "staff-reset-errors");

  // The provider weighs the password (decision 0243) and says, on the field, how to choose better.
  await password.fill("Seaview2026!");
  await page.getByRole("button", { name: "Save the password and sign in" }).click();
  await expect(summary(page)).toContainText("This password is too easy to guess.");
  await expect(page.locator(".field__error")).toContainText("Three or four unrelated words you will remember work well");
  await password.fill(email);
  await page.getByRole("button", { name: "Save the password and sign in" }).click();
  await expect(summary(page)).toContainText("This password contains your email address or name");

  await password.fill("a new and quite long passphrase");
  await page.getByRole("button", { name: "Save the password and sign in" }).click();
  await expect(page).toHaveURL("/staff");
  await expect(page.locator(".staff-signed-in")).toContainText(`Signed in as ${name}`);

  // The link works once.
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("yet another long passphrase");
  await page.getByRole("button", { name: "Save the password and sign in" }).click();
  await expect(summary(page)).toContainText("This reset link has expired or was used already.");
  await expect(page.getByRole("link", { name: "Ask for a new link", exact: true })).toBeVisible();
});

test("find a request, view as the customer, save a step for them, refused to submit or pay, end viewing", async ({
  page,
}, testInfo) => {
  const reference = `VPA-STAFF-${testInfo.project.name}-${Date.now() % 100000}`;
  const { fundRequest } = await applicationAt("citizenship", { reference });
  const { email, name } = await representative(testInfo);
  await openRequest(page, email, reference);
  await expect(page.getByRole("table", { name: "VPA application: CREATED" })).toContainText("Mia Nguyen");
  await expectAccessible(page);
  await screenshot(page, testInfo, "staff-fund-request");

  await page.getByRole("button", { name: "View as customer: Mia Nguyen" }).click();
  await expect(page).toHaveURL(/\/z\/[0-9a-f-]{36}/);
  const uuid = /\/z\/([0-9a-f-]{36})/.exec(page.url())![1];
  expect(uuid).not.toBe(fundRequest.links[0].uuid);
  await expect(banner(page)).toContainText("Staff view: you are viewing as Mia Nguyen");
  // Staff words, in English whatever the payer's language: said so for a screen reader.
  await expect(banner(page)).toHaveAttribute("lang", "en");
  await expect(banner(page)).toContainText(`${name}, this view ends at`);
  await expect(banner(page).getByRole("button", { name: "End viewing" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "staff-viewing");

  await page.goto(`/z/${uuid}/pay-later/application/citizenship`);
  await expect(banner(page)).toBeVisible();
  await page.getByLabel("Yes, I am an Australian citizen").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).not.toHaveURL(/\/citizenship$/);
  await expect(banner(page)).toBeVisible();

  // Submitting is the customer's own decision.
  await page.goto(`/z/${uuid}/pay-later/application/review-details`);
  for (const declaration of await page.getByRole("group", { name: "Declarations" }).getByRole("checkbox").all())
    await declaration.check();
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.locator(".toast", { hasText: "Not while viewing as the customer" })).toContainText(
    "you cannot submit the application or agree to its declarations on their behalf",
  );
  await expectAccessible(page);
  await screenshot(page, testInfo, "staff-viewing-refused");

  await banner(page).getByRole("button", { name: "End viewing" }).click();
  await expect(page).toHaveURL(`/staff/fund-requests/${fundRequest.id}`);
  await expect(page.locator(".toast", { hasText: "You stopped viewing as Mia Nguyen" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: `${name} saved answers as Mia Nguyen` })).toBeVisible();
  await page.goto(`/z/${uuid}`);
  await expect(banner(page)).toHaveCount(0);
  await expect(page).toHaveURL("/staff/viewing-ended");
});

/** A second browser, as another device would be: its own cookies, JavaScript as the project has it. */
async function secondBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: PORTAL_URL,
    javaScriptEnabled: testInfo.project.name === "js-on",
    locale: "en-AU",
    timezoneId: "Australia/Perth",
  });
  return context.newPage();
}

test("a reset from the emailed link on another browser signs out the first one at once, and ends its view", async ({
  page,
  browser,
}, testInfo) => {
  const reference = `VPA-RESET-${testInfo.project.name}-${Date.now() % 100000}`;
  await createFundRequest({ reference });
  const { email, name } = await representative(testInfo);
  await openRequest(page, email, reference);
  await page.getByRole("button", { name: "View as customer: Mia Nguyen" }).click();
  await expect(banner(page)).toBeVisible();
  const view = page.url();

  const other = await secondBrowser(browser, testInfo);
  await other.goto("/staff/forgot-password");
  await other.getByLabel("Email address").fill(email);
  await other.getByRole("button", { name: "Send the link" }).click();
  await expect(other.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await other.goto(await outboxLinkFor(email));
  await other.getByLabel("New password", { exact: true }).fill("ochre lantern quarry drift");
  await other.getByRole("button", { name: "Save the password and sign in" }).click();
  await expect(other).toHaveURL("/staff");
  await expect(other.locator(".staff-signed-in")).toContainText(`Signed in as ${name}`);

  // The first browser: its view has ended, and its staff pages ask it to sign in again.
  await page.goto(view);
  await expect(page).toHaveURL("/staff/viewing-ended");
  await page.goto("/staff");
  await expect(page).toHaveURL("/staff/sign-in");
  await expect(page.locator(".toast", { hasText: "Please sign in again" })).toBeVisible();
  // The new browser's session is the one that lives.
  await other.goto("/staff");
  await expect(other.getByRole("heading", { level: 1, name: "Find a fund request" })).toBeVisible();
  await other.context().close();
});

test("sign out on every device: the other browser is signed out too", async ({ page, browser }, testInfo) => {
  const { email } = await representative(testInfo);
  await signIn(page, email);
  await expect(page).toHaveURL("/staff");
  const other = await secondBrowser(browser, testInfo);
  await signIn(other, email);
  await expect(other).toHaveURL("/staff");

  await other.getByRole("button", { name: "Sign out on every device" }).click();
  await expect(other).toHaveURL("/staff/sign-in");
  await expect(other.locator(".toast", { hasText: "You are signed out on every device" })).toBeVisible();
  await page.goto("/staff");
  await expect(page).toHaveURL("/staff/sign-in");
  await other.context().close();
});

test("a view as the customer is not a bearer URL: another browser opening it gets no view (decision 0240)", async ({
  page,
  browser,
}, testInfo) => {
  const reference = `VPA-BOUND-${testInfo.project.name}-${Date.now() % 100000}`;
  await createFundRequest({ reference });
  const { email } = await representative(testInfo);
  await openRequest(page, email, reference);
  await page.getByRole("button", { name: "View as customer: Mia Nguyen" }).click();
  await expect(banner(page)).toBeVisible();

  const other = await secondBrowser(browser, testInfo);
  await other.goto(page.url());
  await expect(other).toHaveURL("/staff/viewing-ended");
  await expect(banner(other)).toHaveCount(0);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Your view as the customer has ended");
  // The representative's own browser still has it.
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await other.context().close();
});

test("paying is refused while viewing; office view only saves nothing; an ended view has a clear page", async ({
  page,
}, testInfo) => {
  const reference = `VPA-PAY-${testInfo.project.name}-${Date.now() % 100000}`;
  const { id, links } = await createFundRequest({ reference });
  const { email } = await representative(testInfo, "ROLE_6");
  await openRequest(page, email, reference);
  await page.getByRole("button", { name: "View as customer: Mia Nguyen" }).click();
  await expect(banner(page)).toContainText("Office view only: you can look, not change anything.");
  const uuid = /\/z\/([0-9a-f-]{36})/.exec(page.url())![1];

  await page.goto(`/z/${uuid}/card`);
  await page.getByRole("button", { name: /^Pay .* by card$/ }).click();
  await expect(page).toHaveURL(`/z/${uuid}`);
  await expect(page.locator(".toast", { hasText: "Not while viewing as the customer" })).toContainText(
    "you cannot pay on their behalf",
  );
  expect(await cardPaymentsOf(id)).toEqual([]);

  // Staff end the customer's link: the view ends with it, on a page that says so and leads back.
  await staff("PATCH", `/links/${uuid}`, {
    data: { type: "links", attributes: { expiresAt: new Date(Date.now() - 1000).toISOString() } },
  });
  await page.goto(`/z/${uuid}`);
  await expect(page).toHaveURL("/staff/viewing-ended");
  await expect(page.getByRole("heading", { level: 1, name: "Your view as the customer has ended" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "staff-viewing-ended");
  await page.getByRole("link", { name: "Back to staff home" }).click();
  await expect(page).toHaveURL("/staff");
  expect(links[0].uuid).not.toBe(uuid);
});

/** Presses Tab until `target` has focus (at most 40 times): the keyboard's way there. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("could not reach it with Tab");
}

test("the staff journey by keyboard alone, with names, roles, the banner and the error summary", async ({ page }, testInfo) => {
  const reference = `VPA-KEYS-${testInfo.project.name}-${Date.now() % 100000}`;
  await createFundRequest({ reference });
  const { email } = await representative(testInfo);
  await page.goto("/staff/sign-in");
  await tabTo(page, page.getByRole("textbox", { name: "Email address" }));
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type("wrong password");
  await page.keyboard.press("Enter");
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toMatchAriaSnapshot(`
    - alert:
      - heading "There is a problem" [level=2]
      - list:
        - listitem:
          - link "The email address or password is not right. Check them and try again."
        - listitem:
          - link "Enter your password again"
  `);
  await tabTo(page, page.getByLabel("Password"));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/staff");

  await tabTo(page, page.getByRole("searchbox", { name: "Reference, customer name or email" }));
  await page.keyboard.type(reference);
  await page.keyboard.press("Enter");
  const result = page.getByRole("link", { name: new RegExp(`^${reference}: Mia Nguyen`) });
  await tabTo(page, result);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: reference })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "View as customer: Mia Nguyen" }));
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeVisible();
  // The banner is a landmark of its own, named by its title, with the way out in it; the
  // title is not a heading, so the page's outline still starts at its h1 (decision 0250).
  const region = page.getByRole("region", { name: "Staff view: you are viewing as Mia Nguyen", exact: true });
  await expect(region.getByRole("heading")).toHaveCount(0);
  await expect(region.getByRole("button", { name: "End viewing" })).toBeVisible();
  await tabTo(page, banner(page).getByRole("button", { name: "End viewing" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: reference })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Sign out", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/staff/sign-in");
});

test("the staff pages at 1280 px", async ({ page }, testInfo) => {
  const reference = `VPA-WIDE-${testInfo.project.name}-${Date.now() % 100000}`;
  await createFundRequest({ reference });
  const { email } = await representative(testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openRequest(page, email, reference);
  await page.screenshot({
    path: `tests/.artifacts/screenshots/${testInfo.project.name}/staff-fund-request-1280.png`,
    fullPage: true,
  });
  await page.getByRole("button", { name: "View as customer: Mia Nguyen" }).click();
  await expect(banner(page)).toBeVisible();
  await page.screenshot({ path: `tests/.artifacts/screenshots/${testInfo.project.name}/staff-viewing-1280.png`, fullPage: true });
});
