// The step registry (docs/SPEC.md 2.2): every page of the finance application, once, in
// the order an applicant meets them. The applicant's walk (Continue and Back),
// the start-up guard, the review page's Change links, the progress indicator and
// `npm run bench` all read this list; adding a step means adding its definition
// here and its route module (its view). Choices where the spec is silent:
// docs/decisions/0021-step-registry.md.
import type { MessageKey } from "~/i18n/translate";
import { DECLINE_QUERY, PAY_NOW_QUERY } from "./page-queries";
import type { ProgressStep } from "./progress";
import type { FinanceApplication } from "./types";

/**
 * Where a step sits in the applicant's own walk: the identity questions, the
 * questions about them and the sale, the review, or not in the walk at all (a
 * detour such as verification-fail, or a page shown after submitting).
 */
export type StepStage = "identity" | "details" | "review" | "detour" | "after-submit";

/** Who answers a step: every applicant, only on a full lending application, or only its creator. */
type StepAudience = "everyone" | "full-lending" | "creator";

interface Definition {
  /** The page's heading and browser title, in the catalog (the layout words it in the payer's language). */
  titleKey: MessageKey;
  progressStep: ProgressStep;
  stage: StepStage;
  audience?: StepAudience;
  /**
   * The step asks for personal or credit information, or for consent: it links to
   * the privacy and credit-reporting notice (decision 0350).
   */
  privacyNotice?: true;
}

const definitions = {
  citizenship: { titleKey: "stepTitle.citizenship", progressStep: 1, stage: "identity", privacyNotice: true },
  "verify-identity": { titleKey: "stepTitle.verifyIdentity", progressStep: 1, stage: "identity", privacyNotice: true },
  "verification-fail": { titleKey: "stepTitle.verifyIdentity", progressStep: 1, stage: "detour" },
  "marital-status": {
    titleKey: "stepTitle.maritalStatus",
    progressStep: 2,
    stage: "details",
    audience: "full-lending",
    privacyNotice: true,
  },
  "income-payslips": {
    titleKey: "stepTitle.incomePayslips",
    progressStep: 2,
    stage: "details",
    audience: "full-lending",
    privacyNotice: true,
  },
  "expenses-liabilities": {
    titleKey: "stepTitle.expensesLiabilities",
    progressStep: 2,
    stage: "details",
    audience: "full-lending",
    privacyNotice: true,
  },
  "mortgage-property": { titleKey: "stepTitle.mortgageProperty", progressStep: 2, stage: "details" },
  "settlement-details": { titleKey: "stepTitle.settlementDetails", progressStep: 2, stage: "details" },
  "send-funds-to": { titleKey: "stepTitle.sendFundsTo", progressStep: 2, stage: "details" },
  repayment: { titleKey: "stepTitle.repayment", progressStep: 2, stage: "details" },
  "bank-details": { titleKey: "stepTitle.bankDetails", progressStep: 2, stage: "details" },
  "add-applicants": { titleKey: "stepTitle.addApplicants", progressStep: 2, stage: "details", audience: "creator" },
  "review-details": { titleKey: "stepTitle.reviewDetails", progressStep: 2, stage: "review", privacyNotice: true },
  "awaiting-applicants": { titleKey: "stepTitle.awaitingApplicants", progressStep: 3, stage: "after-submit" },
  reviewing: { titleKey: "stepTitle.reviewing", progressStep: 3, stage: "after-submit" },
  processing: { titleKey: "stepTitle.processing", progressStep: 3, stage: "after-submit" },
  "creating-contract": { titleKey: "stepTitle.creatingContract", progressStep: 3, stage: "after-submit" },
  "contract-signing": { titleKey: "stepTitle.contractReady", progressStep: 3, stage: "after-submit" },
  "please-sign": { titleKey: "stepTitle.contractReady", progressStep: 3, stage: "after-submit" },
  signed: { titleKey: "stepTitle.signed", progressStep: 3, stage: "after-submit" },
  "declined-signature": { titleKey: "stepTitle.declinedSignature", progressStep: 3, stage: "after-submit" },
} as const satisfies Record<string, Definition>;

export type ApplicationStep = keyof typeof definitions;

/** The steps of one stage, as a type: a table keyed by it must name every such step. */
export type StepsOf<Stage extends StepStage> = {
  [Step in ApplicationStep]: (typeof definitions)[Step]["stage"] extends Stage ? Step : never;
}[ApplicationStep];

export interface StepDefinition extends Definition {
  name: ApplicationStep;
  audience: StepAudience;
}

/** Every step, in order. */
export const STEP_DEFINITIONS: readonly StepDefinition[] = Object.entries(definitions).map(
  ([name, definition]: [string, Definition]) => ({ audience: "everyone", ...definition, name: name as ApplicationStep }),
);

export const APPLICATION_STEPS: readonly ApplicationStep[] = STEP_DEFINITIONS.map((step) => step.name);

const BY_NAME = new Map<string, StepDefinition>(STEP_DEFINITIONS.map((step) => [step.name, step]));

export function stepDefinition(step: ApplicationStep): StepDefinition {
  return BY_NAME.get(step)!;
}

/** The steps an applicant fills in before submitting: their walk and its detours. */
const EDITABLE_STAGES: ReadonlySet<StepStage> = new Set(["identity", "details", "review", "detour"]);
export const EDITABLE_STEPS: readonly ApplicationStep[] = STEP_DEFINITIONS.filter((step) => EDITABLE_STAGES.has(step.stage)).map(
  (step) => step.name,
);

/** The pages about the applicant's identity (a failed check keeps them there). */
export const IDENTITY_STEPS: readonly ApplicationStep[] = STEP_DEFINITIONS.filter(
  (step) => step.stage === "identity" || (step.stage === "detour" && step.progressStep === 1),
).map((step) => step.name);

/** Whether a step is this customer's to answer on this application. */
export function stepApplies(step: ApplicationStep, application: FinanceApplication, customerId: string): boolean {
  const { audience } = stepDefinition(step);
  if (audience === "full-lending") return application.isFullLending;
  if (audience === "creator") return application.creator?.id === customerId;
  return true;
}

/** The pages outside the application steps whose names a saved current page may hold. */
const OTHER_PAGES = ["get-started", "entity-upload-documents", "lodge-signed"] as const;
export const PAGE_NAMES = [...APPLICATION_STEPS, ...OTHER_PAGES] as const;
export type PageName = ApplicationStep | (typeof OTHER_PAGES)[number];

const PAGE_NAME_SET: ReadonlySet<string> = new Set(PAGE_NAMES);
const EDITABLE_STEP_SET: ReadonlySet<string> = new Set(EDITABLE_STEPS);

export function isPageName(v: unknown): v is PageName {
  return typeof v === "string" && PAGE_NAME_SET.has(v);
}

export function isApplicationStep(v: unknown): v is ApplicationStep {
  return typeof v === "string" && BY_NAME.has(v);
}

export function isEditableStep(v: unknown): v is ApplicationStep {
  return typeof v === "string" && EDITABLE_STEP_SET.has(v);
}

export interface StepInfo {
  name: PageName;
  titleKey: MessageKey;
  progressStep: ProgressStep | null;
}

const OTHER_PAGE_INFO: Record<(typeof OTHER_PAGES)[number], Omit<StepInfo, "name">> = {
  "get-started": { titleKey: "stepTitle.getStarted", progressStep: null },
  "entity-upload-documents": { titleKey: "stepTitle.uploadDocuments", progressStep: null },
  "lodge-signed": { titleKey: "stepTitle.lodgeSigned", progressStep: 3 },
};

/** A page's title and progress step, for its heading and the progress indicator. */
export function stepInfo(name: PageName): StepInfo {
  if (isApplicationStep(name)) {
    const { titleKey, progressStep } = stepDefinition(name);
    return { name, titleKey, progressStep };
  }
  return { name, ...OTHER_PAGE_INFO[name] };
}

/** Every page of the application is served at /z/{uuid}/pay-later/application/{its name} (remix-options.ts). */
const STEP_PATH = /\/pay-later\/application\/([^/]+)\/?$/;

/**
 * Pages that ask a second question at a query of their own: that question is
 * their heading and title, not the step's (decision 0250).
 */
const QUESTION_PAGES: ReadonlyArray<{ steps: readonly PageName[]; query: string; titleKey: MessageKey }> = [
  { steps: ["contract-signing", "please-sign"], query: DECLINE_QUERY, titleKey: "contract.declineQuestion" },
  { steps: ["declined-signature"], query: PAY_NOW_QUERY, titleKey: "contract.closeTitle" },
];

/**
 * The application page at an address, or null for the paylater layout's other
 * pages. The layout's loader says it to the browser (decision 0090): a step's
 * heading, the browser title and the progress indicator come from it, so the
 * registry stays on the server.
 */
export function stepPageAt(pathname: string, search = ""): StepInfo | null {
  const name = STEP_PATH.exec(pathname)?.[1];
  if (!name || !isPageName(name)) return null;
  const page = stepInfo(name);
  const query = new URLSearchParams(search);
  const question = QUESTION_PAGES.find((candidate) => candidate.steps.includes(name) && query.has(candidate.query));
  return question ? { ...page, titleKey: question.titleKey } : page;
}
