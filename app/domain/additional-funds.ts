// Additional funds (docs/SPEC.md 2.1 and 3.5, decision 0170): who may apply and the fee on the amount
// asked for; the two questions' schemas are in additional-funds-form.ts.
// Choices where the spec is silent: docs/decisions/0170-additional-funds.md.
import { fieldMessage } from "~/i18n/field-message";
import { applicantFor } from "./active-application";
import {
  type DeferredPayment,
  deferredPayment,
  ESTABLISHMENT_RATE_BASIS_POINTS,
  FLAT_FEE,
  FLAT_FEE_LIMIT,
  formatMoney,
  MIDDLE_TIER_CHARGE,
  MIDDLE_TIER_LIMIT,
  TOP_TIER_CHARGE,
} from "./money";
import type { FundRequest } from "./types";

/**
 * Where this customer stands: `apply` with their own VPA application (any status)
 * and no additional one; `vpa-first` when there is no application yet but the
 * marketing cost could be deferred (additional funds go with it); else `closed`.
 */
type AdditionalFundsAccess = "apply" | "vpa-first" | "closed";

export function additionalFundsAccess(fundRequest: FundRequest, customerId: string, lending: boolean): AdditionalFundsAccess {
  if (!lending || fundRequest.requestType !== "VENDOR_PAID_ADVERTISING" || fundRequest.entity) return "closed";
  const own = (fundRequest.financeApplications ?? []).filter((application) => applicantFor(application, customerId));
  if (own.some((application) => application.financeType === "VPA_ADDITIONAL")) return "closed";
  if (own.some((application) => application.financeType === "VPA")) return "apply";
  const deferrable =
    fundRequest.receivableStatus === "UNPAID" && fundRequest.canDeferPayment && fundRequest.amountOutstanding > 0;
  return own.length === 0 && deferrable ? "vpa-first" : "closed";
}

/** The fee (docs/SPEC.md 9 tiers) on the additional amount, and what is repaid at settlement. */
export function additionalFundsFigures(amount: number): DeferredPayment {
  return deferredPayment(amount);
}

/**
 * docs/SPEC.md 9's fee tiers in words, from the same constants the fee is worked out with:
 * catalog keys with their amounts written (app/i18n/field-message.ts), said in the
 * payer's language where they are shown.
 */
export function feeTiers(): string[] {
  const rate = `${ESTABLISHMENT_RATE_BASIS_POINTS / 100}%`;
  return [
    fieldMessage("additionalFunds.feeFlat", { limit: formatMoney(FLAT_FEE_LIMIT), fee: formatMoney(FLAT_FEE) }),
    fieldMessage("additionalFunds.feeMiddle", {
      limit: formatMoney(MIDDLE_TIER_LIMIT),
      rate,
      charge: formatMoney(MIDDLE_TIER_CHARGE),
    }),
    fieldMessage("additionalFunds.feeTop", { limit: formatMoney(MIDDLE_TIER_LIMIT), rate, charge: formatMoney(TOP_TIER_CHARGE) }),
  ];
}

/** Which of the provider's two products a name is, for its words in the payer's language; `other` says the provider's own. */
export function productKind(name: string): "additional" | "bridging" | "other" {
  return name === "VPA Additional" ? "additional" : name === "VPA Additional - Bridging" ? "bridging" : "other";
}
