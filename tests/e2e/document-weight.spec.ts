import http from "node:http";

import { expect, test } from "@playwright/test";

import { OFFERED_LOCALES } from "../../app/i18n/language";
import { applicationAt, createFundRequest } from "./support/staff";
import { SENTRY_PORTAL_URL } from "./support/urls";

// The document of every payer screen within 14 KB compressed, in each language
// (docs/DESIGN.md 5, decision 0274). Weighed on the portal that runs as production
// does (error reporting and the tag manager configured), as gzip: what the bench
// reports and the budget counts. A weight, not a time: the same page weighs the same.
const BUDGET_BYTES = 14 * 1024;

/** Seeded demo links (provider-api/README.md), read only: each is a screen of the contract or the documents. */
const DEMO = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`;

function gzipGet(path: string, cookie: string): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${SENTRY_PORTAL_URL}${path}`, { headers: { "accept-encoding": "gzip", cookie } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, bytes, encoding: String(response.headers["content-encoding"]) }),
        );
      })
      .on("error", reject);
  });
}

/** The cookie the language link sets, as a payer choosing it gets. */
async function languageCookie(locale: string): Promise<string> {
  const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(`${SENTRY_PORTAL_URL}/language/${locale}?return=/`, resolve).on("error", reject),
  );
  answer.resume();
  return (answer.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}

test.describe("every payer screen's document within 14 KB gzip", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "weighed over HTTP: once is enough");
  test.setTimeout(180_000);

  test("in English, Chinese, Vietnamese and Arabic", async () => {
    const payNow = (await createFundRequest()).links[0].uuid;
    const atReview = (await applicationAt("review-details")).uuid;
    const screens = [
      `/z/${payNow}`,
      `/z/${payNow}/bpay`,
      `/z/${payNow}/contact-us`,
      `/z/${payNow}/pay-later`,
      `/z/${atReview}/pay-later/application/review-details`,
      `/z/${DEMO(14)}/pay-later/application/contract-signing`,
      `/z/${DEMO(14)}/pay-later/application/contract-signing?decline`,
      `/z/${DEMO(62)}/pay-later/application/contract-signing`,
      `/z/${DEMO(60)}/pay-later/application/please-sign`,
      `/z/${DEMO(61)}/pay-later/application/declined-signature`,
      // Decisions 0352 and 0353: having trouble paying (with a request acknowledged), the loan on one screen.
      `/z/${DEMO(90)}/pay-later/having-trouble`,
      `/z/${DEMO(60)}/pay-later/loan-summary`,
      // Decisions 0341-0343: the loan page with Repay early, the payout letter, the sale's news.
      `/z/${DEMO(15)}/pay-later/application/signed`,
      `/z/${DEMO(15)}/payout-letter`,
      `/z/${DEMO(15)}/your-sale`,
      `/z/${DEMO(12)}/pay-later/additional-funds/how-much`,
      `/e/${DEMO(6)}/upload-documents`,
      `/c/${DEMO(40)}/upload-documents`,
    ];
    const over: string[] = [];
    for (const locale of OFFERED_LOCALES) {
      const cookie = await languageCookie(locale);
      for (const path of screens) {
        const { status, bytes, encoding } = await gzipGet(path, cookie);
        expect(status, `${path} in ${locale}`).toBe(200);
        expect(encoding, `${path} in ${locale}`).toBe("gzip");
        if (bytes > BUDGET_BYTES) over.push(`${path} in ${locale}: ${(bytes / 1024).toFixed(1)} KB`);
      }
    }
    expect(over, "documents over 14 KB gzip").toEqual([]);
  });
});
