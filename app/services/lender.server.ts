import type { Lender } from "~/domain/types";
import { ProviderClient } from "./provider.server";
import { providerUnavailable } from "./provider-outage.server";

/**
 * The lender's details (decision 0350) change when its licence or contacts do, a
 * few times a year: each process keeps them ten minutes, and concurrent first
 * reads share one call. A failed read is not kept, and nothing stands in for it:
 * the legal pages show the provider's facts or the "unavailable" page, never
 * figures of the portal's own.
 */
const CACHE_MS = 10 * 60 * 1000;
let cached: { lender: Lender; until: number } | null = null;
let loading: Promise<Lender> | null = null;

async function load(now: number): Promise<Lender> {
  try {
    const lender = await new ProviderClient().getLender();
    cached = { lender, until: now + CACHE_MS };
    return lender;
  } finally {
    loading = null;
  }
}

export async function getLender(now = Date.now()): Promise<Lender> {
  if (cached && cached.until > now) return cached.lender;
  loading ??= load(now);
  try {
    return await loading;
  } catch (error) {
    // Logged once with its cause, counted and reported at a bounded rate (decision 0312).
    return providerUnavailable(error);
  }
}

/** For tests: forget what was read. */
export function forgetLender(): void {
  cached = null;
}
