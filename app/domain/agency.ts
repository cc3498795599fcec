import { formatAddress } from "./address";
import { httpUrlOrNull } from "./safe-url";
import type { Location } from "./types";

export type AgencyContact = Pick<Location, "name" | "email" | "phone" | "websiteUrl" | "logoUrl"> & { address: string | null };

/** The agency (location) as a payer would contact it; only what the page shows reaches the browser. */
export function agencyOf(location: Location | null): AgencyContact | null {
  if (!location) return null;
  const address = formatAddress(location);
  const logoUrl = httpUrlOrNull(location.logoUrl);
  return {
    name: location.name,
    email: location.email,
    phone: location.phone,
    // Only a checked http(s) URL becomes a link or an image (decision 0100); a logo
    // only over https, the one scheme the CSP's img-src lets load (decision 0152).
    websiteUrl: httpUrlOrNull(location.websiteUrl),
    logoUrl: logoUrl?.startsWith("https:") ? logoUrl : null,
    address: address || null,
  };
}
