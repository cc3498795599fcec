import { describe, expect, it } from "vitest";

import { ParseError } from "./jsonapi";
import { describeRequestType, REQUEST_TYPE_DESCRIPTIONS, requireRequestType } from "./request-types";
import { REQUEST_TYPES } from "./types";

describe("describeRequestType", () => {
  it("describes every request type of docs/SPEC.md 1 with its own words", () => {
    const labels = REQUEST_TYPES.map((type) => describeRequestType(type).label);
    expect(new Set(labels).size).toBe(REQUEST_TYPES.length);
    expect(describeRequestType("BOND")).toBe(REQUEST_TYPE_DESCRIPTIONS.BOND);
    expect(describeRequestType("VENDOR_PAID_ADVERTISING").label).toBe("Vendor paid advertising for your property sale");
  });
});

describe("requireRequestType", () => {
  it("takes each request type the portal knows", () => {
    for (const type of REQUEST_TYPES) expect(requireRequestType(type)).toBe(type);
  });

  it("refuses a type the portal has no words for, rather than speaking of it in another type's", () => {
    for (const value of ["LISTING_FEE", "bond", "", null, undefined, 3]) {
      expect(() => requireRequestType(value)).toThrow(ParseError);
    }
  });
});
