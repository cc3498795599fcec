import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { formatMoney } from "~/domain/money";
import { formatPercent, type PaymentInstructions, type PaymentMethod } from "~/domain/pay-now";
import { MessageLink, T, useT } from "~/i18n/react";
import type { MessageKey, Translate } from "~/i18n/translate";
import { CopyButton } from "./CopyButton";
import { MoneyLine } from "./MoneyLine";

const METHOD_NAMES: Readonly<Record<PaymentMethod, MessageKey>> = {
  bpay: "ways.bpayName",
  eft: "ways.eftName",
  "credit-note": "ways.creditNoteName",
  card: "ways.cardName",
};

export function paymentMethodName(method: PaymentMethod, t: Translate): string {
  return t(METHOD_NAMES[method]);
}

interface PanelContext {
  uuid: string;
  instructions: PaymentInstructions;
  agencyName: string;
  /** Generated when the page renders, so a resubmitted form reuses the same payment. */
  idempotencyKey: string;
}

/** A number the payer types into their bank app: as printed, left to right in every language, never translated. */
function DetailRow({ label, value, copy = true }: { label: string; value: string; copy?: boolean }) {
  return (
    <div className="summary__row">
      <dt>{label}</dt>
      <dd className="detail">
        <span className="detail__value" translate="no" dir="ltr">
          {value}
        </span>
        {copy ? <CopyButton value={value.replace(/[\s-]/g, "")} label={label} /> : null}
      </dd>
    </div>
  );
}

function BpayPanel({ instructions }: PanelContext) {
  const t = useT();
  const { bpay, figures } = instructions;
  if (!bpay) return null;
  return (
    <>
      <p>{t("ways.bpayIntro")}</p>
      <dl className="summary-list">
        <DetailRow label={t("ways.billerCode")} value={bpay.billerCode} />
        <DetailRow label={t("ways.referenceNumber")} value={bpay.customerReference} />
        <MoneyLine label={t("ways.amount")} cents={figures.amountOutstanding} total />
      </dl>
      <p className="muted">{t("ways.bpayTiming")}</p>
    </>
  );
}

function EftPanel({ instructions }: PanelContext) {
  const t = useT();
  const { eft, figures } = instructions;
  if (!eft) return null;
  return (
    <>
      <p>{t("ways.eftIntro")}</p>
      <dl className="summary-list">
        <DetailRow label={t("ways.accountName")} value={eft.accountName} copy={false} />
        <DetailRow label={t("ways.bsb")} value={eft.bsb} />
        <DetailRow label={t("ways.accountNumber")} value={eft.accountNumber} />
        <DetailRow label={t("ways.referenceToQuote")} value={eft.reference} />
        <MoneyLine label={t("ways.amount")} cents={figures.amountOutstanding} total />
      </dl>
      <p className="muted">{t("ways.eftTiming")}</p>
    </>
  );
}

function CreditNotePanel({ uuid, agencyName }: PanelContext) {
  const t = useT();
  return (
    <>
      <p>{t("ways.creditNoteIntro", { agency: agencyName })}</p>
      <ol>
        <li>{t("ways.creditNoteStep1", { agency: agencyName })}</li>
        <li>
          <T
            id="ways.creditNoteStep2"
            values={{ agency: agencyName }}
            components={{ 0: <MessageLink href={`/z/${uuid}/contact-us`} /> }}
          />
        </li>
        <li>{t("ways.creditNoteStep3")}</li>
      </ol>
    </>
  );
}

function CardPanel({ uuid, instructions, idempotencyKey }: PanelContext) {
  const t = useT();
  const { figures } = instructions;
  const percent = formatPercent(figures.surchargePercent);
  return (
    <>
      <p>{t("ways.cardIntro", { percent })}</p>
      <dl className="summary-list">
        <MoneyLine label={t("ways.amount")} cents={figures.amountOutstanding} />
        <MoneyLine label={t("ways.cardSurcharge", { percent })} cents={figures.cardSurcharge} />
        <MoneyLine label={t("ways.cardTotal")} cents={figures.cardTotal} total />
      </dl>
      <form method="post" action={`/z/${uuid}/pay-by-card`} className="no-print">
        <AuthenticityTokenInput />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <button type="submit" className="button">
          {t("ways.payByCard", { total: formatMoney(figures.cardTotal) })}
        </button>
      </form>
      <p className="muted">{t("ways.cardSecure")}</p>
    </>
  );
}

/** The heading of a way's printable page (`/z/{uuid}/{type}`). */
export const PRINTABLE_TITLES: Readonly<Record<PaymentMethod, MessageKey>> = {
  bpay: "ways.bpayTitle",
  eft: "ways.eftTitle",
  "credit-note": "ways.creditNoteTitle",
  card: "ways.cardTitle",
};

const PANELS: Record<PaymentMethod, (context: PanelContext) => JSX.Element | null> = {
  bpay: BpayPanel,
  eft: EftPanel,
  "credit-note": CreditNotePanel,
  card: CardPanel,
};

/** One way to pay, as its own page `/z/{uuid}/{type}`: what to do, and the figures it needs (words: `ways`). */
export function PaymentMethodPanel({ method, ...context }: PanelContext & { method: PaymentMethod }) {
  const t = useT();
  const Panel = PANELS[method];
  const id = `pay-${method}`;
  return (
    <section className="method" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} tabIndex={-1}>
        {t(PRINTABLE_TITLES[method])}
      </h1>
      <Panel {...context} />
    </section>
  );
}
