// BSB numbers (Bank-State-Branch): six digits, often written "062-000". The
// bank is named by the longest institution prefix in the provider's table
// (docs/decisions/0016-bsb-table.md).

const SEPARATORS = /[\s-]/g;
const SIX_DIGITS = /^\d{6}$/;

/** "062-000" or "062 000" → "062000"; null when it is not six digits. */
export function normaliseBsb(input: string): string | null {
  if (typeof input !== "string") return null;
  const digits = input.replace(SEPARATORS, "");
  return SIX_DIGITS.test(digits) ? digits : null;
}

/** The bank whose prefix is the longest one the BSB starts with; null when none matches. */
export function bankNameForBsb(bsb: string, banks: Record<string, string>): string | null {
  let best: string | null = null;
  for (const prefix of Object.keys(banks)) {
    if (prefix !== "" && bsb.startsWith(prefix) && (best === null || prefix.length > best.length)) best = prefix;
  }
  return best === null ? null : banks[best];
}

/** "062000" → "062-000", the way a BSB is printed on a statement. */
export function formatBsb(bsb: string): string {
  return SIX_DIGITS.test(bsb) ? `${bsb.slice(0, 3)}-${bsb.slice(3)}` : bsb;
}
