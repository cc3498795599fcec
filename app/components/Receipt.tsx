import { formatMoney } from "~/domain/money";
import type { Receipt as ReceiptData } from "~/domain/receipt";
import { useT } from "~/i18n/react";

interface ReceiptProps {
  receipt: ReceiptData;
  requestLabel: string;
  reference: string | null;
  invoiceNumber: string | null;
  propertyAddress: string | null;
  amount: number;
  gst: number;
}

function Row({ label, children, money = false }: { label: string; children: string; money?: boolean }) {
  return (
    <div className="summary__row">
      <dt>{label}</dt>
      <dd className={money ? "money" : undefined}>{money ? <bdi dir="ltr">{children}</bdi> : children}</dd>
    </div>
  );
}

/** What was paid, when and for what: the part of paid-in-full a payer keeps or prints (words: `receipt`). */
export function Receipt({ receipt, requestLabel, reference, invoiceNumber, propertyAddress, amount, gst }: ReceiptProps) {
  const t = useT();
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title">{t("receipt.title")}</h2>
      <dl className="summary">
        <Row label={t("receipt.for")}>{requestLabel}</Row>
        {propertyAddress ? (
          <div className="summary__row">
            <dt>{t("receipt.property")}</dt>
            <dd translate="no">
              <bdi>{propertyAddress}</bdi>
            </dd>
          </div>
        ) : null}
        {reference ? (
          <div className="summary__row">
            <dt>{t("receipt.reference")}</dt>
            <dd translate="no">
              <bdi dir="ltr">{reference}</bdi>
            </dd>
          </div>
        ) : null}
        {invoiceNumber ? (
          <div className="summary__row">
            <dt>{t("receipt.invoice")}</dt>
            <dd translate="no">
              <bdi dir="ltr">{invoiceNumber}</bdi>
            </dd>
          </div>
        ) : null}
        {receipt.paidOn ? <Row label={t("receipt.paidOn")}>{receipt.paidOn}</Row> : null}
        <Row label={t("receipt.amount")} money>
          {formatMoney(amount)}
        </Row>
        {gst > 0 ? (
          <Row label={t("receipt.gstIncluded")} money>
            {formatMoney(gst)}
          </Row>
        ) : null}
        {receipt.surcharges > 0 ? (
          <>
            <Row label={t("receipt.amountPaid")} money>
              {formatMoney(receipt.amountPaid)}
            </Row>
            <Row label={t("receipt.cardSurcharge")} money>
              {formatMoney(receipt.surcharges)}
            </Row>
          </>
        ) : null}
        <div className="summary__row summary__row--total">
          <dt>{t("receipt.totalPaid")}</dt>
          <dd className="money">
            <bdi dir="ltr">{formatMoney(receipt.totalCharged)}</bdi>
          </dd>
        </div>
      </dl>
      {receipt.lines.length > 0 ? (
        <>
          <h3>{t("receipt.payments")}</h3>
          <ul className="payments">
            {receipt.lines.map((line) => (
              <li key={line.id}>
                {line.surcharge > 0
                  ? t("receipt.lineWithSurcharge", {
                      amount: formatMoney(line.amount + line.surcharge),
                      method: line.method,
                      surcharge: formatMoney(line.surcharge),
                      date: line.when,
                    })
                  : t("receipt.line", { amount: formatMoney(line.amount), method: line.method, date: line.when })}
                {line.reference ? (
                  <>
                    {" "}
                    <span className="muted">{t("receipt.number", { number: line.reference })}</span>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">{t("receipt.recordedByAgency")}</p>
      )}
    </section>
  );
}
