import { describe, expect, it, vi } from "vitest";

import type { FinanceApplication } from "~/domain/types";
import { makeApplicant, makeApplication, makeFundRequest } from "../../tests/fixtures/fund-requests";
import { outsideContract } from "../../tests/fixtures/outside-contract";
import { pageAfter, saveStep, type StepContext, stepView } from "./application.server";
import { type ProviderClient, ProviderError, type SubmitInput } from "./provider.server";

const UUID = "00000000-0000-4000-8000-000000000001";

function stepContext(
  application: FinanceApplication,
  overrides: Partial<StepContext> = {},
  submit: (input: SubmitInput) => Promise<unknown> = async () => ({}),
) {
  const submitFinanceApplication = vi.fn((_link: unknown, _id: string, input: SubmitInput) => submit(input));
  const link = { uuid: UUID, providerCookies: {}, fundRequestId: "1", customerId: "c2", impersonationExpiresAt: null };
  const context: StepContext = {
    uuid: UUID,
    link,
    fundRequest: makeFundRequest({ financeApplications: [application] }),
    provider: { submitFinanceApplication, linkSession: (same: unknown) => same } as unknown as ProviderClient,
    session: { links: [link] },
    headers: new Headers(),
    application,
    applicant: application.applicationData.applicants.find((a) => a.id === "c2")!,
    step: "marital-status",
    form: { version: application.version, returnToReview: false },
    ...overrides,
  };
  return { context, submitFinanceApplication };
}

const request = new Request(`http://portal.test/z/${UUID}/pay-later/application/marital-status`, { method: "POST" });

// c1 created the application; c2 is the applicant saving, and it is full lending.
function twoApplicants(overrides: Partial<FinanceApplication> = {}) {
  return makeApplication({ isFullLending: true, version: 5, ...overrides }, [
    makeApplicant({ id: "c1", income: outsideContract([{ amount: null }]), settings: { currentPage: "repayment" } }),
    makeApplicant({ id: "c2", hasVerifiedIdentity: true, settings: { currentPage: "marital-status" } }),
  ]);
}

describe("saveStep", () => {
  it("merges the change into this applicant only, stores the next page and submits the form's version", async () => {
    const application = twoApplicants({
      applicationData: {
        ...twoApplicants().applicationData,
        debitBankDetails: { bsb: "", accountNumber: "", accountName: "", userId: null },
      },
    });
    const { context, submitFinanceApplication } = stepContext(application, { form: { version: 4, returnToReview: false } });
    const result = await saveStep(context, request, {
      applicant: {
        martialStatus: "Single",
        numberOfDependents: 0,
        income: outsideContract([{ amount: null }, { amount: 1000 }]),
      },
    });

    expect(result).toEqual({ ok: true, redirectTo: `/z/${UUID}/pay-later/application/income-payslips` });
    const [, id, sent] = submitFinanceApplication.mock.calls[0];
    expect(id).toBe("a1");
    expect(sent.action).toBe("SAVE");
    expect(sent.version).toBe(4);
    const [creator, saver] = sent.applicationData.applicants;
    expect(creator).toEqual(application.applicationData.applicants[0]);
    expect(saver).toMatchObject({
      martialStatus: "Single",
      numberOfDependents: 0,
      hasVerifiedIdentity: true,
      settings: { currentPage: "income-payslips" },
      // docs/SPEC.md 5: the saving applicant's income without an amount is dropped.
      income: [{ amount: 1000 }],
    });
    // docs/SPEC.md 5: empty debit details go as null.
    expect(sent.applicationData.debitBankDetails).toBeNull();
    // The stored application is not changed in place.
    expect(application.applicationData.applicants[1].settings?.currentPage).toBe("marital-status");
  });

  it("goes back to the review page after a Change link, and to the page named when one is", async () => {
    const application = twoApplicants();
    const review = stepContext(application, { form: { version: 5, returnToReview: true } });
    expect(await saveStep(review.context, request, {})).toEqual({
      ok: true,
      redirectTo: `/z/${UUID}/pay-later/application/review-details`,
    });
    expect(review.submitFinanceApplication.mock.calls[0][2].applicationData.applicants[1].settings?.currentPage).toBe(
      "review-details",
    );
    const named = stepContext(application);
    expect(pageAfter(named.context, { nextPage: "verification-fail" })).toBe("verification-fail");
  });

  it("tells a conflict, refused answers and an unavailable provider apart, without throwing", async () => {
    const application = twoApplicants();
    const refuse = (status: number | undefined, body?: unknown) => () => Promise.reject(new ProviderError(status, body));

    const conflict = await saveStep(
      stepContext(application, {}, refuse(409, { errors: [{ status: "409", title: "Conflict" }] })).context,
      request,
      {},
    );
    expect(conflict).toMatchObject({ ok: false, kind: "conflict" });

    const pointer = "/data/applicationData/applicants/1/numberOfDependents";
    const invalid = await saveStep(
      stepContext(
        application,
        {},
        refuse(422, { errors: [{ status: "422", title: "Invalid value", detail: "Too many.", source: { pointer } }] }),
      ).context,
      request,
      {},
    );
    expect(invalid).toMatchObject({
      ok: false,
      kind: "invalid",
      errors: [{ message: "Too many.", source: { field: "numberOfDependents", pointer } }],
    });

    const down = await saveStep(stepContext(application, {}, refuse(undefined)).context, request, {});
    expect(down).toMatchObject({ ok: false, kind: "unavailable" });
    const failing = await saveStep(stepContext(application, {}, refuse(500, { errors: [] })).context, request, {});
    expect(failing).toMatchObject({ ok: false, kind: "unavailable" });
    const refused = await saveStep(stepContext(application, {}, refuse(400, { errors: [] })).context, request, {});
    expect(refused).toMatchObject({ ok: false, kind: "failed" });
  });
});

describe("saveStep, sent again after the portal gave up waiting (decision 0112)", () => {
  const landed = (version: number, dependents: number) =>
    twoApplicants({
      version,
      applicationData: {
        ...twoApplicants().applicationData,
        applicants: twoApplicants().applicationData.applicants.map((applicant) =>
          applicant.id === "c2"
            ? {
                ...applicant,
                martialStatus: "Single",
                numberOfDependents: dependents,
                settings: { currentPage: "income-payslips" },
              }
            : applicant,
        ),
      },
    });

  it("goes on without a second submit when the stored application already holds what the older form sends", async () => {
    const { context, submitFinanceApplication } = stepContext(landed(6, 0), { form: { version: 5, returnToReview: false } });
    const result = await saveStep(context, request, { applicant: { martialStatus: "Single", numberOfDependents: 0 } });
    expect(result).toMatchObject({ ok: true, redirectTo: `/z/${UUID}/pay-later/application/income-payslips` });
    expect(submitFinanceApplication).not.toHaveBeenCalled();
  });

  it("submits (and meets the conflict) when the stored application differs from what is sent", async () => {
    const conflict = async () => {
      throw new ProviderError(409, { errors: [{ status: "409", title: "Conflict" }] });
    };
    const { context, submitFinanceApplication } = stepContext(
      landed(6, 2),
      { form: { version: 5, returnToReview: false } },
      conflict,
    );
    const result = await saveStep(context, request, { applicant: { martialStatus: "Single", numberOfDependents: 0 } });
    expect(result).toMatchObject({ ok: false, kind: "conflict" });
    expect(submitFinanceApplication).toHaveBeenCalledOnce();
  });
});

describe("stepView", () => {
  it("links Back to the previous step, or to the review page after a Change link", () => {
    const application = twoApplicants();
    expect(stepView(stepContext(application, { step: "income-payslips" }).context)).toMatchObject({
      version: 5,
      backTo: `/z/${UUID}/pay-later/application/marital-status`,
      withdrawTo: `/z/${UUID}/pay-later/application/cancel`,
    });
    // Verified: marital-status is the first step with a Back link to nothing.
    expect(stepView(stepContext(application).context).backTo).toBeNull();
    expect(stepView(stepContext(application, { form: { version: 5, returnToReview: true } }).context)).toMatchObject({
      returnToReview: true,
      backTo: `/z/${UUID}/pay-later/application/review-details`,
    });
  });
});
