// The order of the ways to pay on `/z/{uuid}`, a business rule (docs/decisions/0151-order-of-the-ways-to-pay.md).
import type { PaymentMethod } from "./pay-now";
import type { RequestType } from "./types";

/** A way to pay now, or paying at settlement (its own screen, `/z/{uuid}/pay-later`). */
export type WayToPay = PaymentMethod | "pay-later";

/**
 * The fee-free ways, most used first for each request type: money held in trust (a
 * buyer's deposit, a tenant's bond) is customarily sent by bank transfer to the
 * trust account; an agency's invoice (advertising, maintenance) is paid like any
 * bill, by BPAY. A credit note needs money the agency already owes the payer, which
 * few have, so it comes last of them.
 */
const FEE_FREE_ORDER: Readonly<Record<RequestType, readonly PaymentMethod[]>> = {
  VENDOR_PAID_ADVERTISING: ["bpay", "eft", "credit-note"],
  MAINTENANCE_AND_ADVERTISING: ["bpay", "eft", "credit-note"],
  BUYER_DEPOSIT: ["eft", "bpay", "credit-note"],
  BOND: ["eft", "bpay", "credit-note"],
};

/**
 * What the payer needs first: the fee-free ways, then paying at settlement (nothing
 * now, a fixed fee later) when it is offered, then the card with its surcharge.
 * `available` are the ways switched on and usable (availablePaymentMethods).
 */
export function orderWaysToPay(requestType: RequestType, available: readonly PaymentMethod[], payLater: boolean): WayToPay[] {
  const ways: WayToPay[] = FEE_FREE_ORDER[requestType].filter((method) => available.includes(method));
  if (payLater) ways.push("pay-later");
  if (available.includes("card")) ways.push("card");
  return ways;
}
