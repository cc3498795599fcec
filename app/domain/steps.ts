// The step registry (SPEC 2.2): every page of the finance application, its title,
// layout and place in the progress indicator. Choices where the spec is silent:
// docs/decisions/0021-step-registry.md.

export const APPLICATION_STEPS = [
  "citizenship",
  "verify-identity",
  "verification-fail",
  "marital-status",
  "income-payslips",
  "expenses-liabilities",
  "mortgage-property",
  "settlement-details",
  "send-funds-to",
  "repayment",
  "bank-details",
  "add-applicants",
  "review-details",
  "awaiting-applicants",
  "reviewing",
  "processing",
  "creating-contract",
  "contract-signing",
  "please-sign",
  "signed",
  "declined-signature",
] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** The steps an applicant fills in before submitting, citizenship to review-details. */
export const EDITABLE_STEPS = APPLICATION_STEPS.slice(
  0,
  APPLICATION_STEPS.indexOf("review-details") + 1,
) as readonly ApplicationStep[];

export const PAGE_NAMES = [
  ...APPLICATION_STEPS,
  "get-started",
  "entity-upload-documents",
  "lodge-signed",
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

const PAGE_NAME_SET: ReadonlySet<string> = new Set(PAGE_NAMES);
const EDITABLE_STEP_SET: ReadonlySet<string> = new Set(EDITABLE_STEPS);

export function isPageName(v: unknown): v is PageName {
  return typeof v === "string" && PAGE_NAME_SET.has(v);
}

export function isApplicationStep(v: unknown): v is ApplicationStep {
  return typeof v === "string" && (APPLICATION_STEPS as readonly string[]).includes(v);
}

export function isEditableStep(v: unknown): v is ApplicationStep {
  return typeof v === "string" && EDITABLE_STEP_SET.has(v);
}

export type LayoutName = "default" | "documents" | "paylater" | "payment";
export type ProgressStep = 1 | 2 | 3;

export interface StepInfo {
  name: PageName;
  title: string;
  layout: LayoutName;
  progressStep: ProgressStep | null;
}

export const PROGRESS_STEP_LABELS: Record<ProgressStep, string> = {
  1: "Your identity",
  2: "Your details",
  3: "Approval and contract",
};

const STEPS: Record<PageName, Omit<StepInfo, "name">> = {
  citizenship: { title: "Are you an Australian citizen or permanent resident?", layout: "paylater", progressStep: 1 },
  "verify-identity": { title: "Verify your identity", layout: "paylater", progressStep: 1 },
  "verification-fail": { title: "Verify your identity", layout: "paylater", progressStep: 1 },
  "marital-status": { title: "Marital status", layout: "paylater", progressStep: 2 },
  "income-payslips": { title: "Income and payslips", layout: "paylater", progressStep: 2 },
  "expenses-liabilities": { title: "Expenses and liabilities", layout: "paylater", progressStep: 2 },
  "mortgage-property": { title: "Mortgage property", layout: "paylater", progressStep: 2 },
  "settlement-details": { title: "Settlement details", layout: "paylater", progressStep: 2 },
  "send-funds-to": { title: "Send funds to", layout: "paylater", progressStep: 2 },
  repayment: { title: "Repayment options", layout: "paylater", progressStep: 2 },
  "bank-details": { title: "Bank account details", layout: "paylater", progressStep: 2 },
  "add-applicants": { title: "Application applicants", layout: "paylater", progressStep: 2 },
  "review-details": { title: "Review your application", layout: "paylater", progressStep: 2 },
  "awaiting-applicants": { title: "Thank you for submitting your application.", layout: "paylater", progressStep: 3 },
  reviewing: { title: "Application successfully submitted", layout: "paylater", progressStep: 3 },
  processing: { title: "We are processing your application", layout: "paylater", progressStep: 3 },
  "creating-contract": { title: "You have been conditionally approved", layout: "paylater", progressStep: 3 },
  "contract-signing": { title: "Your contract is ready to sign", layout: "paylater", progressStep: 3 },
  "please-sign": { title: "Your contract is ready to sign", layout: "paylater", progressStep: 3 },
  signed: { title: "Thank you for signing the online contract", layout: "paylater", progressStep: 3 },
  "declined-signature": {
    title: "We regret that you have chosen not to sign the contract.",
    layout: "paylater",
    progressStep: 3,
  },
  "get-started": { title: "Get Started on your finance application", layout: "paylater", progressStep: null },
  "entity-upload-documents": { title: "Upload Documents", layout: "documents", progressStep: null },
  "lodge-signed": { title: "Your signed contract has been lodged", layout: "paylater", progressStep: 3 },
};

export function stepInfo(name: PageName): StepInfo {
  return { name, ...STEPS[name] };
}
