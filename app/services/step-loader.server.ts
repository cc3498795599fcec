import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { applicationAbout } from "~/domain/active-application";
import { additionalFundsAccess } from "~/domain/additional-funds";
import { howRepaid } from "~/domain/pay-later-words";
import { reviewTotals } from "~/domain/review-answers";
import { screenPath } from "~/domain/start-screen";
import type { ApplicationStep } from "~/domain/steps";
import type { Namespace } from "~/i18n/translate";
import { loadStep, type StepContext, stepView } from "./application.server";
import { formPage } from "./form-page.server";
import { pageLoader, type PageWords } from "./page-loader.server";

/** Every step form's frame (Back, Continue, the notices, rows, dates, amounts): sent with each step's own. */
const STEP_FORM_NAMESPACES: readonly Namespace[] = ["steps", "about"];

/**
 * The loader of a step form: formPage's shape, with the guard and the active
 * application (loadStep), then the step's own values beside the `view` every step
 * form reads (useStepForm), with the session's headers; the words of the step form's
 * frame and of `namespaces` reach the page as every page's do. `values` words what
 * the server says itself with the words it is given.
 */
export function stepLoader<Values extends object>(
  args: LoaderFunctionArgs,
  step: ApplicationStep,
  namespaces: readonly Namespace[],
  values: (stepContext: StepContext, words: PageWords) => Values | Promise<Values>,
) {
  return formPage(args, [...STEP_FORM_NAMESPACES, ...namespaces], async ({ request, params, context }, words) => {
    const stepContext = await loadStep(request, params, context, step);
    return data({ view: stepView(stepContext), ...(await values(stepContext, words)) }, { headers: stepContext.headers });
  });
}

/** The loader of a page shown while a submitted application is assessed: its amounts and how it is repaid. */
export function loadSubmitted(args: LoaderFunctionArgs, step: ApplicationStep) {
  return pageLoader(args, ["paylater", "about", "stepSubmitted"], async ({ request, params, context }, words) => {
    const stepContext = await loadStep(request, params, context, step);
    const { application, fundRequest, headers } = stepContext;
    const totals = reviewTotals(application);
    return data(
      {
        totals,
        repaid: howRepaid(fundRequest.requestType, application.applicationData.loanRepaymentMethod, totals.total, words.t),
        ...aboutAndAdditionalFunds(stepContext),
      },
      { headers },
    );
  });
}

/** Which application a screen after submitting is about, and the way to additional funds where it is open (decision 0170). */
export function aboutAndAdditionalFunds({ fundRequest, link, application, uuid, lending }: StepContext) {
  const open = additionalFundsAccess(fundRequest, link.customerId, lending ?? true) === "apply";
  return {
    about: applicationAbout(fundRequest.financeApplications ?? [], link.customerId, application),
    additionalFunds: open ? screenPath(uuid, "additional-funds") : null,
  };
}
