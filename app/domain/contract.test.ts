import { describe, expect, it } from "vitest";

import { contractFigures, namesInWords, progressInWords, signatureProgress, signersOf } from "./contract";
import { deferredPayment, establishmentFee } from "./money";
import type { ContractTerms } from "./types";

/** The figures as the provider states them for an application of `amount`. */
function termsFor(amount: number): ContractTerms {
  const totalRepayable = amount + establishmentFee(amount);
  return {
    title: "VPA Collect loan contract",
    lender: "Lender",
    product: "VPA Collect",
    loanAmount: amount,
    establishmentFee: totalRepayable - amount,
    totalRepayable,
    repaymentMethod: "AT_SETTLEMENT",
    repayment: "At settlement.",
    property: null,
    agency: "Agency",
    applicants: [],
    keyTerms: [],
    coolingOff: "",
  };
}

describe("contractFigures", () => {
  it.each([150_000, 200_000, 200_001, 385_000, 3_000_000, 3_000_001])(
    "matches the pay-later page's offer to the cent for %i cents",
    (amount) => {
      expect(contractFigures(termsFor(amount))).toEqual(deferredPayment(amount));
    },
  );
});

describe("signatureProgress", () => {
  const contract = {
    signatures: [
      { customerId: "1", name: "Ann Lee", signedAt: "2026-11-23T10:00:00.000Z" },
      { customerId: "2", name: "Ben Lee", signedAt: null },
      { customerId: "3", name: "Cy Lee", signedAt: "2026-11-23T11:00:00.000Z" },
    ],
  };
  it("lists the other applicants who have signed and those still to sign", () => {
    expect(signatureProgress(signersOf(contract), "2")).toEqual({ signed: ["Ann Lee", "Cy Lee"], waitingFor: [] });
    expect(signatureProgress(signersOf(contract), "1")).toEqual({ signed: ["Cy Lee"], waitingFor: ["Ben Lee"] });
  });
});

describe("namesInWords", () => {
  it("joins names as a sentence does", () => {
    expect(namesInWords([])).toBe("");
    expect(namesInWords(["Ann"])).toBe("Ann");
    expect(namesInWords(["Ann", "Ben"])).toBe("Ann and Ben");
    expect(namesInWords(["Ann", "Ben", "Cy"])).toBe("Ann, Ben and Cy");
    expect(namesInWords(["Ann", "Ben"], "vi")).toBe("Ann và Ben");
  });
});

describe("progressInWords", () => {
  it("joins each list in the page's language, and gives null for an empty one", () => {
    expect(progressInWords({ signed: ["Ann", "Ben"], waitingFor: [] }, "vi")).toEqual({ signed: "Ann và Ben", waitingFor: null });
    expect(progressInWords({ signed: [], waitingFor: ["Cy"] }, "en-AU")).toEqual({ signed: null, waitingFor: "Cy" });
  });
});
