import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { formatPercent } from "~/domain/pay-now";
import type { EarlyRepayment } from "~/domain/repay-early";
import { useT } from "~/i18n/react";
import { LoanWaysToPay } from "./LoanWaysToPay";
import { MoneyLine } from "./MoneyLine";

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
        <MoneyLine label={t("repay.figure", { date: asAt })} cents={figures.payoutFigure} total />
      </dl>
      <p>{t("repay.bankNote")}</p>
      <LoanWaysToPay bpay={repay.bpay} eft={repay.eft} />
      {card ? (
        <>
          <h3>{t("repay.cardTitle")}</h3>
          <p>{t("repay.cardIntro", { percent })}</p>
          <dl className="summary">
            <MoneyLine label={t("payout.figure")} cents={figures.payoutFigure} />
            <MoneyLine label={t("repay.cardSurcharge", { percent })} cents={figures.cardSurcharge} />
            <MoneyLine label={t("repay.cardTotal")} cents={figures.cardTotal} total />
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
