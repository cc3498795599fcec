/**
 * docs/SPEC.md 9, card surcharge: the location's percent, or 1.5 when it has none, rounded
 * half up to the cent. Duplicated from the portal on purpose: the provider imports
 * nothing from app/.
 */
export const DEFAULT_SURCHARGE_PERCENT = 1.5;

export function cardSurcharge(amount: number, percent: number | null): number {
  const rate = percent !== null && Number.isFinite(percent) && percent >= 0 ? percent : DEFAULT_SURCHARGE_PERCENT;
  // Millionths keep a percent such as 1.25 exact before the integer division.
  const millionths = BigInt(Math.round(rate * 10_000));
  return Number((BigInt(amount) * millionths * 2n + 1_000_000n) / 2_000_000n);
}
