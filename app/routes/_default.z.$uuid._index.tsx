import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FundRequestSummary, summaryOf } from "~/components/FundRequestSummary";
import { chooseStartScreen, screenPath } from "~/domain/start-screen";
import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
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
  const { uuid, headers } = linkContext;

  if (screen !== "pay-now") throw redirect(screenPath(uuid, screen), { headers });
  if (query.payLater) {
    // A pay-later link for a request that cannot be deferred (any more): say so, once.
    throw redirectWithToast(
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
  return data({ fundRequest: summaryOf(linkContext.fundRequest) }, { headers });
}

export const handle: RouteHandle = { title: ROUTE_TITLES["pay-now"], gtm: "pay-now" };

export default function PayNow() {
  const { fundRequest } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 tabIndex={-1}>{ROUTE_TITLES["pay-now"]}</h1>
      <p className="lead">
        {fundRequest.agencyName ? `${fundRequest.agencyName} has asked you to pay` : "You have been asked to pay"} the amount
        below. Check the details before you choose how to pay.
      </p>
      <FundRequestSummary fundRequest={fundRequest} />
    </>
  );
}
