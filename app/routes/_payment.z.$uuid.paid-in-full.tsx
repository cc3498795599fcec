import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AgencyBanner } from "~/components/AgencyBanner";
import { AgencyDetails } from "~/components/AgencyDetails";
import { PrintButton } from "~/components/PrintButton";
import { Receipt } from "~/components/Receipt";
import { formatAddress } from "~/domain/address";
import { agencyOf } from "~/domain/agency";
import { gstIncluded } from "~/domain/money";
import { receiptOf } from "~/domain/receipt";
import { describeRequestType } from "~/domain/request-types";
import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import { enforceScreen, requireLink } from "~/services/link.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const linkContext = await requireLink(request, params.uuid, context);
  enforceScreen("paid-in-full", linkContext);
  const { fundRequest, headers } = linkContext;
  return data(
    {
      receipt: receiptOf(fundRequest),
      requestLabel: describeRequestType(fundRequest.requestType).label,
      reference: fundRequest.reference,
      invoiceNumber: fundRequest.invoice?.number ?? null,
      propertyAddress: fundRequest.property ? formatAddress(fundRequest.property) : null,
      amount: fundRequest.amount,
      gst: gstIncluded(fundRequest.requestType, fundRequest.amount),
      agency: agencyOf(fundRequest.location),
    },
    { headers },
  );
}

export default function PaidInFull() {
  const { agency, ...receipt } = useLoaderData<typeof loader>();
  return (
    <>
      <AgencyBanner agency={agency} />
      <h1 tabIndex={-1}>{ROUTE_TITLES["paid-in-full"]}</h1>
      <p className="lead">Thank you. Nothing more is owed on this fund request. Keep this page as your receipt.</p>
      <PrintButton>Print receipt</PrintButton>
      <Receipt {...receipt} />
      {agency ? (
        <>
          <h2>Paid to</h2>
          <AgencyDetails agency={agency} headingLevel={3} />
        </>
      ) : null}
    </>
  );
}

export const handle: RouteHandle = { title: ROUTE_TITLES["paid-in-full"], gtm: "paid-in-full" };
