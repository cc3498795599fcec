import { expect, test } from "@playwright/test";

import { expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { open } from "./support/pages";
import { messagesOf } from "./support/payments";
import { createFundRequest } from "./support/staff";

test("contact us: the agency's details, errors kept with the values, then the message reaches the agency", async ({
  page,
}, testInfo) => {
  const { id, links } = await createFundRequest({ reference: "VPA-CONTACT-1" });
  const uuid = links[0].uuid;
  await page.goto(`/z/${uuid}/contact-us`);
  await expect(page).toHaveTitle(`Contact us - ${PRODUCT}`);
  const agency = page.getByRole("region", { name: "Harbourside Realty Fremantle" });
  await expect(agency).toContainText("12 Market Street, Fremantle WA 6160");
  await expect(agency.getByRole("link", { name: "08 9335 1200" })).toHaveAttribute("href", "tel:0893351200");
  await expect(agency.getByRole("link", { name: "accounts@harbourside.example.com.au" })).toHaveAttribute(
    "href",
    "mailto:accounts@harbourside.example.com.au",
  );
  await expect(page.getByLabel("Your name")).toHaveValue("Mia Nguyen");
  await expect(page.getByLabel("Email address")).toHaveValue("mia@example.com");

  await page.getByLabel("Phone number (optional)").fill("12345");
  await page.getByRole("button", { name: "Send message" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeVisible();
  if (testInfo.project.name === "js-off") await expect(page).toHaveTitle(`Error: Contact us - ${PRODUCT}`);
  await expect(summary.getByRole("link", { name: "Enter your message" })).toBeVisible();
  await expect(summary.getByRole("link", { name: /Enter an Australian phone number/ })).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Phone number (optional)")).toHaveValue("12345");
  await expect(page.getByLabel("Your name")).toHaveValue("Mia Nguyen");
  await expectAccessible(page);
  await screenshot(page, testInfo, "contact-us-errors");

  await page.getByLabel("Phone number (optional)").fill("0412 345 678");
  await page.getByLabel("Your message").fill(`Can I pay in two parts? (${testInfo.project.name})`);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(`/z/${uuid}/contact-us`);
  const confirmation = page.locator(".notice", { has: page.getByRole("heading", { name: "Message sent" }) });
  await expect(confirmation).toContainText("Harbourside Realty Fremantle will reply to mia@example.com or call 0412 345 678.");
  await expect(confirmation).toContainText(`Can I pay in two parts? (${testInfo.project.name})`);
  await expect(confirmation).toBeFocused();
  await expect(confirmation.getByRole("link", { name: "Back to your payment" })).toHaveAttribute("href", `/z/${uuid}`);
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, testInfo, "contact-us");

  const messages = await messagesOf(id);
  expect(messages.map((m) => m.attributes)).toEqual([
    expect.objectContaining({
      name: "Mia Nguyen",
      email: "mia@example.com",
      phone: "0412 345 678",
      message: `Can I pay in two parts? (${testInfo.project.name})`,
    }),
  ]);
  await expect(page.getByLabel("Your message")).toHaveValue("");
});

test("the chat widget sends the message in place with JavaScript, and links to the page without", async ({ page }, testInfo) => {
  const { id, links } = await createFundRequest();
  const uuid = links[0].uuid;
  await page.goto(`/z/${uuid}`);
  if (testInfo.project.name === "js-off") {
    await page.getByRole("link", { name: "Contact support" }).click();
    await expect(page).toHaveURL(`/z/${uuid}/contact-us`);
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
    return;
  }
  await page.getByRole("button", { name: "Contact support" }).click();
  const panel = page.getByRole("region", { name: "Contact support" });
  await expect(panel.getByLabel("Your name")).toHaveValue("Mia Nguyen");
  await panel.getByLabel("Your name").fill("");
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(panel.getByRole("link", { name: "Enter your name" })).toBeVisible();
  await panel.getByLabel("Your name").fill("Mia Nguyen");
  await panel.getByLabel("Email address").fill("mia@example.com");
  await panel.getByLabel("Your message").fill("Sent from the chat panel");
  await expectAccessible(page);
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(panel.getByRole("status")).toHaveText("Message sent. The agency will reply by email.");
  await expect(page).toHaveURL(`/z/${uuid}`);
  await expect(panel.getByLabel("Your message")).toHaveValue("");
  await screenshot(page, testInfo, "chat-message-sent");
  expect((await messagesOf(id)).map((m) => m.attributes.message)).toEqual(["Sent from the chat panel"]);
});

test("a link in the error summary moves to its field and keeps what was typed and the errors", async ({ page }) => {
  const { links } = await createFundRequest();
  const uuid = links[0].uuid;
  await open(page, `/z/${uuid}/contact-us`);
  await page.getByLabel("Email address").fill("mia@work.example.com");
  await page.getByLabel("Phone number (optional)").fill("12345");
  await page.getByRole("button", { name: "Send message" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await summary.getByRole("link", { name: "Enter your message" }).click();
  await expect(page.getByLabel("Your message")).toBeFocused();
  await expect(page.getByLabel("Email address")).toHaveValue("mia@work.example.com");
  await expect(page.getByLabel("Phone number (optional)")).toHaveValue("12345");
  await expect(summary.getByRole("link", { name: /Enter an Australian phone number/ })).toBeVisible();
  await summary.getByRole("link", { name: /Enter an Australian phone number/ }).click();
  await expect(page.getByLabel("Phone number (optional)")).toBeFocused();
  await expect(page.getByLabel("Your message")).toHaveAttribute("aria-invalid", "true");
});

test("a link in the chat panel's error summary moves to its field and keeps what was typed", async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name === "js-off",
    "the panel opens only with JavaScript; without it the launcher is the contact page",
  );
  const { links } = await createFundRequest();
  await page.goto(`/z/${links[0].uuid}`);
  await page.getByRole("button", { name: "Contact support" }).click();
  const panel = page.getByRole("region", { name: "Contact support" });
  await panel.getByLabel("Email address").fill("mia@work.example.com");
  await panel.getByLabel("Phone number (optional)").fill("12345");
  await panel.getByRole("button", { name: "Send message" }).click();
  const summary = panel.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: "Enter your message" }).click();
  await expect(panel.getByLabel("Your message")).toBeFocused();
  await expect(panel.getByLabel("Email address")).toHaveValue("mia@work.example.com");
  await expect(panel.getByLabel("Phone number (optional)")).toHaveValue("12345");
  await expect(summary.getByRole("link", { name: /Enter an Australian phone number/ })).toBeVisible();
  await expectAccessible(page);
});
