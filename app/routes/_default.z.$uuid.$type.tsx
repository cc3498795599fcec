import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useParams, useRouteError } from "@remix-run/react";

import { AgencyBanner } from "~/components/AgencyBanner";
import { PaymentMethodPanel, PRINTABLE_TITLES } from "~/components/PaymentMethodPanels";
import { PrintButton } from "~/components/PrintButton";
import { agencyOf } from "~/domain/agency";
import { formatDate } from "~/domain/dates";
import { isPaymentMethod, paymentInstructions, type PaymentMethod } from "~/domain/pay-now";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { getFeatureFlags } from "~/services/feature-flags.server";
import { enforceScreen, requireLink } from "~/services/link.server";
import { pageLoader } from "~/services/page-loader.server";
import paymentsStyles from "~/styles/payments.css?url";

/**
 * The generic `/z/{uuid}/{type}` page of docs/SPEC.md 2.1: the printable instructions for
 * one way to pay (docs/decisions/0055-generic-type-page.md). Any other type, or a
 * way that is switched off, is the helpful 404.
 */
export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args, ["ways", "fundRequest"], async ({ request, params, context }, words) => {
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
        requestLabel: words.t("requestType.label", { type: fundRequest.requestType }),
        reference: fundRequest.reference,
        dueDate: fundRequest.dueAt ? formatDate(fundRequest.dueAt, words.locale) : "",
        idempotencyKey: crypto.randomUUID(),
      },
      { headers },
    );
  });
}

export default function PaymentInstructionsPage() {
  const t = useT();
  const { uuid, method, instructions, agency, requestLabel, reference, dueDate, idempotencyKey } = useLoaderData<typeof loader>();
  return (
    <>
      <AgencyBanner agency={agency} />
      <PaymentMethodPanel
        method={method}
        uuid={uuid}
        instructions={instructions}
        agencyName={agency?.name ?? t("fundRequest.yourAgency")}
        idempotencyKey={idempotencyKey}
      />
      <dl className="summary-list">
        <div className="summary__row">
          <dt>{t("ways.for")}</dt>
          <dd>{requestLabel}</dd>
        </div>
        {reference ? (
          <div className="summary__row">
            <dt>{t("ways.reference")}</dt>
            <dd translate="no">
              <bdi dir="ltr">{reference}</bdi>
            </dd>
          </div>
        ) : null}
        {dueDate ? (
          <div className="summary__row">
            <dt>{t("ways.due")}</dt>
            <dd>{dueDate}</dd>
          </div>
        ) : null}
      </dl>
      <PrintButton>{t("ways.print")}</PrintButton>
      <p className="no-print">
        <Link to={`/z/${uuid}`}>{t("ways.back")}</Link>
      </p>
    </>
  );
}

// An unknown type is this route's own 404 (below): its title says so.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: paymentsStyles }];

export const handle: RouteHandle = {
  stylesheets: [paymentsStyles],
  title: (data, t) => (data ? t(PRINTABLE_TITLES[(data as { method: PaymentMethod }).method]) : t("errors.notFoundTitle")),
  gtm: "payment-instructions",
};

/** An unknown type keeps the catch-all's wording and its way back; other errors go to the root boundary. */
export function ErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  const { uuid } = useParams();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <>
      <h1 tabIndex={-1}>{t("errors.notFoundTitle")}</h1>
      <p className="lead">{t("errors.pageNotFoundLead")}</p>
      <p>
        <Link className="button" to={`/z/${uuid}`}>
          {t("errors.goToFundRequest")}
        </Link>
      </p>
    </>
  );
}
