import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { DeferredTotals } from "~/components/ApplicationStatus";
import { useStepTitle } from "~/components/step-page";
import { reviewTotals } from "~/domain/review-answers";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { loadStep } from "~/services/application.server";
import { pageLoader } from "~/services/page-loader.server";

const STEP = "awaiting-applicants";

export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args, ["stepSubmitted", "paylater"], async ({ request, params, context }) => {
    const { application, fundRequest, headers } = await loadStep(request, params, context, STEP);
    const waitingFor = application.applicationData.applicants
      .filter((applicant) => !applicant.hasCompletedApplication)
      .map((applicant) => {
        const customer = fundRequest.customers.find((c) => c.id === applicant.id);
        return customer ? `${customer.firstName} ${customer.lastName}` : null;
      });
    return data({ waitingFor, totals: reviewTotals(application) }, { headers });
  });
}

export const handle: RouteHandle = { gtm: STEP };

export default function AwaitingApplicants() {
  const t = useT();
  const { waitingFor, totals } = useLoaderData<typeof loader>();
  const title = useStepTitle();
  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="lead">{t("stepSubmitted.awaitingLead")}</p>
      <section aria-labelledby="waiting-for-title">
        <h2 id="waiting-for-title">{t("stepSubmitted.waitingTitle")}</h2>
        <p>{t("stepSubmitted.waitingText")}</p>
        <ul>
          {waitingFor.map((name, index) => (
            <li key={`${index}-${name}`}>
              {name === null ? t("stepSubmitted.anotherApplicant") : <span translate="no">{name}</span>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="after-everyone-title">
        <h2 id="after-everyone-title">{t("paylater.nextHeading")}</h2>
        <p>{t("stepSubmitted.afterEveryone")}</p>
        <p>{t("stepSubmitted.closePage")}</p>
      </section>
      <DeferredTotals totals={totals} />
    </>
  );
}
