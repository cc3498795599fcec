import { DEFAULT_FEATURE_FLAGS, type FeatureFlags, withFeatureFlagDefaults } from "~/domain/feature-flags";
import { ProviderClient } from "./provider.server";
import type { LinkSession } from "./session.server";

/** Flags change rarely; a short per-process cache spares the provider one call per page. */
const CACHE_MS = 60_000;
let cached: { flags: FeatureFlags; until: number } | null = null;

/** The provider's flags, or the SPEC 3.8 defaults when it cannot answer (logged, SPEC 8). */
export async function getFeatureFlags(now = Date.now()): Promise<FeatureFlags> {
  if (cached && cached.until > now) return cached.flags;
  try {
    const flags = withFeatureFlagDefaults(await new ProviderClient().getFeatureFlags());
    cached = { flags, until: now + CACHE_MS };
    return flags;
  } catch (error) {
    console.warn(`[feature-flags] using defaults: ${(error as Error).message}`);
    return DEFAULT_FEATURE_FLAGS;
  }
}

/**
 * The flags of the link's agency (decision 0163): the provider lays an agency's own
 * flags over its own, so a screen whose behaviour hangs on one (docusign) asks with
 * the link's session. Not cached: it is one small read on the few screens that need it.
 */
// It takes the request's provider client and link session, not link.server's LinkContext:
// link.server reads the provider's flags from here, so naming its context would be a cycle.
export async function getLinkFeatureFlags({
  provider,
  link,
}: {
  provider: ProviderClient;
  link: LinkSession;
}): Promise<FeatureFlags> {
  try {
    return withFeatureFlagDefaults(await provider.getLinkFeatureFlags(link));
  } catch (error) {
    console.warn(`[feature-flags] the link's flags unavailable, using the provider's: ${(error as Error).message}`);
    return getFeatureFlags();
  }
}
