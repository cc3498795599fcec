import { describe, expect, it } from "vitest";

import { DEFAULT_FEATURE_FLAGS, withFeatureFlagDefaults } from "./feature-flags";

describe("feature flags", () => {
  it("default to true except docusign (docs/SPEC.md 3.8)", () => {
    expect(DEFAULT_FEATURE_FLAGS).toEqual({
      fundRequestListingPrice: true,
      lending: true,
      bpay: true,
      eft: true,
      card: true,
      creditNote: true,
      integrationsProperties: true,
      docusign: false,
    });
  });

  it("take the provider's booleans", () => {
    expect(withFeatureFlagDefaults({ bpay: false, docusign: true })).toEqual({
      ...DEFAULT_FEATURE_FLAGS,
      bpay: false,
      docusign: true,
    });
  });

  it("ignore non-boolean values and unknown names", () => {
    const flags = withFeatureFlagDefaults({ bpay: "false", card: 0, eft: null, somethingNew: false });
    expect(flags).toEqual(DEFAULT_FEATURE_FLAGS);
    expect("somethingNew" in flags).toBe(false);
  });

  it("ignore inherited properties", () => {
    expect(withFeatureFlagDefaults(Object.create({ lending: false })).lending).toBe(true);
  });

  it.each([undefined, null, "junk", 42, [false]])("give the defaults for %j", (partial) => {
    expect(withFeatureFlagDefaults(partial)).toEqual(DEFAULT_FEATURE_FLAGS);
  });

  it("return a fresh object each time", () => {
    const flags = withFeatureFlagDefaults({});
    flags.bpay = false;
    expect(DEFAULT_FEATURE_FLAGS.bpay).toBe(true);
  });
});
