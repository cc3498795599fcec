import { payLaterWords } from "./pay-later-words";
import { type LOAN_REPAYMENT_METHODS, type RequestType } from "./types";

type RepaymentMethod = (typeof LOAN_REPAYMENT_METHODS)[number];

/**
 * The repayment step's choices, in the words of the fund request's type: repaid
 * from the sale only where the request is about a sale (a vendor's or landlord's),
 * with the purchase or as the agency arranges otherwise (app/domain/pay-later-words.ts).
 */
export function repaymentMethodLabels(requestType: RequestType): Record<RepaymentMethod, { label: string; hint: string }> {
  const words = payLaterWords(requestType);
  return {
    AT_SETTLEMENT: words.ofSale
      ? {
          label: "At settlement, from the sale of the property",
          hint: "Your conveyancer pays the total from the sale proceeds when the sale settles.",
        }
      : { label: "At settlement", hint: `The total is paid at settlement, ${words.repaidFrom}.` },
    DIRECT_DEBIT: {
      label: "By direct debit from my bank account",
      hint: "The total is debited from your nominated account on the settlement date.",
    },
  };
}

/** When the one repayment falls: "when your property sale settles", or "at settlement". */
export function repaymentWhen(requestType: RequestType): string {
  const words = payLaterWords(requestType);
  return words.ofSale ? `when ${words.settles}` : "at settlement";
}
