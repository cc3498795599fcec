// The editable steps one applicant walks through, in the registry's order, and the
// Continue/Back neighbours of a step (docs/decisions/0080-applicant-flow.md).
import { applicantFor } from "./active-application";
import {
  APPLICATION_STEPS,
  type ApplicationStep,
  IDENTITY_STEPS,
  STEP_DEFINITIONS,
  stepApplies,
  stepDefinition,
  type StepStage,
} from "./steps";
import type { FinanceApplication } from "./types";

const WALK: ReadonlySet<StepStage> = new Set(["identity", "details", "review"]);

export function applicantSteps(application: FinanceApplication, customerId: string): ApplicationStep[] {
  return STEP_DEFINITIONS.filter((step) => WALK.has(step.stage) && stepApplies(step.name, application, customerId)).map(
    (step) => step.name,
  );
}

const order = (step: ApplicationStep) => APPLICATION_STEPS.indexOf(step);

/**
 * The step after `current`. A step outside this applicant's list (verification-fail,
 * or one that does not apply to them) continues with the next one that does;
 * review-details is the last editable step, so it is its own next.
 */
export function nextStep(current: ApplicationStep, application: FinanceApplication, customerId: string): ApplicationStep {
  const steps = applicantSteps(application, customerId);
  return steps.find((step) => order(step) > order(current)) ?? "review-details";
}

/**
 * The step Back goes to, or null on the first step. Once the identity check has
 * passed the identity steps are behind the applicant, so the first details step
 * has no Back.
 */
export function previousStep(
  current: ApplicationStep,
  application: FinanceApplication,
  customerId: string,
): ApplicationStep | null {
  // After submitting the answers are the provider's: nothing to go back and change.
  if (stepDefinition(current).stage === "after-submit") return null;
  const verified = applicantFor(application, customerId)?.hasVerifiedIdentity === true;
  const steps = applicantSteps(application, customerId).filter((step) => !(verified && IDENTITY_STEPS.includes(step)));
  const before = steps.filter((step) => order(step) < order(current));
  return before.length > 0 ? before[before.length - 1] : null;
}
