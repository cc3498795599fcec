import { describe, expect, it } from "vitest";

import { toApiErrors } from "./api-errors";
import { fieldName, formErrorsFrom, noticeFor, SAVE_FAILED_TITLE } from "./step-errors";

const errors = (...items: Array<{ pointer?: string; detail: string }>) =>
  toApiErrors(422, {
    errors: items.map(({ pointer, detail }) => ({
      status: "422",
      title: "Invalid value",
      detail,
      ...(pointer ? { source: { pointer } } : {}),
    })),
  });

describe("fieldName", () => {
  it("writes a data path the way conform names fields", () => {
    expect(fieldName(["income", 2, "amount"])).toBe("income[2].amount");
    expect(fieldName(["debitBankDetails", "bsb"])).toBe("debitBankDetails.bsb");
    expect(fieldName(["citizenship"])).toBe("citizenship");
  });
});

describe("formErrorsFrom", () => {
  it("puts this applicant's row errors on the row's field and shared fields on theirs", () => {
    const result = formErrorsFrom(
      errors(
        { pointer: "/data/applicationData/applicants/1/income/2/amount", detail: "Is too large." },
        { pointer: "/data/applicationData/debitBankDetails/bsb", detail: "A BSB is six digits." },
      ),
      1,
    );
    expect(result).toEqual({
      fieldErrors: { "income[2].amount": ["Is too large."], "debitBankDetails.bsb": ["A BSB is six digits."] },
      formErrors: [],
    });
  });

  it("keeps another applicant's errors, the applicant list and pointer-less errors for the summary", () => {
    const result = formErrorsFrom(
      errors(
        { pointer: "/data/applicationData/applicants/0/citizenship", detail: "Someone else's answer." },
        { pointer: "/data/version", detail: "Stale." },
        { detail: "Something else." },
      ),
      1,
      (name) => (name === "version" ? null : name),
    );
    expect(result.fieldErrors).toEqual({});
    expect(result.formErrors).toEqual(["Someone else's answer.", "Stale.", "Something else."]);
  });

  it("renames data fields into the form's names, and gathers several messages for one field", () => {
    const result = formErrorsFrom(
      errors(
        { pointer: "/data/applicationData/debitBankDetails/bsb", detail: "A BSB is six digits." },
        { pointer: "/data/applicationData/debitBankDetails/bsb", detail: "Unknown bank." },
        { pointer: "/data/attributes/dateOfBirth", detail: "Too young." },
      ),
      0,
      (name) => name.replace(/^debitBankDetails\./, "debit."),
    );
    expect(result.fieldErrors).toEqual({
      "debit.bsb": ["A BSB is six digits.", "Unknown bank."],
      dateOfBirth: ["Too young."],
    });
  });
});

describe("noticeFor", () => {
  it("is the refresh-needed notice for a conflict", () => {
    expect(noticeFor("conflict", toApiErrors(409, { errors: [{ status: "409", title: "Conflict" }] }))).toEqual({
      kind: "conflict",
    });
  });

  it("says plainly that nothing is saved yet when the provider did not answer or failed", () => {
    expect(noticeFor("unavailable", toApiErrors(undefined, undefined))).toEqual({ kind: "unsaved" });
  });

  it("explains any other failure, with the provider's detail when there is one", () => {
    expect(noticeFor("failed", toApiErrors(undefined, undefined))).toEqual({
      kind: "failed",
      title: SAVE_FAILED_TITLE,
      message: "Please try again and contact our support for further assistance if it happens again.",
    });
    expect(
      noticeFor(
        "failed",
        toApiErrors(500, { errors: [{ status: "500", title: "Server error", detail: "Down for maintenance." }] }),
      ),
    ).toMatchObject({ message: "Down for maintenance." });
  });
});
