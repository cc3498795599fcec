/** Value lists of docs/SPEC.md sections 2.2, 3 and 5, as the provider stores them. */

export const REQUEST_TYPES = ["VENDOR_PAID_ADVERTISING", "BUYER_DEPOSIT", "MAINTENANCE_AND_ADVERTISING", "BOND"] as const;

export const RECEIVABLE_STATUSES = ["UNPAID", "PROCESSING", "PAID"] as const;

export const FINANCE_TYPES = ["VPA", "VPA_ADDITIONAL"] as const;
export type FinanceType = (typeof FINANCE_TYPES)[number];

export const APPLICATION_STATUSES = ["CREATED", "REVIEWING", "SUBMITTED", "AWAITING_SIGNATURES", "SIGNED", "COMPLETED"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const ID_VERIFICATION_RESULTS = ["PASS", "FAIL"] as const;

export const CITIZENSHIPS = ["CITIZEN", "PERMANENT_RESIDENT", "OTHER"] as const;
export const MARTIAL_STATUSES = ["Married", "Single", "Divorced", "Defacto"] as const;
export const LOAN_REPAYMENT_METHODS = ["AT_SETTLEMENT", "DIRECT_DEBIT"] as const;
export const FREQUENCIES = ["WEEKLY", "FORTNIGHTLY", "MONTHLY", "QUARTERLY", "ANNUALLY"] as const;

/** Every step name of docs/SPEC.md 2.2 plus the other page names it mentions. */
export const PAGE_NAMES = [
  "citizenship",
  "verify-identity",
  "verification-fail",
  "add-applicants",
  "awaiting-applicants",
  "bank-details",
  "expenses-liabilities",
  "income-payslips",
  "marital-status",
  "mortgage-property",
  "repayment",
  "send-funds-to",
  "settlement-details",
  "review-details",
  "reviewing",
  "processing",
  "creating-contract",
  "contract-signing",
  "please-sign",
  "signed",
  "declined-signature",
  "get-started",
  "entity-upload-documents",
  "lodge-signed",
] as const;

export const DECLARATION_FLAGS = [
  "hasConsentedToReceiveDigitalCreditGuide",
  "hasDeclaredHardshipManagementStatus",
  "hasConfirmedRepaymentCapability",
  "hasDeclaredInformationAccuracy",
] as const;

export const PROGRESS_FLAGS = [
  "hasCompletedApplication",
  "hasAcknowledgedResidenceSale",
  "hasSignedContract",
  "hasDeclinedContract",
  "hasVerifiedIdentity",
] as const;

/** Progress flags only the provider sets: COMPLETE, signing or declining the contract, and the identity check. */
export const PROVIDER_OWNED_FLAGS = [
  "hasCompletedApplication",
  "hasSignedContract",
  "hasDeclinedContract",
  "hasVerifiedIdentity",
] as const;

export const MAX_APPLICANTS = 4;

export const PRODUCTS: Record<FinanceType, string> = {
  VPA: "VPA Collect",
  VPA_ADDITIONAL: "VPA Additional",
};
