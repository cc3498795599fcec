// A save sent again after the portal gave up waiting for the first (decision 0112).
// The form still carries the version it was built from, but the provider may have
// stored the first send: then the stored application is already what this save would
// store, and the save is done, not a conflict.
import type { AdditionalApplicant, ApplicationData } from "./types";

export interface SavedState {
  applicationData: ApplicationData;
  additionalApplicants: AdditionalApplicant[];
}

/** JSON with every object's keys in order, and absent and undefined alike: equal data, equal text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/**
 * Whether a save built on an older version than the one stored changes nothing the
 * stored application does not already hold, its next page included: what the
 * visitor sends is stored, by their first send or identically by another.
 */
export function isAlreadyStored(stored: SavedState, sending: SavedState): boolean {
  return (
    canonical(stored.applicationData) === canonical(sending.applicationData) &&
    canonical(stored.additionalApplicants) === canonical(sending.additionalApplicants)
  );
}
