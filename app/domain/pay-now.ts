// What the pay-now screen offers and the figures it shows (docs/SPEC.md 9), decided
// without I/O (docs/decisions/0052-pay-now-screen.md).
import { bpayCustomerReference } from "./bpay";
import type { FeatureFlags } from "./feature-flags";
import {
  cardPaymentTotal,
  cardSurcharge,
  DEFAULT_CARD_SURCHARGE_PERCENT,
  type DeferredPayment,
  deferredPayment,
  gstIncluded,
} from "./money";
import type { FundRequest, Location } from "./types";

/** Fee-free ways first, card last: the payer sees the cheapest options before the surcharge. */
export const PAYMENT_METHODS = ["bpay", "eft", "credit-note", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const FLAG_OF: Record<PaymentMethod, keyof FeatureFlags> = {
  bpay: "bpay",
  eft: "eft",
  "credit-note": "creditNote",
  card: "card",
};

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (PAYMENT_METHODS as readonly string[]).includes(value);
}

type PaymentDetails = Pick<Location, "bpayBillerCode" | "trustAccountName" | "trustAccountBsb" | "trustAccountNumber">;

/** A way that needs the agency's numbers is left out when they are missing: it could not be used. */
function hasDetails(method: PaymentMethod, location: PaymentDetails | null): boolean {
  if (method === "bpay") return Boolean(location?.bpayBillerCode);
  if (method === "eft") return Boolean(location?.trustAccountName && location.trustAccountBsb && location.trustAccountNumber);
  return true;
}

/** The ways to pay now, in display order: each only with its feature flag on (docs/SPEC.md 3.8). */
export function availablePaymentMethods(flags: FeatureFlags, location: PaymentDetails | null): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => flags[FLAG_OF[method]] && hasDetails(method, location));
}

/** The surcharge percent the card total uses, as money.ts applies it: the location's, else 1.5. */
export function surchargePercent(percent: number | null | undefined): number {
  return typeof percent === "number" && Number.isFinite(percent) && percent >= 0 ? percent : DEFAULT_CARD_SURCHARGE_PERCENT;
}

export interface PayNowFigures {
  amount: number;
  amountPaid: number;
  amountOutstanding: number;
  /** GST contained in the amount: one eleventh for VPA and maintenance-and-advertising. */
  gst: number;
  surchargePercent: number;
  cardSurcharge: number;
  cardTotal: number;
}

export function payNowFigures(
  fundRequest: Pick<FundRequest, "requestType" | "amount" | "amountPaid" | "amountOutstanding">,
  location: Pick<Location, "cardSurcharges"> | null,
): PayNowFigures {
  const percent = location?.cardSurcharges;
  return {
    amount: fundRequest.amount,
    amountPaid: fundRequest.amountPaid,
    amountOutstanding: fundRequest.amountOutstanding,
    gst: gstIncluded(fundRequest.requestType, fundRequest.amount),
    surchargePercent: surchargePercent(percent),
    cardSurcharge: cardSurcharge(fundRequest.amountOutstanding, percent),
    cardTotal: cardPaymentTotal(fundRequest.amountOutstanding, percent),
  };
}

/**
 * Pay later is offered when the request can be deferred (the same rule as the
 * start-up choice: unpaid, deferrable, something outstanding) and lending is on.
 */
export function payLaterOffer(
  fundRequest: Pick<FundRequest, "receivableStatus" | "canDeferPayment" | "amountOutstanding">,
  flags: Pick<FeatureFlags, "lending">,
): DeferredPayment | null {
  const deferrable =
    fundRequest.receivableStatus === "UNPAID" && fundRequest.canDeferPayment && fundRequest.amountOutstanding > 0;
  return flags.lending && deferrable ? deferredPayment(fundRequest.amountOutstanding) : null;
}

/** "1.5%", "1.25%", "0%": the percent as the card panel states it. */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(3))}%`;
}

interface BpayInstructions {
  billerCode: string;
  customerReference: string;
}

interface EftInstructions {
  accountName: string;
  /** "066-040", as Australian banks print a BSB. */
  bsb: string;
  accountNumber: string;
  /** What to put in the transfer's description so the agency can match it. */
  reference: string;
}

export interface PaymentInstructions {
  methods: PaymentMethod[];
  figures: PayNowFigures;
  bpay: BpayInstructions | null;
  eft: EftInstructions | null;
}

/** Everything the ways-to-pay panels show, and nothing else of the fund request. */
export function paymentInstructions(
  fundRequest: Pick<FundRequest, "id" | "reference" | "requestType" | "amount" | "amountPaid" | "amountOutstanding" | "location">,
  flags: FeatureFlags,
): PaymentInstructions {
  const location = fundRequest.location;
  const methods = availablePaymentMethods(flags, location);
  const customerReference = bpayCustomerReference(fundRequest.id);
  return {
    methods,
    figures: payNowFigures(fundRequest, location),
    bpay:
      methods.includes("bpay") && location?.bpayBillerCode ? { billerCode: location.bpayBillerCode, customerReference } : null,
    eft:
      methods.includes("eft") && location?.trustAccountName && location.trustAccountBsb && location.trustAccountNumber
        ? {
            accountName: location.trustAccountName,
            bsb: location.trustAccountBsb.replace(/^(\d{3})-?(\d{3})$/, "$1-$2"),
            accountNumber: location.trustAccountNumber,
            // The BPAY reference is all digits, so it survives banks that strip letters from descriptions.
            reference: customerReference,
          }
        : null,
  };
}
