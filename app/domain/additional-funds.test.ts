import { describe, expect, it } from "vitest";

import { serverTranslator } from "~/i18n/catalogs.server";
import { translateFieldMessage } from "~/i18n/field-message";
import { makeApplicant, makeApplication, makeFundRequest } from "../../tests/fixtures/fund-requests";
import { additionalFundsAccess, additionalFundsFigures, feeTiers } from "./additional-funds";
import type { FinanceApplication } from "./types";

/** The messages (catalog keys) as an en-AU page says them. */
const english = (message: string) => translateFieldMessage(serverTranslator("en-AU").t, message);

const vpa = (customerId = "c1") => makeApplication({ id: "vpa", financeType: "VPA" }, [makeApplicant({ id: customerId })]);
const additional = (customerId = "c1") =>
  makeApplication({ id: "add", financeType: "VPA_ADDITIONAL" }, [makeApplicant({ id: customerId })]);
const request = (financeApplications: FinanceApplication[], overrides = {}) =>
  makeFundRequest({ financeApplications, ...overrides });

describe("additionalFundsAccess", () => {
  it("opens for an applicant of a VPA application, whatever its status, with no additional one", () => {
    for (const applicationStatus of ["CREATED", "SUBMITTED", "AWAITING_SIGNATURES", "SIGNED", "COMPLETED"] as const) {
      const application = makeApplication({ financeType: "VPA", applicationStatus }, [makeApplicant({ id: "c1" })]);
      expect(additionalFundsAccess(request([application]), "c1", true)).toBe("apply");
    }
  });

  it("asks for the VPA application first while the marketing cost can still be deferred", () => {
    expect(additionalFundsAccess(request([]), "c1", true)).toBe("vpa-first");
    expect(additionalFundsAccess(request([], { canDeferPayment: false }), "c1", true)).toBe("closed");
    expect(additionalFundsAccess(request([], { receivableStatus: "PAID" }), "c1", true)).toBe("closed");
  });

  it("closes once an additional application exists, with lending off, for other request types and entities", () => {
    expect(additionalFundsAccess(request([vpa(), additional()]), "c1", true)).toBe("closed");
    expect(additionalFundsAccess(request([additional()]), "c1", true)).toBe("closed");
    expect(additionalFundsAccess(request([vpa()]), "c1", false)).toBe("closed");
    expect(additionalFundsAccess(request([]), "c1", false)).toBe("closed");
    expect(additionalFundsAccess(request([vpa()], { requestType: "BUYER_DEPOSIT" }), "c1", true)).toBe("closed");
    expect(additionalFundsAccess(request([vpa()], { entity: { id: "e1", name: "Acme Pty Ltd" } }), "c1", true)).toBe("closed");
  });

  it("is about this customer: another customer's applications neither open nor close it", () => {
    expect(additionalFundsAccess(request([vpa("c2")]), "c1", true)).toBe("vpa-first");
    expect(additionalFundsAccess(request([vpa(), additional("c2")]), "c1", true)).toBe("apply");
  });
});

describe("the fee on the additional amount (docs/SPEC.md 9)", () => {
  it("follows the three tiers", () => {
    expect(additionalFundsFigures(100_000)).toEqual({ amount: 100_000, fee: 9_900, total: 109_900 });
    expect(additionalFundsFigures(200_001)).toEqual({ amount: 200_001, fee: 11_980 + 2_500, total: 214_481 });
    expect(additionalFundsFigures(1_200_000).fee).toBe(74_380);
    expect(additionalFundsFigures(5_000_000).fee).toBe(299_500 + 89_900);
  });

  it("says the tiers in words from the same constants", () => {
    expect(feeTiers().map(english)).toEqual([
      "up to $2,000.00: a fee of $99.00",
      "up to $30,000.00: 5.99% of the amount plus $25.00",
      "above $30,000.00: 5.99% of the amount plus $899.00",
    ]);
  });
});
