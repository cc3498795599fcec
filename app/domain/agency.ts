import { formatAddress } from "./address";
import { httpUrlOrNull } from "./safe-url";
import type { Location } from "./types";

export type AgencyContact = Pick<Location, "name" | "email" | "phone" | "websiteUrl" | "logoUrl"> & { address: string | null };

/** The agency (location) as a payer would contact it; only what the page shows reaches the browser. */
export function agencyOf(location: Location | null): AgencyContact | null {
  if (!location) return null;
  const address = formatAddress(location);
  return {
    name: location.name,
    email: location.email,
    phone: location.phone,
    // Only a checked http(s) URL becomes a link or an image (decision 0100).
    websiteUrl: httpUrlOrNull(location.websiteUrl),
    logoUrl: httpUrlOrNull(location.logoUrl),
    address: address || null,
  };
}
