import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AgencyBanner } from "~/components/AgencyBanner";
import { FundRequestSummary } from "~/components/FundRequestSummary";
import { PayLaterOffer } from "~/components/PayLaterOffer";
import { PaymentMethodPanel } from "~/components/PaymentMethodPanels";
import { agencyOf } from "~/domain/agency";
import { summaryOf } from "~/domain/fund-request-summary";
import { formatMoney } from "~/domain/money";
import { payLaterOffer, paymentInstructions } from "~/domain/pay-now";
import { describeRequestType } from "~/domain/request-types";
import { chooseStartScreen, screenPath } from "~/domain/start-screen";
import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import { trackEvent } from "~/services/analytics.server";
import { getFeatureFlags } from "~/services/feature-flags.server";
import { readScreenQuery, requireLink, startInput } from "~/services/link.server";
import { redirectWithToast } from "~/services/toast.server";
import paymentsStyles from "~/styles/payments.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: paymentsStyles }];

/**
 * The link's entry point (SPEC 2.5): authenticate, load, and send the visitor to
 * the screen the start-up choice picks; pay-now is shown here.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const linkContext = await requireLink(request, params.uuid, context);
  const query = readScreenQuery(request);
  const screen = chooseStartScreen(startInput(linkContext, query));
  const { uuid, headers, fundRequest } = linkContext;

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
      explanation: describeRequestType(fundRequest.requestType).explanation,
      agency: agencyOf(fundRequest.location),
      instructions: paymentInstructions(fundRequest, flags),
      payLater: payLaterOffer(fundRequest, flags),
      idempotencyKey: crypto.randomUUID(),
    },
    { headers },
  );
}

export default function PayNow() {
  const { uuid, fundRequest, explanation, agency, instructions, payLater, idempotencyKey } = useLoaderData<typeof loader>();
  const agencyName = fundRequest.agencyName ?? "your agency";
  const { methods, figures } = instructions;
  return (
    <>
      <AgencyBanner agency={agency} />
      <h1 tabIndex={-1}>{ROUTE_TITLES["pay-now"]}</h1>
      <p className="lead">
        {fundRequest.agencyName ? `${fundRequest.agencyName} has asked you to pay` : "You have been asked to pay"} the amount
        below. Check the details before you choose how to pay.
      </p>
      <p>{explanation}</p>
      <FundRequestSummary fundRequest={fundRequest} />
      <section aria-labelledby="pay-now-title">
        <h2 id="pay-now-title">Pay {formatMoney(figures.amountOutstanding)} now</h2>
        {methods.length > 0 ? (
          <p>
            {methods.includes("card") && methods.length > 1
              ? "The ways at the top have no fees. Paying by card adds a surcharge, shown before you pay."
              : "Choose one of these ways to pay."}
          </p>
        ) : (
          <p>
            You cannot pay online at the moment. <a href={`/z/${uuid}/contact-us`}>Contact {agencyName}</a> to arrange payment.
          </p>
        )}
        {methods.map((method) => (
          <PaymentMethodPanel
            key={method}
            method={method}
            uuid={uuid}
            instructions={instructions}
            agencyName={agencyName}
            idempotencyKey={idempotencyKey}
          />
        ))}
      </section>
      {payLater ? <PayLaterOffer uuid={uuid} offer={payLater} payNowTotal={figures.amountOutstanding} /> : null}
    </>
  );
}

export const handle: RouteHandle = { title: ROUTE_TITLES["pay-now"], gtm: "pay-now" };
