import { describe, expect, it } from "vitest";

import { makeApplicant, makeApplication, makeFundRequest } from "../../tests/fixtures/fund-requests";
import { outsideContract } from "../../tests/fixtures/outside-contract";
import { chooseStartScreen, guardScreen, type Screen, screenPath, type StartInput } from "./start-screen";
import { APPLICATION_STEPS } from "./steps";
import type { Applicant, FinanceApplication, FundRequest } from "./types";

function withApplication(
  applicant: Partial<Applicant> = {},
  application: Partial<FinanceApplication> = {},
  fundRequest: Partial<FundRequest> = {},
  others: Applicant[] = [],
): StartInput {
  return {
    customerId: "c1",
    fundRequest: makeFundRequest({
      financeApplications: [makeApplication(application, [makeApplicant({ id: "c1", ...applicant }), ...others])],
      ...fundRequest,
    }),
  };
}

const failedIdentity = makeFundRequest().customers.map((c) =>
  c.id === "c1" ? { ...c, idVerificationResult: "FAIL" as const } : c,
);

describe("chooseStartScreen with an applicant and an application (docs/SPEC.md 2.5)", () => {
  it("1. sends an entity invoice to entity-upload-documents", () => {
    expect(chooseStartScreen(withApplication({}, {}, { entity: { id: "e1", name: "Acme Pty Ltd" } }))).toBe(
      "entity-upload-documents",
    );
  });

  it("2. sends an applicant who has not started to get-started", () => {
    expect(chooseStartScreen(withApplication({ settings: {} }))).toBe("get-started");
    expect(chooseStartScreen(withApplication({ settings: { currentPage: outsideContract(null) } }))).toBe("get-started");
    expect(chooseStartScreen(withApplication({ settings: { currentPage: outsideContract("") } }))).toBe("get-started");
  });

  it("3. sends a failed identity check to verification-fail", () => {
    expect(
      chooseStartScreen(withApplication({ settings: { currentPage: "bank-details" } }, {}, { customers: failedIdentity })),
    ).toBe("verification-fail");
  });

  it.each(["citizenship", "verify-identity", "verification-fail"] as const)(
    "4. after identity verification on %s goes to marital-status for full lending, else mortgage-property",
    (currentPage) => {
      const verified = { hasVerifiedIdentity: true, settings: { currentPage } };
      expect(chooseStartScreen(withApplication(verified, { isFullLending: true }))).toBe("marital-status");
      expect(chooseStartScreen(withApplication(verified, { isFullLending: false }))).toBe("mortgage-property");
    },
  );

  it("4. resumes a later saved page once identity is verified", () => {
    const verified = { hasVerifiedIdentity: true, settings: { currentPage: "repayment" as const } };
    expect(chooseStartScreen(withApplication(verified))).toBe("repayment");
  });

  it("5. sends CREATED with this applicant's part completed to awaiting-applicants", () => {
    const done = { hasCompletedApplication: true, settings: { currentPage: "review-details" as const } };
    expect(chooseStartScreen(withApplication(done, {}, {}, [makeApplicant({ id: "c2" })]))).toBe("awaiting-applicants");
  });

  it.each(["REVIEWING", "SUBMITTED"] as const)("6. sends %s to reviewing", (applicationStatus) => {
    const done = { hasCompletedApplication: true, settings: { currentPage: "review-details" as const } };
    expect(chooseStartScreen(withApplication(done, { applicationStatus }))).toBe("reviewing");
  });

  describe.each(["AWAITING_SIGNATURES", "SIGNED"] as const)("7. status %s", (applicationStatus) => {
    const input = (signed: boolean, signatureStatus?: "success" | "fail" | null) => ({
      ...withApplication(
        { hasCompletedApplication: true, hasSignedContract: signed, settings: { currentPage: "processing" } },
        { applicationStatus },
      ),
      signatureStatus,
    });
    it("goes to signed when the applicant has signed", () => {
      expect(chooseStartScreen(input(true))).toBe("signed");
      expect(chooseStartScreen(input(true, "fail"))).toBe("signed");
    });
    it("sends a signature query to lodge-signed, which reads the provider's record of it (decision 0163)", () => {
      expect(chooseStartScreen(input(false, "success"))).toBe("lodge-signed");
      expect(chooseStartScreen(input(false, "fail"))).toBe("lodge-signed");
    });
    it("otherwise goes to contract-signing", () => {
      expect(chooseStartScreen(input(false))).toBe("contract-signing");
      expect(chooseStartScreen(input(false, null))).toBe("contract-signing");
    });
  });

  describe("7. with co-applicants (decision 0161)", () => {
    const awaiting = (own: Partial<Applicant>, other: Partial<Applicant>) =>
      withApplication(
        { hasCompletedApplication: true, settings: { currentPage: "processing" }, ...own },
        { applicationStatus: "AWAITING_SIGNATURES" },
        {},
        [makeApplicant({ id: "c2", hasCompletedApplication: true, ...other })],
      );
    it("asks an applicant whose co-applicant has signed to sign too (please-sign)", () => {
      expect(chooseStartScreen(awaiting({}, { hasSignedContract: true }))).toBe("please-sign");
      expect(chooseStartScreen(awaiting({}, {}))).toBe("contract-signing");
    });
    it("shows signed to the one who has signed while the other has not", () => {
      expect(chooseStartScreen(awaiting({ hasSignedContract: true }, {}))).toBe("signed");
    });
    it("shows a declined contract as declined to every applicant who has not signed, on every visit", () => {
      expect(chooseStartScreen(awaiting({ hasDeclinedContract: true }, {}))).toBe("declined-signature");
      expect(chooseStartScreen(awaiting({}, { hasDeclinedContract: true }))).toBe("declined-signature");
      expect(chooseStartScreen(awaiting({}, { hasDeclinedContract: true, hasSignedContract: false }))).toBe("declined-signature");
      expect(chooseStartScreen(awaiting({ hasSignedContract: true }, { hasDeclinedContract: true }))).toBe("signed");
    });
    it("lets please-sign and contract-signing show each other's state, and nothing after it", () => {
      const second = awaiting({}, { hasSignedContract: true });
      expect(guardScreen("please-sign", second)).toBeNull();
      expect(guardScreen("contract-signing", second)).toBeNull();
      expect(guardScreen("creating-contract", second)).toBeNull();
      expect(guardScreen("signed", second)).toBe("please-sign");
      const declined = awaiting({ hasDeclinedContract: true }, {});
      expect(guardScreen("contract-signing", declined)).toBe("declined-signature");
      expect(guardScreen("declined-signature", declined)).toBeNull();
    });
  });

  it("7. ignores a signature query while the application is still being filled in", () => {
    const input = { ...withApplication({ settings: { currentPage: "bank-details" } }), signatureStatus: "success" as const };
    expect(chooseStartScreen(input)).toBe("bank-details");
  });

  it("8. sends COMPLETED to signed, whatever the query says", () => {
    const input = withApplication({ hasCompletedApplication: true, hasSignedContract: true }, { applicationStatus: "COMPLETED" });
    expect(chooseStartScreen(input)).toBe("signed");
    expect(chooseStartScreen({ ...input, signatureStatus: "fail" })).toBe("signed");
  });

  it("9. otherwise resumes the saved current page", () => {
    expect(chooseStartScreen(withApplication({ settings: { currentPage: "bank-details" } }))).toBe("bank-details");
    expect(chooseStartScreen(withApplication({ settings: { currentPage: "citizenship" } }))).toBe("citizenship");
  });

  it("9. restarts at citizenship when the saved page is unknown or not a step to fill in", () => {
    expect(chooseStartScreen(withApplication({ settings: { currentPage: outsideContract("nonsense") } }))).toBe("citizenship");
    expect(chooseStartScreen(withApplication({ settings: { currentPage: "processing" } }))).toBe("citizenship");
  });

  it("uses the active application: VPA before the customer signs it", () => {
    const input: StartInput = {
      customerId: "c1",
      fundRequest: makeFundRequest({
        financeApplications: [
          makeApplication({ id: "add", financeType: "VPA_ADDITIONAL" }, [
            makeApplicant({ settings: { currentPage: "repayment" } }),
          ]),
          makeApplication({ id: "vpa", financeType: "VPA" }, [makeApplicant({ settings: { currentPage: "bank-details" } })]),
        ],
      }),
    };
    expect(chooseStartScreen(input)).toBe("bank-details");
  });
});

describe("chooseStartScreen with no application (docs/SPEC.md 2.5)", () => {
  const noApplication = (fundRequest: Partial<FundRequest> = {}, payLater?: boolean): StartInput => ({
    customerId: "c1",
    fundRequest: makeFundRequest(fundRequest),
    payLater,
  });

  it("sends PROCESSING to pending-payment, even with paylater", () => {
    expect(chooseStartScreen(noApplication({ receivableStatus: "PROCESSING" }, true))).toBe("pending-payment");
  });

  it("sends PAID to paid-in-full", () => {
    expect(chooseStartScreen(noApplication({ receivableStatus: "PAID", amountOutstanding: 0 }))).toBe("paid-in-full");
  });

  it("sends paylater=true to pay-later when the request can be deferred", () => {
    expect(chooseStartScreen(noApplication({}, true))).toBe("pay-later");
  });

  it("sends paylater=true to pay-now when the request cannot be deferred or nothing is outstanding", () => {
    expect(chooseStartScreen(noApplication({ canDeferPayment: false }, true))).toBe("pay-now");
    expect(chooseStartScreen(noApplication({ amountOutstanding: 0 }, true))).toBe("pay-now");
  });

  it("sends a VPA request that cannot be deferred to pay-now", () => {
    expect(chooseStartScreen(noApplication({ canDeferPayment: false }))).toBe("pay-now");
  });

  it("sends the other cases to pay-now", () => {
    expect(chooseStartScreen(noApplication())).toBe("pay-now");
    expect(chooseStartScreen(noApplication({ requestType: "BOND", canDeferPayment: false }))).toBe("pay-now");
  });

  it("treats an application this customer is not on as no application", () => {
    const input = withApplication({ id: "c2" }, {}, { receivableStatus: "UNPAID" });
    expect(chooseStartScreen(input)).toBe("pay-now");
    expect(chooseStartScreen({ ...withApplication({ id: "c2" }), payLater: true })).toBe("pay-later");
  });

  it("does not send an entity invoice without an application to entity-upload-documents", () => {
    expect(chooseStartScreen(noApplication({ entity: { id: "e1", name: "Acme" } }))).toBe("pay-now");
  });
});

describe("guardScreen", () => {
  const unpaid: StartInput = { customerId: "c1", fundRequest: makeFundRequest() };
  const filling = withApplication({ settings: { currentPage: "bank-details" } });

  it("always allows contact-us", () => {
    expect(guardScreen("contact-us", unpaid)).toBeNull();
    expect(guardScreen("contact-us", withApplication({}, { applicationStatus: "COMPLETED" }))).toBeNull();
  });

  it("allows whatever chooseStartScreen picks, so a redirect can never loop", () => {
    const cases: StartInput[] = [
      unpaid,
      filling,
      withApplication({ settings: {} }),
      withApplication({ settings: { currentPage: "bank-details" } }, {}, { customers: failedIdentity }),
      withApplication({}, { applicationStatus: "COMPLETED" }, { entity: { id: "e", name: "E" } }),
      withApplication({ hasCompletedApplication: true }, { applicationStatus: "AWAITING_SIGNATURES" }),
      { ...withApplication({}, { applicationStatus: "SIGNED" }), signatureStatus: "fail" },
    ];
    for (const input of cases) expect(guardScreen(chooseStartScreen(input), input)).toBeNull();
  });

  describe("pay-now", () => {
    it("is allowed without an application while UNPAID", () => {
      expect(guardScreen("pay-now", unpaid)).toBeNull();
      expect(guardScreen("pay-now", { ...unpaid, payLater: true })).toBeNull();
    });
    it("is refused with an application", () => {
      expect(guardScreen("pay-now", filling)).toBe("bank-details");
    });
    it("is refused once PROCESSING or PAID", () => {
      expect(guardScreen("pay-now", { customerId: "c1", fundRequest: makeFundRequest({ receivableStatus: "PROCESSING" }) })).toBe(
        "pending-payment",
      );
      expect(guardScreen("pay-now", { customerId: "c1", fundRequest: makeFundRequest({ receivableStatus: "PAID" }) })).toBe(
        "paid-in-full",
      );
    });
  });

  describe.each(["pay-later", "get-started"] as const)("%s", (screen) => {
    it("is allowed without an application while UNPAID, deferrable and outstanding", () => {
      expect(guardScreen(screen, unpaid)).toBeNull();
    });
    it("is refused when the request cannot be deferred", () => {
      expect(guardScreen(screen, { customerId: "c1", fundRequest: makeFundRequest({ canDeferPayment: false }) })).toBe("pay-now");
    });
    it("is refused when nothing is outstanding", () => {
      expect(guardScreen(screen, { customerId: "c1", fundRequest: makeFundRequest({ amountOutstanding: 0 }) })).toBe("pay-now");
    });
    it("is refused when not UNPAID", () => {
      expect(guardScreen(screen, { customerId: "c1", fundRequest: makeFundRequest({ receivableStatus: "PROCESSING" }) })).toBe(
        "pending-payment",
      );
    });
    it("is refused with an application", () => {
      expect(guardScreen(screen, filling)).toBe("bank-details");
    });
  });

  it("allows get-started with an application only for an applicant who has not started", () => {
    expect(guardScreen("get-started", withApplication({ settings: {} }))).toBeNull();
  });

  it("allows pending-payment only when PROCESSING", () => {
    expect(
      guardScreen("pending-payment", { customerId: "c1", fundRequest: makeFundRequest({ receivableStatus: "PROCESSING" }) }),
    ).toBeNull();
    expect(guardScreen("pending-payment", unpaid)).toBe("pay-now");
  });

  it("allows paid-in-full only when PAID", () => {
    expect(
      guardScreen("paid-in-full", { customerId: "c1", fundRequest: makeFundRequest({ receivableStatus: "PAID" }) }),
    ).toBeNull();
    expect(guardScreen("paid-in-full", unpaid)).toBe("pay-now");
    expect(guardScreen("paid-in-full", filling)).toBe("bank-details");
  });

  describe("editable steps", () => {
    it("are allowed while CREATED and this applicant has not completed", () => {
      for (const step of ["citizenship", "verify-identity", "bank-details", "repayment", "review-details"] as const) {
        expect(guardScreen(step, filling)).toBeNull();
      }
    });
    it("are refused without an application", () => {
      expect(guardScreen("bank-details", unpaid)).toBe("pay-now");
    });
    it("are refused once this applicant has completed", () => {
      const done = withApplication({ hasCompletedApplication: true, settings: { currentPage: "review-details" } });
      expect(guardScreen("bank-details", done)).toBe("awaiting-applicants");
      expect(guardScreen("review-details", done)).toBe("awaiting-applicants");
    });
    it.each(["REVIEWING", "SUBMITTED", "AWAITING_SIGNATURES", "SIGNED", "COMPLETED"] as const)(
      "are refused when the status is %s",
      (applicationStatus) => {
        const input = withApplication(
          { hasCompletedApplication: true, settings: { currentPage: "review-details" } },
          { applicationStatus },
        );
        expect(guardScreen("bank-details", input)).toBe(chooseStartScreen(input));
        expect(guardScreen("bank-details", input)).not.toBeNull();
      },
    );
    it("are refused for an entity invoice", () => {
      expect(guardScreen("bank-details", withApplication({}, {}, { entity: { id: "e", name: "E" } }))).toBe(
        "entity-upload-documents",
      );
    });
    it("past identity are refused after a failed identity check, identity pages are not", () => {
      const input = withApplication({ settings: { currentPage: "bank-details" } }, {}, { customers: failedIdentity });
      expect(guardScreen("bank-details", input)).toBe("verification-fail");
      expect(guardScreen("verify-identity", input)).toBeNull();
    });
    it("for full lending are refused on other applications", () => {
      expect(guardScreen("marital-status", filling)).toBe("bank-details");
      expect(guardScreen("income-payslips", filling)).toBe("bank-details");
      expect(
        guardScreen("marital-status", withApplication({ settings: { currentPage: "bank-details" } }, { isFullLending: true })),
      ).toBeNull();
    });
    it("add-applicants is allowed only for the creator", () => {
      expect(guardScreen("add-applicants", filling)).toBeNull();
      const coApplicant: StartInput = {
        customerId: "c2",
        fundRequest: makeFundRequest({
          financeApplications: [
            makeApplication({}, [
              makeApplicant({ id: "c1" }),
              makeApplicant({ id: "c2", settings: { currentPage: "repayment" } }),
            ]),
          ],
        }),
      };
      expect(guardScreen("add-applicants", coApplicant)).toBe("repayment");
      expect(guardScreen("bank-details", coApplicant)).toBeNull();
    });
  });

  it.each(["processing", "reviewing"] as const)("allows %s only while REVIEWING or SUBMITTED", (screen) => {
    const at = (applicationStatus: FinanceApplication["applicationStatus"]) =>
      withApplication({ hasCompletedApplication: true, settings: { currentPage: "review-details" } }, { applicationStatus });
    expect(guardScreen(screen, at("REVIEWING"))).toBeNull();
    expect(guardScreen(screen, at("SUBMITTED"))).toBeNull();
    expect(guardScreen(screen, at("CREATED"))).toBe("awaiting-applicants");
    expect(guardScreen(screen, at("COMPLETED"))).toBe("signed");
    expect(guardScreen(screen, unpaid)).toBe("pay-now");
  });

  describe("other status pages are allowed only when chosen", () => {
    const awaiting = withApplication({ hasCompletedApplication: true }, { applicationStatus: "AWAITING_SIGNATURES" });
    it("contract-signing also allows creating-contract and please-sign", () => {
      expect(guardScreen("contract-signing", awaiting)).toBeNull();
      expect(guardScreen("creating-contract", awaiting)).toBeNull();
      expect(guardScreen("please-sign", awaiting)).toBeNull();
      expect(guardScreen("signed", awaiting)).toBe("contract-signing");
      expect(guardScreen("declined-signature", awaiting)).toBe("contract-signing");
    });
    it("signed also allows lodge-signed", () => {
      const completed = withApplication({ hasSignedContract: true }, { applicationStatus: "COMPLETED" });
      expect(guardScreen("lodge-signed", completed)).toBeNull();
      expect(guardScreen("contract-signing", completed)).toBe("signed");
    });
    it.each(["awaiting-applicants", "entity-upload-documents", "signed", "lodge-signed", "creating-contract"] as const)(
      "%s is refused while the application is being filled in",
      (screen) => {
        expect(guardScreen(screen, filling)).toBe("bank-details");
      },
    );
  });
});

describe("screenPath", () => {
  const uuid = "00000000-0000-4000-8000-000000000001";
  it.each<[Screen, string]>([
    ["pay-now", `/z/${uuid}`],
    ["pay-later", `/z/${uuid}/pay-later`],
    ["pending-payment", `/z/${uuid}/pending-payment`],
    ["paid-in-full", `/z/${uuid}/paid-in-full`],
    ["contact-us", `/z/${uuid}/contact-us`],
    ["get-started", `/z/${uuid}/pay-later/get-started`],
    ["entity-upload-documents", `/e/${uuid}/upload-documents`],
    ["citizenship", `/z/${uuid}/pay-later/application/citizenship`],
    ["declined-signature", `/z/${uuid}/pay-later/application/declined-signature`],
    ["lodge-signed", `/z/${uuid}/pay-later/application/lodge-signed`],
  ])("%s → %s", (screen, path) => {
    expect(screenPath(uuid, screen)).toBe(path);
  });

  it("gives every application step a path under the application", () => {
    for (const step of APPLICATION_STEPS) expect(screenPath("u", step)).toBe(`/z/u/pay-later/application/${step}`);
  });

  it("encodes a hostile uuid", () => {
    expect(screenPath("../x?y", "pay-now")).toBe("/z/..%2Fx%3Fy");
  });
});

describe("the lending flag and the additional-funds screens (decision 0172)", () => {
  const vendorWith = (applications: FinanceApplication[], lending = true, overrides: Partial<FundRequest> = {}): StartInput => ({
    customerId: "c1",
    lending,
    fundRequest: makeFundRequest({ financeApplications: applications, ...overrides }),
  });
  const submittedVpa = (signed = false) =>
    makeApplication({ id: "vpa", financeType: "VPA", applicationStatus: signed ? "SIGNED" : "SUBMITTED" }, [
      makeApplicant({
        id: "c1",
        hasCompletedApplication: true,
        hasSignedContract: signed,
        settings: { currentPage: "review-details" },
      }),
    ]);
  const additional = makeApplication({ id: "add", financeType: "VPA_ADDITIONAL", isFullLending: true }, [
    makeApplicant({ id: "c1", settings: { currentPage: "citizenship" } }),
  ]);
  const AF = ["additional-funds", "additional-funds-how-much", "additional-funds-what-are-the-funds-for"] as const;

  it("never opens pay-later or get-started with lending off, even asked for with paylater=true", () => {
    expect(chooseStartScreen({ ...vendorWith([], false), payLater: true })).toBe("pay-now");
    expect(guardScreen("pay-later", vendorWith([], false))).toBe("pay-now");
    expect(guardScreen("get-started", vendorWith([], false))).toBe("pay-now");
    expect(chooseStartScreen({ ...vendorWith([], true), payLater: true })).toBe("pay-later");
  });

  it("shows every additional-funds screen to a vendor with a VPA application and no additional one", () => {
    for (const screen of AF) expect(guardScreen(screen, vendorWith([submittedVpa()]))).toBeNull();
  });

  it("shows only get started while there is no application yet", () => {
    expect(guardScreen("additional-funds", vendorWith([]))).toBeNull();
    expect(guardScreen("additional-funds-how-much", vendorWith([]))).toBe("pay-now");
    expect(guardScreen("additional-funds-what-are-the-funds-for", vendorWith([]))).toBe("pay-now");
  });

  it("sends each of them to the active application once an additional one exists", () => {
    for (const screen of AF) {
      expect(guardScreen(screen, vendorWith([submittedVpa(false), additional]))).toBe("reviewing");
      expect(guardScreen(screen, vendorWith([submittedVpa(true), additional]))).toBe("citizenship");
    }
  });

  it("sends each of them away with lending off or on a request that is not VPA", () => {
    for (const screen of AF) {
      expect(guardScreen(screen, vendorWith([submittedVpa()], false))).toBe("reviewing");
      expect(guardScreen(screen, vendorWith([], true, { requestType: "BOND" }))).toBe("pay-now");
    }
  });

  it("has an address for each", () => {
    expect(AF.map((screen) => screenPath("u1", screen))).toEqual([
      "/z/u1/pay-later/additional-funds",
      "/z/u1/pay-later/additional-funds/how-much",
      "/z/u1/pay-later/additional-funds/what-are-the-funds-for",
    ]);
  });
});
