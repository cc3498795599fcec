import type { DeferredPayment } from "~/domain/money";
import { formatMoney } from "~/domain/money";
import { formatPercent, type PayNowFigures } from "~/domain/pay-now";
import type { WayToPay } from "~/domain/ways-to-pay";
import { useT } from "~/i18n/react";
import type { Translate } from "~/i18n/translate";
import { paymentMethodName } from "./PaymentMethodPanels";

interface WaysToPayProps {
  uuid: string;
  ways: WayToPay[];
  figures: PayNowFigures;
  payLater: DeferredPayment | null;
  /** When and from what paying at settlement pays, for this request type, in the page's language. */
  atSettlement: string;
}

/** What each choice costs, said before it is chosen: the fee, or that there is none. */
function hintOf(way: WayToPay, { figures, payLater, atSettlement }: WaysToPayProps, t: Translate): string {
  switch (way) {
    case "bpay":
      return t("ways.bpayHint");
    case "eft":
      return t("ways.eftHint");
    case "credit-note":
      return t("ways.creditNoteHint");
    case "card":
      return t("ways.cardHint", {
        percent: formatPercent(figures.surchargePercent),
        surcharge: formatMoney(figures.cardSurcharge),
        total: formatMoney(figures.cardTotal),
      });
    case "pay-later":
      return payLater
        ? t("ways.payLaterHint", { atSettlement, fee: formatMoney(payLater.fee), total: formatMoney(payLater.total) })
        : atSettlement;
  }
}

/**
 * The choice of how to pay, one link per way (decision 0150): each way's details,
 * and the card's Pay button, are on its own page, so this screen stays one question.
 * Words: the `ways` namespace.
 */
export function WaysToPay(props: WaysToPayProps) {
  const t = useT();
  const { uuid, ways } = props;
  return (
    <ul className="ways-to-pay">
      {ways.map((way) => (
        <li key={way}>
          <a href={`/z/${uuid}/${way}`}>
            <span className="ways-to-pay__name">{way === "pay-later" ? t("ways.payLaterName") : paymentMethodName(way, t)}</span>
            <span className="ways-to-pay__hint">{hintOf(way, props, t)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
