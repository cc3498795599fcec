// Money rules of docs/SPEC.md 9. Amounts are integer cents; every percentage is applied
// with integer arithmetic and rounded half up to the cent
// (docs/decisions/0023-money-rounding.md).
import type { RequestType } from "./types";

function assertCents(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`Expected a whole, non-negative number of cents, got ${amount}`);
  }
}

/** numerator / denominator rounded half up, both non-negative integers. */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  const doubled = 2 * numerator + denominator;
  const divisor = 2 * denominator;
  return (doubled - (doubled % divisor)) / divisor;
}

export const FLAT_FEE_LIMIT = 200000;
export const FLAT_FEE = 9900;
export const MIDDLE_TIER_LIMIT = 3000000;
/** 5.99 percent, in basis points. */
export const ESTABLISHMENT_RATE_BASIS_POINTS = 599;
export const MIDDLE_TIER_CHARGE = 2500;
export const TOP_TIER_CHARGE = 14900 + 75000;

export function establishmentFee(amount: number): number {
  assertCents(amount);
  if (amount <= FLAT_FEE_LIMIT) return FLAT_FEE;
  const percentage = divideRoundingHalfUp(amount * ESTABLISHMENT_RATE_BASIS_POINTS, 10000);
  return percentage + (amount <= MIDDLE_TIER_LIMIT ? MIDDLE_TIER_CHARGE : TOP_TIER_CHARGE);
}

export interface DeferredPayment {
  /** The amount deferred: the whole amount outstanding. */
  amount: number;
  /** The establishment fee shown: total minus the amount outstanding. */
  fee: number;
  /** What is repaid at settlement. */
  total: number;
}

export function deferredPayment(amountOutstanding: number): DeferredPayment {
  const total = amountOutstanding + establishmentFee(amountOutstanding);
  return { amount: amountOutstanding, fee: total - amountOutstanding, total };
}

const GST_REQUEST_TYPES: ReadonlySet<RequestType> = new Set(["VENDOR_PAID_ADVERTISING", "MAINTENANCE_AND_ADVERTISING"]);

/** The GST contained in a GST-inclusive amount: one eleventh, for the taxed request types. */
export function gstIncluded(requestType: RequestType, amount: number): number {
  assertCents(amount);
  return GST_REQUEST_TYPES.has(requestType) ? divideRoundingHalfUp(amount, 11) : 0;
}

export const DEFAULT_CARD_SURCHARGE_PERCENT = 1.5;

export function cardSurcharge(amount: number, percent?: number | null): number {
  assertCents(amount);
  const rate = typeof percent === "number" && Number.isFinite(percent) && percent >= 0 ? percent : DEFAULT_CARD_SURCHARGE_PERCENT;
  // Millionths keep a percent such as 1.25 or 0.875 exact before the integer division.
  const millionths = Math.round(rate * 10000);
  return divideRoundingHalfUp(amount * millionths, 1_000_000);
}

export function cardPaymentTotal(amount: number, percent?: number | null): number {
  return amount + cardSurcharge(amount, percent);
}

const AUD = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });

export function formatMoney(cents: number): string {
  return AUD.format(cents / 100);
}
