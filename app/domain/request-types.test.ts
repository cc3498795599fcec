import { describe, expect, it } from "vitest";

import { describeRequestType, REQUEST_TYPE_DESCRIPTIONS } from "./request-types";
import { REQUEST_TYPES } from "./types";

describe("describeRequestType", () => {
  it("describes every request type of SPEC 1 with its own words", () => {
    const labels = REQUEST_TYPES.map((type) => describeRequestType(type).label);
    expect(new Set(labels).size).toBe(REQUEST_TYPES.length);
    expect(describeRequestType("BOND")).toBe(REQUEST_TYPE_DESCRIPTIONS.BOND);
    expect(describeRequestType("VENDOR_PAID_ADVERTISING").label).toBe("Vendor paid advertising for your property sale");
  });

  it("falls back to plain words for a type the portal does not know", () => {
    expect(describeRequestType("LISTING_FEE").label).toBe("Payment requested by your agency");
  });
});
