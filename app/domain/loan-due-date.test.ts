import { describe, expect, it } from "vitest";

import { addMonths, isDueNow, loanDueDate, loanKindOf, type LoanTerms, triggersOf } from "./loan-due-date";
import type { SaleFacts } from "./types";

const nothingKnown: SaleFacts = {
  status: null,
  expectedSettlementDate: null,
  settledOn: null,
  withdrawnOn: null,
  depositReleasedOn: null,
  expectedTenancyEndDate: null,
  tenancyEndedOn: null,
};

const terms = (sale: Partial<SaleFacts>, overrides: Partial<LoanTerms> = {}): LoanTerms => ({
  requestType: "VENDOR_PAID_ADVERTISING",
  fundedOn: "2026-03-10",
  longStopMonths: 12,
  asAt: "2026-06-01",
  sale: { ...nothingKnown, status: "LISTED", ...sale },
  ...overrides,
});

describe("addMonths", () => {
  it("counts calendar months, the 31st becoming a shorter month's last day", () => {
    expect(addMonths("2026-03-10", 12)).toBe("2027-03-10");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonths("2026-11-15", 3)).toBe("2027-02-15");
  });

  it("refuses what is not a calendar day", () => {
    expect(() => addMonths("10/03/2026", 1)).toThrow(RangeError);
  });
});

describe("loanDueDate for a vendor's or a buyer's loan", () => {
  it("is the long-stop date while nothing else is known", () => {
    expect(loanDueDate(terms({}))).toEqual({
      trigger: "LONG_STOP",
      date: "2027-03-10",
      happened: false,
      longStopDate: "2027-03-10",
    });
  });

  it("is the expected settlement date when it comes before the long-stop date, and the long-stop date when not", () => {
    expect(loanDueDate(terms({ status: "UNDER_OFFER", expectedSettlementDate: "2026-07-15" }))).toMatchObject({
      trigger: "SETTLEMENT",
      date: "2026-07-15",
      happened: false,
    });
    expect(loanDueDate(terms({ status: "EXCHANGED", expectedSettlementDate: "2027-04-01" }))).toMatchObject({
      trigger: "LONG_STOP",
      date: "2027-03-10",
    });
  });

  it("is the day the sale settled, the deposit was released or the property was withdrawn, whichever came first", () => {
    expect(loanDueDate(terms({ status: "SETTLED", settledOn: "2026-05-20" }))).toMatchObject({
      trigger: "SETTLEMENT",
      date: "2026-05-20",
      happened: true,
    });
    expect(
      loanDueDate(terms({ status: "EXCHANGED", depositReleasedOn: "2026-05-02", expectedSettlementDate: "2026-06-30" })),
    ).toMatchObject({ trigger: "DEPOSIT_RELEASE", date: "2026-05-02", happened: true });
    expect(loanDueDate(terms({ status: "WITHDRAWN", withdrawnOn: "2026-05-27" }))).toMatchObject({
      trigger: "WITHDRAWAL",
      date: "2026-05-27",
      happened: true,
    });
  });

  it("forgets a settlement date once the property is withdrawn, and takes the rule's first trigger on the same day", () => {
    const withdrawn = terms({ status: "WITHDRAWN", withdrawnOn: "2026-05-27", expectedSettlementDate: "2026-05-01" });
    expect(loanDueDate(withdrawn).trigger).toBe("WITHDRAWAL");
    const sameDay = terms({ status: "SETTLED", settledOn: "2026-05-20", depositReleasedOn: "2026-05-20" });
    expect(loanDueDate(sameDay).trigger).toBe("SETTLEMENT");
  });

  it("holds for a buyer's deposit loan as for a vendor's", () => {
    const buyer = terms({ depositReleasedOn: "2026-04-01" }, { requestType: "BUYER_DEPOSIT" });
    expect(loanDueDate(buyer)).toMatchObject({ trigger: "DEPOSIT_RELEASE", date: "2026-04-01" });
  });

  it("has passed its long-stop date once that day comes", () => {
    expect(loanDueDate(terms({}, { asAt: "2027-03-10" }))).toMatchObject({ trigger: "LONG_STOP", happened: true });
    expect(loanDueDate(terms({}, { asAt: "2027-03-09" }))).toMatchObject({ trigger: "LONG_STOP", happened: false });
  });

  it("before funding, has no long-stop date to count from, yet takes a known settlement date", () => {
    expect(loanDueDate(terms({}, { fundedOn: null }))).toEqual({
      trigger: "LONG_STOP",
      date: null,
      happened: false,
      longStopDate: null,
    });
    expect(loanDueDate(terms({ expectedSettlementDate: "2026-08-01" }, { fundedOn: null }))).toMatchObject({
      trigger: "SETTLEMENT",
      date: "2026-08-01",
      longStopDate: null,
    });
  });
});

describe("loanDueDate for a bond loan and a maintenance loan (docs/decisions/0330-when-a-bond-or-maintenance-loan-falls-due.md)", () => {
  it("a bond loan is due when the tenancy ends, expected or ended, or at the long-stop date if sooner; a sale means nothing to it", () => {
    const bond = (sale: Partial<SaleFacts>) => terms(sale, { requestType: "BOND" });
    expect(loanDueDate(bond({ expectedTenancyEndDate: "2026-12-01" }))).toMatchObject({
      trigger: "TENANCY_END",
      date: "2026-12-01",
      happened: false,
    });
    expect(loanDueDate(bond({ tenancyEndedOn: "2026-05-15" }))).toMatchObject({ trigger: "TENANCY_END", happened: true });
    expect(loanDueDate(bond({ expectedTenancyEndDate: "2027-06-01" })).trigger).toBe("LONG_STOP");
    expect(loanDueDate(bond({ settledOn: "2026-04-01", withdrawnOn: "2026-04-01" })).trigger).toBe("LONG_STOP");
  });

  it("a maintenance loan is due at the sale's settlement, its withdrawal or the long-stop date; a deposit release is not its own", () => {
    const maintenance = (sale: Partial<SaleFacts>) => terms(sale, { requestType: "MAINTENANCE_AND_ADVERTISING" });
    expect(loanDueDate(maintenance({ expectedSettlementDate: "2026-09-09" })).trigger).toBe("SETTLEMENT");
    expect(loanDueDate(maintenance({ status: "WITHDRAWN", withdrawnOn: "2026-05-01" })).trigger).toBe("WITHDRAWAL");
    expect(loanDueDate(maintenance({ depositReleasedOn: "2026-04-01" })).trigger).toBe("LONG_STOP");
  });

  it("names each kind's triggers in the rule's order", () => {
    expect(triggersOf(loanKindOf("VENDOR_PAID_ADVERTISING"))).toEqual([
      "SETTLEMENT",
      "DEPOSIT_RELEASE",
      "WITHDRAWAL",
      "LONG_STOP",
    ]);
    expect(triggersOf(loanKindOf("BUYER_DEPOSIT"))).toEqual(triggersOf("SALE"));
    expect(triggersOf(loanKindOf("MAINTENANCE_AND_ADVERTISING"))).toEqual(["SETTLEMENT", "WITHDRAWAL", "LONG_STOP"]);
    expect(triggersOf(loanKindOf("BOND"))).toEqual(["TENANCY_END", "LONG_STOP"]);
  });
});

describe("isDueNow", () => {
  const due = loanDueDate(terms({ status: "WITHDRAWN", withdrawnOn: "2026-05-27" }));
  it("is due from its date while something is owing", () => {
    expect(isDueNow(due, "2026-05-27", 100)).toBe(true);
    expect(isDueNow(due, "2026-05-26", 100)).toBe(false);
    expect(isDueNow(due, "2026-06-01", 0)).toBe(false);
    expect(isDueNow(loanDueDate(terms({}, { fundedOn: null })), "2026-06-01", 100)).toBe(false);
  });
});
