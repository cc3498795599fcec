import { describe, expect, it } from "vitest";
import { stepField } from "./step-fields";

type Form = { income: Array<{ type?: string; amount?: string }>; dateOfBirth: { day?: string; year?: string } };

const source = {
  formId: "step",
  values: { income: [{ type: "SALARY", amount: "1200" }, { type: "RENTAL" }], dateOfBirth: { day: "7" } },
  errors: { "income[1].amount": ["Enter the amount before tax"], "": ["Something went wrong"] },
};

describe("step fields", () => {
  const fields = stepField<Form>(source, "").getFieldset();

  it("names and ids follow conform's, so the server's errors land on the same inputs", () => {
    const second = fields.income.getFieldList()[1].getFieldset();
    expect(second.amount.name).toBe("income[1].amount");
    expect(second.amount.id).toBe("step-income[1].amount");
    expect(second.amount.errorId).toBe("step-income[1].amount-error");
    expect(second.amount.errors).toEqual(["Enter the amount before tax"]);
    expect(second.type.errors).toBeUndefined();
  });

  it("keeps what was typed, row by row and part by part", () => {
    const rows = fields.income.getFieldList();
    expect(rows.map((row) => row.getFieldset().type.initialValue)).toEqual(["SALARY", "RENTAL"]);
    expect(rows[1].getFieldset().amount.initialValue).toBeUndefined();
    expect(fields.dateOfBirth.getFieldset().day.initialValue).toBe("7");
    expect(fields.dateOfBirth.getFieldset().year.initialValue).toBeUndefined();
  });

  it("a list with no rows kept has none", () => {
    const empty = stepField<Form>({ ...source, values: {} }, "").getFieldset();
    expect(empty.income.getFieldList()).toEqual([]);
  });
});
