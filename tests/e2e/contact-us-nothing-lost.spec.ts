import { expect, type Page, test } from "@playwright/test";

import { expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { open } from "./support/pages";
import { messagesOf } from "./support/payments";
import { createFundRequest } from "./support/staff";
import { DEAD_PROVIDER_PORTAL_URL, PORTAL_URL } from "./support/urls";

// A message typed on contact us, or in the support panel, is never lost on its way (decision 0130).

const JS_ONLY = "without JavaScript a post that gets no answer is the browser's own page, and a second tap the browser's";

async function typeMessage(page: Page, text: string) {
  await page.getByLabel("Your message").fill(text);
}

const notSent = (page: Page) => page.getByRole("alert").filter({ hasText: /Your answers have not been (sent|saved) yet/ });

test("a dropped connection at Send keeps the message, says so in place, and sends it once back online", async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name === "js-off", JS_ONLY);
  const { id, links } = await createFundRequest();
  const uuid = links[0].uuid;
  await page.goto(`/z/${uuid}/contact-us`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Email address").fill("mia@work.example.com");
  await typeMessage(page, "Sent while offline");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(notSent(page)).toContainText("The connection dropped before we could answer");
  await expect(notSent(page)).toContainText("press Send message again");
  await expect(notSent(page)).toBeFocused();
  await expect(page.getByText(/Error code|something went wrong/i)).toHaveCount(0);
  await expect(page.getByLabel("Your message")).toHaveValue("Sent while offline");
  await expect(page.getByLabel("Email address")).toHaveValue("mia@work.example.com");
  await expectAccessible(page);
  await screenshot(page, testInfo, "contact-us-offline");

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  await expect(notSent(page)).toHaveCount(0);
  expect((await messagesOf(id)).map((m) => m.attributes)).toEqual([
    expect.objectContaining({ email: "mia@work.example.com", message: "Sent while offline" }),
  ]);
});

test("a request cut off at Send keeps the message, and Send again sends it once", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", JS_ONLY);
  const { id, links } = await createFundRequest();
  const uuid = links[0].uuid;
  await page.goto(`/z/${uuid}/contact-us`);
  await page.waitForLoadState("networkidle");
  await typeMessage(page, "Cut off once");
  await page.route("**/contact-us*", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
  );
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(notSent(page)).toBeVisible();
  await expect(page.getByText(/Error code|something went wrong/i)).toHaveCount(0);
  await expect(page.getByLabel("Your message")).toHaveValue("Cut off once");
  expect(await messagesOf(id)).toEqual([]);

  await page.unroute("**/contact-us*");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  expect((await messagesOf(id)).map((m) => m.attributes.message)).toEqual(["Cut off once"]);
});

test("a slow answer shows the message is being sent, and a second tap sends nothing more", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", JS_ONLY);
  const { id, links } = await createFundRequest();
  await open(page, `/z/${links[0].uuid}/contact-us`);
  await typeMessage(page, "Slow network");
  await page.route("**/contact-us*", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  const send = page.getByRole("button", { name: /Send message|Sending/ });
  await send.click();
  await expect(send).toHaveText("Sending…");
  await expect(send).toHaveAttribute("aria-disabled", "true");
  await send.click();
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  expect((await messagesOf(id)).map((m) => m.attributes.message)).toEqual(["Slow network"]);
});

test("the provider down at Send draws the form again with what was typed, not sent yet, 503", async ({ page }, testInfo) => {
  const { links } = await createFundRequest();
  const path = `/z/${links[0].uuid}/contact-us`;
  // The page opened while the provider answered (the session's cookie is the host's, whatever the port)…
  await page.goto(path);
  // …and is then sent to a portal whose provider is down: the same page, from there.
  await page.route(`${DEAD_PROVIDER_PORTAL_URL}${path}`, async (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ response: await route.fetch({ url: `${PORTAL_URL}${path}` }) })
      : route.fallback(),
  );
  await open(page, `${DEAD_PROVIDER_PORTAL_URL}${path}`);
  await page.getByLabel("Phone number (optional)").fill("0412 345 678");
  await typeMessage(page, "Is anyone there?");
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Send message" }).click();
  expect((await answer).status()).toBe(503);
  await expect(notSent(page)).toContainText("Everything you typed is still below. Press Send message again");
  await expect(notSent(page)).toBeFocused();
  await expect(page.getByLabel("Your message")).toHaveValue("Is anyone there?");
  await expect(page.getByLabel("Your name")).toHaveValue("Mia Nguyen");
  await expect(page.getByLabel("Phone number (optional)")).toHaveValue("0412 345 678");
  if (testInfo.project.name === "js-off") await expect(page).toHaveTitle(`Error: Contact us - ${PRODUCT}`);
  await expectAccessible(page);
  await screenshot(page, testInfo, "contact-us-provider-down");
});

test("the support panel keeps a message that got no answer and sends it once back online", async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "the panel opens only with JavaScript");
  const { id, links } = await createFundRequest();
  await page.goto(`/z/${links[0].uuid}`);
  await page.getByRole("button", { name: "Contact support" }).click();
  const panel = page.getByRole("region", { name: "Contact support" });
  await panel.getByLabel("Your name").fill("Mia Nguyen");
  await panel.getByLabel("Email address").fill("mia@example.com");
  await panel.getByLabel("Your message").fill("From the panel, offline");
  await context.setOffline(true);
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(panel.getByRole("alert").filter({ hasText: "The connection dropped before we could answer" })).toBeVisible();
  await expect(page.getByText(/Error code|something went wrong/i)).toHaveCount(0);
  await expect(panel.getByLabel("Your message")).toHaveValue("From the panel, offline");
  await expectAccessible(page);
  await context.setOffline(false);
  await expect(panel.getByRole("status")).toHaveText("Message sent. The agency will reply by email.");
  expect((await messagesOf(id)).map((m) => m.attributes.message)).toEqual(["From the panel, offline"]);
});

/** Lets the send reach the portal (and the provider), then loses its answer on the way back. */
async function loseTheAnswer(page: Page, path: string) {
  await page.route(
    // The router posts to the page's single-fetch address, `{path}.data`.
    (url) => url.pathname === path || url.pathname === `${path}.data`,
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await route.fetch();
      await route.abort("internetdisconnected");
    },
  );
}

test("a message whose answer was lost is stored once when sent again (decision 0132)", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", JS_ONLY);
  const { id, links } = await createFundRequest();
  const uuid = links[0].uuid;
  await page.goto(`/z/${uuid}/contact-us`);
  await page.waitForLoadState("networkidle");
  await typeMessage(page, "Answer lost on the way back");
  await loseTheAnswer(page, `/z/${uuid}/contact-us`);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(notSent(page)).toBeVisible();
  expect(await messagesOf(id)).toHaveLength(1);

  await page.unrouteAll();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  expect((await messagesOf(id)).map((m) => m.attributes.message)).toEqual(["Answer lost on the way back"]);

  // The next message is a new one.
  await typeMessage(page, "A second question");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("blockquote")).toHaveText("A second question");
  expect((await messagesOf(id)).map((m) => m.attributes.message)).toEqual(["Answer lost on the way back", "A second question"]);
});

test("the support panel stores a message whose answer was lost once, and the next one too", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "the panel opens only with JavaScript");
  const { id, links } = await createFundRequest();
  const uuid = links[0].uuid;
  await page.goto(`/z/${uuid}`);
  await page.getByRole("button", { name: "Contact support" }).click();
  const panel = page.getByRole("region", { name: "Contact support" });
  await panel.getByLabel("Your name").fill("Mia Nguyen");
  await panel.getByLabel("Email address").fill("mia@example.com");
  await panel.getByLabel("Your message").fill("Panel answer lost");
  await loseTheAnswer(page, `/z/${uuid}/contact-us/message`);
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(panel.getByRole("alert").filter({ hasText: /Your answers have not been (sent|saved) yet/ })).toBeVisible();

  await page.unrouteAll();
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(panel.getByRole("status")).toHaveText("Message sent. The agency will reply by email.");
  await panel.getByLabel("Your message").fill("Second from the panel");
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect
    .poll(async () => (await messagesOf(id)).map((m) => m.attributes.message))
    .toEqual(["Panel answer lost", "Second from the panel"]);
});

test("the support panel opened offline says its form could not load, keeps the page, and loads it when opened again", async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "the panel opens only with JavaScript");
  const { links } = await createFundRequest();
  await page.goto(`/z/${links[0].uuid}`);
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Contact support" }).click();
  const panel = page.getByRole("region", { name: "Contact support" });
  await expect(panel.getByRole("status")).toContainText("The message form could not be loaded");
  await expect(panel.getByRole("link", { name: "Send us a message on the contact page" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Select a payment method");
  await expect(page.getByText(/Error code|something went wrong/i)).toHaveCount(0);
  await expectAccessible(page);

  await context.setOffline(false);
  await page.getByRole("button", { name: "Close support" }).click();
  await page.getByRole("button", { name: "Contact support" }).click();
  await expect(panel.getByLabel("Your message")).toBeVisible();
});
