import { parseWithValibot } from "@conform-to/valibot";
import type { GenericSchema } from "valibot";
import { describe, expect, it } from "vitest";

import { serverTranslator } from "~/i18n/catalogs.server";
import { fieldMessage, translateFieldMessage } from "~/i18n/field-message";
import { addApplicantsSchema, MOBILE_INVALID, placesLeft } from "./add-applicants/schema";
import { ACCOUNT_NUMBER_INVALID, bankDetailsSchema, BSB_INVALID } from "./bank-details/schema";
import { mortgagePropertySchema, RESIDENCE_SALE_REQUIRED } from "./mortgage-property/schema";
import { REPAYMENT_METHOD_REQUIRED, repaymentSchema } from "./repayment/schema";
import { DECLARATION_NAMES, DECLARATIONS, reviewDetailsSchema } from "./review-details/schema";
import { settlementDetailsSchema } from "./settlement-details/schema";

/** What the action does with a posted form: the browser's field names and strings. */
function post(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

type Schema = GenericSchema;

function parse(schema: Schema, fields: Record<string, string>) {
  const submission = parseWithValibot(post(fields), { schema });
  return {
    status: submission.status,
    value: submission.status === "success" ? submission.value : undefined,
    error: submission.status === "error" ? submission.error : undefined,
  };
}

describe("mortgage-property", () => {
  it("needs the residence sale acknowledged", () => {
    const submission = parse(mortgagePropertySchema, {});
    expect(submission.status).toBe("error");
    expect(submission.error).toEqual({ hasAcknowledgedResidenceSale: [RESIDENCE_SALE_REQUIRED] });
  });

  it("reads a ticked box as true", () => {
    const submission = parse(mortgagePropertySchema, { hasAcknowledgedResidenceSale: "on" });
    expect(submission.value).toEqual({ hasAcknowledgedResidenceSale: true });
  });
});

describe("settlement-details", () => {
  it("allows the agency to be left blank", () => {
    const submission = parse(settlementDetailsSchema, { agency: "" });
    expect(submission.value).toEqual({});
  });

  it("trims the agency and limits its length", () => {
    const ok = parse(settlementDetailsSchema, { agency: "  Swift Settlements  " });
    expect(ok.value).toEqual({ agency: "Swift Settlements" });
    expect(parse(settlementDetailsSchema, { agency: "x".repeat(201) }).status).toBe("error");
  });
});

describe("repayment", () => {
  it("needs one of the repayment methods", () => {
    expect(parse(repaymentSchema, {}).error).toEqual({ loanRepaymentMethod: [REPAYMENT_METHOD_REQUIRED] });
    expect(parse(repaymentSchema, { loanRepaymentMethod: "CHEQUE" }).error).toEqual({
      loanRepaymentMethod: [REPAYMENT_METHOD_REQUIRED],
    });
    const ok = parse(repaymentSchema, { loanRepaymentMethod: "AT_SETTLEMENT" });
    expect(ok.value).toEqual({ loanRepaymentMethod: "AT_SETTLEMENT" });
  });
});

describe("bank-details", () => {
  const both = bankDetailsSchema({ debit: true, credit: true });
  const account = (prefix: string, bsb = "062-000") => ({
    [`${prefix}.bsb`]: bsb,
    [`${prefix}.accountNumber`]: "1234 5678",
    [`${prefix}.accountName`]: " Mia Nguyen ",
  });

  it("normalises the BSB and account number", () => {
    const submission = parse(both, { ...account("debit"), ...account("credit", "923 100") });
    expect(submission.value).toEqual({
      debit: { bsb: "062000", accountNumber: "12345678", accountName: "Mia Nguyen" },
      credit: { bsb: "923100", accountNumber: "12345678", accountName: "Mia Nguyen" },
    });
  });

  it("names each missing field of each account", () => {
    const submission = parse(both, {});
    expect(Object.keys(submission.error ?? {}).sort()).toEqual([
      "credit.accountName",
      "credit.accountNumber",
      "credit.bsb",
      "debit.accountName",
      "debit.accountNumber",
      "debit.bsb",
    ]);
  });

  it("says each field a form left out with the field's own message, not valibot's", () => {
    const submission = parse(bankDetailsSchema({ debit: true, credit: false }), {});
    expect(submission.error).toEqual({
      "debit.bsb": [fieldMessage("stepBank.bsbRequired", { account: "debit" })],
      "debit.accountNumber": [fieldMessage("stepBank.accountNumberRequired", { account: "debit" })],
      "debit.accountName": [fieldMessage("stepBank.accountNameRequired", { account: "debit" })],
    });
  });

  it("refuses a BSB or account number of the wrong shape", () => {
    const submission = parse(both, {
      ...account("debit", "06200"),
      ...account("credit"),
      "credit.accountNumber": "12ab",
    });
    expect(submission.error?.["debit.bsb"]).toEqual([BSB_INVALID]);
    expect(submission.error?.["credit.accountNumber"]).toEqual([ACCOUNT_NUMBER_INVALID]);
  });

  it("drops whatever is posted for an account that is not on the form", () => {
    const debitOnly = bankDetailsSchema({ debit: true, credit: false });
    const submission = parse(debitOnly, { ...account("debit"), ...account("credit", "nonsense") });
    expect(submission.value).toEqual({
      debit: { bsb: "062000", accountNumber: "12345678", accountName: "Mia Nguyen" },
    });
    const locked = parse(bankDetailsSchema({ debit: false, credit: false }), account("debit"));
    expect(locked.value).toEqual({});
  });
});

describe("add-applicants", () => {
  const person = (row: number, mobile = "0412 345 678") => ({
    [`additionalApplicants[${row}].firstName`]: "Noah",
    [`additionalApplicants[${row}].lastName`]: "Tran",
    [`additionalApplicants[${row}].email`]: "noah@example.com",
    [`additionalApplicants[${row}].mobile`]: mobile,
  });

  it("reads the people, tidying their mobile numbers", () => {
    const submission = parse(addApplicantsSchema(1), person(0, "+61 412-345-678"));
    expect(submission.value).toEqual({
      additionalApplicants: [{ firstName: "Noah", lastName: "Tran", email: "noah@example.com", mobile: "+61412345678" }],
    });
  });

  it("allows nobody to be added, and ignores wholly empty rows", () => {
    const none = parse(addApplicantsSchema(1), {});
    expect(none.value).toEqual({ additionalApplicants: [] });
    const blank = parse(addApplicantsSchema(1), { "additionalApplicants[0].firstName": " " });
    expect(blank.value).toEqual({ additionalApplicants: [] });
  });

  it("points at the field of the row that is wrong", () => {
    const submission = parse(addApplicantsSchema(1), {
      ...person(0),
      ...person(1, "0812345678"),
      "additionalApplicants[1].email": "noah",
    });
    expect(submission.error?.["additionalApplicants[1].mobile"]).toEqual([MOBILE_INVALID]);
    expect(submission.error?.["additionalApplicants[1].email"]).toHaveLength(1);
    expect(submission.error?.["additionalApplicants[0].mobile"]).toBeUndefined();
  });

  it("keeps the application at 4 applicants in all", () => {
    expect(placesLeft(1)).toBe(3);
    expect(placesLeft(4)).toBe(0);
    expect(parse(addApplicantsSchema(1), { ...person(0), ...person(1), ...person(2) }).status).toBe("success");
    const tooMany = parse(addApplicantsSchema(2), { ...person(0), ...person(1), ...person(2) });
    expect(translateFieldMessage(serverTranslator("en-AU").t, tooMany.error?.additionalApplicants?.[0] ?? "")).toMatch(
      /at most 4 applicants/,
    );
  });
});

describe("review-details", () => {
  it("needs all four declarations", () => {
    const submission = parse(reviewDetailsSchema, { hasDeclaredInformationAccuracy: "on" });
    expect(submission.error).toEqual({
      hasConsentedToReceiveDigitalCreditGuide: [DECLARATIONS.hasConsentedToReceiveDigitalCreditGuide.error],
      hasDeclaredHardshipManagementStatus: [DECLARATIONS.hasDeclaredHardshipManagementStatus.error],
      hasConfirmedRepaymentCapability: [DECLARATIONS.hasConfirmedRepaymentCapability.error],
    });
  });

  it("accepts them all ticked", () => {
    const submission = parse(reviewDetailsSchema, Object.fromEntries(DECLARATION_NAMES.map((name) => [name, "on"])));
    expect(submission.value).toEqual(Object.fromEntries(DECLARATION_NAMES.map((name) => [name, true])));
  });
});
