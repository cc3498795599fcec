// One application step's load and save (docs/DESIGN.md 3): every step route reads the
// screen's state through loadStep and writes through saveStep, so the guard, the
// before-save rules, optimistic concurrency and analytics live in one place.
// Choices where the spec is silent: docs/decisions/0070-step-load-and-save.md.
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";

import { applicantFor, applicationAbout, chooseActiveApplication } from "~/domain/active-application";
import { nextStep, previousStep } from "~/domain/application-flow";
import { prepareForSave } from "~/domain/before-save";
import { RETURN_TO_FIELD, RETURN_TO_REVIEW, VERSION_FIELD } from "~/domain/form-fields";
import { legalPagePath } from "~/domain/legal-pages";
import { isDebitBankDetailsReadOnly } from "~/domain/read-only";
import { isAlreadyStored } from "~/domain/resent-save";
import { chooseStartScreen, screenPath } from "~/domain/start-screen";
import { type ApplicationStep, type PageName, stepDefinition } from "~/domain/steps";
import type { AdditionalApplicant, Applicant, ApplicationData, FinanceApplication } from "~/domain/types";
import type { StepView } from "~/types/step-form";
import { trackEvent } from "./analytics.server";
import { type FailedSave, failedSave } from "./form-action.server";
import { commitLink, enforceScreen, requireLink, startInput } from "./link.server";
import { log } from "./log.server";
import { ProviderError } from "./provider.server";
import type { LinkContext } from "./request-state.server";

export interface StepFormState {
  /** The application version the visitor's form was built from; a newer one is a 409. */
  version: number | null;
  /** The visitor came from the review page's Change link and goes back there after saving. */
  returnToReview: boolean;
}

export interface StepContext extends LinkContext {
  application: FinanceApplication;
  applicant: Applicant;
  step: ApplicationStep;
  /** What the posted form said about itself; empty on a GET. */
  form: StepFormState;
}

export type SaveResult = { ok: true; redirectTo: string } | FailedSave;

export interface StepChange {
  applicant?: Partial<Applicant>;
  applicationData?: Partial<Omit<ApplicationData, "applicants">>;
  additionalApplicants?: AdditionalApplicant[];
  action?: "SAVE" | "COMPLETE";
  nextPage?: PageName;
  /** The application as a provider call before the save left it (the identity check moves its version on). */
  basedOn?: FinanceApplication;
}

/**
 * The version a step form was built from. Every step form carries one, so a form
 * without it, or with anything but a whole number, was not made by the portal:
 * 400, rather than a save that skips its conflict check.
 */
function readVersion(value: FormDataEntryValue | null): number {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) {
    throw data("This form is not one of the portal's: its version is missing or not a whole number.", { status: 400 });
  }
  return Number(value);
}

/**
 * The hidden fields of a posted step form (none on a GET); returnTo may also come
 * from the query, which a Change link sets and a form without an action attribute keeps.
 */
function readFormState(request: Request, form: FormData | undefined): StepFormState {
  const query = new URL(request.url).searchParams.get(RETURN_TO_FIELD);
  if (!form) return { version: null, returnToReview: query === RETURN_TO_REVIEW };
  const returnTo = form.get(RETURN_TO_FIELD) ?? query;
  return { version: readVersion(form.get(VERSION_FIELD)), returnToReview: returnTo === RETURN_TO_REVIEW };
}

/**
 * The link, the screen guard for `step`, and the active application with this
 * customer's applicant. A step that does not apply redirects through the
 * start-up choice (decision 0022). An action passes the form it read; the loaders
 * after it in the same request read the same link, not the provider again.
 */
export async function loadStep(
  request: Request,
  params: Params,
  context: AppLoadContext,
  step: ApplicationStep,
  form?: FormData,
): Promise<StepContext> {
  const linkContext = await requireLink(request, params.uuid, context);
  enforceScreen(step, linkContext);
  const own = ownApplication(linkContext);
  if (!own) {
    // The guard only lets an applicant through; this keeps the types honest.
    const screen = chooseStartScreen(startInput(linkContext));
    throw redirect(screenPath(linkContext.uuid, screen), { headers: linkContext.headers });
  }
  return { ...linkContext, ...own, step, form: readFormState(request, form) };
}

/** Where a step goes after saving: the page named, the review page for a Change link, else the next step. */
export function pageAfter(stepContext: StepContext, change: Pick<StepChange, "nextPage">): PageName {
  if (change.nextPage) return change.nextPage;
  if (stepContext.form.returnToReview) return "review-details";
  return nextStep(stepContext.step, stepContext.application, stepContext.link.customerId);
}

/** The application data with this applicant's change and current page merged in (other applicants untouched). */
export function mergeChange(stepContext: StepContext, change: StepChange, currentPage: PageName): ApplicationData {
  const { application, link } = stepContext;
  const data = structuredClone(application.applicationData);
  return {
    ...data,
    ...structuredClone(change.applicationData ?? {}),
    applicants: data.applicants.map((applicant) =>
      applicant.id === link.customerId
        ? {
            ...applicant,
            ...structuredClone(change.applicant ?? {}),
            settings: { ...applicant.settings, ...change.applicant?.settings, currentPage },
          }
        : applicant,
    ),
  };
}

/**
 * The step as it stands after a provider call moved its application on (the
 * identity check): the save builds on the new application, and with the new
 * version when the visitor's form was current.
 */
export function rebaseStep(stepContext: StepContext, application: FinanceApplication): StepContext {
  const applicant = applicantFor(application, stepContext.link.customerId) ?? stepContext.applicant;
  const formWasCurrent = stepContext.form.version === null || stepContext.form.version === stepContext.application.version;
  return {
    ...stepContext,
    application,
    applicant,
    form: { ...stepContext.form, version: formWasCurrent ? application.version : stepContext.form.version },
  };
}

/**
 * Saves one step (docs/SPEC.md 4 and 5): merges the change into this applicant's part,
 * stores the page the applicant goes to next, applies the before-save rules and
 * submits with the version the visitor's form was built from. A form sent again
 * after a save the portal gave up waiting for, but which the provider stored, goes on.
 */
export async function saveStep(stepContext: StepContext, request: Request, change: StepChange): Promise<SaveResult> {
  const { application, link, provider, uuid, step, form } = stepContext;
  const action = change.action ?? "SAVE";
  const page = pageAfter(stepContext, change);
  const applicationData = prepareForSave(mergeChange(stepContext, change, page), link.customerId, {
    debitReadOnly: isDebitBankDetailsReadOnly(application, link.customerId),
  });
  const additionalApplicants = change.additionalApplicants ?? application.additionalApplicants ?? [];
  const version = form.version ?? application.version;
  // A form older than the application that already holds all it sends: the first send landed (decision 0112).
  const landedBefore =
    action === "SAVE" &&
    version !== application.version &&
    isAlreadyStored(
      { applicationData: application.applicationData, additionalApplicants: application.additionalApplicants ?? [] },
      { applicationData, additionalApplicants },
    );
  try {
    if (!landedBefore) {
      await provider.submitFinanceApplication(link, application.id, { action, version, applicationData, additionalApplicants });
    }
  } catch (error) {
    // The link expired while the form was open: the provider refuses its session too.
    if (error instanceof ProviderError && error.status === 410) {
      throw redirect(`/z/token-expire?uuid=${encodeURIComponent(uuid)}`, { status: 303 });
    }
    const failure = failedSave(error);
    // No answer is logged where the form is drawn again (form-action.server.ts); a refusal here.
    if (failure.kind === "failed") {
      log().warn({ reqId: failure.error?.requestId, action, step, status: failure.status }, "application save refused");
    }
    return { ...failure, headers: await commitLink(stepContext) };
  }
  await trackEvent(
    action === "COMPLETE" ? "application_complete" : "application_save",
    {
      step,
      nextPage: page,
      financeType: application.financeType,
      path: new URL(request.url).pathname,
    },
    undefined,
    provider.requestId,
  );
  return { ok: true, redirectTo: screenPath(uuid, page) };
}

export function stepView(stepContext: StepContext): StepView {
  const { application, fundRequest, link, step, uuid, form } = stepContext;
  const back = form.returnToReview ? "review-details" : previousStep(step, application, link.customerId);
  return {
    version: application.version,
    returnToReview: form.returnToReview,
    backTo: back ? screenPath(uuid, back) : null,
    withdrawTo: `${screenPath(uuid, "pay-later")}/application/cancel`,
    about: applicationAbout(fundRequest.financeApplications ?? [], link.customerId, application),
    privacyNotice: stepDefinition(step).privacyNotice ? legalPagePath(uuid, "privacy") : null,
  };
}

/** Post/redirect/get after a successful save, with the portal session as the save left it. */
export async function redirectAfterSave(stepContext: StepContext, redirectTo: string) {
  return redirect(redirectTo, { status: 303, headers: await commitLink(stepContext) });
}

/** This customer's active application and their applicant entry, or null (decision 0022). */
export function ownApplication(linkContext: LinkContext): { application: FinanceApplication; applicant: Applicant } | null {
  const customerId = linkContext.link.customerId;
  const application = chooseActiveApplication(linkContext.fundRequest.financeApplications ?? [], customerId);
  const applicant = applicantFor(application, customerId);
  return application && applicant ? { application, applicant } : null;
}
