import { describe, expect, it } from "vitest";

import { makeApplicant, makeApplication } from "../../tests/fixtures/fund-requests";
import { applicantSteps, nextStep, previousStep } from "./application-flow";
import type { FinanceApplication } from "./types";

function application(overrides: Partial<FinanceApplication> = {}, verified = false): FinanceApplication {
  return makeApplication(overrides, [
    makeApplicant({ id: "c1", hasVerifiedIdentity: verified }),
    makeApplicant({ id: "c2", hasVerifiedIdentity: verified }),
  ]);
}

describe("applicantSteps", () => {
  it("gives the creator of a simple application every step but the full-lending questions", () => {
    expect(applicantSteps(application(), "c1")).toEqual([
      "citizenship",
      "verify-identity",
      "mortgage-property",
      "settlement-details",
      "send-funds-to",
      "repayment",
      "bank-details",
      "add-applicants",
      "review-details",
    ]);
  });

  it("adds the full-lending questions after identity for a full lending application", () => {
    const steps = applicantSteps(application({ isFullLending: true }), "c1");
    expect(steps.slice(2, 6)).toEqual(["marital-status", "income-payslips", "expenses-liabilities", "mortgage-property"]);
  });

  it("leaves add-applicants out for anyone but the creator", () => {
    expect(applicantSteps(application(), "c2")).not.toContain("add-applicants");
    expect(applicantSteps(application({ creator: null }), "c1")).not.toContain("add-applicants");
  });
});

describe("nextStep", () => {
  it("follows the applicant's list", () => {
    expect(nextStep("citizenship", application(), "c1")).toBe("verify-identity");
    expect(nextStep("bank-details", application(), "c1")).toBe("add-applicants");
    expect(nextStep("bank-details", application(), "c2")).toBe("review-details");
  });

  it("goes from identity to marital-status for full lending, else to mortgage-property (docs/SPEC.md 2.5)", () => {
    expect(nextStep("verify-identity", application({ isFullLending: true }), "c1")).toBe("marital-status");
    expect(nextStep("verify-identity", application(), "c1")).toBe("mortgage-property");
    expect(nextStep("expenses-liabilities", application({ isFullLending: true }), "c1")).toBe("mortgage-property");
  });

  it("continues from a step outside the list with the next one that applies", () => {
    expect(nextStep("verification-fail", application(), "c1")).toBe("mortgage-property");
    expect(nextStep("income-payslips", application(), "c1")).toBe("mortgage-property");
  });

  it("ends at review-details", () => {
    expect(nextStep("review-details", application(), "c1")).toBe("review-details");
  });
});

describe("previousStep", () => {
  it.each(["contract-signing", "please-sign", "signed", "processing"] as const)("has no Back after submitting: %s", (step) => {
    expect(previousStep(step, application(), "c1")).toBeNull();
  });

  it("is null on the first step", () => {
    expect(previousStep("citizenship", application(), "c1")).toBeNull();
  });

  it("goes back along the applicant's list", () => {
    expect(previousStep("review-details", application(), "c1")).toBe("add-applicants");
    expect(previousStep("review-details", application(), "c2")).toBe("bank-details");
    expect(previousStep("mortgage-property", application({ isFullLending: true }), "c1")).toBe("expenses-liabilities");
  });

  it("does not lead back into the identity steps once identity is verified", () => {
    expect(previousStep("mortgage-property", application({}, true), "c1")).toBeNull();
    expect(previousStep("marital-status", application({ isFullLending: true }, true), "c1")).toBeNull();
    expect(previousStep("mortgage-property", application(), "c1")).toBe("verify-identity");
  });
});
