import type { DeferredPayment } from "~/domain/money";
import { formatMoney } from "~/domain/money";
import { formatPercent, type PayNowFigures } from "~/domain/pay-now";
import type { WayToPay } from "~/domain/ways-to-pay";
import { PAYMENT_METHOD_TITLES } from "./PaymentMethodPanels";

interface WaysToPayProps {
  uuid: string;
  ways: WayToPay[];
  figures: PayNowFigures;
  payLater: DeferredPayment | null;
  /** When and from what paying at settlement pays, for this request type. */
  atSettlement: string;
}

/** What each choice costs, said before it is chosen: the fee, or that there is none. */
function hintOf(way: WayToPay, { figures, payLater, atSettlement }: WaysToPayProps): string {
  switch (way) {
    case "bpay":
      return "From your bank's app or internet banking. No fee.";
    case "eft":
      return "To the agency's trust account. No fee.";
    case "credit-note":
      return "Use money the agency already owes you. No fee.";
    case "card":
      return `${formatPercent(figures.surchargePercent)} surcharge of ${formatMoney(figures.cardSurcharge)}: ${formatMoney(figures.cardTotal)} in total.`;
    case "pay-later":
      return payLater
        ? `Nothing now. ${atSettlement} ${formatMoney(payLater.fee)} establishment fee: ${formatMoney(payLater.total)} in total.`
        : atSettlement;
  }
}

/**
 * The choice of how to pay, one link per way (decision 0150): each way's details,
 * and the card's Pay button, are on its own page, so this screen stays one question.
 */
export function WaysToPay(props: WaysToPayProps) {
  const { uuid, ways } = props;
  return (
    <ul className="ways-to-pay">
      {ways.map((way) => (
        <li key={way}>
          <a href={`/z/${uuid}/${way}`}>
            <span className="ways-to-pay__name">{way === "pay-later" ? "Pay at settlement" : PAYMENT_METHOD_TITLES[way]}</span>
            <span className="ways-to-pay__hint">{hintOf(way, props)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
