import { describe, expect, it } from "vitest";

import { agencyFlagsInput, DEFAULT_FEATURE_FLAGS, withAgencyFlags } from "./feature-flags.js";

describe("an agency's own flags (decision 0163)", () => {
  it("lays the flags the agency names over the provider's, and nothing else", () => {
    expect(withAgencyFlags(DEFAULT_FEATURE_FLAGS, JSON.stringify({ docusign: true }))).toEqual({
      ...DEFAULT_FEATURE_FLAGS,
      docusign: true,
    });
    expect(withAgencyFlags({ ...DEFAULT_FEATURE_FLAGS, card: false }, JSON.stringify({ bpay: false }))).toMatchObject({
      card: false,
      bpay: false,
      docusign: false,
    });
  });

  it("ignores nothing stored, broken JSON, unknown flags and values that are not booleans", () => {
    expect(withAgencyFlags(DEFAULT_FEATURE_FLAGS, null)).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(withAgencyFlags(DEFAULT_FEATURE_FLAGS, "{not json")).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(withAgencyFlags(DEFAULT_FEATURE_FLAGS, JSON.stringify({ docusign: "yes" }))).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(withAgencyFlags(DEFAULT_FEATURE_FLAGS, JSON.stringify({ teleport: true }))).toEqual(DEFAULT_FEATURE_FLAGS);
  });

  it("takes from staff only known flags, each a boolean", () => {
    expect(agencyFlagsInput.safeParse({ docusign: true }).success).toBe(true);
    expect(agencyFlagsInput.safeParse({ docusign: 1 }).success).toBe(false);
    expect(agencyFlagsInput.safeParse({ teleport: true }).success).toBe(false);
  });
});
