import { describe, expect, it } from "vitest";

import { latestSettlementDate, loanFigures, loanReference, longStopMonthsOf, payoutFigure } from "./loan.js";

describe("loanFigures", () => {
  it("owes the total less what was received, the fee being the total less the amount paid for the payer", () => {
    expect(loanFigures(100000, 109900, true, [{ amount: 20000 }, { amount: 9900 }], false)).toEqual({
      principal: 100000,
      establishmentFee: 9900,
      total: 109900,
      repaid: 29900,
      balance: 80000,
      status: "FUNDED",
    });
  });

  it("is awaiting funding until paid to the agency, and repaid once nothing is owing", () => {
    expect(loanFigures(100000, 109900, false, [], false).status).toBe("AWAITING_FUNDING");
    expect(loanFigures(100000, 109900, true, [{ amount: 109900 }], false)).toMatchObject({ balance: 0, status: "REPAID" });
  });

  it("never owes less than nothing, and a completed application owes nothing", () => {
    expect(loanFigures(100000, 109900, true, [{ amount: 200000 }], false).balance).toBe(0);
    expect(loanFigures(100000, 109900, true, [], true)).toMatchObject({ balance: 0, status: "REPAID" });
    expect(loanFigures(100000, 109900, false, [], true)).toMatchObject({ balance: 0, status: "REPAID" });
  });
});

describe("longStopMonthsOf", () => {
  it("is the product's own period, and twelve months for a product without one", () => {
    expect(longStopMonthsOf("VPA Collect")).toBe(12);
    expect(longStopMonthsOf("Another product")).toBe(12);
  });
});

describe("payoutFigure", () => {
  const loan = { balance: 362000, fundedOn: "2026-01-31", longStopMonths: 12, asAt: "2026-03-10" };

  it("is what is owing today, for a settlement from today to the long-stop date, valid until that settlement", () => {
    expect(payoutFigure(loan, "2026-03-10")).toEqual({
      settlementDate: "2026-03-10",
      payoutFigure: 362000,
      validUntil: "2026-03-10",
    });
    expect(payoutFigure(loan, "2027-01-31")).toMatchObject({ payoutFigure: 362000, validUntil: "2027-01-31" });
  });

  it("refuses a day in the past, past the loan's terms, or not on the calendar", () => {
    expect(payoutFigure(loan, "2026-03-09")).toBeNull();
    expect(payoutFigure(loan, "2027-02-01")).toBeNull();
    expect(payoutFigure(loan, "2026-02-30")).toBeNull();
    expect(payoutFigure(loan, "10/03/2026")).toBeNull();
  });

  it("counts the terms from today while the loan is still to be paid to the agency", () => {
    const unfunded = { ...loan, fundedOn: null };
    expect(latestSettlementDate(unfunded)).toBe("2027-03-10");
    expect(payoutFigure(unfunded, "2027-03-10")).not.toBeNull();
    expect(payoutFigure(unfunded, "2027-03-11")).toBeNull();
  });

  it("has a figure for today even past the long-stop date, when the loan is overdue", () => {
    const overdue = { balance: 362000, fundedOn: "2025-01-10", longStopMonths: 12, asAt: "2026-03-10" };
    expect(payoutFigure(overdue, "2026-03-10")).toEqual({
      settlementDate: "2026-03-10",
      payoutFigure: 362000,
      validUntil: "2026-03-10",
    });
    expect(payoutFigure(overdue, "2026-03-11")).toBeNull();
  });
});

describe("loanReference", () => {
  it("is the application's id on nine digits and a Luhn check digit", () => {
    expect(loanReference(42)).toBe("0000000422");
    expect(loanReference(1234567)).toMatch(/^001234567\d$/);
  });
});
