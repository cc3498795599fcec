// The words of the pay-later pages for each request type (decision 0172): staff may make
// a bond or a buyer's deposit deferrable, and "marketing cost" and "your property
// sale" only fit vendor-paid advertising. Each is one message of the catalog with a
// select on the request type, so every language words each type as a whole sentence.
import { fieldMessage } from "~/i18n/field-message";
import type { Translate } from "~/i18n/translate";
import { formatMoney } from "./money";
import type { LoanRepaymentMethod, RequestType } from "./types";

/** The mortgage-property step's one confirmation, unticked: the same for every request type. */
export const RESIDENCE_SALE_REQUIRED = fieldMessage("residenceSale.required");

/**
 * The mortgage-property step's words, and its row on the review page: a sale's
 * property for a vendor or a landlord, the purchase or tenancy otherwise.
 */
export function mortgagePropertyWords(requestType: RequestType, t: Translate) {
  const type = { type: requestType };
  return {
    intro: t("stepMortgage.intro", type),
    propertyLabel: t("stepMortgage.propertyLabel", type),
    acknowledgement: t("stepMortgage.acknowledgement", type),
    fallsThrough: t("stepMortgage.fallsThrough", type),
    confirmed: t("stepMortgage.confirmed", type),
    notConfirmed: t("stepMortgage.notConfirmed", type),
  };
}

/** The pay-later page's title: docs/SPEC.md 2.1's for vendor-paid advertising, the same words for what another type defers. */
export function payLaterTitle(requestType: RequestType, t: Translate): string {
  return t("paylater.title", { type: requestType });
}

/** How the total is repaid, said on the pages after submitting: by debit, from a sale, or as the type settles. */
export function howRepaid(
  requestType: RequestType,
  method: LoanRepaymentMethod | null,
  totalCents: number,
  t: Translate,
): string {
  const total = formatMoney(totalCents);
  return method === "DIRECT_DEBIT"
    ? t("paylater.repaidByDebit", { type: requestType, total })
    : t("paylater.repaidAtSettlement", { type: requestType, total });
}
