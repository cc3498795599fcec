import { describe, expect, it } from "vitest";

import { makeApplicant, makeApplication } from "../../tests/fixtures/fund-requests";
import { isCreditBankDetailsReadOnly, isDebitBankDetailsReadOnly } from "./read-only";
import type { ApplicationData, BankDetails, FinanceApplication } from "./types";

const details = (userId: string | null): BankDetails => ({
  bsb: "062000",
  accountNumber: "12345678",
  accountName: "A Nguyen",
  userId,
});

function application(data: Partial<ApplicationData> = {}, overrides: Partial<FinanceApplication> = {}, completed = false) {
  const base = makeApplication(overrides, [
    makeApplicant({ id: "c1", hasCompletedApplication: completed }),
    makeApplicant({ id: "c2" }),
  ]);
  return { ...base, applicationData: { ...base.applicationData, ...data } };
}

describe("isDebitBankDetailsReadOnly", () => {
  it("is editable while CREATED, before this applicant submits, when empty or set by them", () => {
    expect(isDebitBankDetailsReadOnly(application(), "c1")).toBe(false);
    expect(isDebitBankDetailsReadOnly(application({ debitBankDetails: details("c1") }), "c1")).toBe(false);
    expect(isDebitBankDetailsReadOnly(application({ debitBankDetails: details(null) }), "c1")).toBe(false);
  });

  it("is read-only once this applicant has submitted", () => {
    expect(isDebitBankDetailsReadOnly(application({}, {}, true), "c1")).toBe(true);
  });

  it.each(["REVIEWING", "SUBMITTED", "AWAITING_SIGNATURES", "SIGNED", "COMPLETED"] as const)(
    "is read-only when the status is %s",
    (applicationStatus) => {
      expect(isDebitBankDetailsReadOnly(application({}, { applicationStatus }), "c1")).toBe(true);
    },
  );

  it("is read-only when set by another user and no repayment method is set", () => {
    expect(isDebitBankDetailsReadOnly(application({ debitBankDetails: details("c2") }), "c1")).toBe(true);
  });

  it("is editable when set by another user but a repayment method is set", () => {
    const app = application({ debitBankDetails: details("c2"), loanRepaymentMethod: "DIRECT_DEBIT" });
    expect(isDebitBankDetailsReadOnly(app, "c1")).toBe(false);
  });

  it("is read-only without an application or for a customer who is not an applicant", () => {
    expect(isDebitBankDetailsReadOnly(null, "c1")).toBe(true);
    expect(isDebitBankDetailsReadOnly(application(), "c9")).toBe(true);
  });
});

describe("isCreditBankDetailsReadOnly", () => {
  it("is editable when empty or set by this applicant", () => {
    expect(isCreditBankDetailsReadOnly(application(), "c1")).toBe(false);
    expect(isCreditBankDetailsReadOnly(application({ creditBankDetails: details("c1") }), "c1")).toBe(false);
  });

  it("is read-only when set by another user, whatever the repayment method", () => {
    const app = application({ creditBankDetails: details("c2"), loanRepaymentMethod: "AT_SETTLEMENT" });
    expect(isCreditBankDetailsReadOnly(app, "c1")).toBe(true);
  });

  it("is read-only once submitted or past CREATED", () => {
    expect(isCreditBankDetailsReadOnly(application({}, {}, true), "c1")).toBe(true);
    expect(isCreditBankDetailsReadOnly(application({}, { applicationStatus: "SUBMITTED" }), "c1")).toBe(true);
    expect(isCreditBankDetailsReadOnly(null, "c1")).toBe(true);
  });
});
