import { describe, expect, it } from "vitest";

import { flattenDocument, ParseError } from "./jsonapi";

const fundRequestDocument = {
  data: {
    type: "fund-requests",
    id: "1",
    attributes: { amount: 150000, receivableStatus: "UNPAID" },
    relationships: {
      location: { data: { type: "locations", id: "9" } },
      customers: {
        data: [
          { type: "customers", id: "3" },
          { type: "customers", id: "4" },
        ],
      },
      financeApplications: { data: [{ type: "finance-applications", id: "7" }] },
      entity: { data: null },
      invoice: { data: { type: "invoices", id: "missing" } },
      transactions: { data: [] },
      property: { links: { related: "/x" } },
    },
  },
  included: [
    { type: "locations", id: "9", attributes: { name: "Harbour Realty", cardSurcharges: 1.2 } },
    { type: "customers", id: "3", attributes: { firstName: "Ava" } },
    { type: "customers", id: "4", attributes: { firstName: "Noah" } },
    {
      type: "finance-applications",
      id: "7",
      attributes: { applicationStatus: "CREATED" },
      relationships: { creator: { data: { type: "customers", id: "3" } } },
    },
  ],
};

describe("flattenDocument", () => {
  it("merges id and attributes and resolves to-one and to-many relationships", () => {
    const flat = flattenDocument<Record<string, any>>(fundRequestDocument);
    expect(flat.id).toBe("1");
    expect(flat.amount).toBe(150000);
    expect(flat.location).toEqual({ id: "9", name: "Harbour Realty", cardSurcharges: 1.2 });
    expect(flat.customers.map((c: { firstName: string }) => c.firstName)).toEqual(["Ava", "Noah"]);
    expect(flat.transactions).toEqual([]);
    expect(flat.entity).toBeNull();
  });

  it("resolves relationships of included resources recursively", () => {
    const flat = flattenDocument<Record<string, any>>(fundRequestDocument);
    expect(flat.financeApplications[0]).toEqual({
      id: "7",
      applicationStatus: "CREATED",
      creator: { id: "3", firstName: "Ava" },
    });
  });

  it("leaves {id} for a relationship whose target is not included", () => {
    const flat = flattenDocument<Record<string, any>>(fundRequestDocument);
    expect(flat.invoice).toEqual({ id: "missing" });
  });

  it("omits a relationship that carries links but no data", () => {
    const flat = flattenDocument<Record<string, any>>(fundRequestDocument);
    expect("property" in flat).toBe(false);
  });

  it("returns an array for an array of primary data", () => {
    const flat = flattenDocument<Array<{ id: string; name: string }>>({
      data: [
        { type: "banks", id: "a", attributes: { name: "A" } },
        { type: "banks", id: "b", attributes: { name: "B" } },
      ],
    });
    expect(flat).toEqual([
      { id: "a", name: "A" },
      { id: "b", name: "B" },
    ]);
  });

  it("is safe with cycles and answers them with a bare {id}", () => {
    const flat = flattenDocument<Record<string, any>>({
      data: {
        type: "a",
        id: "1",
        relationships: { b: { data: { type: "b", id: "2" } } },
      },
      included: [{ type: "b", id: "2", relationships: { a: { data: { type: "a", id: "1" } } } }],
    });
    expect(flat).toEqual({ id: "1", b: { id: "2", a: { id: "1" } } });
    expect(() => JSON.stringify(flat)).not.toThrow();
  });

  it("keeps the resource id over an attribute called id", () => {
    expect(flattenDocument({ data: { type: "x", id: "5", attributes: { id: "bogus" } } })).toEqual({
      id: "5",
    });
  });

  it.each([
    ["no document", undefined],
    ["a string", "oops"],
    ["no data", { errors: [] }],
    ["null data", { data: null }],
    ["data without type and id", { data: { attributes: {} } }],
  ])("throws 'Could not parse data' for %s", (_label, document) => {
    expect(() => flattenDocument(document)).toThrow(ParseError);
    expect(() => flattenDocument(document)).toThrow("Could not parse data");
  });
});
