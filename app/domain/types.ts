// The spec's entities as the portal sees them once a JSON:API document has been
// flattened (docs/decisions/0002-provider-wire-contract.md). Money is integer cents.

export const REQUEST_TYPES = [
  "VENDOR_PAID_ADVERTISING",
  "BUYER_DEPOSIT",
  "MAINTENANCE_AND_ADVERTISING",
  "BOND",
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const RECEIVABLE_STATUSES = ["UNPAID", "PROCESSING", "PAID"] as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];

export const APPLICATION_STATUSES = [
  "CREATED",
  "REVIEWING",
  "SUBMITTED",
  "AWAITING_SIGNATURES",
  "SIGNED",
  "COMPLETED",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const FINANCE_TYPES = ["VPA", "VPA_ADDITIONAL"] as const;
export type FinanceType = (typeof FINANCE_TYPES)[number];

export const CITIZENSHIPS = ["CITIZEN", "PERMANENT_RESIDENT", "OTHER"] as const;
export type Citizenship = (typeof CITIZENSHIPS)[number];

// The spec spells the applicant field "martialStatus"; the values are marital statuses.
export const MARITAL_STATUSES = ["Married", "Single", "Divorced", "Defacto"] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const LOAN_REPAYMENT_METHODS = ["AT_SETTLEMENT", "DIRECT_DEBIT"] as const;
export type LoanRepaymentMethod = (typeof LOAN_REPAYMENT_METHODS)[number];

export type IdVerificationResult = "PASS" | "FAIL" | null;

export interface AddressParts {
  unitNumber: string | null;
  streetNumber: string | null;
  streetName: string | null;
  streetType: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

export interface Location extends AddressParts {
  id: string;
  name: string;
  nickname: string | null;
  email: string | null;
  phone: string | null;
  logoUrl: string | null;
  websiteUrl: string | null;
  /** A percent, e.g. 1.5; null means the default surcharge applies. */
  cardSurcharges: number | null;
  /** Where BPAY and EFT payments go; null when the agency does not take that way. */
  bpayBillerCode: string | null;
  trustAccountName: string | null;
  trustAccountBsb: string | null;
  trustAccountNumber: string | null;
}

export interface Property extends AddressParts {
  id: string;
  latitude: number | null;
  longitude: number | null;
}

export interface Customer {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  idVerificationResult: IdVerificationResult;
}

export interface Transaction {
  id: string;
  amount: number;
  method: string;
  status: string;
  reference: string | null;
  createdAt: string;
}

export interface Invoice {
  id: string;
  number: string;
  amount: number;
  issuedAt: string;
}

export interface Entity {
  id: string;
  name: string;
}

export interface IncomeEntry {
  type?: string | null;
  amount?: number | null;
  frequency?: string | null;
}

export interface ExpenseEntry {
  type?: string | null;
  amount?: number | null;
  frequency?: string | null;
}

export interface LiabilityEntry {
  type?: string | null;
  amount?: number | null;
  balance?: number | null;
}

export interface MediaReference {
  mediaId: string;
}

export interface ApplicantSettings {
  currentPage?: string | null;
}

export interface Applicant {
  /** Equals the customer id of the person applying. */
  id: string;
  citizenship: Citizenship | null;
  hasConsentedToReceiveDigitalCreditGuide: boolean;
  hasDeclaredHardshipManagementStatus: boolean;
  hasConfirmedRepaymentCapability: boolean;
  hasDeclaredInformationAccuracy: boolean;
  hasCompletedApplication: boolean;
  hasAcknowledgedResidenceSale: boolean;
  hasSignedContract: boolean;
  hasVerifiedIdentity: boolean;
  settings: ApplicantSettings;
  martialStatus?: MaritalStatus | null;
  numberOfDependents?: number | null;
  income?: IncomeEntry[];
  payslips?: MediaReference[];
  statements?: MediaReference[];
  expenses?: ExpenseEntry[];
  liabilities?: LiabilityEntry[];
}

export interface BankDetails {
  bsb: string;
  accountNumber: string;
  accountName: string;
  /** The applicant who entered these details. */
  userId: string | null;
}

export interface Settlement {
  agency: string;
}

export interface ApplicationData {
  applicants: Applicant[];
  debitBankDetails: BankDetails | null;
  creditBankDetails: BankDetails | null;
  loanRepaymentMethod: LoanRepaymentMethod | null;
  settlement: Settlement | null;
}

export interface AdditionalApplicant {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

export interface FinanceApplication {
  id: string;
  financeType: FinanceType;
  product: string;
  applicationStatus: ApplicationStatus;
  status: string | null;
  amount: number;
  /** amount plus the establishment fee. */
  repaymentAmount: number;
  isFullLending: boolean;
  /** Optimistic-concurrency version; a submit must send the one it read. */
  version: number;
  applicationData: ApplicationData;
  additionalApplicants: AdditionalApplicant[];
  createdAt: string;
  creator: Customer | null;
}

export interface FundRequest {
  id: string;
  requestType: RequestType;
  amount: number;
  amountPaid: number;
  amountOutstanding: number;
  /** A date only, e.g. "2026-12-01". */
  dueAt: string | null;
  description: string | null;
  canDeferPayment: boolean;
  reference: string | null;
  receivableStatus: ReceivableStatus;
  paymentType: string | null;
  createdAt: string;
  location: Location | null;
  property: Property | null;
  customers: Customer[];
  transactions: Transaction[];
  financeApplications: FinanceApplication[];
  invoice: Invoice | null;
  /** Present only on an entity invoice. */
  entity: Entity | null;
}
