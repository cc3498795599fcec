import { describe, expect, it } from "vitest";

import { DEFAULT_API_ERROR, pointerToSource, toApiErrors } from "./api-errors";

describe("toApiErrors", () => {
  it("maps each error item: title, description = detail, message = detail, numeric status", () => {
    const errors = toApiErrors(422, {
      errors: [
        {
          status: "422",
          title: "Invalid value",
          detail: "Enter an amount",
          source: { pointer: "/data/applicationData/applicants/0/income/2/amount" },
        },
        { status: "422", title: "Invalid value" },
      ],
    });
    expect(errors).toEqual([
      {
        status: 422,
        title: "Invalid value",
        description: "Enter an amount",
        message: "Enter an amount",
        source: {
          pointer: "/data/applicationData/applicants/0/income/2/amount",
          field: "amount",
          row: 2,
          path: ["applicants", 0, "income", 2, "amount"],
        },
      },
      { status: 422, title: "Invalid value", description: "", message: "Invalid value" },
    ]);
  });

  it("replaces the title of a 403 item with 'No access to this location'", () => {
    const [error] = toApiErrors(403, { errors: [{ status: "403", title: "Forbidden", detail: "d" }] });
    expect(error).toMatchObject({ status: 403, title: "No access to this location", message: "d" });
  });

  it("uses the HTTP status for 403 when the item has none", () => {
    const [error] = toApiErrors(403, { errors: [{ title: "Forbidden" }] });
    expect(error).toMatchObject({ status: 403, title: "No access to this location", message: "No access to this location" });
  });

  it("falls back to status 422 when there was no response", () => {
    const [error] = toApiErrors(undefined, { errors: [{ title: "Network down" }] });
    expect(error.status).toBe(422);
  });

  it("gives the default error, keeping the HTTP status, when there is no errors list", () => {
    expect(toApiErrors(400, { message: "x" })).toEqual([DEFAULT_API_ERROR]);
    expect(toApiErrors(503, "<html>busy</html>")).toEqual([{ ...DEFAULT_API_ERROR, status: 503 }]);
    expect(toApiErrors(500, { errors: [] })).toEqual([{ ...DEFAULT_API_ERROR, status: 500 }]);
    expect(toApiErrors(500, { errors: ["junk", null] })).toEqual([{ ...DEFAULT_API_ERROR, status: 500 }]);
  });

  it("gives the default error with status 422 when there was no response and no body", () => {
    expect(toApiErrors(undefined, undefined)).toEqual([{ ...DEFAULT_API_ERROR, status: 422 }]);
  });

  it("ignores a malformed item status and title", () => {
    const [error] = toApiErrors(409, { errors: [{ status: "abc", title: 42 }] });
    expect(error).toMatchObject({ status: 409, title: "Something went wrong" });
  });

  it("leaves out a source whose pointer is not a JSON pointer", () => {
    const [error] = toApiErrors(422, { errors: [{ title: "t", source: { pointer: "amount" } }] });
    expect(error.source).toBeUndefined();
  });

  it("has the spec's default alert", () => {
    expect(DEFAULT_API_ERROR).toEqual({
      status: 400,
      title: "Something went wrong",
      description: "Please try again and contact our support for further assistance if it happens again.",
      message: "Please try again and contact our support for further assistance if it happens again.",
    });
  });
});

describe("pointerToSource", () => {
  it("strips /data/attributes", () => {
    expect(pointerToSource("/data/attributes/financeType")).toEqual({
      pointer: "/data/attributes/financeType",
      field: "financeType",
      path: ["financeType"],
    });
  });

  it("keeps a field without a row under applicationData", () => {
    expect(pointerToSource("/data/applicationData/debitBankDetails/bsb")).toMatchObject({
      field: "bsb",
      path: ["debitBankDetails", "bsb"],
    });
    expect(pointerToSource("/data/applicationData/debitBankDetails/bsb")?.row).toBeUndefined();
  });

  it("names the list when the pointer ends at a row", () => {
    expect(pointerToSource("/data/applicationData/applicants/1")).toMatchObject({
      field: "applicants",
      row: 1,
      path: ["applicants", 1],
    });
  });

  it("keeps segments after /data that are not a wrapper", () => {
    expect(pointerToSource("/data/version")).toMatchObject({ field: "version", path: ["version"] });
  });

  it("unescapes ~1 and ~0", () => {
    expect(pointerToSource("/data/attributes/a~1b~0c")).toMatchObject({ field: "a/b~c" });
  });

  it("does not treat a leading-zero segment as a row", () => {
    expect(pointerToSource("/data/applicationData/bank/06")).toMatchObject({ field: "06", path: ["bank", "06"] });
  });

  it.each(["", "/", "/data", "/data/applicationData", "amount", "/data/attributes/0"])("gives no source for %j", (pointer) => {
    expect(pointerToSource(pointer)).toBeUndefined();
  });
});
