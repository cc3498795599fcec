import { describe, expect, it } from "vitest";

import {
  applicantProgress,
  pageLinks,
  refusedViewingTarget,
  saleUpdateWords,
  STAFF_ROLES,
  viewingAllows,
  viewingHasEnded,
  viewingOperationOf,
  viewingRefusal,
} from "./staff";

const UUID = "00000000-0000-4000-8000-000000000001";

describe("viewingOperationOf", () => {
  it("names what a post to a payer's page does", () => {
    expect(viewingOperationOf(`/z/${UUID}/pay-later/application/citizenship`)).toBe("save-answers");
    expect(viewingOperationOf(`/z/${UUID}/pay-later/application/income-payslips/`)).toBe("save-answers");
    expect(viewingOperationOf(`/z/${UUID}/pay-later/application/review-details`)).toBe("submit-application");
    expect(viewingOperationOf(`/z/${UUID}/pay-later/application/verify-identity`)).toBe("verify-identity");
    expect(viewingOperationOf(`/z/${UUID}/pay-later/application/contract-signing`)).toBe("sign-contract");
    expect(viewingOperationOf(`/z/${UUID}/pay-later/application/please-sign`)).toBe("sign-contract");
    expect(viewingOperationOf(`/z/${UUID}/pay-later/application/cancel`)).toBe("withdraw-application");
    expect(viewingOperationOf(`/z/${UUID}/pay-later/get-started`)).toBe("start-application");
    expect(viewingOperationOf(`/z/${UUID}/pay-by-card`)).toBe("pay");
    expect(viewingOperationOf(`/z/${UUID}/contact-us/message`)).toBe("send-message");
    expect(viewingOperationOf(`/z/${UUID}`)).toBe("other");
    expect(viewingOperationOf("/staff")).toBe("other");
  });
});

describe("viewingAllows (decision 0191)", () => {
  it("lets every role but office view only save answers, and nothing else", () => {
    for (const role of STAFF_ROLES) {
      expect(viewingAllows(role, "save-answers")).toBe(role !== "ROLE_6");
      for (const operation of [
        "submit-application",
        "start-application",
        "withdraw-application",
        "verify-identity",
        "sign-contract",
        "pay",
        "send-message",
        "other",
      ] as const) {
        expect(viewingAllows(role, operation)).toBe(false);
      }
    }
  });

  it("explains a refusal in plain words", () => {
    expect(viewingRefusal("ROLE_1", "pay")).toMatch(/^While viewing as the customer you cannot pay on their behalf/);
    expect(viewingRefusal("ROLE_6", "save-answers")).toMatch(/^Office view only/);
  });

  it("sends a refused post back to the step, or to the link's first screen", () => {
    expect(refusedViewingTarget(`/z/${UUID}/pay-later/application/contract-signing`, UUID)).toBe(
      `/z/${UUID}/pay-later/application/contract-signing`,
    );
    expect(refusedViewingTarget(`/z/${UUID}/pay-by-card`, UUID)).toBe(`/z/${UUID}`);
  });
});

describe("viewingHasEnded", () => {
  const now = Date.parse("2026-11-23T10:00:00Z");
  it("ends at the expiry, not before", () => {
    expect(viewingHasEnded("2026-11-23T10:00:01Z", now)).toBe(false);
    expect(viewingHasEnded("2026-11-23T10:00:00Z", now)).toBe(true);
    expect(viewingHasEnded(null, now)).toBe(false);
    expect(viewingHasEnded("not a date", now)).toBe(true);
  });
});

describe("pageLinks and applicantProgress", () => {
  it("offers previous and next only where they exist", () => {
    expect(pageLinks(1, 1)).toEqual({ previous: null, next: null });
    expect(pageLinks(2, 3)).toEqual({ previous: 1, next: 3 });
  });

  it("says where an applicant is", () => {
    const base = { hasCompletedApplication: false, hasVerifiedIdentity: false, hasSignedContract: false, currentPage: null };
    expect(applicantProgress(base)).toBe("Not finished");
    expect(applicantProgress({ ...base, currentPage: "income-payslips" })).toBe("Not finished, last on income payslips");
    expect(applicantProgress({ ...base, hasCompletedApplication: true })).toBe("Finished their answers");
    expect(applicantProgress({ ...base, hasSignedContract: true })).toBe("Signed the contract");
  });
});

describe("saleUpdateWords", () => {
  const update = {
    status: "UNDER_OFFER" as const,
    expectedSettlementDate: "2027-01-15",
    conveyancer: { firm: "Harbour Conveyancing", contactName: "Priya Shah", email: null, phone: "02 9000 1234" },
    payoutLetterSentTo: null,
    recordedAt: "2026-11-28T01:00:00.000Z",
    recordedBy: { customerName: "Mei Chen", representativeName: null },
  };

  it("says what the borrower told us, and when", () => {
    const words = saleUpdateWords(update);
    expect(words).toMatch(/^Property under offer; expected settlement \S/);
    expect(words).toContain("; conveyancer Harbour Conveyancing, Priya Shah, 02 9000 1234. Told by Mei Chen, ");
  });

  it("marks an update a representative recorded as theirs", () => {
    const recorded = saleUpdateWords({
      ...update,
      conveyancer: null,
      recordedBy: { customerName: "Mei Chen", representativeName: "Rita Rep" },
    });
    expect(recorded).toContain("Recorded by Rita Rep for Mei Chen, ");
    expect(recorded).not.toContain("conveyancer");
  });
});
