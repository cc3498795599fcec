// The start-up screen choice of docs/SPEC.md 2.5, and the state guard every screen asks
// before it shows itself. Choices where the spec is silent:
// docs/decisions/0022-start-screen-and-guard.md.
import { applicantFor, chooseActiveApplication } from "./active-application";
import { additionalFundsAccess } from "./additional-funds";
import { type ApplicationStep, IDENTITY_STEPS, isEditableStep, type PageName, stepApplies } from "./steps";
import type { Applicant, FinanceApplication, FundRequest } from "./types";

export const REQUEST_STATES = ["pay-now", "pay-later", "pending-payment", "paid-in-full"] as const;
type RequestState = (typeof REQUEST_STATES)[number];
/** The additional-funds pages (docs/SPEC.md 2.3's third mapping), never a start-up choice: only ways in lead there. */
export const ADDITIONAL_FUNDS_SCREENS = [
  "additional-funds",
  "additional-funds-how-much",
  "additional-funds-what-are-the-funds-for",
] as const;
export type AdditionalFundsScreen = (typeof ADDITIONAL_FUNDS_SCREENS)[number];
export type Screen = RequestState | PageName | "contact-us" | AdditionalFundsScreen;

export interface StartInput {
  fundRequest: FundRequest;
  customerId: string;
  payLater?: boolean;
  signatureStatus?: "success" | "fail" | null;
  /** The provider's `lending` flag; off, nothing is deferred and no application is started. */
  lending?: boolean;
}

interface Context {
  fundRequest: FundRequest;
  customerId: string;
  application: FinanceApplication | null;
  applicant: Applicant | null;
  identityFailed: boolean;
  lending: boolean;
}

const IDENTITY_PAGES: ReadonlySet<string> = new Set(IDENTITY_STEPS);

function contextOf({ fundRequest, customerId, lending = true }: StartInput): Context {
  const application = chooseActiveApplication(fundRequest.financeApplications ?? [], customerId);
  const applicant = applicantFor(application, customerId);
  const customer = fundRequest.customers?.find((c) => c.id === customerId);
  return {
    fundRequest,
    customerId,
    application: applicant ? application : null,
    applicant,
    identityFailed: customer?.idVerificationResult === "FAIL",
    lending,
  };
}

function canDefer(fundRequest: FundRequest): boolean {
  return fundRequest.receivableStatus === "UNPAID" && fundRequest.canDeferPayment && fundRequest.amountOutstanding > 0;
}

function chooseWithoutApplication(fundRequest: FundRequest, payLater: boolean, lending: boolean): Screen {
  if (fundRequest.receivableStatus === "PROCESSING") return "pending-payment";
  if (fundRequest.receivableStatus === "PAID") return "paid-in-full";
  if (payLater && lending && canDefer(fundRequest)) return "pay-later";
  return "pay-now";
}

/**
 * Rule 7 with the contract's own state (decisions 0161, 0163): a contract someone has
 * declined stays declined for every applicant until the provider reopens it, and
 * an applicant whose co-applicant has signed first is asked to sign too
 * (please-sign); the first to sign reads contract-signing.
 */
function contractScreen(
  application: FinanceApplication,
  applicant: Applicant,
  signatureStatus: StartInput["signatureStatus"],
): Screen {
  const applicants = application.applicationData.applicants;
  if (applicant.hasSignedContract) return "signed";
  // The signing ceremony's answer: lodge-signed reads the provider's record of it (decision 0163).
  if (signatureStatus) return "lodge-signed";
  if (applicants.some((other) => other.hasDeclinedContract)) return "declined-signature";
  const otherSigned = applicants.some((other) => other.id !== applicant.id && other.hasSignedContract);
  return otherSigned ? "please-sign" : "contract-signing";
}

function chooseWithApplication(
  { fundRequest, application, applicant, identityFailed }: Context & { application: FinanceApplication; applicant: Applicant },
  signatureStatus: StartInput["signatureStatus"],
): Screen {
  const status = application.applicationStatus;
  const currentPage = applicant.settings?.currentPage;
  if (fundRequest.entity) return "entity-upload-documents";
  if (!currentPage) return "get-started";
  if (identityFailed) return "verification-fail";
  if (applicant.hasVerifiedIdentity && IDENTITY_PAGES.has(currentPage)) {
    return application.isFullLending ? "marital-status" : "mortgage-property";
  }
  if (status === "CREATED" && applicant.hasCompletedApplication) return "awaiting-applicants";
  if (status === "REVIEWING" || status === "SUBMITTED") return "reviewing";
  if (status === "AWAITING_SIGNATURES" || status === "SIGNED") return contractScreen(application, applicant, signatureStatus);
  if (status === "COMPLETED") return "signed";
  return isEditableStep(currentPage) ? currentPage : "citizenship";
}

export function chooseStartScreen(input: StartInput): Screen {
  const context = contextOf(input);
  const { application, applicant } = context;
  if (application && applicant) {
    return chooseWithApplication({ ...context, application, applicant }, input.signatureStatus ?? null);
  }
  return chooseWithoutApplication(input.fundRequest, input.payLater === true, context.lending);
}

// Screens that show the same state as the one the start-up choice picks.
const SAME_STATE: Partial<Record<Screen, readonly Screen[]>> = {
  "contract-signing": ["creating-contract", "please-sign"],
  "please-sign": ["creating-contract", "contract-signing"],
  signed: ["lodge-signed"],
};

function mayEditStep(
  step: ApplicationStep,
  { fundRequest, customerId, application, applicant, identityFailed }: Context,
): boolean {
  if (!application || !applicant || fundRequest.entity) return false;
  if (application.applicationStatus !== "CREATED" || applicant.hasCompletedApplication) return false;
  if (identityFailed && !IDENTITY_PAGES.has(step)) return false;
  return stepApplies(step, application, customerId);
}

function mayShow(requested: Screen, context: Context): boolean {
  const { fundRequest, application } = context;
  switch (requested) {
    case "contact-us":
      return true;
    case "pay-now":
      return !application && fundRequest.receivableStatus === "UNPAID";
    case "pay-later":
    case "get-started":
      return !application && context.lending && canDefer(fundRequest);
    case "additional-funds":
      return additionalFundsAccess(fundRequest, context.customerId, context.lending) !== "closed";
    case "additional-funds-how-much":
    case "additional-funds-what-are-the-funds-for":
      return additionalFundsAccess(fundRequest, context.customerId, context.lending) === "apply";
    case "pending-payment":
      return fundRequest.receivableStatus === "PROCESSING";
    case "paid-in-full":
      return fundRequest.receivableStatus === "PAID";
    case "processing":
    case "reviewing":
      return application?.applicationStatus === "REVIEWING" || application?.applicationStatus === "SUBMITTED";
    default: {
      // Every screen that is not a page of the application is answered above: a new
      // kind of screen fails the type check here until it is.
      const page: PageName = requested;
      return isEditableStep(page) && mayEditStep(page, context);
    }
  }
}

export function guardScreen(requested: Screen, input: StartInput): Screen | null {
  const chosen = chooseStartScreen(input);
  if (requested === chosen || SAME_STATE[chosen]?.includes(requested)) return null;
  return mayShow(requested, contextOf(input)) ? null : chosen;
}

export function screenPath(uuid: string, screen: Screen): string {
  const base = `/z/${encodeURIComponent(uuid)}`;
  switch (screen) {
    case "pay-now":
      return base;
    case "pay-later":
      return `${base}/pay-later`;
    case "pending-payment":
    case "paid-in-full":
    case "contact-us":
      return `${base}/${screen}`;
    case "get-started":
      return `${base}/pay-later/get-started`;
    case "additional-funds":
      return `${base}/pay-later/additional-funds`;
    case "additional-funds-how-much":
      return `${base}/pay-later/additional-funds/how-much`;
    case "additional-funds-what-are-the-funds-for":
      return `${base}/pay-later/additional-funds/what-are-the-funds-for`;
    case "entity-upload-documents":
      return `/e/${encodeURIComponent(uuid)}/upload-documents`;
    default: {
      // The application's pages (remix-options.ts serves each step folder there); any
      // other screen has its own case above, or this fails the type check.
      const page: ApplicationStep | "lodge-signed" = screen;
      return `${base}/pay-later/application/${page}`;
    }
  }
}
