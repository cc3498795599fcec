import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { formatMoney } from "~/domain/money";
import { formatPercent, type PaymentInstructions, type PaymentMethod } from "~/domain/pay-now";
import { PAYMENT_PAGE_TITLES } from "~/domain/titles";
import { CopyButton } from "./CopyButton";

export const PAYMENT_METHOD_TITLES: Readonly<Record<PaymentMethod, string>> = {
  bpay: "BPAY",
  eft: "Bank transfer (EFT)",
  "credit-note": "Credit note",
  card: "Credit or debit card",
};

interface PanelContext {
  uuid: string;
  instructions: PaymentInstructions;
  agencyName: string;
  /** Generated when the page renders, so a resubmitted form reuses the same payment. */
  idempotencyKey: string;
}

function DetailRow({ label, value, copy = true }: { label: string; value: string; copy?: boolean }) {
  return (
    <div className="summary__row">
      <dt>{label}</dt>
      <dd className="detail">
        <span className="detail__value">{value}</span>
        {copy ? <CopyButton value={value.replace(/[\s-]/g, "")} label={label} /> : null}
      </dd>
    </div>
  );
}

function AmountRow({ label, cents, total = false }: { label: string; cents: number; total?: boolean }) {
  return (
    <div className={`summary__row${total ? " summary__row--total" : ""}`}>
      <dt>{label}</dt>
      <dd className="money">{formatMoney(cents)}</dd>
    </div>
  );
}

function BpayPanel({ instructions }: PanelContext) {
  const { bpay, figures } = instructions;
  if (!bpay) return null;
  return (
    <>
      <p>Pay from your bank's app or internet banking. There is no fee.</p>
      <dl className="summary-list">
        <DetailRow label="Biller code" value={bpay.billerCode} />
        <DetailRow label="Reference number" value={bpay.customerReference} />
        <AmountRow label="Amount" cents={figures.amountOutstanding} total />
      </dl>
      <p className="muted">BPAY payments can take up to two business days to reach the agency.</p>
    </>
  );
}

function EftPanel({ instructions }: PanelContext) {
  const { eft, figures } = instructions;
  if (!eft) return null;
  return (
    <>
      <p>Transfer the amount to the agency's trust account. There is no fee.</p>
      <dl className="summary-list">
        <DetailRow label="Account name" value={eft.accountName} copy={false} />
        <DetailRow label="BSB (bank state branch)" value={eft.bsb} />
        <DetailRow label="Account number" value={eft.accountNumber} />
        <DetailRow label="Reference to quote" value={eft.reference} />
        <AmountRow label="Amount" cents={figures.amountOutstanding} total />
      </dl>
      <p className="muted">
        Put the reference in the transfer's description so the agency can match your payment. Transfers can take up to two
        business days.
      </p>
    </>
  );
}

function CreditNotePanel({ uuid, agencyName }: PanelContext) {
  return (
    <>
      <p>
        A credit note is money {agencyName} already owes you, for example a refund from an earlier campaign. It can pay all or
        part of this request, with no fee.
      </p>
      <ol>
        <li>Find the credit note number on the credit note {agencyName} sent you.</li>
        <li>
          <a href={`/z/${uuid}/contact-us`}>Send {agencyName} a message</a> with that number, asking them to apply it to this
          request.
        </li>
        <li>Once they have applied it, this page shows what is left to pay, if anything.</li>
      </ol>
    </>
  );
}

function CardPanel({ uuid, instructions, idempotencyKey }: PanelContext) {
  const { figures } = instructions;
  return (
    <>
      <p>Card payments have a {formatPercent(figures.surchargePercent)} surcharge. You will see the total here before you pay.</p>
      <dl className="summary-list">
        <AmountRow label="Amount" cents={figures.amountOutstanding} />
        <AmountRow label={`Card surcharge (${formatPercent(figures.surchargePercent)})`} cents={figures.cardSurcharge} />
        <AmountRow label="Total by card" cents={figures.cardTotal} total />
      </dl>
      <form method="post" action={`/z/${uuid}/pay-by-card`} className="no-print">
        <AuthenticityTokenInput />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <button type="submit" className="button">
          Pay {formatMoney(figures.cardTotal)} by card
        </button>
      </form>
      <p className="muted">
        You will enter your card details on our payment provider's secure page. This portal never sees your card number.
      </p>
    </>
  );
}

const PANELS: Record<PaymentMethod, (context: PanelContext) => JSX.Element | null> = {
  bpay: BpayPanel,
  eft: EftPanel,
  "credit-note": CreditNotePanel,
  card: CardPanel,
};

/** One way to pay, as its own page `/z/{uuid}/{type}`: what to do, and the figures it needs. */
export function PaymentMethodPanel({ method, ...context }: PanelContext & { method: PaymentMethod }) {
  const Panel = PANELS[method];
  const id = `pay-${method}`;
  return (
    <section className="method" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} tabIndex={-1}>
        {PAYMENT_PAGE_TITLES[method]}
      </h1>
      <Panel {...context} />
    </section>
  );
}
