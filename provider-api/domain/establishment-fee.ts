/**
 * docs/SPEC.md 9, deferred-payment establishment fee, integer cents. Duplicated from the
 * portal on purpose: the provider imports nothing from app/.
 */
const RATE_BASIS_POINTS = 599n;

/** 5.99 % of `amount`, rounded half up to the cent, in integer arithmetic. */
function percentOf(amount: number): number {
  return Number((BigInt(amount) * RATE_BASIS_POINTS + 5000n) / 10000n);
}

export function establishmentFee(amount: number): number {
  if (amount <= 200_000) return 9_900;
  if (amount <= 3_000_000) return percentOf(amount) + 2_500;
  return percentOf(amount) + 14_900 + 75_000;
}

/** Full lending (income, expenses, marital status asked) above $30,000 or for additional funds. */
export function isFullLending(amount: number, financeType: string): boolean {
  return amount > 3_000_000 || financeType === "VPA_ADDITIONAL";
}
