import { expect, type Page, test, type TestInfo } from "@playwright/test";

import { formatMoney } from "../../app/domain/money";
import { demoLink, expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { staff } from "./support/staff";
import { openRequest, PASSWORD } from "./support/staff-portal";
import { STAFF_API_URL } from "./support/urls";

// Before signing, the loan on one screen beside the contract (decision 0353), every
// figure the provider's. After it, having trouble paying (decision 0352): a signed
// borrower goes from the loan page to the form, is refused by the field with what was
// typed kept, sends a request for more time and sees the acknowledgement with the
// lender's own time frame; a representative of the agency sees it on the staff page.
// JavaScript on and off: the config's two projects.

const MORE_TIME = demoLink(90);
const WITHDRAWN = demoLink(64);
const REFERENCE = "VPA-24090";
const AGENCY = "Oxford Street Estate Agents";

const loanPage = (uuid: string) => `/z/${uuid}/pay-later/application/signed`;
const troublePage = (uuid: string) => `/z/${uuid}/pay-later/having-trouble`;
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const TITLE = "Having trouble paying, or has the sale fallen through?";

async function check(page: Page, testInfo: TestInfo, name: string) {
  await expectAccessible(page);
  await screenshot(page, testInfo, name);
}

async function settled(page: Page) {
  if (jsOn()) await page.waitForLoadState("networkidle");
}

/** The lender's hardship time frame, as the provider gives it: never a number of the test's. */
async function hardshipDays(): Promise<number> {
  const answer = await fetch(`${STAFF_API_URL}/guest/v1/lender`, { headers: { Accept: "application/vnd.api+json" } });
  const lender = (await answer.json()) as { data: { attributes: { hardship: { responseDays: number } } } };
  return lender.data.attributes.hardship.responseDays;
}

test("a signed borrower asks for more time: refused input first, then the acknowledgement with the lender's time frame", async ({
  page,
}, testInfo) => {
  const days = await hardshipDays();
  await page.goto(`/z/${WITHDRAWN}`);
  await settled(page);
  await expect(page).toHaveURL(loanPage(WITHDRAWN));
  await expect(page.getByRole("heading", { level: 2, name: TITLE })).toBeVisible();
  await page.getByRole("link", { name: "Ask us for more time or an arrangement to pay" }).click();
  await expect(page).toHaveURL(troublePage(WITHDRAWN));
  await settled(page);
  await expect(page).toHaveTitle(`${TITLE} - ${PRODUCT}`);
  await check(page, testInfo, "having-trouble");

  // Nothing chosen: a message by each question, and the words typed kept.
  const words = `The property is withdrawn; we relist in spring (${testInfo.project.name}).`;
  await page.getByLabel("Tell us more (optional)").fill(words);
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("group", { name: "What has happened?" })).toContainText("Choose what has happened");
  await expect(page.getByRole("group", { name: "What are you asking for?" })).toContainText("Choose what you are asking for");
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.getByLabel("Tell us more (optional)")).toHaveValue(words);
  await check(page, testInfo, "having-trouble-refused");

  await page.getByLabel("The property was withdrawn from sale, or the sale fell through").check();
  await page.getByLabel("More time to repay").check();
  await page.getByRole("button", { name: "Send my request" }).click();
  const received = page.getByRole("region", { name: "We have your request" });
  await expect(received).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${troublePage(WITHDRAWN)}\\?received=\\d+$`));
  await expect(received).toContainText("as a request for more time.");
  await expect(received).toContainText(words);
  await expect(received).toContainText(`within ${days} days`);
  await expect(received).toContainText(/our answer is due by \d{1,2} \w+ \d{4}\./);
  await expect(received.getByRole("link", { name: "how to complain" })).toHaveAttribute("href", `/z/${WITHDRAWN}/complaints`);
  await expect(received).toBeFocused();
  await check(page, testInfo, "having-trouble-received");
});

test("a borrower who asked for more time sees it acknowledged, in Arabic too", async ({ page }, testInfo) => {
  await page.goto(`/z/${MORE_TIME}`);
  await settled(page);
  await page.goto(troublePage(MORE_TIME));
  await settled(page);
  const received = page.getByRole("region", { name: "We have your request" });
  await expect(received).toContainText("as a request for more time.");
  await expect(received).toContainText("The buyer's finance fell through");
  await page.goto(`/language/ar?return=${encodeURIComponent(troublePage(MORE_TIME))}`);
  await settled(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("region", { name: "وصلنا طلبك" })).toBeVisible();
  await check(page, testInfo, "having-trouble-ar");
});

test("a representative of the agency sees the request on the staff page", async ({ page }, testInfo) => {
  const email = `trouble-${testInfo.project.name}-${Date.now()}@agency.example.com.au`;
  await staff("POST", "/representatives", {
    data: {
      type: "representatives",
      attributes: { email, name: "Hana Hardship", role: "ROLE_3", locations: [AGENCY], password: PASSWORD },
    },
  });
  await openRequest(page, email, REFERENCE);
  const section = page.getByRole("heading", { level: 2, name: "Hardship notices and requests for more time" });
  await expect(section).toBeVisible();
  const request = page.getByRole("listitem").filter({ hasText: "Request for more time from Tran Minh" });
  await expect(request).toContainText("the sale is taking longer than expected; asks for more time to repay.");
  await expect(request).toContainText("The buyer's finance fell through");
  await check(page, testInfo, "staff-loan-requests");
});

/** The contract the provider holds for a demo link's application, read as the link's guest. */
async function providerContract(uuid: string) {
  const cookies = new Map<string, string>();
  const get = async (path: string) => {
    const response = await fetch(`${STAFF_API_URL}${path}`, {
      headers: {
        Accept: "application/vnd.api+json",
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  await get("/sanctum/csrf-cookie");
  const { data } = await get(`/guest/v1/authenticate/${uuid}`);
  const fundRequest = await get(`/guest/v1/fund-requests/${data.attributes.fundRequestId}?include=financeApplications`);
  const vpa = fundRequest.included.find((r: { attributes: { financeType?: string } }) => r.attributes.financeType === "VPA");
  return (await get(`/guest/v1/finance-applications/${vpa.id}/contract`)).data.attributes as {
    longStopMonths: number;
    document: { loanAmount: number; establishmentFee: number; totalRepayable: number; coolingOff: string };
  };
}

test("before signing, the loan on one screen, one link from the contract, shows the provider's figures", async ({
  page,
}, testInfo) => {
  const TO_SIGN = demoLink(60);
  const contract = await providerContract(TO_SIGN);
  await page.goto(`/z/${TO_SIGN}`);
  await settled(page);
  await expect(page).toHaveURL(/\/pay-later\/application\/please-sign$/);
  await page.getByRole("link", { name: "Read your loan on one screen before you sign" }).click();
  await expect(page).toHaveURL(`/z/${TO_SIGN}/pay-later/loan-summary`);
  await settled(page);
  await expect(page).toHaveTitle(`Your loan on one screen - ${PRODUCT}`);
  const summary = page.getByRole("main");
  const { loanAmount, establishmentFee, totalRepayable, coolingOff } = contract.document;
  await expect(summary.locator("dd")).toHaveText([loanAmount, establishmentFee, totalRepayable].map(formatMoney));
  await expect(summary.getByRole("listitem")).toContainText([
    "the day the sale of the property settles",
    "the day the buyer's deposit is released to you",
    "the day the property is withdrawn from sale or the sale falls through",
    `${contract.longStopMonths} months after we pay the agency`,
  ]);
  await expect(summary).toContainText(
    "If the property is withdrawn from sale or the sale falls through, your loan falls due that day",
  );
  await expect(summary).toContainText(coolingOff);
  await check(page, testInfo, "loan-summary-before-signing");
  await page.getByRole("link", { name: "Back to the contract" }).click();
  await expect(page).toHaveURL(/\/pay-later\/application\/please-sign$/);
});
