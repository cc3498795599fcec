import { describe, expect, it } from "vitest";

import { contractDocument, documentHash, signatureMatches, signatureNameProblems } from "./contract.js";

const facts = {
  product: "VPA Collect",
  amount: 350_000,
  repaymentAmount: 373_465,
  repaymentMethod: "AT_SETTLEMENT" as const,
  property: "1 Hay Street, Perth 6000",
  agency: "Test Realty Perth",
  applicants: [{ customerId: "1", name: "Ann Lee" }],
};

describe("the contract document", () => {
  it("states the application's figures in cents, the fee being the total less the loan", () => {
    const document = contractDocument(facts);
    expect(document).toMatchObject({ loanAmount: 350_000, establishmentFee: 23_465, totalRepayable: 373_465 });
    expect(document.keyTerms.join(" ")).toContain("$234.65");
    expect(document.keyTerms.join(" ")).toContain("$3,734.65");
    expect(document.coolingOff).toMatch(/5 business days/);
  });

  it("says how it is repaid by the method chosen, at settlement when none was", () => {
    expect(contractDocument({ ...facts, repaymentMethod: "DIRECT_DEBIT" }).repayment).toMatch(/debited/);
    expect(contractDocument({ ...facts, repaymentMethod: null }).repayment).toMatch(/proceeds of the sale/);
  });

  it("hashes the stored text with SHA-256", () => {
    expect(documentHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("the signature name", () => {
  it("matches the applicant's name whatever the case and spacing", () => {
    expect(signatureMatches("Ann Lee", "Ann Lee")).toBe(true);
    expect(signatureMatches("  ann   LEE ", "Ann Lee")).toBe(true);
    expect(signatureMatches("AnnLee", "Ann Lee")).toBe(true);
  });

  it("refuses another name, a part of the name and an empty one", () => {
    expect(signatureMatches("Ben Lee", "Ann Lee")).toBe(false);
    expect(signatureMatches("Ann", "Ann Lee")).toBe(false);
    expect(signatureMatches("   ", "")).toBe(false);
  });

  it("points a mismatch at fullName, naming the name expected", () => {
    expect(signatureNameProblems("Ann Smith", "Ann Lee")).toEqual([
      { pointer: "/data/attributes/fullName", detail: expect.stringContaining("Ann Lee") },
    ]);
    expect(signatureNameProblems("ann lee", "Ann Lee")).toEqual([]);
  });
});
