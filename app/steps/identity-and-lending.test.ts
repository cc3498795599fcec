import { parseWithValibot } from "@conform-to/valibot";
import type { GenericSchema } from "valibot";
import { describe, expect, it } from "vitest";

import { centsToDollarsInput } from "~/domain/amounts";
import { serverTranslator } from "~/i18n/catalogs.server";
import { translateFieldMessage } from "~/i18n/field-message";
import { CITIZENSHIP_REQUIRED, citizenshipSchema, isEligibleCitizenship } from "./citizenship/schema";
import { EXPENSES_REQUIRED, expensesLiabilitiesSchema } from "./expenses-liabilities/schema";
import { INCOME_REQUIRED, incomePayslipsSchema } from "./income-payslips/schema";
import { DEPENDANTS_INVALID, MARITAL_STATUS_REQUIRED, maritalStatusSchema } from "./marital-status/schema";
import {
  ageOn,
  DATE_OF_BIRTH_INVALID,
  DATE_OF_BIRTH_REQUIRED,
  DOCUMENT_NUMBER_INVALID,
  TOO_YOUNG,
  verifyIdentitySchema,
} from "./verify-identity/schema";

/** Parses as the action does: a posted form through conform. */
function parse<Schema extends GenericSchema>(schema: Schema, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithValibot(form, { schema });
}

function errorsOf(submission: ReturnType<typeof parse>): Record<string, string[] | null> {
  return submission.status === "success" ? {} : (submission.error ?? {});
}

const { t } = serverTranslator("en-AU");
/** The messages as an English-speaking payer reads them. */
function inEnglish(errors: Record<string, string[] | null>): Record<string, string[] | null> {
  return Object.fromEntries(
    Object.entries(errors).map(([name, messages]) => [name, messages?.map((m) => translateFieldMessage(t, m)) ?? null]),
  );
}
const AMOUNT_INVALID = "Enter an amount in dollars, like 1250 or 1,250.50";

function valueOf(submission: ReturnType<typeof parse>) {
  if (submission.status !== "success") throw new Error(`not valid: ${JSON.stringify(submission.error)}`);
  return submission.value;
}

describe("citizenship", () => {
  it("needs an answer, and only citizens and permanent residents are eligible", () => {
    expect(errorsOf(parse(citizenshipSchema, {}))).toEqual({ citizenship: [CITIZENSHIP_REQUIRED] });
    expect(valueOf(parse(citizenshipSchema, { citizenship: "OTHER" }))).toEqual({ citizenship: "OTHER" });
    expect(isEligibleCitizenship("PERMANENT_RESIDENT")).toBe(true);
    expect(isEligibleCitizenship("OTHER")).toBe(false);
    expect(isEligibleCitizenship(null)).toBe(false);
  });
});

describe("verify-identity", () => {
  const valid = {
    firstName: " Mia ",
    lastName: "Nguyen",
    "dateOfBirth.day": "7",
    "dateOfBirth.month": "03",
    "dateOfBirth.year": "1980",
    documentType: "PASSPORT",
    documentNumber: "N 123-4567",
  };

  it("reads the three date fields into one date and tidies the document number", () => {
    expect(valueOf(parse(verifyIdentitySchema, valid))).toEqual({
      firstName: "Mia",
      lastName: "Nguyen",
      dateOfBirth: "1980-03-07",
      documentType: "PASSPORT",
      documentNumber: "N1234567",
    });
  });

  it("gives one message for the date: missing, impossible, too young", () => {
    const without = { ...valid, "dateOfBirth.day": "", "dateOfBirth.month": "", "dateOfBirth.year": "" };
    expect(errorsOf(parse(verifyIdentitySchema, without)).dateOfBirth).toEqual([DATE_OF_BIRTH_REQUIRED]);
    expect(
      errorsOf(parse(verifyIdentitySchema, { ...valid, "dateOfBirth.day": "30", "dateOfBirth.month": "2" })).dateOfBirth,
    ).toEqual([DATE_OF_BIRTH_INVALID]);
    expect(errorsOf(parse(verifyIdentitySchema, { ...valid, "dateOfBirth.year": "80" })).dateOfBirth).toEqual([
      DATE_OF_BIRTH_INVALID,
    ]);
    const recent = String(new Date().getUTCFullYear() - 10);
    expect(errorsOf(parse(verifyIdentitySchema, { ...valid, "dateOfBirth.year": recent })).dateOfBirth).toEqual([TOO_YOUNG]);
  });

  it("refuses an unknown document and a malformed number", () => {
    const errors = errorsOf(parse(verifyIdentitySchema, { ...valid, documentType: "BIRTH_CERTIFICATE", documentNumber: "12#" }));
    expect(Object.keys(errors).sort()).toEqual(["documentNumber", "documentType"]);
    expect(errors.documentNumber).toEqual([DOCUMENT_NUMBER_INVALID]);
  });

  it("counts age in whole years, the birthday itself included", () => {
    const today = new Date("2026-03-07T00:00:00Z");
    expect(ageOn("2008-03-07", today)).toBe(18);
    expect(ageOn("2008-03-08", today)).toBe(17);
  });
});

describe("marital-status", () => {
  it("needs a status of docs/SPEC.md 5 and a whole number of dependants up to 20", () => {
    expect(errorsOf(parse(maritalStatusSchema, { numberOfDependents: "21" }))).toEqual({
      martialStatus: [MARITAL_STATUS_REQUIRED],
      numberOfDependents: [DEPENDANTS_INVALID],
    });
    expect(errorsOf(parse(maritalStatusSchema, { martialStatus: "Widowed", numberOfDependents: "1.5" }))).toEqual({
      martialStatus: [MARITAL_STATUS_REQUIRED],
      numberOfDependents: [DEPENDANTS_INVALID],
    });
    expect(valueOf(parse(maritalStatusSchema, { martialStatus: "Defacto", numberOfDependents: "0" }))).toEqual({
      martialStatus: "Defacto",
      numberOfDependents: 0,
    });
  });
});

describe("income-payslips", () => {
  it("needs at least one complete income and stores dollars as cents", () => {
    expect(errorsOf(parse(incomePayslipsSchema, {})).income).toEqual([INCOME_REQUIRED]);
    const submission = parse(incomePayslipsSchema, {
      "income[0].type": "SALARY",
      "income[0].amount": "$4,250.5",
      "income[0].frequency": "FORTNIGHTLY",
      "payslips[0].mediaId": "12",
      "payslips[0].fileName": "june.pdf",
    });
    expect(valueOf(submission)).toEqual({
      income: [{ type: "SALARY", amount: 425050, frequency: "FORTNIGHTLY" }],
      payslips: [{ mediaId: "12", fileName: "june.pdf" }],
    });
  });

  it("names the row and field of each problem", () => {
    const errors = errorsOf(
      parse(incomePayslipsSchema, {
        "income[0].type": "SALARY",
        "income[0].amount": "100",
        "income[0].frequency": "WEEKLY",
        "income[1].amount": "12.345",
      }),
    );
    expect(inEnglish(errors)).toMatchObject({
      "income[1].type": ["Select the kind of income"],
      "income[1].amount": [AMOUNT_INVALID],
      "income[1].frequency": ["Select how often"],
    });
    expect(errors["income[0].amount"]).toBeUndefined();
  });
});

describe("expenses-liabilities", () => {
  it("needs one expense; debts are optional, their balance too", () => {
    expect(errorsOf(parse(expensesLiabilitiesSchema, {})).expenses).toEqual([EXPENSES_REQUIRED]);
    const submission = parse(expensesLiabilitiesSchema, {
      "expenses[0].type": "RENT_OR_BOARD",
      "expenses[0].amount": "520",
      "expenses[0].frequency": "WEEKLY",
      "liabilities[0].type": "CAR_LOAN",
      "liabilities[0].amount": "410.20",
      "liabilities[0].balance": "",
    });
    expect(valueOf(submission)).toEqual({
      expenses: [{ type: "RENT_OR_BOARD", amount: 52000, frequency: "WEEKLY" }],
      liabilities: [{ type: "CAR_LOAN", amount: 41020, balance: null }],
    });
  });

  it("refuses a debt without a type (docs/SPEC.md 5 would drop it) and an amount that is not money", () => {
    const errors = errorsOf(
      parse(expensesLiabilitiesSchema, {
        "expenses[0].type": "GROCERIES",
        "expenses[0].amount": "200",
        "expenses[0].frequency": "WEEKLY",
        "liabilities[0].amount": "ten",
      }),
    );
    expect(inEnglish(errors)).toMatchObject({
      "liabilities[0].type": ["Select the kind of debt"],
      "liabilities[0].amount": [AMOUNT_INVALID],
    });
  });
});

describe("amounts", () => {
  it("shows stored cents as a person would type them", () => {
    expect(centsToDollarsInput(425050)).toBe("4250.50");
    expect(centsToDollarsInput(0)).toBe("0.00");
    expect(centsToDollarsInput(null)).toBeUndefined();
  });
});

describe("amountRowInput", () => {
  it("shows a saved row's amount in dollars and leaves missing answers empty", async () => {
    const { amountRowInput } = await import("~/domain/amounts-choices");
    expect(amountRowInput({ type: "SALARY", amount: 123456, frequency: "MONTHLY" })).toEqual({
      type: "SALARY",
      amount: "1234.56",
      frequency: "MONTHLY",
    });
    expect(amountRowInput({ type: null, amount: null, frequency: null })).toEqual({
      type: undefined,
      amount: undefined,
      frequency: undefined,
    });
  });
});
