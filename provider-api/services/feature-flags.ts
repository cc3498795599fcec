// Feature flags as a caller sees them (decision 0163): the provider's, with the
// agency's own laid over them once a link's session says which agency it is.
import type { ProviderContext } from "../context.js";
import { type FeatureFlags, withAgencyFlags } from "../domain/feature-flags.js";
import type { LoadedSession } from "../http/session.js";

export async function agencyFeatureFlags(ctx: ProviderContext, fundRequestId: number): Promise<FeatureFlags> {
  const row = await ctx.db
    .selectFrom("fundRequests")
    .innerJoin("locations", "locations.id", "fundRequests.locationId")
    .select("locations.featureFlags")
    .where("fundRequests.id", "=", fundRequestId)
    .executeTakeFirst();
  return withAgencyFlags(ctx.config.featureFlags, row?.featureFlags);
}

export async function featureFlagsFor(ctx: ProviderContext, session: LoadedSession | undefined): Promise<FeatureFlags> {
  const fundRequestId = session && !session.linkExpired ? session.row.fundRequestId : null;
  return fundRequestId == null ? ctx.config.featureFlags : agencyFeatureFlags(ctx, fundRequestId);
}
