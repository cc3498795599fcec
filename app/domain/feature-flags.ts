// Feature flags (docs/SPEC.md 3.8): the provider's answer laid over the defaults, so a
// missing, failed or malformed answer still leaves every flag defined.

import type { components } from "./provider-api.generated";

/** The flags of docs/SPEC.md 3.8, as provider-api/openapi.yaml names them. */
export type FeatureFlags = components["schemas"]["FeatureFlags"];

export const DEFAULT_FEATURE_FLAGS: Readonly<FeatureFlags> = Object.freeze({
  fundRequestListingPrice: true,
  lending: true,
  bpay: true,
  eft: true,
  card: true,
  creditNote: true,
  integrationsProperties: true,
  docusign: false,
});

const FLAG_NAMES = Object.keys(DEFAULT_FEATURE_FLAGS) as Array<keyof FeatureFlags>;

export function withFeatureFlagDefaults(partial: unknown): FeatureFlags {
  const given = typeof partial === "object" && partial !== null ? (partial as Record<string, unknown>) : {};
  const flags = { ...DEFAULT_FEATURE_FLAGS };
  for (const name of FLAG_NAMES) {
    const value = Object.prototype.hasOwnProperty.call(given, name) ? given[name] : undefined;
    if (typeof value === "boolean") flags[name] = value;
  }
  return flags;
}
