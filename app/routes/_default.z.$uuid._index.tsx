import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AgencyBanner } from "~/components/AgencyBanner";
import { FundRequestSummary } from "~/components/FundRequestSummary";
import { WaysToPay } from "~/components/WaysToPay";
import { agencyOf } from "~/domain/agency";
import { summaryOf } from "~/domain/fund-request-summary";
import { formatMoney } from "~/domain/money";
import { payLaterOffer, paymentInstructions } from "~/domain/pay-now";
import { chooseStartScreen, screenPath } from "~/domain/start-screen";
import { orderWaysToPay } from "~/domain/ways-to-pay";
import { MessageLink, T, useLocale, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { trackEvent } from "~/services/analytics.server";
import { getFeatureFlags } from "~/services/feature-flags.server";
import { readScreenQuery, requireLink, startInput } from "~/services/link.server";
import { pageLoader } from "~/services/page-loader.server";
import { redirectWithToast } from "~/services/toast.server";
import paymentsStyles from "~/styles/payments.css?url";

/**
 * The link's entry point (docs/SPEC.md 2.5): authenticate, load, and send the visitor to
 * the screen the start-up choice picks; pay-now is shown here.
 */
export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args, ["payNow", "ways", "fundRequest"], async ({ request, params, context }, words) => {
    const linkContext = await requireLink(request, params.uuid, context);
    const query = readScreenQuery(request);
    const screen = chooseStartScreen(startInput(linkContext, query));
    const { uuid, headers, fundRequest } = linkContext;

    if (screen === "lodge-signed") {
      // The signing ceremony came back to the link itself: its answer goes where it is read (decision 0163).
      throw redirect(`${screenPath(uuid, screen)}?signatureStatus=${query.signatureStatus}`, { headers });
    }
    if (screen !== "pay-now") throw redirect(screenPath(uuid, screen), { headers });
    const { t } = words;
    if (query.payLater) {
      // A pay-later link for a request that cannot be deferred (any more): say so, once.
      throw await redirectWithToast(
        request,
        screenPath(uuid, "pay-now"),
        {
          type: "warning",
          title: t("payNow.payLaterUnavailableTitle"),
          message: t("payNow.payLaterUnavailableMessage"),
        },
        { status: 302, headers },
      );
    }
    const flags = await getFeatureFlags();
    const { methods, figures } = paymentInstructions(fundRequest, flags);
    const payLater = payLaterOffer(fundRequest, flags);
    const type = fundRequest.requestType;
    // Sent from the server so payers without JavaScript are counted (docs/SPEC.md 7); not awaited, so never slows the page.
    void trackEvent(
      "invoice_viewed",
      {
        fund_request_id: fundRequest.id,
        request_type: fundRequest.requestType,
        receivable_status: fundRequest.receivableStatus,
        page_path: new URL(request.url).pathname,
      },
      undefined,
      context.requestId,
    );
    return data(
      {
        uuid,
        fundRequest: summaryOf(fundRequest, words),
        explanation: t("requestType.explanation", { type }),
        atSettlement: t("requestType.atSettlement", { type }),
        agency: agencyOf(fundRequest.location),
        ways: orderWaysToPay(fundRequest.requestType, methods, payLater !== null),
        figures,
        payLater,
      },
      { headers },
    );
  });
}

/**
 * One question, as a bill (decision 0150): who asks, what for, how much, by when,
 * then the ways to pay as links to their own pages; the full details are a
 * disclosure below, so the first screen of a phone holds all that a payer needs.
 */
export default function PayNow() {
  const t = useT();
  const locale = useLocale();
  const { uuid, fundRequest, explanation, atSettlement, agency, ways, figures, payLater } = useLoaderData<typeof loader>();
  const agencyName = fundRequest.agencyName ?? t("fundRequest.yourAgency");
  return (
    <>
      <AgencyBanner agency={agency} />
      <h1 tabIndex={-1}>{t("payNow.title")}</h1>
      <p className="bill__for">
        {fundRequest.agencyName
          ? t("payNow.asks", { agency: fundRequest.agencyName, label: fundRequest.requestLabel })
          : t("payNow.asksNoAgency", { label: fundRequest.requestLabel })}
      </p>
      <dl className="bill">
        <div className="bill__row bill__row--amount">
          <dt>{t("payNow.amountOutstanding")}</dt>
          <dd className="money">
            <bdi dir="ltr">{formatMoney(fundRequest.amountOutstanding)}</bdi>
          </dd>
        </div>
        {fundRequest.dueDate ? (
          <div className="bill__row">
            <dt>{t("payNow.dueDate")}</dt>
            <dd>
              {fundRequest.dueDate}
              {fundRequest.overdue ? (
                <>
                  {" "}
                  <strong className="tag">{t("payNow.overdue")}</strong>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {/* "$" alone reads as Australian dollars only to an Australian reader (decision 0222). */}
      {locale !== "en-AU" ? <p className="muted">{t("payNow.inAud")}</p> : null}
      <section aria-labelledby="ways-to-pay-title">
        <h2 id="ways-to-pay-title">{t("payNow.chooseHowToPay")}</h2>
        {ways.length > 0 ? (
          <WaysToPay uuid={uuid} ways={ways} figures={figures} payLater={payLater} atSettlement={atSettlement} />
        ) : (
          <p>
            <T
              id="payNow.cannotPayOnline"
              values={{ agency: agencyName }}
              components={{ 0: <MessageLink href={`/z/${uuid}/contact-us`} /> }}
            />
          </p>
        )}
      </section>
      <details className="disclosure">
        <summary>{t("payNow.details")}</summary>
        <p>{explanation}</p>
        <FundRequestSummary fundRequest={fundRequest} titled={false} />
      </details>
    </>
  );
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: paymentsStyles }];

export const handle: RouteHandle = {
  stylesheets: [paymentsStyles],
  title: (_data, t) => t("payNow.title"),
  gtm: "pay-now",
};
