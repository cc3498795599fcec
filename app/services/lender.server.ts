import type { Lender } from "~/domain/types";
import { log } from "./log.server";
import { ProviderError, sharedReadClient } from "./provider.server";
import { providerUnavailable } from "./provider-outage.server";
import { sharedRead } from "./shared-read.server";

/**
 * The lender's details (decision 0350) change when its licence or contacts do, a
 * few times a year: one read for every request, kept ten minutes, the last good
 * details served while one refresh runs or when it fails (decision 0362). A process
 * that never read them shows the "unavailable" page, never figures of its own.
 */
const CACHE_MS = 10 * 60 * 1000;
const lenderRead = sharedRead({
  load: () => sharedReadClient().getLender(),
  freshMs: CACHE_MS,
  onRefreshFailed: (error) =>
    log().warn(
      error instanceof ProviderError ? { reqId: error.requestId, cause: error.failureCause } : { err: error },
      "lender: the details could not be read, keeping the last",
    ),
});

export async function getLender(now = Date.now()): Promise<Lender> {
  try {
    return await lenderRead.get(now);
  } catch (error) {
    // Logged once with its cause, counted and reported at a bounded rate (decision 0312).
    return providerUnavailable(error);
  }
}

/** For tests: forget what was read. */
export function forgetLender(): void {
  lenderRead.forget();
}
