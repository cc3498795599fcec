import { formatDate } from "~/domain/dates";
import type { AddressParts, FundRequest, RequestType } from "~/domain/types";
import { MoneyLine } from "./MoneyLine";

/** SPEC 1's request types in the words a payer uses. */
const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  VENDOR_PAID_ADVERTISING: "Vendor paid advertising for your property sale",
  BUYER_DEPOSIT: "Deposit for your property purchase",
  MAINTENANCE_AND_ADVERTISING: "Maintenance and advertising for your rental property",
  BOND: "Residential tenancy bond",
};

const STATE_ABBREVIATIONS: Record<string, string> = {
  "new south wales": "NSW",
  victoria: "VIC",
  queensland: "QLD",
  "western australia": "WA",
  "south australia": "SA",
  tasmania: "TAS",
  "australian capital territory": "ACT",
  "northern territory": "NT",
};

export function formatAddress(address: AddressParts): string {
  const street = [address.streetNumber, address.streetName, address.streetType].filter(Boolean).join(" ");
  const firstLine = address.unitNumber ? `${address.unitNumber}/${street}` : street;
  const state = address.state ? STATE_ABBREVIATIONS[address.state.toLowerCase()] ?? address.state : null;
  const locality = [address.city, state, address.postalCode].filter(Boolean).join(" ");
  return [firstLine, locality].filter(Boolean).join(", ");
}

/** Only what the summary shows, so loaders never send customers or applications to the browser. */
export type FundRequestSummaryData = Pick<
  FundRequest,
  "requestType" | "description" | "reference" | "dueAt" | "amount" | "amountPaid" | "amountOutstanding"
> & { propertyAddress: string | null; agencyName: string | null };

export function summaryOf(fundRequest: FundRequest): FundRequestSummaryData {
  return {
    requestType: fundRequest.requestType,
    description: fundRequest.description,
    reference: fundRequest.reference,
    dueAt: fundRequest.dueAt,
    amount: fundRequest.amount,
    amountPaid: fundRequest.amountPaid,
    amountOutstanding: fundRequest.amountOutstanding,
    propertyAddress: fundRequest.property ? formatAddress(fundRequest.property) : null,
    agencyName: fundRequest.location?.name ?? null,
  };
}

/** The fund request at a glance: what it is for, where, and what is left to pay. */
export function FundRequestSummary({ fundRequest }: { fundRequest: FundRequestSummaryData }) {
  const address = fundRequest.propertyAddress;
  return (
    <section aria-labelledby="fund-request-summary-title">
      <h2 id="fund-request-summary-title">Fund request details</h2>
      <dl className="summary">
        <div className="summary__row">
          <dt>What it is for</dt>
          <dd>{REQUEST_TYPE_LABELS[fundRequest.requestType] ?? fundRequest.requestType}</dd>
        </div>
        {fundRequest.description ? (
          <div className="summary__row">
            <dt>Description</dt>
            <dd>{fundRequest.description}</dd>
          </div>
        ) : null}
        {address ? (
          <div className="summary__row">
            <dt>Property</dt>
            <dd>{address}</dd>
          </div>
        ) : null}
        {fundRequest.agencyName ? (
          <div className="summary__row">
            <dt>Requested by</dt>
            <dd>{fundRequest.agencyName}</dd>
          </div>
        ) : null}
        {fundRequest.reference ? (
          <div className="summary__row">
            <dt>Reference</dt>
            <dd>{fundRequest.reference}</dd>
          </div>
        ) : null}
        {fundRequest.dueAt ? (
          <div className="summary__row">
            <dt>Due date</dt>
            <dd>{formatDate(fundRequest.dueAt)}</dd>
          </div>
        ) : null}
        <MoneyLine label="Amount" cents={fundRequest.amount} />
        <MoneyLine label="Paid" cents={fundRequest.amountPaid} />
        <MoneyLine label="Outstanding" cents={fundRequest.amountOutstanding} total />
      </dl>
    </section>
  );
}
