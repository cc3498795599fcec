import { bankNameForBsb } from "~/domain/bsb";
import { log } from "./log.server";
import { ProviderError, sharedReadClient } from "./provider.server";
import { sharedRead } from "./shared-read.server";

/** What a log line says of a failed read: the call's request id and cause, or the error. */
const failureFields = (error: unknown) =>
  error instanceof ProviderError ? { reqId: error.requestId, cause: error.failureCause } : { err: error };

/**
 * The provider's BSB institution table is reference data that changes monthly at
 * most: one read for every request, kept an hour, the last good table served while
 * one refresh runs or when it fails (decision 0362). Never read, there are no bank
 * names: the name is a courtesy, the BSB still saves.
 */
const CACHE_MS = 60 * 60 * 1000;
const banksRead = sharedRead({
  load: () => sharedReadClient().getBanks(),
  freshMs: CACHE_MS,
  onRefreshFailed: (error) => log().warn(failureFields(error), "banks: the table could not be read, keeping the last"),
});

export async function getBanks(now = Date.now()): Promise<Record<string, string>> {
  try {
    return await banksRead.get(now);
  } catch (error) {
    log().warn(failureFields(error), "banks: no bank names, the table could not be read");
    return {};
  }
}

/** The bank a six-digit BSB belongs to, or null when unknown or the table is unavailable. */
export async function bankNameFor(bsb: string): Promise<string | null> {
  return bankNameForBsb(bsb, await getBanks());
}
