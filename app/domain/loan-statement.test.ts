import { describe, expect, it } from "vitest";

import { serverTranslator } from "~/i18n/catalogs.server";
import { loanStatement, say, wordedStatement } from "./loan-statement";
import type { Loan } from "./types";

const { t } = serverTranslator("en-AU");

const loan = (overrides: Partial<Loan> = {}): Loan => ({
  id: "7",
  status: "FUNDED",
  reference: "0000000072",
  conveyancer: null,
  requestType: "VENDOR_PAID_ADVERTISING",
  product: "VPA Collect",
  agency: "Westside Conveyancing",
  principal: 100000,
  establishmentFee: 9900,
  total: 109900,
  repaid: 0,
  balance: 109900,
  fundedOn: "2026-03-10",
  longStopMonths: 12,
  repayments: [],
  sale: {
    status: "UNDER_OFFER",
    expectedSettlementDate: "2026-07-15",
    settledOn: null,
    withdrawnOn: null,
    depositReleasedOn: null,
    expectedTenancyEndDate: null,
    tenancyEndedOn: null,
  },
  asAt: "2026-06-01",
  ...overrides,
});

const words = (sentences: Parameters<typeof say>[1][]) => sentences.map((sentence) => say(t, sentence));

describe("loanStatement", () => {
  it("lists the provider's figures, a repayment taken off what is owed today", () => {
    const statement = loanStatement(
      loan({ repaid: 50000, balance: 59900, repayments: [{ amount: 50000, receivedOn: "2026-05-20", method: "BPAY" }] }),
      "AT_SETTLEMENT",
      "en-AU",
    );
    expect(say(t, statement.owedTitle)).toBe("What you owe as at 1 June 2026");
    expect(statement.figures.map((figure) => [say(t, figure.label), figure.cents])).toEqual([
      ["Paid to Westside Conveyancing for you", 100000],
      ["Establishment fee", 9900],
      ["Total to repay", 109900],
      ["Repaid so far", -50000],
      ["Owing today", 59900],
    ]);
    expect(words(statement.history)).toEqual([
      "10 March 2026: we paid $1,000.00 to Westside Conveyancing for you. The establishment fee of $99.00 was added to your loan.",
      "20 May 2026: we received $500.00 by BPAY.",
    ]);
  });

  it("says when the loan is due and why, and the rule for its kind", () => {
    const { due, next, dueNow } = loanStatement(loan(), "AT_SETTLEMENT", "en-AU");
    expect(say(t, due!.date!)).toBe("Expected to be due on 15 July 2026");
    expect(say(t, due!.why)).toBe("That is the settlement date we have been told. If it changes, so does your due date.");
    expect(words(due!.rule)).toEqual([
      "the day the sale of the property settles",
      "the day the buyer's deposit is released to you",
      "the day the property is withdrawn from sale or the sale falls through",
      "12 months after we pay the agency",
    ]);
    expect(dueNow).toBe(false);
    expect(words(next)[1]).toBe(
      "At settlement, your conveyancer repays $1,099.00 from the sale money. Tell them about this loan.",
    );
  });

  it("says a withdrawn property's loan is due now, and a bond loan is repaid from the refunded bond", () => {
    const withdrawn = loanStatement(
      loan({ sale: { ...loan().sale, status: "WITHDRAWN", withdrawnOn: "2026-05-27" } }),
      "AT_SETTLEMENT",
      "en-AU",
    );
    expect(say(t, withdrawn.due!.date!)).toBe("Due since 27 May 2026");
    expect(say(t, withdrawn.due!.why)).toBe("The property was withdrawn from sale that day.");
    expect(withdrawn.dueNow).toBe(true);
    expect(words(withdrawn.next)).toEqual(["$1,099.00 is due now. <0>Contact us</0> to arrange the payment."]);

    const bond = loanStatement(loan({ requestType: "BOND" }), "AT_SETTLEMENT", "en-AU");
    expect(say(t, bond.due!.why)).toBe("That is 12 months after we paid the agency: the latest your loan can be due.");
    expect(words(bond.next)[1]).toMatch(/^When your tenancy ends, repay \$1,099\.00 from the bond you get back\./);
  });

  it("before funding, says the agency is still to be paid and the long-stop date is not set", () => {
    const statement = loanStatement(
      loan({ status: "AWAITING_FUNDING", fundedOn: null, sale: { ...loan().sale, expectedSettlementDate: null } }),
      "DIRECT_DEBIT",
      "en-AU",
    );
    expect(statement.due!.date).toBeNull();
    expect(say(t, statement.due!.why)).toBe(
      "We have not paid the agency yet, so your latest due date is not set: it will be 12 months after we pay.",
    );
    expect(words(statement.history)).toEqual([
      "We have not paid Westside Conveyancing yet. When we pay $1,000.00 for you, the date will show here.",
    ]);
    expect(words(statement.next)[1]).toBe("On the due date, we take $1,099.00 from the bank account you gave us.");
  });

  it("once repaid, owes nothing, says no due date and only to keep the statement", () => {
    const statement = loanStatement(
      loan({
        status: "REPAID",
        repaid: 109900,
        balance: 0,
        repayments: [{ amount: 109900, receivedOn: "2026-05-30", method: "SETTLEMENT" }],
      }),
      "AT_SETTLEMENT",
      "en-AU",
    );
    expect(statement.due).toBeNull();
    expect(statement.figures.at(-1)).toMatchObject({ cents: 0, total: true });
    expect(words(statement.history)[1]).toBe("30 May 2026: we received $1,099.00 from the sale proceeds.");
    expect(words(statement.next)).toEqual(["Nothing is owing. Keep this statement for your records."]);
  });

  it("says nothing of funding for a loan completed without a funding day", () => {
    const statement = loanStatement(loan({ status: "REPAID", fundedOn: null, balance: 0 }), "AT_SETTLEMENT", "en-AU");
    expect(statement.history).toEqual([]);
  });
});

describe("wordedStatement", () => {
  it("says every plain sentence in the reader's language, and leaves what to do next (with its link) to say", () => {
    const statement = loanStatement(loan(), "AT_SETTLEMENT", "en-AU");
    const worded = wordedStatement(statement, t);
    expect(worded.owedTitle).toBe("What you owe as at 1 June 2026");
    expect(worded.figures.map((figure) => [figure.label, figure.cents])).toEqual(
      statement.figures.map((figure) => [say(t, figure.label), figure.cents]),
    );
    expect(worded.due?.why).toBe(say(t, statement.due!.why));
    expect(worded.due?.rule).toEqual(words(statement.due!.rule));
    expect(worded.history).toEqual(words(statement.history));
    expect(worded.next).toBe(statement.next);
  });
});
