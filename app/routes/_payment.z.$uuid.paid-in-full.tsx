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
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { enforceScreen, requireLink } from "~/services/link.server";
import { pageLoader } from "~/services/page-loader.server";

export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args, ["paidInFull", "receipt", "agency"], async ({ request, params, context }, words) => {
    const linkContext = await requireLink(request, params.uuid, context);
    enforceScreen("paid-in-full", linkContext);
    const { fundRequest, headers } = linkContext;
    return data(
      {
        receipt: receiptOf(fundRequest, words),
        requestLabel: words.t("requestType.label", { type: fundRequest.requestType }),
        reference: fundRequest.reference,
        invoiceNumber: fundRequest.invoice?.number ?? null,
        propertyAddress: fundRequest.property ? formatAddress(fundRequest.property) : null,
        amount: fundRequest.amount,
        gst: gstIncluded(fundRequest.requestType, fundRequest.amount),
        agency: agencyOf(fundRequest.location),
      },
      { headers },
    );
  });
}

export default function PaidInFull() {
  const t = useT();
  const { agency, messages: _messages, ...receipt } = useLoaderData<typeof loader>();
  return (
    <>
      <AgencyBanner agency={agency} />
      <h1 tabIndex={-1}>{t("paidInFull.title")}</h1>
      <p className="lead">{t("paidInFull.lead")}</p>
      <PrintButton>{t("paidInFull.print")}</PrintButton>
      <Receipt {...receipt} />
      {agency ? (
        <>
          <h2>{t("paidInFull.paidTo")}</h2>
          <AgencyDetails agency={agency} headingLevel={3} />
        </>
      ) : null}
    </>
  );
}

export const handle: RouteHandle = { title: (_data, t) => t("paidInFull.title"), gtm: "paid-in-full" };
