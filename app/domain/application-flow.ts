// The editable steps one applicant walks through, in the order of decision 0021,
// and the Continue/Back neighbours of a step (docs/decisions/0080-applicant-flow.md).
import { applicantFor } from "./active-application";
import { APPLICATION_STEPS, type ApplicationStep } from "./steps";
import type { FinanceApplication } from "./types";

const IDENTITY_STEPS: readonly ApplicationStep[] = ["citizenship", "verify-identity"];
const FULL_LENDING_STEPS: readonly ApplicationStep[] = ["marital-status", "income-payslips", "expenses-liabilities"];
const DETAIL_STEPS: readonly ApplicationStep[] = [
  "mortgage-property",
  "settlement-details",
  "send-funds-to",
  "repayment",
  "bank-details",
];

export function applicantSteps(application: FinanceApplication, customerId: string): ApplicationStep[] {
  return [
    ...IDENTITY_STEPS,
    ...(application.isFullLending ? FULL_LENDING_STEPS : []),
    ...DETAIL_STEPS,
    ...(application.creator?.id === customerId ? (["add-applicants"] as const) : []),
    "review-details",
  ];
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
  const verified = applicantFor(application, customerId)?.hasVerifiedIdentity === true;
  const steps = applicantSteps(application, customerId).filter(
    (step) => !(verified && IDENTITY_STEPS.includes(step)),
  );
  const before = steps.filter((step) => order(step) < order(current));
  return before.length > 0 ? before[before.length - 1] : null;
}
