import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AgencyBanner } from "~/components/AgencyBanner";
import { FundRequestSummary } from "~/components/FundRequestSummary";
import { agencyOf } from "~/domain/agency";
import { summaryOf } from "~/domain/fund-request-summary";
import { MessageLink, T, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { enforceScreen, requireLink } from "~/services/link.server";
import { pageLoader } from "~/services/page-loader.server";

/** Shown while the provider reports PROCESSING; once it reports PAID the guard moves on to paid-in-full. */
export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args, ["pending", "fundRequest"], async ({ request, params, context }, words) => {
    const linkContext = await requireLink(request, params.uuid, context);
    enforceScreen("pending-payment", linkContext);
    const { uuid, fundRequest, headers } = linkContext;
    return data({ uuid, fundRequest: summaryOf(fundRequest, words), agency: agencyOf(fundRequest.location) }, { headers });
  });
}

export default function PendingPayment() {
  const t = useT();
  const { uuid, fundRequest, agency } = useLoaderData<typeof loader>();
  const agencyName = fundRequest.agencyName ?? t("fundRequest.yourAgency");
  return (
    <>
      <AgencyBanner agency={agency} />
      <h1 tabIndex={-1}>{t("pending.title")}</h1>
      <p className="lead">{t("pending.lead")}</p>
      <h2>{t("pending.whatNext")}</h2>
      <ol className="steps">
        <li>{t("pending.step1", { agency: agencyName })}</li>
        <li>{t("pending.step2")}</li>
        <li>{t("pending.step3", { agency: agencyName })}</li>
      </ol>
      <p>
        <a className="button" href={`/z/${uuid}/pending-payment`}>
          {t("pending.checkAgain")}
        </a>
      </p>
      <FundRequestSummary fundRequest={fundRequest} />
      <p>
        <T
          id="pending.questions"
          values={{ agency: agencyName }}
          components={{ 0: <MessageLink href={`/z/${uuid}/contact-us`} /> }}
        />
      </p>
    </>
  );
}

export const handle: RouteHandle = { title: (_data, t) => t("pending.title"), gtm: "pending-payment" };
