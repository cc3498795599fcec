import { expect, type Page, test, type TestInfo } from "@playwright/test";

import { expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { open, settle } from "./support/pages";
import { pdfText } from "./support/pdf";
import { approveApplication, getFinanceApplication, submittedApplication } from "./support/staff";

// The rest of "after approval" (decision 0163): the hosted signing ceremony behind the
// agency's docusign flag, the contract as a PDF, and pay now instead or reopen
// from a declined contract (decisions 0163-0165).

const step = (uuid: string, name: string) => `/z/${uuid}/pay-later/application/${name}`;

const SIGN_TITLE = "Your contract is ready to sign";
const SIGNED_TITLE = "Thank you for signing the online contract";
const DECLINED_TITLE = "You have chosen not to sign the contract.";

async function expectScreen(page: Page, uuid: string, name: string, title: string) {
  await expect(page).toHaveURL(step(uuid, name));
  await expect(page).toHaveTitle(`${title} - ${PRODUCT}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

async function check(page: Page, testInfo: TestInfo, name: string) {
  await expectAccessible(page);
  await screenshot(page, testInfo, name);
}

async function toCeremony(page: Page) {
  await page.getByRole("button", { name: "Sign with the signing service" }).click();
  await expect(page).toHaveURL(/\/signing-ceremony\/\d+\?token=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("VPA Collect loan contract");
  await expect(page.getByText("Signing as Mia Nguyen")).toBeVisible();
}

test.describe("the docusign flag on: the provider's signing ceremony", () => {
  test("the applicant signs on the ceremony page and comes back to signed", async ({ page }, testInfo) => {
    const { applicationId, creator } = await submittedApplication({ featureFlags: { docusign: true } });
    await approveApplication(applicationId);

    await open(page, `/z/${creator}`);
    await expectScreen(page, creator, "contract-signing", SIGN_TITLE);
    await expect(page.getByLabel("Your full name, as your signature")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Download the contract \(PDF, \d+ KB\)/ })).toBeVisible();
    await check(page, testInfo, "contract-signing-ceremony");

    await toCeremony(page);
    await check(page, testInfo, "signing-ceremony");
    await page.getByRole("button", { name: "Sign the contract" }).click();

    await expectScreen(page, creator, "signed", SIGNED_TITLE);
    await expect(page.locator(".toast", { hasText: "Your signature is recorded" })).toBeVisible();
    await check(page, testInfo, "signed-after-ceremony");
    expect((await getFinanceApplication(applicationId)).applicationStatus).toBe("SIGNED");

    // The ceremony's return again (a back button, a resent link): the record stands.
    await open(page, `${step(creator, "lodge-signed")}?signatureStatus=fail`);
    await expectScreen(page, creator, "signed", SIGNED_TITLE);
  });

  test("leaving the ceremony unsigned comes back to the contract with a message; declining there shows declined", async ({
    page,
  }, testInfo) => {
    const { applicationId, creator } = await submittedApplication({ featureFlags: { docusign: true } });
    await approveApplication(applicationId);
    await open(page, step(creator, "contract-signing"));

    await toCeremony(page);
    await page.getByRole("button", { name: "Finish later" }).click();
    await expectScreen(page, creator, "contract-signing", SIGN_TITLE);
    await expect(page.locator(".toast", { hasText: "You have not signed the contract yet" })).toBeVisible();
    await check(page, testInfo, "contract-signing-after-finish-later");
    expect((await getFinanceApplication(applicationId)).applicationData.applicants[0]).toMatchObject({
      hasSignedContract: false,
      hasDeclinedContract: false,
    });

    await toCeremony(page);
    await page.getByRole("button", { name: "Decline to sign" }).click();
    await expectScreen(page, creator, "declined-signature", DECLINED_TITLE);
    await check(page, testInfo, "declined-after-ceremony");
    expect((await getFinanceApplication(applicationId)).applicationData.applicants[0].hasDeclinedContract).toBe(true);
  });
});

test("the contract downloads as a PDF holding its figures", async ({ page }) => {
  const { applicationId, creator } = await submittedApplication();
  await approveApplication(applicationId);
  await open(page, step(creator, "contract-signing"));
  const link = page.getByRole("link", { name: /Download the contract \(PDF, \d+ KB\)/ });
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toBe(`/z/${creator}/contract.pdf`);

  // The portal's route sends the browser on to the provider's signed download URL.
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
  expect(response.url()).toMatch(/\/media-downloads\/\d+\?expires=/);
  const text = await pdfText(await response.body());
  expect(text).toContain("Loan amount");
  expect(text).toContain("$1,000.00");
  expect(text).toContain("$1,099.00");
  expect(text).toContain("Mia Nguyen");
});

test.describe("after declining", () => {
  async function declined(page: Page) {
    const { applicationId, creator } = await submittedApplication();
    await approveApplication(applicationId);
    await open(page, `${step(creator, "contract-signing")}?decline`);
    await page.getByRole("button", { name: "Decline the contract" }).click();
    await expectScreen(page, creator, "declined-signature", DECLINED_TITLE);
    await settle(page);
    return { applicationId, creator };
  }

  test("pay now instead closes the application and shows the ways to pay", async ({ page }, testInfo) => {
    const { applicationId, creator } = await declined(page);
    await check(page, testInfo, "declined-signature-choices");
    await page.getByRole("link", { name: "Pay now instead" }).click();
    await expect(page).toHaveURL(`${step(creator, "declined-signature")}?pay-now`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close your application and pay now?");
    await expect(page).toHaveTitle(`Close your application and pay now? - ${PRODUCT}`);
    await check(page, testInfo, "declined-signature-pay-now");
    await page.getByRole("button", { name: "Yes, close my application and pay now" }).click();

    await expect(page).toHaveURL(`/z/${creator}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Select a payment method");
    await expect(page.locator(".toast", { hasText: "Your application has been withdrawn" })).toBeVisible();
    const closed = (await getFinanceApplication(applicationId)) as unknown as { status: string };
    expect(closed.status).toBe("WITHDRAWN");
    await open(page, `/z/${creator}`);
    await expect(page).toHaveURL(`/z/${creator}`);
  });

  test("changing one's mind reopens the contract for signing", async ({ page }) => {
    const { applicationId, creator } = await declined(page);
    await expect(page.getByText(/The approval stands until/)).toBeVisible();
    await page.getByRole("button", { name: "I have changed my mind: reopen the contract" }).click();
    await expectScreen(page, creator, "contract-signing", SIGN_TITLE);
    await expect(page.locator(".toast", { hasText: "The contract is open again" })).toBeVisible();
    expect((await getFinanceApplication(applicationId)).applicationData.applicants[0].hasDeclinedContract).toBe(false);
  });
});
