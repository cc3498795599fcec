import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AgencyBanner } from "~/components/AgencyBanner";
import { FundRequestSummary } from "~/components/FundRequestSummary";
import { agencyOf } from "~/domain/agency";
import { summaryOf } from "~/domain/fund-request-summary";
import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import { enforceScreen, requireLink } from "~/services/link.server";

/** Shown while the provider reports PROCESSING; once it reports PAID the guard moves on to paid-in-full. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const linkContext = await requireLink(request, params.uuid, context);
  enforceScreen("pending-payment", linkContext);
  const { uuid, fundRequest, headers } = linkContext;
  return data({ uuid, fundRequest: summaryOf(fundRequest), agency: agencyOf(fundRequest.location) }, { headers });
}

export default function PendingPayment() {
  const { uuid, fundRequest, agency } = useLoaderData<typeof loader>();
  const agencyName = fundRequest.agencyName ?? "your agency";
  return (
    <>
      <AgencyBanner agency={agency} />
      <h1 tabIndex={-1}>{ROUTE_TITLES["pending-payment"]}</h1>
      <p className="lead">We have your payment and it is being processed. You do not need to pay again.</p>
      <h2>What happens next</h2>
      <ol className="steps">
        <li>
          The payment reaches {agencyName}. A card payment usually takes a few minutes; BPAY and bank transfers can take up to two
          business days.
        </li>
        <li>When it arrives, this link shows your receipt, which you can keep or print.</li>
        <li>If anything goes wrong, {agencyName} will contact you. Nothing more is charged.</li>
      </ol>
      <p>
        <a className="button" href={`/z/${uuid}/pending-payment`}>
          Check again
        </a>
      </p>
      <FundRequestSummary fundRequest={fundRequest} />
      <p>
        Questions? <a href={`/z/${uuid}/contact-us`}>Contact {agencyName}</a>.
      </p>
    </>
  );
}

export const handle: RouteHandle = { title: ROUTE_TITLES["pending-payment"], gtm: "pending-payment" };
