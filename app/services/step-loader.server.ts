import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { applicationAbout } from "~/domain/active-application";
import { additionalFundsAccess } from "~/domain/additional-funds";
import { howRepaid } from "~/domain/pay-later-words";
import { reviewTotals } from "~/domain/review-answers";
import { screenPath } from "~/domain/start-screen";
import type { ApplicationStep } from "~/domain/steps";
import { loadStep, type StepContext, stepView } from "./application.server";
import { formPage } from "./form-page.server";

/**
 * The loader of a step form: the guard and the active application (loadStep),
 * then the step's own values beside the `view` every step form reads
 * (useStepForm), with the session's headers.
 */
export function stepLoader<Values extends object>(
  args: LoaderFunctionArgs,
  step: ApplicationStep,
  values: (stepContext: StepContext) => Values | Promise<Values>,
) {
  return formPage(async ({ request, params, context }: LoaderFunctionArgs) => {
    const stepContext = await loadStep(request, params, context, step);
    return data({ view: stepView(stepContext), ...(await values(stepContext)) }, { headers: stepContext.headers });
  })(args);
}

/** The loader of a page shown while a submitted application is assessed: its amounts and how it is repaid. */
export async function loadSubmitted({ request, params, context }: LoaderFunctionArgs, step: ApplicationStep) {
  const stepContext = await loadStep(request, params, context, step);
  const { application, fundRequest, headers } = stepContext;
  const totals = reviewTotals(application);
  return data(
    {
      totals,
      repaid: howRepaid(fundRequest.requestType, application.applicationData.loanRepaymentMethod, totals.total),
      ...aboutAndAdditionalFunds(stepContext),
    },
    { headers },
  );
}

/** Which application a screen after submitting is about, and the way to additional funds where it is open (issue 12). */
export function aboutAndAdditionalFunds({ fundRequest, link, application, uuid, lending }: StepContext) {
  const open = additionalFundsAccess(fundRequest, link.customerId, lending ?? true) === "apply";
  return {
    about: applicationAbout(fundRequest.financeApplications ?? [], link.customerId, application),
    additionalFunds: open ? screenPath(uuid, "additional-funds") : null,
  };
}
