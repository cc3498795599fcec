import { z } from "zod";

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

/** docs/SPEC.md 3.8 defaults; PROVIDER_FEATURE_FLAGS ("docusign=true,bpay=false") overrides them. */
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

/**
 * An agency's own flags (decision 0163), as staff set them on its location: only
 * the flags named, each true or false. Stored as JSON beside the location.
 */
export const agencyFlagsInput = z
  .object(
    Object.fromEntries(Object.keys(DEFAULT_FEATURE_FLAGS).map((name) => [name, z.boolean().optional()])) as Record<
      keyof FeatureFlags,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict();

/** The provider's flags with the agency's own laid over them; a stored value that is not a boolean is ignored. */
export function withAgencyFlags(flags: FeatureFlags, stored: string | null | undefined): FeatureFlags {
  if (!stored) return flags;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return flags;
  }
  const own = agencyFlagsInput.safeParse(parsed);
  return own.success ? { ...flags, ...Object.fromEntries(Object.entries(own.data).filter(([, v]) => v !== undefined)) } : flags;
}
