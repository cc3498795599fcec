import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { AdditionalFundsOffer } from "~/components/ApplicationStatus";
import { MoneyLine } from "~/components/MoneyLine";
import { additionalFundsAccess } from "~/domain/additional-funds";
import { formatAddress } from "~/domain/address";
import { deferredPayment } from "~/domain/money";
import { payLaterTitle, payLaterWords } from "~/domain/pay-later-words";
import { screenPath } from "~/domain/start-screen";
import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import { enforceScreen, requireLink } from "~/services/link.server";

/**
 * "Pay your marketing cost at settlement": what deferring means and costs, before
 * anything is created. Only shown while the request can be deferred and there is
 * no application yet (the guard sends everyone else to their screen).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const linkContext = await requireLink(request, params.uuid, context);
  enforceScreen("pay-later", linkContext);
  const { fundRequest, uuid, headers } = linkContext;
  return data(
    {
      deferred: deferredPayment(fundRequest.amountOutstanding),
      words: payLaterWords(fundRequest.requestType),
      title: payLaterTitle(fundRequest.requestType),
      agencyName: fundRequest.location?.name ?? null,
      propertyAddress: fundRequest.property ? formatAddress(fundRequest.property) : null,
      getStarted: screenPath(uuid, "get-started"),
      additionalFunds:
        additionalFundsAccess(fundRequest, linkContext.link.customerId, linkContext.lending ?? true) === "closed"
          ? null
          : screenPath(uuid, "additional-funds"),
      payNow: screenPath(uuid, "pay-now"),
    },
    { headers },
  );
}

export const handle: RouteHandle = {
  // SPEC 2.1's title for vendor-paid advertising; the same words for what another request type defers.
  title: (data) => (data as { title?: string } | undefined)?.title ?? ROUTE_TITLES["pay-later"],
  gtm: "pay-later",
};

export default function PayLater() {
  const { deferred, words, title, agencyName, propertyAddress, getStarted, additionalFunds, payNow } =
    useLoaderData<typeof loader>();
  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="lead">
        You do not have to pay {words.cost} now. We pay {agencyName ?? "the agency"} for you, and you repay us when{" "}
        {words.settles}.
      </p>

      <h2>What it costs</h2>
      <dl className="summary">
        <MoneyLine label="Amount outstanding" cents={deferred.amount} />
        <MoneyLine label="Establishment fee" cents={deferred.fee} />
        <MoneyLine label="Total repaid at settlement" cents={deferred.total} total />
      </dl>
      <p>There is no interest and nothing to pay before settlement. The establishment fee is the only charge.</p>

      <h2>When it is repaid</h2>
      <p>
        {words.ofSale
          ? `The total is repaid at settlement of the sale of ${propertyAddress ?? "your property"}, ${words.repaidFrom}.`
          : `The total is repaid at settlement, ${words.repaidFrom}.`}{" "}
        Your settlement agent or conveyancer pays it for you, so you do not need to do anything on the day.
      </p>

      <h2>What you need to apply</h2>
      <ul>
        <li>about 10 minutes</li>
        <li>an Australian driver licence, passport or Medicare card, to verify your identity</li>
        <li>the bank account that should be used if repayment at settlement is not possible</li>
        <li>for a larger amount, details of your income and expenses, and your recent payslips</li>
      </ul>

      <p>
        <Link to={getStarted} className="button">
          Apply to pay at settlement
        </Link>
      </p>
      <p>
        <Link to={payNow}>Pay now instead</Link>
      </p>
      {additionalFunds ? <AdditionalFundsOffer to={additionalFunds} /> : null}
    </>
  );
}
