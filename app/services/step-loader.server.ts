import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { reviewTotals } from "~/domain/review-answers";
import type { ApplicationStep } from "~/domain/steps";
import { loadStep, type StepContext, stepView } from "./application.server";

/**
 * The loader of a step form: the guard and the active application (loadStep),
 * then the step's own values beside the `view` every step form reads
 * (useStepForm), with the session's headers.
 */
export async function stepLoader<Values extends object>(
  { request, params, context }: LoaderFunctionArgs,
  step: ApplicationStep,
  values: (stepContext: StepContext) => Values | Promise<Values>,
) {
  const stepContext = await loadStep(request, params, context, step);
  return data({ view: stepView(stepContext), ...(await values(stepContext)) }, { headers: stepContext.headers });
}

/** The loader of a page shown while a submitted application is assessed: its amounts and how it is repaid. */
export async function loadSubmitted({ request, params, context }: LoaderFunctionArgs, step: ApplicationStep) {
  const { application, headers } = await loadStep(request, params, context, step);
  return data({ totals: reviewTotals(application), repayment: application.applicationData.loanRepaymentMethod }, { headers });
}
