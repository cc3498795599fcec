import type { Translate } from "~/i18n/translate";
import { type LOAN_REPAYMENT_METHODS, type RequestType } from "./types";

type RepaymentMethod = (typeof LOAN_REPAYMENT_METHODS)[number];

/**
 * The repayment step's choices, in the words of the fund request's type: repaid
 * from the sale only where the request is about a sale (a vendor's or landlord's),
 * with the purchase for a deposit, when the tenancy ends for a bond (docs/decisions/0330-when-a-bond-or-maintenance-loan-falls-due.md).
 */
export function repaymentMethodLabels(
  requestType: RequestType,
  t: Translate,
): Record<RepaymentMethod, { label: string; hint: string }> {
  return {
    AT_SETTLEMENT: {
      label: t("stepRepayment.atSettlementLabel", { type: requestType }),
      hint: t("stepRepayment.atSettlementHint", { type: requestType }),
    },
    DIRECT_DEBIT: { label: t("stepRepayment.debitLabel"), hint: t("stepRepayment.debitHint", { type: requestType }) },
  };
}
