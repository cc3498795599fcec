import { describe, expect, it } from "vitest";

import { LENDER } from "./contract.js";
import { DEMO_LENDER, lenderDetailsSchema } from "./lender.js";

describe("the lender's details", () => {
  it("the demo lender is valid and lends under the contracts' name", () => {
    expect(lenderDetailsSchema.parse(DEMO_LENDER)).toEqual(DEMO_LENDER);
    expect(DEMO_LENDER.name).toBe(LENDER);
  });

  it("refuses a licence that is not six digits, an unknown key, and a plain-http website", () => {
    expect(lenderDetailsSchema.safeParse({ ...DEMO_LENDER, australianCreditLicence: "12345" }).success).toBe(false);
    expect(lenderDetailsSchema.safeParse({ ...DEMO_LENDER, extra: true }).success).toBe(false);
    expect(lenderDetailsSchema.safeParse({ ...DEMO_LENDER, website: "http://example.com" }).success).toBe(false);
  });
});
