import { describe, expect, it } from "vitest";

import { findOutOfBoundsField, MAX_FORM_ENTRIES, MAX_LIST_INDEX, MAX_NAME_DEPTH } from "./form-limits";

const entries = (pairs: Record<string, string>) => Object.entries(pairs);

describe("findOutOfBoundsField", () => {
  it("lets through every row a form can have, and one more for the schema to refuse", () => {
    expect(
      findOutOfBoundsField(entries({ "income[0].type": "SALARY", [`income[${MAX_LIST_INDEX}].type`]: "SALARY" })),
    ).toBeNull();
    expect(findOutOfBoundsField(entries({ "applicants[3].email": "a@b.c", csrf: "x", version: "3" }))).toBeNull();
  });

  it("names the first field that reaches past the last row", () => {
    expect(findOutOfBoundsField(entries({ "income[0].type": "SALARY", "income[99999999].type": "SALARY" }))).toBe(
      "income[99999999].type",
    );
    expect(findOutOfBoundsField(entries({ [`payslips[${MAX_LIST_INDEX + 1}].mediaId`]: "m1" }))).toBe(
      `payslips[${MAX_LIST_INDEX + 1}].mediaId`,
    );
    expect(findOutOfBoundsField(entries({ "expenses[00000000001].type": "RENT" }))).toBe("expenses[00000000001].type");
    expect(findOutOfBoundsField(entries({ "liabilities[].type": "LOAN" }))).toBe("liabilities[].type");
  });

  it("checks the list names and indexes inside conform's intent", () => {
    const ok = JSON.stringify({ type: "insert", payload: { name: "income", index: 2 } });
    expect(findOutOfBoundsField(entries({ __intent__: ok }))).toBeNull();
    for (const intent of [
      '{"type":"insert","payload":{"name":"income","index":100000}}',
      '{"type":"insert","payload":{"name":"income[100000].amount"}}',
      '{"type":"remove","payload":{"name":"income","index":-1}}',
      '{"type":"insert","payload":{"name":"income","index":1e309}}',
      '{"type":"insert","payload":{"name":"income","index":1.5}}',
    ]) {
      expect(findOutOfBoundsField(entries({ __intent__: intent }))).toBe("__intent__");
    }
  });

  it("refuses a form with more fields than any page has", () => {
    const many = Array.from({ length: MAX_FORM_ENTRIES + 1 }, (_, index): [string, string] => [`f${index}`, "x"]);
    expect(findOutOfBoundsField(many)).toBe(`f${MAX_FORM_ENTRIES}`);
  });

  it("refuses an intent that is not conform's: not JSON, not an object, an unknown type, too long", () => {
    for (const intent of [
      "{x",
      "",
      "null",
      "[]",
      '"insert"',
      '{"payload":{"name":"income"}}',
      '{"type":"drop","payload":{}}',
      '{"type":"insert","payload":[1]}',
      JSON.stringify({ type: "update", payload: { name: "x".repeat(600) } }),
    ]) {
      expect(findOutOfBoundsField(entries({ __intent__: intent }))).toBe("__intent__");
    }
    expect(findOutOfBoundsField(entries({ __intent__: '{"type":"validate","payload":{"name":"email"}}' }))).toBeNull();
  });

  it("refuses a field name deeper or longer than any form's before conform walks it", () => {
    expect(findOutOfBoundsField(entries({ "applicants[3].email": "a@b.c", "income[0].amount": "5" }))).toBeNull();
    const deep = "x" + "[0]".repeat(3000);
    expect(findOutOfBoundsField(entries({ [deep]: "1" }))).toBe(deep);
    const dotted = "a.".repeat(MAX_NAME_DEPTH) + "b";
    expect(findOutOfBoundsField(entries({ [dotted]: "1" }))).toBe(dotted);
    const long = "n".repeat(201);
    expect(findOutOfBoundsField(entries({ [long]: "1" }))).toBe(long);
  });
});
