import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AgencyBanner } from "~/components/AgencyBanner";
import { FundRequestSummary } from "~/components/FundRequestSummary";
import { WaysToPay } from "~/components/WaysToPay";
import { agencyOf } from "~/domain/agency";
import { summaryOf } from "~/domain/fund-request-summary";
import { formatMoney } from "~/domain/money";
import { payLaterOffer, paymentInstructions } from "~/domain/pay-now";
import { describeRequestType } from "~/domain/request-types";
import { chooseStartScreen, screenPath } from "~/domain/start-screen";
import { ROUTE_TITLES } from "~/domain/titles";
import { orderWaysToPay } from "~/domain/ways-to-pay";
import type { RouteHandle } from "~/route-handle";
import { trackEvent } from "~/services/analytics.server";
import { getFeatureFlags } from "~/services/feature-flags.server";
import { readScreenQuery, requireLink, startInput } from "~/services/link.server";
import { redirectWithToast } from "~/services/toast.server";

/**
 * The link's entry point (SPEC 2.5): authenticate, load, and send the visitor to
 * the screen the start-up choice picks; pay-now is shown here.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const linkContext = await requireLink(request, params.uuid, context);
  const query = readScreenQuery(request);
  const screen = chooseStartScreen(startInput(linkContext, query));
  const { uuid, headers, fundRequest } = linkContext;

  if (screen === "lodge-signed") {
    // The signing ceremony came back to the link itself: its answer goes where it is read (decision 0163).
    throw redirect(`${screenPath(uuid, screen)}?signatureStatus=${query.signatureStatus}`, { headers });
  }
  if (screen !== "pay-now") throw redirect(screenPath(uuid, screen), { headers });
  if (query.payLater) {
    // A pay-later link for a request that cannot be deferred (any more): say so, once.
    throw await redirectWithToast(
      request,
      screenPath(uuid, "pay-now"),
      {
        type: "warning",
        title: "Paying at settlement is not available",
        message: "This fund request cannot be paid at settlement, so it needs to be paid now.",
      },
      { status: 302, headers },
    );
  }
  const flags = await getFeatureFlags();
  const { methods, figures } = paymentInstructions(fundRequest, flags);
  const payLater = payLaterOffer(fundRequest, flags);
  const { explanation, atSettlement } = describeRequestType(fundRequest.requestType);
  // Sent from the server so payers without JavaScript are counted (SPEC 7); not awaited, so never slows the page.
  void trackEvent("invoice_viewed", {
    fund_request_id: fundRequest.id,
    request_type: fundRequest.requestType,
    receivable_status: fundRequest.receivableStatus,
    page_path: new URL(request.url).pathname,
  });
  return data(
    {
      uuid,
      fundRequest: summaryOf(fundRequest),
      explanation,
      atSettlement,
      agency: agencyOf(fundRequest.location),
      ways: orderWaysToPay(fundRequest.requestType, methods, payLater !== null),
      figures,
      payLater,
    },
    { headers },
  );
}

/**
 * One question, as a bill (decision 0150): who asks, what for, how much, by when,
 * then the ways to pay as links to their own pages; the full details are a
 * disclosure below, so the first screen of a phone holds all that a payer needs.
 */
export default function PayNow() {
  const { uuid, fundRequest, explanation, atSettlement, agency, ways, figures, payLater } = useLoaderData<typeof loader>();
  const agencyName = fundRequest.agencyName ?? "your agency";
  return (
    <>
      <AgencyBanner agency={agency} />
      <h1 tabIndex={-1}>{ROUTE_TITLES["pay-now"]}</h1>
      <p className="bill__for">
        {fundRequest.agencyName ? `${fundRequest.agencyName} asks you to pay for: ` : "You are asked to pay for: "}
        {fundRequest.requestLabel}
      </p>
      <dl className="bill">
        <div className="bill__row bill__row--amount">
          <dt>Amount outstanding</dt>
          <dd className="money">{formatMoney(fundRequest.amountOutstanding)}</dd>
        </div>
        {fundRequest.dueDate ? (
          <div className="bill__row">
            <dt>Due date</dt>
            <dd>
              {fundRequest.dueDate}
              {fundRequest.overdue ? (
                <>
                  {" "}
                  <strong className="tag">Overdue</strong>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="ways-to-pay-title">
        <h2 id="ways-to-pay-title">Choose how to pay</h2>
        {ways.length > 0 ? (
          <WaysToPay uuid={uuid} ways={ways} figures={figures} payLater={payLater} atSettlement={atSettlement} />
        ) : (
          <p>
            You cannot pay online at the moment. <a href={`/z/${uuid}/contact-us`}>Contact {agencyName}</a> to arrange payment.
          </p>
        )}
      </section>
      <details className="disclosure">
        <summary>Fund request details</summary>
        <p>{explanation}</p>
        <FundRequestSummary fundRequest={fundRequest} titled={false} />
      </details>
    </>
  );
}

export const handle: RouteHandle = { title: ROUTE_TITLES["pay-now"], gtm: "pay-now" };
