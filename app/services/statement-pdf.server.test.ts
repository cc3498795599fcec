import { describe, expect, it } from "vitest";

import { loanStatement } from "~/domain/loan-statement";
import type { Loan } from "~/domain/types";
import { serverTranslator } from "~/i18n/catalogs.server";
import { pdfText } from "../../tests/e2e/support/pdf";
import { statementPdf } from "./statement-pdf.server";

const loan: Loan = {
  id: "7",
  status: "FUNDED",
  reference: "0000000072",
  conveyancer: null,
  requestType: "VENDOR_PAID_ADVERTISING",
  product: "VPA Collect",
  agency: "Westside Conveyancing",
  principal: 412000,
  establishmentFee: 27179,
  total: 439179,
  repaid: 50000,
  balance: 389179,
  fundedOn: "2026-10-25",
  longStopMonths: 12,
  repayments: [{ amount: 50000, receivedOn: "2026-11-22", method: "BPAY" }],
  sale: {
    status: "UNDER_OFFER",
    expectedSettlementDate: "2027-01-12",
    settledOn: null,
    withdrawnOn: null,
    depositReleasedOn: null,
    expectedTenancyEndDate: null,
    tenancyEndedOn: null,
  },
  asAt: "2026-11-28",
};

describe("statementPdf", () => {
  it("writes the statement's figures, due date, events and parties in English", async () => {
    const { t } = serverTranslator("en-AU");
    const statement = loanStatement(loan, "AT_SETTLEMENT", "en-AU");
    const parties = {
      lender: "Fund Request Finance Pty Ltd",
      borrowers: ["Mei Chen", "Zoë Lee"],
      property: null,
      asAt: "28 November 2026",
    };
    const bytes = Buffer.from(await statementPdf(statement, parties, t));
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(bytes);
    for (const line of [
      "Loan statement",
      "As at 28 November 2026",
      "Borrowers: Mei Chen, Zoë Lee",
      "What you owe as at 28 November 2026",
      "$4,120.00",
      "$271.79",
      "$4,391.79",
      "-$500.00",
      "$3,891.79",
      "Expected to be due on 12 January 2027",
      "22 November 2026: we received $500.00 by BPAY.",
      "If the settlement date changes, or the sale falls through, tell us: your due date may change.",
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/<\/?0>/);
  });
});
