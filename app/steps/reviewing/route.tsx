import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { DeferredTotals, WhatHappensNext } from "~/components/ApplicationStatus";
import { reviewTotals } from "~/domain/review-answers";
import { stepInfo } from "~/domain/steps";
import type { RouteHandle } from "~/route-handle";
import { loadStep } from "~/services/application.server";

const STEP = "reviewing";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { application, headers } = await loadStep(request, params, context, STEP);
  return data({ totals: reviewTotals(application), repayment: application.applicationData.loanRepaymentMethod }, { headers });
}

export const handle: RouteHandle = { title: stepInfo(STEP).title, gtm: STEP, progressStep: stepInfo(STEP).progressStep };

export default function Reviewing() {
  const { totals, repayment } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 tabIndex={-1}>{stepInfo(STEP).title}</h1>
      <p className="lead">Your application is with our credit team for review.</p>
      <WhatHappensNext total={totals.total} repayment={repayment} />
      <DeferredTotals totals={totals} />
    </>
  );
}
