import { expect, type Page, test } from "@playwright/test";

import { expectAccessible, screenshot } from "./support/checks";
import { open } from "./support/pages";
import { applicationAt, getFinanceApplication, patchFinanceApplication } from "./support/staff";
import { chooseLanguage, exactly, type Language, wordsIn } from "./support/words";

/**
 * A connection that drops at a step's Continue loses nothing. With
 * JavaScript the answers are kept in the tab before the form goes: offline at the
 * press, the form waits in place and goes by itself when the connection is back;
 * a post that got no answer is put back into the form when the payer returns to
 * the page. (Without JavaScript nothing runs in the page: Back restoring what was
 * typed is the cache headers' work, tested in nothing-lost.spec.ts.)
 */

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "the page keeps and resends answers only with JavaScript");
});

const stepUrl = (uuid: string, name: string) => `/z/${uuid}/pay-later/application/${name}`;
const agencyField = (page: Page) => page.getByLabel("Settlement agency (optional)");
const unsavedNotice = (page: Page) => page.getByRole("alert").filter({ hasText: "Your answers have not been sent yet" });

test("offline at Continue: the answers wait on the page, said in place, and go once when the connection is back", async ({
  page,
  context,
}, testInfo) => {
  const { uuid, application } = await applicationAt("settlement-details");
  await open(page, stepUrl(uuid, "settlement-details"));
  await agencyField(page).fill("Harbour Conveyancing");

  await context.setOffline(true);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(unsavedNotice(page)).toContainText("Your device is offline");
  await expect(page).toHaveURL(stepUrl(uuid, "settlement-details"));
  await expect(agencyField(page)).toHaveValue("Harbour Conveyancing");
  await expectAccessible(page);
  await screenshot(page, testInfo, "unsaved-offline");

  const posts: string[] = [];
  page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
  await context.setOffline(false);
  await expect(page).toHaveURL(stepUrl(uuid, "send-funds-to"));
  expect(posts).toHaveLength(1);
  const saved = await getFinanceApplication(application.id);
  expect(saved.applicationData.settlement).toEqual({ agency: "Harbour Conveyancing" });
  expect(saved.version).toBe(application.version + 1);
});

test("offline at Continue after the check already passed while typing (the form would go at once): the same wait, sent once", async ({
  page,
  context,
}) => {
  const { uuid, application } = await applicationAt("settlement-details");
  await open(page, stepUrl(uuid, "settlement-details"));
  await agencyField(page).fill("Harbour Conveyancing");
  // The check runs in idle time after each change (decision 0090): let it run before the press.
  await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(() => resolve(null))));

  await context.setOffline(true);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(unsavedNotice(page)).toContainText("Your device is offline");
  await expect(agencyField(page)).toHaveValue("Harbour Conveyancing");

  const posts: string[] = [];
  page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
  await context.setOffline(false);
  await expect(page).toHaveURL(stepUrl(uuid, "send-funds-to"));
  expect(posts).toHaveLength(1);
  expect((await getFinanceApplication(application.id)).version).toBe(application.version + 1);
});

test("a post that got no answer: back on the step, the answers are there again with a notice, and Continue sends them once", async ({
  page,
}, testInfo) => {
  const { uuid, application } = await applicationAt("settlement-details");
  await open(page, stepUrl(uuid, "settlement-details"));
  await agencyField(page).fill("Ridge Settlements");

  // The form posts to the step's address with a query (decision 0113): match the path.
  await page.route(
    (url) => url.pathname === stepUrl(uuid, "settlement-details"),
    (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback()),
  );
  await page.getByRole("button", { name: "Continue" }).click();
  // Chromium shows its own "No internet" page in place of the step.
  await expect(agencyField(page)).toHaveCount(0);
  await page.unrouteAll();
  // The payer comes back to the step (Back, or their link again).
  await open(page, stepUrl(uuid, "settlement-details"));

  await expect(page).toHaveURL(stepUrl(uuid, "settlement-details"));
  await expect(unsavedNotice(page)).toContainText("The connection dropped");
  await expect(agencyField(page)).toHaveValue("Ridge Settlements");
  expect((await getFinanceApplication(application.id)).version).toBe(application.version);
  await screenshot(page, testInfo, "unsaved-no-answer");

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(stepUrl(uuid, "send-funds-to"));
  const saved = await getFinanceApplication(application.id);
  expect(saved.applicationData.settlement).toEqual({ agency: "Ridge Settlements" });
  expect(saved.version).toBe(application.version + 1);

  // The next visit to the step shows what was saved, and no stale notice.
  await open(page, stepUrl(uuid, "settlement-details"));
  await expect(unsavedNotice(page)).toHaveCount(0);
});

test("the final submit (COMPLETE) offline: the declarations stay ticked and the application is submitted once, when back online", async ({
  page,
  context,
}) => {
  const { uuid, application } = await applicationAt("review-details", { applicant: { hasAcknowledgedResidenceSale: true } });
  await patchFinanceApplication(application.id, {
    applicationData: {
      ...application.applicationData,
      loanRepaymentMethod: "AT_SETTLEMENT",
      debitBankDetails: { bsb: "062000", accountNumber: "12345678", accountName: "Alex Citizen", userId: null },
    },
  });
  await open(page, stepUrl(uuid, "review-details"));
  for (const box of await page.getByRole("checkbox").all()) await box.check();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(unsavedNotice(page)).toBeVisible();
  for (const box of await page.getByRole("checkbox").all()) await expect(box).toBeChecked();
  expect((await getFinanceApplication(application.id)).applicationStatus).toBe("CREATED");

  await context.setOffline(false);
  await expect(page).not.toHaveURL(stepUrl(uuid, "review-details"));
  expect((await getFinanceApplication(application.id)).applicationStatus).not.toBe("CREATED");
});

for (const locale of ["zh-Hans", "vi", "ar"] satisfies Language[]) {
  test(`offline at Continue in ${locale}: the notice every form uses, in the payer's language, naming the button pressed`, async ({
    page,
    context,
  }, testInfo) => {
    const t = wordsIn(locale);
    const { uuid } = await applicationAt("settlement-details");
    await open(page, stepUrl(uuid, "settlement-details"));
    await chooseLanguage(page, locale);
    await page.getByLabel(t("stepSettlement.label")).fill("Harbour Conveyancing");

    await context.setOffline(true);
    const button = t("steps.continue");
    await page.getByRole("button", { name: button }).click();
    const notice = page.getByRole("alert").filter({ hasText: t("forms.noAnswerTitle") });
    await expect(notice.getByRole("heading")).toHaveText(exactly(t("forms.noAnswerTitle")));
    await expect(notice.getByRole("paragraph")).toHaveText(exactly(t("forms.offlineBody", { button })));
    await expectAccessible(page);
    await screenshot(page, testInfo, `unsaved-offline-${locale}`);
    await context.setOffline(false);
    await expect(page).toHaveURL(stepUrl(uuid, "send-funds-to"));
  });
}
