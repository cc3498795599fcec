import type { AddressParts } from "./types";

const STATE_ABBREVIATIONS: Record<string, string> = {
  "new south wales": "NSW",
  victoria: "VIC",
  queensland: "QLD",
  "western australia": "WA",
  "south australia": "SA",
  tasmania: "TAS",
  "australian capital territory": "ACT",
  "northern territory": "NT",
};

/** An address on one line as Australia Post writes it: "4/21 Eric Street, Cottesloe WA 6011". */
export function formatAddress(address: AddressParts): string {
  const street = [address.streetNumber, address.streetName, address.streetType].filter(Boolean).join(" ");
  const firstLine = address.unitNumber ? `${address.unitNumber}/${street}` : street;
  const state = address.state ? (STATE_ABBREVIATIONS[address.state.toLowerCase()] ?? address.state) : null;
  const locality = [address.city, state, address.postalCode].filter(Boolean).join(" ");
  return [firstLine, locality].filter(Boolean).join(", ");
}
