import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

import { expectAccessible } from "./support/checks";
import { open } from "./support/pages";
import {
  applicationAt,
  approveApplication,
  getFinanceApplication,
  setProviderFaults,
  submittedApplication,
} from "./support/staff";
import { BREAKER_PORTAL_URL } from "./support/urls";

// A provider in trouble, at the two presses that matter most: a step's Continue and the
// contract's Sign, with JavaScript on and off. While the breaker is open (decision 0364)
// the press is refused at once, without a call, and the form comes back with every value
// and the button named; once the provider is back, one press stores it once. A Sign the
// portal gave up waiting for (decision 0361) was stored: Sign again goes on to signed.
// The breaker's portal (playwright.config.ts) shares the first portal's provider; its
// breaker opens after 3 failed calls and stays open for 8 s.

const step = (uuid: string, name: string) => `/z/${uuid}/pay-later/application/${name}`;
const AGENCY_LABEL = "Settlement agency (optional)";
const AGENCY = "Coastal Conveyancing Pty Ltd";
const NAME_LABEL = "Your full name, as your signature";
const TICKS = ["I have read the whole contract", "I accept the loan amount", "I understand I can cancel"];

test.afterEach(async () => {
  await setProviderFaults();
});

/** Presses a button and answers the status of the post it makes (a document post, or the pipeline's fetch). */
async function press(page: Page, name: string): Promise<number> {
  const posted = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name, exact: true }).click();
  const response = await posted;
  await page.waitForLoadState();
  return response.status();
}

async function readiness(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`${BREAKER_PORTAL_URL}/readyz`);
  return ((await answer.json()) as { status: string }).status;
}

/**
 * Opens the breaker portal's breaker: with every guest call failing, a link opened a few
 * times fails enough calls. Then the provider is well again, so a press refused now is
 * refused by the breaker alone, without a call.
 */
async function openTheBreaker(request: APIRequestContext, uuid: string): Promise<void> {
  await setProviderFaults({ down: true });
  await expect
    .poll(async () => {
      await request.get(`${BREAKER_PORTAL_URL}/z/${uuid}`);
      return readiness(request);
    })
    .toBe("degraded");
  await setProviderFaults();
}

/** The breaker lets a probe through again: /readyz says ready once it is half-open. */
async function waitForTheBreaker(request: APIRequestContext): Promise<void> {
  await expect.poll(() => readiness(request), { timeout: 20_000 }).toBe("ready");
}

async function fillTheContract(page: Page): Promise<void> {
  for (const tick of TICKS) await page.getByLabel(tick).check();
  await page.getByLabel(NAME_LABEL).fill("Mia Nguyen");
}

async function expectTheContractKept(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your contract is ready to sign");
  await expect(page.getByRole("alert").filter({ hasText: "Your answers have not been saved yet" })).toContainText(
    "Press Sign the contract again",
  );
  await expect(page.getByLabel(NAME_LABEL)).toHaveValue("Mia Nguyen");
  for (const tick of TICKS) await expect(page.getByLabel(tick)).toBeChecked();
}

async function approvedApplication() {
  const { applicationId, creator } = await submittedApplication();
  await approveApplication(applicationId);
  return { applicationId, creator };
}

test.describe("the breaker open", () => {
  test("a step's Continue: the form back at once with the agency typed, Continue named; after recovery saved once", async ({
    page,
    request,
  }) => {
    const { uuid, application } = await applicationAt("settlement-details");
    await open(page, `${BREAKER_PORTAL_URL}${step(uuid, "settlement-details")}`);
    await page.getByLabel(AGENCY_LABEL).fill(AGENCY);
    await openTheBreaker(request, uuid);

    expect(await press(page, "Continue")).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settlement details");
    await expect(page.getByLabel(AGENCY_LABEL)).toHaveValue(AGENCY);
    await expect(page.getByRole("alert").filter({ hasText: "Your answers have not been saved yet" })).toContainText(
      "Press Continue again",
    );
    await expectAccessible(page);
    // The provider was well: nothing reached it.
    expect((await getFinanceApplication(application.id)).version).toBe(application.version);

    await waitForTheBreaker(request);
    expect(await press(page, "Continue")).toBe(303);
    await expect(page).toHaveURL(`${BREAKER_PORTAL_URL}${step(uuid, "send-funds-to")}`);
    const saved = await getFinanceApplication(application.id);
    expect(saved.applicationData.settlement).toEqual({ agency: AGENCY });
    expect(saved.version).toBe(application.version + 1);
  });

  test("the contract's Sign: the name and the ticks kept, Sign named; after recovery signed once", async ({ page, request }) => {
    const { applicationId, creator } = await approvedApplication();
    await open(page, `${BREAKER_PORTAL_URL}${step(creator, "contract-signing")}`);
    await fillTheContract(page);
    const before = await getFinanceApplication(applicationId);
    await openTheBreaker(request, creator);

    expect(await press(page, "Sign the contract")).toBe(503);
    await expectTheContractKept(page);
    await expectAccessible(page);
    expect((await getFinanceApplication(applicationId)).version).toBe(before.version);

    await waitForTheBreaker(request);
    await press(page, "Sign the contract");
    await expect(page).toHaveURL(`${BREAKER_PORTAL_URL}${step(creator, "signed")}`);
    expect((await getFinanceApplication(applicationId)).applicationStatus).toBe("SIGNED");
  });
});

test.describe("the provider slow past the deadline", () => {
  test("the contract's Sign the portal gave up waiting for was stored: Sign again goes on to signed, signed once", async ({
    page,
  }) => {
    // The first portal waits PROVIDER_TIMEOUT_MS (8 s) for a call; this provider answers a signature after 9 s.
    const { applicationId, creator } = await approvedApplication();
    await open(page, step(creator, "contract-signing"));
    await fillTheContract(page);
    await setProviderFaults({ submitDelayMs: 9_000 });

    expect(await press(page, "Sign the contract")).toBe(503);
    await expectTheContractKept(page);
    const landed = await getFinanceApplication(applicationId);
    expect(landed.applicationStatus).toBe("SIGNED");

    await setProviderFaults();
    await press(page, "Sign the contract");
    await expect(page).toHaveURL(step(creator, "signed"));
    await expect(page.getByText("This application has changed")).toHaveCount(0);
    expect((await getFinanceApplication(applicationId)).version).toBe(landed.version);
  });
});
