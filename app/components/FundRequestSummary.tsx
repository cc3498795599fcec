import { formatDate } from "~/domain/dates";
import { gstIncluded } from "~/domain/money";
import { describeRequestType } from "~/domain/request-types";
import type { AddressParts, FundRequest } from "~/domain/types";
import { MoneyLine } from "./MoneyLine";

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
> & {
  propertyAddress: string | null;
  agencyName: string | null;
  gst: number;
  /** Worded on the server, so the browser bundle needs neither the date formats nor the wording table. */
  requestLabel: string;
  dueDate: string | null;
};

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
    gst: gstIncluded(fundRequest.requestType, fundRequest.amount),
    requestLabel: describeRequestType(fundRequest.requestType).label,
    dueDate: fundRequest.dueAt ? formatDate(fundRequest.dueAt) || null : null,
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
          <dd>{fundRequest.requestLabel}</dd>
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
        {fundRequest.dueDate ? (
          <div className="summary__row">
            <dt>Due date</dt>
            <dd>{fundRequest.dueDate}</dd>
          </div>
        ) : null}
        <MoneyLine label="Amount" cents={fundRequest.amount} />
        {fundRequest.gst > 0 ? (
          <MoneyLine label="GST included" cents={fundRequest.gst} />
        ) : (
          <div className="summary__row">
            <dt>GST</dt>
            <dd>Not charged on this request</dd>
          </div>
        )}
        <MoneyLine label="Paid" cents={fundRequest.amountPaid} />
        <MoneyLine label="Outstanding" cents={fundRequest.amountOutstanding} total />
      </dl>
    </section>
  );
}
