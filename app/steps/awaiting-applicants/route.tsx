import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { DeferredTotals } from "~/components/ApplicationStatus";
import { useStepTitle } from "~/components/step-page";
import { reviewTotals } from "~/domain/review-answers";
import type { RouteHandle } from "~/route-handle";
import { loadStep } from "~/services/application.server";

const STEP = "awaiting-applicants";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { application, fundRequest, headers } = await loadStep(request, params, context, STEP);
  const waitingFor = application.applicationData.applicants
    .filter((applicant) => !applicant.hasCompletedApplication)
    .map((applicant) => {
      const customer = fundRequest.customers.find((c) => c.id === applicant.id);
      return customer ? `${customer.firstName} ${customer.lastName}` : "Another applicant";
    });
  return data({ waitingFor, totals: reviewTotals(application) }, { headers });
}

export const handle: RouteHandle = { gtm: STEP };

export default function AwaitingApplicants() {
  const { waitingFor, totals } = useLoaderData<typeof loader>();
  const title = useStepTitle();
  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="lead">Your part of the application is done.</p>
      <section aria-labelledby="waiting-for-title">
        <h2 id="waiting-for-title">Who still needs to finish</h2>
        <p>Everyone applying completes their own part with their own link. We are waiting for:</p>
        <ul>
          {waitingFor.map((name, index) => (
            <li key={`${index}-${name}`}>{name}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="after-everyone-title">
        <h2 id="after-everyone-title">What happens next</h2>
        <p>
          When everyone has finished, we assess the application and email each of you. If it is approved, every applicant signs
          the contract online.
        </p>
        <p>You can close this page. Open your link again at any time to see where the application is up to.</p>
      </section>
      <DeferredTotals totals={totals} />
    </>
  );
}
