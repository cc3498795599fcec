// docs/SPEC.md 1's request types in the words a payer uses (docs/decisions/0052-pay-now-screen.md).
import { ParseError } from "./jsonapi";
import { REQUEST_TYPES, type RequestType } from "./types";

interface RequestTypeDescription {
  /** A short name for the summary's "What it is for" row. */
  label: string;
  /** One or two sentences on why the payer is asked for this money. */
  explanation: string;
  /** When and from what paying at settlement pays, for the choice on pay-now. */
  atSettlement: string;
}

export const REQUEST_TYPE_DESCRIPTIONS: Readonly<Record<RequestType, RequestTypeDescription>> = {
  VENDOR_PAID_ADVERTISING: {
    label: "Vendor paid advertising for your property sale",
    explanation:
      "This pays for the marketing of the property you are selling, such as online listings, photos and signboards. Your agency spends it on your campaign.",
    atSettlement: "Paid from your sale proceeds when the property settles.",
  },
  BUYER_DEPOSIT: {
    label: "Deposit for your property purchase",
    explanation:
      "This is the deposit for the property you are buying. It is held in the agency's trust account until settlement.",
    atSettlement: "Paid when your purchase settles.",
  },
  MAINTENANCE_AND_ADVERTISING: {
    label: "Maintenance and advertising for your rental property",
    explanation:
      "This covers repairs, maintenance and advertising for the property you rent out, arranged by your property manager.",
    atSettlement: "Paid from the proceeds when the property is sold and settles.",
  },
  BOND: {
    label: "Residential tenancy bond",
    explanation:
      "This is the bond for the home you are renting. It is lodged with your state's bond authority and returned at the end of the tenancy, less any agreed costs.",
    atSettlement: "Repaid when your tenancy ends, or after 12 months if that is sooner.",
  },
};

export function describeRequestType(requestType: RequestType): RequestTypeDescription {
  return REQUEST_TYPE_DESCRIPTIONS[requestType];
}

const KNOWN: ReadonlySet<string> = new Set(REQUEST_TYPES);

/**
 * The provider's request type as the portal's closed type, checked once where its
 * document is read (the provider client): a type the portal has no words, fees or
 * order of payment for is refused as a malformed answer, never shown in another
 * type's words.
 */
export function requireRequestType(value: unknown): RequestType {
  if (typeof value === "string" && KNOWN.has(value)) return value as RequestType;
  throw new ParseError(`Unknown request type: ${JSON.stringify(value)}`);
}
