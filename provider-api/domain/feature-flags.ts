export interface FeatureFlags {
  fundRequestListingPrice: boolean;
  lending: boolean;
  bpay: boolean;
  eft: boolean;
  card: boolean;
  creditNote: boolean;
  integrationsProperties: boolean;
  docusign: boolean;
}

/** SPEC 3.8 defaults; PROVIDER_FEATURE_FLAGS ("docusign=true,bpay=false") overrides them. */
export const DEFAULT_FEATURE_FLAGS: Readonly<FeatureFlags> = {
  fundRequestListingPrice: true,
  lending: true,
  bpay: true,
  eft: true,
  card: true,
  creditNote: true,
  integrationsProperties: true,
  docusign: false,
};

function isFlagName(name: string): name is keyof FeatureFlags {
  return Object.hasOwn(DEFAULT_FEATURE_FLAGS, name);
}

/** Throws on an unknown flag or value so a typo in configuration stops the start. */
export function parseFeatureFlags(setting: string | undefined): FeatureFlags {
  const flags: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS };
  for (const pair of (setting ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, value] = pair.split("=").map((p) => p.trim());
    if (!isFlagName(name)) throw new Error(`PROVIDER_FEATURE_FLAGS: unknown flag "${name}"`);
    if (value !== "true" && value !== "false") {
      throw new Error(`PROVIDER_FEATURE_FLAGS: ${name} must be true or false`);
    }
    flags[name] = value === "true";
  }
  return flags;
}
