import { parseWithValibot } from "@conform-to/valibot";
import { describe, expect, it } from "vitest";

import type { LoanTerms } from "./loan-due-date";
import {
  dueDateMove,
  parseDay,
  payoutDaySchema,
  saleAfter,
  saleUpdateInput,
  saleUpdateSchema,
  settlementDays,
} from "./sale-update";

const NO_SALE = {
  status: "LISTED" as const,
  expectedSettlementDate: null,
  settledOn: null,
  withdrawnOn: null,
  depositReleasedOn: null,
  expectedTenancyEndDate: null,
  tenancyEndedOn: null,
};

const loan: LoanTerms = {
  requestType: "VENDOR_PAID_ADVERTISING",
  fundedOn: "2026-10-25",
  longStopMonths: 12,
  asAt: "2026-11-28",
  sale: NO_SALE,
};

const days = settlementDays(loan, "en-AU");

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithValibot(form, { schema: saleUpdateSchema(days) });
}

describe("settlementDays", () => {
  it("runs from today to the long-stop date, or the long-stop period from today before funding", () => {
    expect(days).toEqual({ earliest: "2026-11-28", latest: "2027-10-25", latestInWords: "25 October 2027" });
    expect(settlementDays({ ...loan, fundedOn: null }, "en-AU").latest).toBe("2027-11-28");
  });
});

describe("parseDay", () => {
  it("reads a date picker's day and an Australian day/month/year, and nothing off the calendar", () => {
    expect(parseDay("2027-03-15")).toBe("2027-03-15");
    expect(parseDay(" 5/3/2027 ")).toBe("2027-03-05");
    expect(parseDay("31/02/2027")).toBeNull();
    expect(parseDay("2027-13-01")).toBeNull();
    expect(parseDay("next week")).toBeNull();
  });
});

describe("saleUpdateSchema", () => {
  it("takes a status, a settlement day within the terms and the conveyancer, each optional but the status", () => {
    const submission = parse({
      status: "UNDER_OFFER",
      expectedSettlementDate: "15/01/2027",
      conveyancerEmail: " priya@harbour.example.com.au ",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(saleUpdateInput(submission.value, "key-0123456789abcdef")).toEqual({
      status: "UNDER_OFFER",
      expectedSettlementDate: "2027-01-15",
      conveyancer: { firm: null, contactName: null, email: "priya@harbour.example.com.au", phone: null },
      emailPayoutLetter: false,
      clientKey: "key-0123456789abcdef",
    });
  });

  it("puts each refusal by its field: a past day, a day past the terms, a bad email or phone, a letter with nowhere to go", () => {
    const errors = (fields: Record<string, string>) => parse(fields).reply().error;
    expect(errors({ expectedSettlementDate: "2026-11-27" })).toMatchObject({
      status: ["sale.statusRequired"],
      expectedSettlementDate: ["sale.datePast"],
    });
    expect(errors({ status: "LISTED", expectedSettlementDate: "2027-10-26" })).toEqual({
      expectedSettlementDate: ['sale.dateBeyondTerms|{"latest":"25 October 2027"}'],
    });
    expect(errors({ status: "LISTED", conveyancerEmail: "priya@", conveyancerPhone: "12345" })).toEqual({
      conveyancerEmail: ["sale.emailFormat"],
      conveyancerPhone: ["sale.phoneFormat"],
    });
    expect(errors({ status: "LISTED", emailPayoutLetter: "on" })).toEqual({ conveyancerEmail: ["sale.emailForLetter"] });
  });

  it("sends no expected settlement day once the sale settled or was withdrawn, and no conveyancer when none was given", () => {
    const submission = parse({ status: "WITHDRAWN", expectedSettlementDate: "2027-01-15" });
    expect(submission.status === "success" && saleUpdateInput(submission.value, null)).toMatchObject({
      expectedSettlementDate: null,
      conveyancer: null,
    });
  });
});

describe("payoutDaySchema", () => {
  it("asks for a day within the terms", () => {
    const form = (value: string) => {
      const data = new FormData();
      data.set("settlementDate", value);
      return parseWithValibot(data, { schema: payoutDaySchema(days) });
    };
    expect(form("2027-01-15").status).toBe("success");
    expect(form("").reply().error).toEqual({ settlementDate: ["sale.dateRequired"] });
    expect(form("2026-11-01").reply().error).toEqual({ settlementDate: ["sale.datePast"] });
  });
});

describe("dueDateMove", () => {
  it("says how a settlement date moves the due date, and nothing when it stays", () => {
    expect(dueDateMove(loan, { status: "UNDER_OFFER", expectedSettlementDate: "2027-01-15" })).toMatchObject({
      from: { trigger: "LONG_STOP", date: "2027-10-25" },
      to: { trigger: "SETTLEMENT", date: "2027-01-15" },
    });
    expect(dueDateMove(loan, { status: "UNDER_OFFER", expectedSettlementDate: null })).toBeNull();
  });

  it("makes a withdrawal due today, keeping a withdrawal day already known", () => {
    expect(dueDateMove(loan, { status: "WITHDRAWN", expectedSettlementDate: null })?.to).toMatchObject({
      trigger: "WITHDRAWAL",
      date: "2026-11-28",
      happened: true,
    });
    const withdrawn = { ...NO_SALE, status: "WITHDRAWN" as const, withdrawnOn: "2026-11-20" };
    expect(saleAfter(withdrawn, { status: "WITHDRAWN", expectedSettlementDate: null }, "2026-11-28").withdrawnOn).toBe(
      "2026-11-20",
    );
    expect(saleAfter(withdrawn, { status: "LISTED", expectedSettlementDate: null }, "2026-11-28").withdrawnOn).toBeNull();
  });
});
