import { describe, expect, it } from "vitest";

import { nestFormEntries } from "./form-paths";

describe("nestFormEntries", () => {
  it("nests conform's field names into objects and lists", () => {
    expect(
      nestFormEntries([
        ["agency", "Smith Conveyancing"],
        ["income[0].type", "SALARY"],
        ["income[0].amount", "1200.00"],
        ["income[1].amount", "80"],
        ["debit.bsb", "062-000"],
      ]),
    ).toEqual({
      agency: "Smith Conveyancing",
      income: [{ type: "SALARY", amount: "1200.00" }, { amount: "80" }],
      debit: { bsb: "062-000" },
    });
  });

  it("keeps every value of a name given twice", () => {
    expect(
      nestFormEntries([
        ["declarations", "a"],
        ["declarations", "b"],
        ["declarations", "c"],
      ]),
    ).toEqual({
      declarations: ["a", "b", "c"],
    });
  });

  it("makes nothing of no entries", () => {
    expect(nestFormEntries([])).toEqual({});
  });
});
