import { bankNameForBsb } from "~/domain/bsb";
import { log } from "./log.server";
import { ProviderClient, ProviderError } from "./provider.server";

/**
 * The provider's BSB institution table is reference data that changes monthly at
 * most, so each process keeps it for an hour; concurrent first lookups share one call.
 * A failed load is not cached: the bank name is a courtesy, the BSB still saves.
 */
const CACHE_MS = 60 * 60 * 1000;
let cached: { banks: Record<string, string>; until: number } | null = null;
let loading: Promise<Record<string, string>> | null = null;

async function load(now: number): Promise<Record<string, string>> {
  try {
    const banks = await new ProviderClient().getBanks();
    cached = { banks, until: now + CACHE_MS };
    return banks;
  } catch (error) {
    const fields = error instanceof ProviderError ? { reqId: error.requestId, cause: error.failureCause } : { err: error };
    log().warn(fields, "banks: no bank names, the table could not be read");
    return {};
  } finally {
    loading = null;
  }
}

export function getBanks(now = Date.now()): Promise<Record<string, string>> {
  if (cached && cached.until > now) return Promise.resolve(cached.banks);
  loading ??= load(now);
  return loading;
}

/** The bank a six-digit BSB belongs to, or null when unknown or the table is unavailable. */
export async function bankNameFor(bsb: string): Promise<string | null> {
  return bankNameForBsb(bsb, await getBanks());
}
