import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { applicationAbout } from "~/domain/active-application";
import { additionalFundsAccess } from "~/domain/additional-funds";
import { howRepaid } from "~/domain/pay-later-words";
import { reviewTotals } from "~/domain/review-answers";
import { screenPath } from "~/domain/start-screen";
import type { ApplicationStep } from "~/domain/steps";
import type { CompiledMessages, Namespace } from "~/i18n/translate";
import { type RouteI18n, routeI18n } from "~/services/language.server";
import { loadStep, type StepContext, stepView } from "./application.server";
import { formPage } from "./form-page.server";

/** Every step form's frame (Back, Continue, the notices, rows, dates, amounts): sent with each step's own. */
const STEP_FORM_NAMESPACES: readonly Namespace[] = ["steps", "about"];

interface DataWithInit {
  type: "DataWithResponseInit";
  data: Record<string, unknown>;
  init: ResponseInit | null;
}

/**
 * The page's messages beside what formPage returned (its data, or the page drawn
 * again from its snapshot): outside the sealed snapshot, which they would only
 * make longer, and always in the language of this request.
 */
function withMessages<Result>(result: Result, messages: CompiledMessages | undefined): Result {
  const wrapped = result as unknown as DataWithInit;
  if (typeof wrapped === "object" && wrapped !== null && wrapped.type === "DataWithResponseInit") {
    return { ...wrapped, data: { ...wrapped.data, messages } } as unknown as Result;
  }
  return result;
}

/**
 * The loader of a step form: the guard and the active application (loadStep),
 * then the step's own values beside the `view` every step form reads
 * (useStepForm), with the session's headers, and the messages of the step form's
 * frame and of `namespaces` in the payer's language. `values` words what the
 * server says itself with the translator it is given.
 */
export async function stepLoader<Values extends object>(
  args: LoaderFunctionArgs,
  step: ApplicationStep,
  namespaces: readonly Namespace[],
  values: (stepContext: StepContext, i18n: RouteI18n) => Values | Promise<Values>,
) {
  const i18n = await routeI18n(args, [...STEP_FORM_NAMESPACES, ...namespaces]);
  const result = await formPage(async ({ request, params, context }: LoaderFunctionArgs) => {
    const stepContext = await loadStep(request, params, context, step);
    return data({ view: stepView(stepContext), ...(await values(stepContext, i18n)) }, { headers: stepContext.headers });
  })(args);
  return withMessages(result, i18n.messages);
}

/** The loader of a page shown while a submitted application is assessed: its amounts and how it is repaid. */
export async function loadSubmitted({ request, params, context }: LoaderFunctionArgs, step: ApplicationStep) {
  const stepContext = await loadStep(request, params, context, step);
  const { application, fundRequest, headers } = stepContext;
  const i18n = await routeI18n({ request, context }, ["paylater", "about", "stepSubmitted"]);
  const totals = reviewTotals(application);
  return data(
    {
      totals,
      repaid: howRepaid(fundRequest.requestType, application.applicationData.loanRepaymentMethod, totals.total, i18n.t),
      ...aboutAndAdditionalFunds(stepContext),
      messages: i18n.messages,
    },
    { headers },
  );
}

/** Which application a screen after submitting is about, and the way to additional funds where it is open (decision 0170). */
export function aboutAndAdditionalFunds({ fundRequest, link, application, uuid, lending }: StepContext) {
  const open = additionalFundsAccess(fundRequest, link.customerId, lending ?? true) === "apply";
  return {
    about: applicationAbout(fundRequest.financeApplications ?? [], link.customerId, application),
    additionalFunds: open ? screenPath(uuid, "additional-funds") : null,
  };
}
