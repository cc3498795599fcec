import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useParams, useRouteError } from "@remix-run/react";

import { AgencyBanner } from "~/components/AgencyBanner";
import { PaymentMethodPanel } from "~/components/PaymentMethodPanels";
import { PrintButton } from "~/components/PrintButton";
import { agencyOf } from "~/domain/agency";
import { formatDate } from "~/domain/dates";
import { isPaymentMethod, paymentInstructions, type PaymentMethod } from "~/domain/pay-now";
import { describeRequestType } from "~/domain/request-types";
import { PAYMENT_PAGE_TITLES, ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import { getFeatureFlags } from "~/services/feature-flags.server";
import { enforceScreen, requireLink } from "~/services/link.server";

/**
 * The generic `/z/{uuid}/{type}` page of SPEC 2.1: the printable instructions for
 * one way to pay (docs/decisions/0055-generic-type-page.md). Any other type, or a
 * way that is switched off, is the helpful 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const type = params.type;
  if (!isPaymentMethod(type)) throw data("Unknown page", { status: 404 });
  const linkContext = await requireLink(request, params.uuid, context);
  enforceScreen("pay-now", linkContext);
  const { uuid, fundRequest, headers } = linkContext;
  const instructions = paymentInstructions(fundRequest, await getFeatureFlags());
  if (!instructions.methods.includes(type)) throw data("This way to pay is not available", { status: 404, headers });
  return data(
    {
      uuid,
      method: type,
      instructions,
      agency: agencyOf(fundRequest.location),
      requestLabel: describeRequestType(fundRequest.requestType).label,
      reference: fundRequest.reference,
      dueDate: fundRequest.dueAt ? formatDate(fundRequest.dueAt) : "",
      idempotencyKey: crypto.randomUUID(),
    },
    { headers },
  );
}

export default function PaymentInstructionsPage() {
  const { uuid, method, instructions, agency, requestLabel, reference, dueDate, idempotencyKey } = useLoaderData<typeof loader>();
  return (
    <>
      <AgencyBanner agency={agency} />
      <PaymentMethodPanel
        method={method}
        uuid={uuid}
        instructions={instructions}
        agencyName={agency?.name ?? "your agency"}
        idempotencyKey={idempotencyKey}
      />
      <p>
        For: {requestLabel}
        {reference ? `, reference ${reference}` : ""}
        {dueDate ? `. Due ${dueDate}` : ""}.
      </p>
      <PrintButton>Print these instructions</PrintButton>
      <p className="no-print">
        <Link to={`/z/${uuid}`}>Back to all ways to pay</Link>
      </p>
    </>
  );
}

// An unknown type is this route's own 404 (below): its title says so.
export const handle: RouteHandle = {
  title: (data) => (data ? PAYMENT_PAGE_TITLES[(data as { method: PaymentMethod }).method] : ROUTE_TITLES.all),
  gtm: "payment-instructions",
};

/** An unknown type keeps the catch-all's wording and its way back; other errors go to the root boundary. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { uuid } = useParams();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <>
      <h1 tabIndex={-1}>{ROUTE_TITLES.all}</h1>
      <p className="lead">We could not find the page you asked for.</p>
      <p>
        <Link className="button" to={`/z/${uuid}`}>
          Go to your fund request
        </Link>
      </p>
    </>
  );
}
