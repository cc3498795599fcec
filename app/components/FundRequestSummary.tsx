import type { FundRequestSummaryData } from "~/domain/fund-request-summary";
import { MoneyLine } from "./MoneyLine";

/**
 * The fund request at a glance: what it is for, where, and what is left to pay.
 * `titled={false}` inside a disclosure whose summary already names it.
 */
export function FundRequestSummary({ fundRequest, titled = true }: { fundRequest: FundRequestSummaryData; titled?: boolean }) {
  const address = fundRequest.propertyAddress;
  const list = (
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
        <MoneyLine label="GST (goods and services tax) included" cents={fundRequest.gst} />
      ) : (
        <div className="summary__row">
          <dt>GST (goods and services tax)</dt>
          <dd>Not charged on this request</dd>
        </div>
      )}
      <MoneyLine label="Paid" cents={fundRequest.amountPaid} />
      <MoneyLine label="Outstanding" cents={fundRequest.amountOutstanding} total />
    </dl>
  );
  if (!titled) return list;
  return (
    <section aria-labelledby="fund-request-summary-title">
      <h2 id="fund-request-summary-title">Fund request details</h2>
      {list}
    </section>
  );
}
