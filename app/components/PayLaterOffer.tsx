import type { DeferredPayment } from "~/domain/money";
import { formatMoney } from "~/domain/money";

/** Paying at settlement beside paying now: the establishment fee and the deferred total of SPEC 9. */
export function PayLaterOffer({ uuid, offer, payNowTotal }: { uuid: string; offer: DeferredPayment; payNowTotal: number }) {
  return (
    <section className="pay-later-offer" aria-labelledby="pay-later-title">
      <h2 id="pay-later-title">Or pay at settlement</h2>
      <p>Pay nothing now: the amount is paid from your sale proceeds when the property settles.</p>
      <dl className="summary-list">
        <div className="summary__row">
          <dt>Pay now</dt>
          <dd className="money">{formatMoney(payNowTotal)}</dd>
        </div>
        <div className="summary__row">
          <dt>Establishment fee</dt>
          <dd className="money">{formatMoney(offer.fee)}</dd>
        </div>
        <div className="summary__row summary__row--total">
          <dt>Total at settlement</dt>
          <dd className="money">{formatMoney(offer.total)}</dd>
        </div>
      </dl>
      <p>
        <a className="button button--secondary" href={`/z/${uuid}/pay-later`}>
          Pay at settlement
        </a>
      </p>
    </section>
  );
}
