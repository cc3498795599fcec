// The words of the pay-later page for each request type (issue 12): staff may make
// a bond or a buyer's deposit deferrable, and "marketing cost" and "your property
// sale" only fit vendor-paid advertising.
import { formatMoney } from "./money";
import { ROUTE_TITLES } from "./titles";
import type { LoanRepaymentMethod, RequestType } from "./types";

interface PayLaterWords {
  /** What is deferred: "the marketing cost". */
  cost: string;
  /** When it is repaid: "your property sale settles". */
  settles: string;
  /** Where the money for it comes from at settlement. */
  repaidFrom: string;
  /** Whether it is repaid at the settlement of a sale of the request's property. */
  ofSale: boolean;
}

const WORDS: Readonly<Record<RequestType, PayLaterWords>> = {
  VENDOR_PAID_ADVERTISING: {
    cost: "the marketing cost",
    settles: "your property sale settles",
    repaidFrom: "out of the sale proceeds",
    ofSale: true,
  },
  MAINTENANCE_AND_ADVERTISING: {
    cost: "the maintenance and advertising cost",
    settles: "the sale of your rental property settles",
    repaidFrom: "out of the sale proceeds",
    ofSale: true,
  },
  BUYER_DEPOSIT: {
    cost: "the deposit",
    settles: "your purchase settles",
    repaidFrom: "with the rest of the purchase price",
    ofSale: false,
  },
  BOND: {
    cost: "the bond",
    settles: "settlement, as your agency arranges",
    repaidFrom: "as your agency arranges",
    ofSale: false,
  },
};

/** The mortgage-property step's one confirmation, unticked: the same for every request type. */
export const RESIDENCE_SALE_REQUIRED = "Confirm that the loan is repaid at settlement";

/**
 * The mortgage-property step's words, and its row on the review page: a sale's
 * property for a vendor or a landlord, the purchase or tenancy otherwise.
 */
export function mortgagePropertyWords(requestType: RequestType) {
  const words = payLaterWords(requestType);
  if (words.ofSale) {
    return {
      intro:
        "Paying at settlement is a loan secured on the property you are selling. It is repaid from the sale when it settles.",
      propertyLabel: "Property being sold",
      acknowledgement: "I confirm this property is being sold, and the loan is repaid from the sale at settlement",
      fallsThrough: "If the sale falls through, the loan is still repayable.",
      confirmed: "Sale acknowledged",
      notConfirmed: "Sale not yet acknowledged",
    };
  }
  return {
    intro: `Paying at settlement is a loan for ${words.cost}. It is repaid at settlement, ${words.repaidFrom}.`,
    propertyLabel: "Property",
    acknowledgement: `I confirm the loan for ${words.cost} is repaid at settlement, ${words.repaidFrom}`,
    fallsThrough: "If settlement does not go ahead, the loan is still repayable.",
    confirmed: "Repayment at settlement confirmed",
    notConfirmed: "Repayment at settlement not yet confirmed",
  };
}

/** The pay-later page's title: SPEC 2.1's for vendor-paid advertising, the same words for what another type defers. */
export function payLaterTitle(requestType: RequestType): string {
  return requestType === "VENDOR_PAID_ADVERTISING"
    ? ROUTE_TITLES["pay-later"]
    : `Pay ${payLaterWords(requestType).cost} at settlement`;
}

export function payLaterWords(requestType: RequestType): PayLaterWords {
  return WORDS[requestType];
}

/** How the total is repaid, said on the pages after submitting: by debit, from a sale, or as the type settles. */
export function howRepaid(requestType: RequestType, method: LoanRepaymentMethod | null, totalCents: number): string {
  const total = formatMoney(totalCents);
  if (method === "DIRECT_DEBIT") return `On the settlement date, ${total} is debited from your nominated account.`;
  const words = payLaterWords(requestType);
  return words.ofSale
    ? `When the sale settles, ${total} is repaid from the sale proceeds.`
    : `At settlement, ${total} is repaid ${words.repaidFrom}.`;
}
