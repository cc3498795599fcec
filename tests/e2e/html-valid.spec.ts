import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { OFFERED_LOCALES } from "../../app/i18n/language";
import { demoLink } from "./support/checks";
import { askForDocument } from "./support/documents";
import { applicationAt, approveApplication, createFundRequest, startApplication, submittedApplication } from "./support/staff";

// The HTML of the payer's main screens, in every language, valid to the W3C Nu HTML
// checker (vnu-jar, run on Java; .ci/run installs Java where it is missing). Each
// page is saved as the browser holds it (with JavaScript, after hydration) and the
// checker reads them all in one run; any error fails the test, named by screen.
// Exceptions, if ever needed, are written down in docs/decisions/0334-html-valid-to-the-nu-checker.md.

const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");
const JAVA = process.env.JAVA_PATH ?? "java";

const fixtures = new Map<string, Promise<string>>();
/** A fixture made once for the whole file, by name. */
function once(name: string, make: () => Promise<string>): Promise<string> {
  if (!fixtures.has(name)) fixtures.set(name, make());
  return fixtures.get(name)!;
}
const payable = () =>
  once(
    "payable",
    async () => (await createFundRequest({ amount: 110000, amountPaid: 10000, canDeferPayment: true })).links[0].uuid,
  );
const applying = () =>
  once("applying", async () => {
    const { links } = await createFundRequest({ amount: 110000, amountPaid: 10000, canDeferPayment: true });
    await startApplication(links[0].uuid);
    return links[0].uuid;
  });
const step =
  (page: string, amount = 110000) =>
  async () =>
    `/z/${await once(`step-${page}`, async () => (await applicationAt(page, { amount, amountPaid: 0 })).uuid)}/pay-later/application/${page}`;
const approved = () =>
  once("approved", async () => {
    const { applicationId, creator } = await submittedApplication();
    await approveApplication(applicationId);
    return creator;
  });
const askedForDocuments = () =>
  once("documents", async () => {
    const { id, links } = await createFundRequest();
    await askForDocument(id, {
      owner: "customer",
      customerId: links[0].customerId,
      name: "Proof of identity",
      description: "A photo of your driver licence or passport.",
      required: true,
    });
    return links[0].uuid;
  });

/** The payer's main screens: paying now, the application's steps, the contract, documents and the lender's pages. */
const SCREENS: Array<{ name: string; url: () => string | Promise<string> }> = [
  { name: "home", url: () => "/" },
  { name: "not-found", url: () => "/z/not-found" },
  { name: "token-expire", url: () => `/z/token-expire?uuid=${demoLink(5)}` },
  { name: "pay-now", url: async () => `/z/${await payable()}` },
  { name: "eft", url: async () => `/z/${await payable()}/eft` },
  { name: "card", url: async () => `/z/${await payable()}/card` },
  { name: "contact-us", url: async () => `/z/${await payable()}/contact-us` },
  { name: "pay-later", url: async () => `/z/${await payable()}/pay-later` },
  { name: "get-started", url: async () => `/z/${await payable()}/pay-later/get-started` },
  { name: "additional-funds", url: async () => `/z/${await applying()}/pay-later/additional-funds` },
  { name: "step-citizenship", url: step("citizenship") },
  { name: "step-verify-identity", url: step("verify-identity") },
  { name: "step-income-payslips", url: step("income-payslips", 5000000) },
  { name: "step-mortgage-property", url: step("mortgage-property") },
  { name: "step-bank-details", url: step("bank-details") },
  { name: "step-review-details", url: step("review-details") },
  { name: "contract-signing", url: async () => `/z/${await approved()}/pay-later/application/contract-signing` },
  { name: "upload-documents", url: async () => `/c/${await askedForDocuments()}/upload-documents` },
  { name: "documents-thank-you", url: async () => `/c/${await askedForDocuments()}/thank-you` },
  { name: "credit-guide", url: async () => `/z/${await payable()}/credit-guide` },
  { name: "privacy", url: async () => `/z/${await payable()}/privacy` },
];

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The Nu checker's errors on the given files, each as "file:line: message". */
function nuErrors(files: string[]): string[] {
  let output: string;
  try {
    output = execFileSync(JAVA, ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // The checker exits non-zero when it finds an error; its report is still on stdout.
    const report = (error as { stdout?: string }).stdout;
    if (!report) throw error;
    output = report;
  }
  const { messages } = JSON.parse(output) as { messages: NuMessage[] };
  return messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .map((message) => `${path.basename(decodeURIComponent(message.url))}:${message.lastLine ?? "?"}: ${message.message}`);
}

for (const locale of OFFERED_LOCALES) {
  test(`the main screens' HTML in ${locale} is valid to the Nu HTML checker`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const dir = mkdtempSync(path.join(os.tmpdir(), `nu-${locale}-${testInfo.project.name}-`));
    try {
      await page.goto(`/language/${locale}?return=/`);
      const files: string[] = [];
      for (const screen of SCREENS) {
        await page.goto(await screen.url());
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        const file = path.join(dir, `${screen.name}.html`);
        writeFileSync(file, await page.content());
        files.push(file);
      }
      expect(nuErrors(files)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
