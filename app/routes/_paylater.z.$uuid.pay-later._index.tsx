import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { AdditionalFundsOffer } from "~/components/ApplicationStatus";
import { MoneyLine } from "~/components/MoneyLine";
import { additionalFundsAccess } from "~/domain/additional-funds";
import { formatAddress } from "~/domain/address";
import { legalPagePath } from "~/domain/legal-pages";
import { deferredPayment } from "~/domain/money";
import { payLaterTitle } from "~/domain/pay-later-words";
import { screenPath } from "~/domain/start-screen";
import { T, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { enforceScreen, requireLink } from "~/services/link.server";
import { pageLoader } from "~/services/page-loader.server";

/**
 * "Pay your marketing cost at settlement": what deferring means and costs, before
 * anything is created. Only shown while the request can be deferred and there is
 * no application yet (the guard sends everyone else to their screen).
 */
export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args, ["paylater", "payLaterOffer"], async ({ request, params, context }, words) => {
    const linkContext = await requireLink(request, params.uuid, context);
    enforceScreen("pay-later", linkContext);
    const { fundRequest, uuid, headers } = linkContext;
    return data(
      {
        deferred: deferredPayment(fundRequest.amountOutstanding),
        requestType: fundRequest.requestType,
        title: payLaterTitle(fundRequest.requestType, words.t),
        agencyName: fundRequest.location?.name ?? null,
        propertyAddress: fundRequest.property ? formatAddress(fundRequest.property) : null,
        getStarted: screenPath(uuid, "get-started"),
        additionalFunds:
          additionalFundsAccess(fundRequest, linkContext.link.customerId, linkContext.lending ?? true) === "closed"
            ? null
            : screenPath(uuid, "additional-funds"),
        payNow: screenPath(uuid, "pay-now"),
        creditGuide: legalPagePath(uuid, "credit-guide"),
      },
      { headers },
    );
  });
}

export const handle: RouteHandle = {
  // docs/SPEC.md 2.1's title for vendor-paid advertising; the same words for what another request type defers.
  title: (data, t) => (data as { title?: string } | undefined)?.title ?? t("paylater.title", { type: "VENDOR_PAID_ADVERTISING" }),
  gtm: "pay-later",
};

export default function PayLater() {
  const t = useT();
  const { deferred, requestType, title, agencyName, propertyAddress, getStarted, additionalFunds, payNow, creditGuide } =
    useLoaderData<typeof loader>();
  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="lead">{t("payLaterOffer.lead", { type: requestType, agency: agencyName ?? t("payLaterOffer.theAgency") })}</p>

      <h2>{t("payLaterOffer.costHeading")}</h2>
      <dl className="summary">
        <MoneyLine label={t("payLaterOffer.amountOutstanding")} cents={deferred.amount} />
        <MoneyLine label={t("paylater.establishmentFee")} cents={deferred.fee} />
        <MoneyLine label={t("payLaterOffer.totalRepaid")} cents={deferred.total} total />
      </dl>
      <p>{t("payLaterOffer.noInterest")}</p>

      <h2>{t("payLaterOffer.whenHeading")}</h2>
      <p>{t("payLaterOffer.whenRepaid", { type: requestType, property: propertyAddress ?? t("payLaterOffer.yourProperty") })}</p>

      <h2>{t("payLaterOffer.needHeading")}</h2>
      <ul>
        <li>{t("payLaterOffer.needTime")}</li>
        <li>{t("payLaterOffer.needId")}</li>
        <li>{t("payLaterOffer.needAccount", { type: requestType })}</li>
        <li>{t("payLaterOffer.needIncome")}</li>
      </ul>
      <p>
        <T id="legalLinks.offer" components={{ 0: <Link to={creditGuide} /> }} />
      </p>

      <p>
        <Link to={getStarted} className="button">
          {t("payLaterOffer.apply")}
        </Link>
      </p>
      <p>
        <Link to={payNow}>{t("payLaterOffer.payNowInstead")}</Link>
      </p>
      {additionalFunds ? <AdditionalFundsOffer to={additionalFunds} /> : null}
    </>
  );
}
