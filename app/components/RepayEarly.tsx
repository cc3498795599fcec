import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { formatMoney } from "~/domain/money";
import { formatPercent } from "~/domain/pay-now";
import type { EarlyRepayment } from "~/domain/repay-early";
import { useT } from "~/i18n/react";
import { LoanWaysToPay } from "./LoanWaysToPay";

function AmountRow({ label, cents, total = false }: { label: string; cents: number; total?: boolean }) {
  return (
    <div className={`summary__row${total ? " summary__row--total" : ""}`}>
      <dt>{label}</dt>
      <dd className="money">
        <bdi dir="ltr">{formatMoney(cents)}</bdi>
      </dd>
    </div>
  );
}

/**
 * "Repay early" on the loan page (decision 0343): the payout figure as at today, how to
 * pay it by BPAY or transfer (the payout letter's own rows), and by card with its
 * surcharge shown before the press. The card button is a plain form through the one
 * form pipeline, so it works without JavaScript. Words: `repay`, `payout`.
 */
export function RepayEarly({ repay, asAt }: { repay: EarlyRepayment; asAt: string }) {
  const t = useT();
  const { figures, card } = repay;
  const percent = formatPercent(figures.surchargePercent);
  return (
    <section aria-labelledby="repay-early-title" className="no-print">
      <h2 id="repay-early-title">{t("repay.title")}</h2>
      <p>{t("repay.lead")}</p>
      <dl className="summary repay-figure">
        <AmountRow label={t("repay.figure", { date: asAt })} cents={figures.payoutFigure} total />
      </dl>
      <p>{t("repay.bankNote")}</p>
      <LoanWaysToPay bpay={repay.bpay} eft={repay.eft} />
      {card ? (
        <>
          <h3>{t("repay.cardTitle")}</h3>
          <p>{t("repay.cardIntro", { percent })}</p>
          <dl className="summary">
            <AmountRow label={t("payout.figure")} cents={figures.payoutFigure} />
            <AmountRow label={t("repay.cardSurcharge", { percent })} cents={figures.cardSurcharge} />
            <AmountRow label={t("repay.cardTotal")} cents={figures.cardTotal} total />
          </dl>
          <form method="post" action={card.action}>
            <AuthenticityTokenInput />
            <input type="hidden" name="idempotencyKey" value={card.idempotencyKey} />
            <button type="submit" className="button">
              {t("repay.cardButton")}
            </button>
          </form>
          <p className="muted">{t("repay.cardSecure")}</p>
        </>
      ) : null}
    </section>
  );
}
