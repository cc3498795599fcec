import { formatDate, formatDateTime } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import type { Receipt as ReceiptData } from "~/domain/receipt";

interface ReceiptProps {
  receipt: ReceiptData;
  requestLabel: string;
  reference: string | null;
  invoiceNumber: string | null;
  propertyAddress: string | null;
  amount: number;
  gst: number;
}

/** What was paid, when and for what: the part of paid-in-full a payer keeps or prints. */
export function Receipt({ receipt, requestLabel, reference, invoiceNumber, propertyAddress, amount, gst }: ReceiptProps) {
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title">Receipt</h2>
      <dl className="summary">
        <div className="summary__row">
          <dt>For</dt>
          <dd>{requestLabel}</dd>
        </div>
        {propertyAddress ? (
          <div className="summary__row">
            <dt>Property</dt>
            <dd>{propertyAddress}</dd>
          </div>
        ) : null}
        {reference ? (
          <div className="summary__row">
            <dt>Reference</dt>
            <dd>{reference}</dd>
          </div>
        ) : null}
        {invoiceNumber ? (
          <div className="summary__row">
            <dt>Invoice</dt>
            <dd>{invoiceNumber}</dd>
          </div>
        ) : null}
        {receipt.paidAt ? (
          <div className="summary__row">
            <dt>Paid on</dt>
            <dd>{formatDate(receipt.paidAt)}</dd>
          </div>
        ) : null}
        <div className="summary__row">
          <dt>Amount</dt>
          <dd className="money">{formatMoney(amount)}</dd>
        </div>
        {gst > 0 ? (
          <div className="summary__row">
            <dt>GST (goods and services tax) included</dt>
            <dd className="money">{formatMoney(gst)}</dd>
          </div>
        ) : null}
        {receipt.surcharges > 0 ? (
          <>
            <div className="summary__row">
              <dt>Amount paid</dt>
              <dd className="money">{formatMoney(receipt.amountPaid)}</dd>
            </div>
            <div className="summary__row">
              <dt>Card surcharge</dt>
              <dd className="money">{formatMoney(receipt.surcharges)}</dd>
            </div>
          </>
        ) : null}
        <div className="summary__row summary__row--total">
          <dt>Total paid</dt>
          <dd className="money">{formatMoney(receipt.totalCharged)}</dd>
        </div>
      </dl>
      {receipt.lines.length > 0 ? (
        <>
          <h3>Payments</h3>
          <ul className="payments">
            {receipt.lines.map((line) => (
              <li key={line.id}>
                <span className="money">{formatMoney(line.amount + line.surcharge)}</span> by {line.method}
                {line.surcharge > 0 ? <> (including a {formatMoney(line.surcharge)} card surcharge)</> : null} on{" "}
                {formatDateTime(line.paidAt)}
                {line.reference ? <span className="muted"> (receipt number {line.reference})</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">Your agency recorded this payment. Ask them if you need the payment details.</p>
      )}
    </section>
  );
}
