import type { FundRequestSummaryData } from "~/domain/fund-request-summary";
import { useT } from "~/i18n/react";
import { MoneyLine } from "./MoneyLine";

/**
 * The fund request at a glance: what it is for, where, and what is left to pay.
 * `titled={false}` inside a disclosure whose summary already names it. Its words are
 * the `fundRequest` namespace: a screen showing it asks its loader for them.
 */
export function FundRequestSummary({ fundRequest, titled = true }: { fundRequest: FundRequestSummaryData; titled?: boolean }) {
  const t = useT();
  const address = fundRequest.propertyAddress;
  const list = (
    <dl className="summary">
      <div className="summary__row">
        <dt>{t("fundRequest.whatFor")}</dt>
        <dd>{fundRequest.requestLabel}</dd>
      </div>
      {fundRequest.description ? (
        <div className="summary__row">
          <dt>{t("fundRequest.description")}</dt>
          {/* The agency's own words: shown as written. */}
          <dd translate="no">
            <bdi>{fundRequest.description}</bdi>
          </dd>
        </div>
      ) : null}
      {address ? (
        <div className="summary__row">
          <dt>{t("fundRequest.property")}</dt>
          <dd translate="no">
            <bdi>{address}</bdi>
          </dd>
        </div>
      ) : null}
      {fundRequest.agencyName ? (
        <div className="summary__row">
          <dt>{t("fundRequest.requestedBy")}</dt>
          <dd translate="no">{fundRequest.agencyName}</dd>
        </div>
      ) : null}
      {fundRequest.reference ? (
        <div className="summary__row">
          <dt>{t("fundRequest.reference")}</dt>
          <dd translate="no">
            <bdi dir="ltr">{fundRequest.reference}</bdi>
          </dd>
        </div>
      ) : null}
      {fundRequest.dueDate ? (
        <div className="summary__row">
          <dt>{t("fundRequest.dueDate")}</dt>
          <dd>{fundRequest.dueDate}</dd>
        </div>
      ) : null}
      <MoneyLine label={t("fundRequest.amount")} cents={fundRequest.amount} />
      {fundRequest.gst > 0 ? (
        <MoneyLine label={t("fundRequest.gstIncluded")} cents={fundRequest.gst} />
      ) : (
        <div className="summary__row">
          <dt>{t("fundRequest.gst")}</dt>
          <dd>{t("fundRequest.gstNotCharged")}</dd>
        </div>
      )}
      <MoneyLine label={t("fundRequest.paid")} cents={fundRequest.amountPaid} />
      <MoneyLine label={t("fundRequest.outstanding")} cents={fundRequest.amountOutstanding} total />
    </dl>
  );
  if (!titled) return list;
  return (
    <section aria-labelledby="fund-request-summary-title">
      <h2 id="fund-request-summary-title">{t("fundRequest.title")}</h2>
      {list}
    </section>
  );
}
