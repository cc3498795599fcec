import { describe, expect, it } from "vitest";

import { makeApplicant, makeApplication } from "../../tests/fixtures/fund-requests";
import { outsideContract } from "../../tests/fixtures/outside-contract";
import { prepareForSave } from "./before-save";
import type { Applicant, ApplicationData, BankDetails } from "./types";

const details = (overrides: Partial<BankDetails> = {}): BankDetails => ({
  bsb: "062000",
  accountNumber: "12345678",
  accountName: "A Nguyen",
  userId: null,
  ...overrides,
});

function data(overrides: Partial<ApplicationData> = {}): ApplicationData {
  const base = makeApplication({}, [makeApplicant({ id: "c1" }), makeApplicant({ id: "c2" })]).applicationData;
  return { ...base, ...overrides };
}

const editable = { debitReadOnly: false };

describe("prepareForSave: debit bank details", () => {
  it("sends empty debit details (no bsb) as null", () => {
    expect(prepareForSave(data({ debitBankDetails: details({ bsb: "" }) }), "c1", editable).debitBankDetails).toBeNull();
    expect(prepareForSave(data({ debitBankDetails: details({ bsb: "  " }) }), "c1", editable).debitBankDetails).toBeNull();
    expect(prepareForSave(data({ debitBankDetails: null }), "c1", editable).debitBankDetails).toBeNull();
  });

  it("gives editable debit details the saving applicant's id", () => {
    const saved = prepareForSave(data({ debitBankDetails: details({ userId: "c2" }) }), "c1", editable);
    expect(saved.debitBankDetails).toEqual(details({ userId: "c1" }));
  });

  it("leaves read-only debit details as they were", () => {
    const saved = prepareForSave(data({ debitBankDetails: details({ userId: "c2" }) }), "c1", { debitReadOnly: true });
    expect(saved.debitBankDetails).toEqual(details({ userId: "c2" }));
  });

  it("does not touch credit bank details", () => {
    const credit = details({ bsb: "", userId: "c2" });
    expect(prepareForSave(data({ creditBankDetails: credit }), "c1", editable).creditBankDetails).toBe(credit);
  });
});

describe("prepareForSave: settlement", () => {
  it("sends a settlement with no agency as null", () => {
    expect(prepareForSave(data({ settlement: { agency: "" } }), "c1", editable).settlement).toBeNull();
    expect(prepareForSave(data({ settlement: { agency: "   " } }), "c1", editable).settlement).toBeNull();
  });

  it("keeps a settlement with an agency", () => {
    expect(prepareForSave(data({ settlement: { agency: "Ray White" } }), "c1", editable).settlement).toEqual({
      agency: "Ray White",
    });
  });
});

describe("prepareForSave: the current applicant's rows", () => {
  // Rows the contract refuses: whatever brings them, they never reach the provider.
  const rows = outsideContract<Pick<Applicant, "income" | "expenses" | "liabilities">>({
    income: [{ type: "Salary", amount: 500000 }, { type: "Rent", amount: null }, { type: "Bonus" }, { amount: 0 }],
    expenses: [{ type: "Groceries", amount: 1000 }, { type: "", amount: 2000 }, { type: null }],
    liabilities: [{ type: "Car loan", balance: 100 }, { type: " " }, {}],
  });

  it("drops incomes without an amount and expenses and liabilities without a type", () => {
    const saved = prepareForSave(data({ applicants: [makeApplicant({ id: "c1", ...rows })] }), "c1", editable);
    expect(saved.applicants[0].income).toEqual([{ type: "Salary", amount: 500000 }, { amount: 0 }]);
    expect(saved.applicants[0].expenses).toEqual([{ type: "Groceries", amount: 1000 }]);
    expect(saved.applicants[0].liabilities).toEqual([{ type: "Car loan", balance: 100 }]);
  });

  it("leaves other applicants' rows alone", () => {
    const other = makeApplicant({ id: "c2", ...rows });
    const saved = prepareForSave(data({ applicants: [makeApplicant({ id: "c1" }), other] }), "c1", editable);
    expect(saved.applicants[1]).toBe(other);
  });

  it("does not add row lists an applicant never had", () => {
    const saved = prepareForSave(data(), "c1", editable);
    expect(saved.applicants[0]).not.toHaveProperty("income");
  });
});

it("never changes the data it is given", () => {
  const input = data({
    applicants: [makeApplicant({ id: "c1", income: outsideContract([{ amount: null }]) })],
    debitBankDetails: details(),
    settlement: { agency: "" },
  });
  const copy = structuredClone(input);
  prepareForSave(input, "c1", editable);
  expect(input).toEqual(copy);
});
