import { DEFAULT_FEATURE_FLAGS, type FeatureFlags, withFeatureFlagDefaults } from "~/domain/feature-flags";
import type { LinkSession } from "~/types/portal-session";
import { log } from "./log.server";
import { type ProviderClient, ProviderError, sharedReadClient } from "./provider.server";
import { sharedRead } from "./shared-read.server";

/** What a log line says of a failed read: the call's request id and cause, or the error (a fault of ours). */
function failureFields(error: unknown): Record<string, unknown> {
  return error instanceof ProviderError
    ? { reqId: error.requestId, cause: error.failureCause, operation: error.operation }
    : { err: error };
}

/**
 * Flags change rarely: one read for all requests, kept a minute, the last good flags
 * served while one refresh runs or when it fails (decision 0362).
 */
const CACHE_MS = 60_000;
const flagsRead = sharedRead({
  load: async () => withFeatureFlagDefaults(await sharedReadClient().getFeatureFlags()),
  freshMs: CACHE_MS,
  onRefreshFailed: (error) => log().warn(failureFields(error), "feature flags: the provider's unavailable, keeping the last"),
});

/** The provider's flags, or the docs/SPEC.md 3.8 defaults when it has never answered (logged, docs/SPEC.md 8). */
export async function getFeatureFlags(now = Date.now()): Promise<FeatureFlags> {
  try {
    return await flagsRead.get(now);
  } catch (error) {
    log().warn(failureFields(error), "feature flags: the provider's unavailable, using the defaults");
    return DEFAULT_FEATURE_FLAGS;
  }
}

/**
 * The flags of the link's agency (decision 0163): the provider lays an agency's own
 * flags over its own, so a screen whose behaviour hangs on one (docusign) asks with
 * the link's session. Not cached: it is one small read on the few screens that need it.
 */
// It takes only what it reads, the request's provider client and link session: a
// LinkContext (request-state.server.ts) has both.
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
    log().warn(failureFields(error), "feature flags: the link's unavailable, using the provider's");
    return getFeatureFlags();
  }
}
