// Builders for the domain's unit tests: a valid object with only the fields a
// test cares about overridden.
import type { Applicant, FinanceApplication, FundRequest } from "./types";

export function makeApplicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    id: "c1",
    citizenship: null,
    hasConsentedToReceiveDigitalCreditGuide: false,
    hasDeclaredHardshipManagementStatus: false,
    hasConfirmedRepaymentCapability: false,
    hasDeclaredInformationAccuracy: false,
    hasCompletedApplication: false,
    hasAcknowledgedResidenceSale: false,
    hasSignedContract: false,
    hasVerifiedIdentity: false,
    settings: { currentPage: "citizenship" },
    ...overrides,
  };
}

export function makeApplication(
  overrides: Partial<FinanceApplication> = {},
  applicants: Applicant[] = [makeApplicant()],
): FinanceApplication {
  return {
    id: "a1",
    financeType: "VPA",
    product: "VPA Collect",
    applicationStatus: "CREATED",
    status: null,
    amount: 150000,
    repaymentAmount: 159900,
    isFullLending: false,
    version: 1,
    applicationData: {
      applicants,
      debitBankDetails: null,
      creditBankDetails: null,
      loanRepaymentMethod: null,
      settlement: null,
    },
    additionalApplicants: [],
    createdAt: "2026-01-10T00:00:00Z",
    creator: {
      id: applicants[0]?.id ?? "c1",
      firstName: "Ava",
      lastName: "Nguyen",
      email: null,
      mobile: null,
      idVerificationResult: null,
    },
    ...overrides,
  };
}

export function makeFundRequest(overrides: Partial<FundRequest> = {}): FundRequest {
  return {
    id: "1",
    requestType: "VENDOR_PAID_ADVERTISING",
    amount: 150000,
    amountPaid: 0,
    amountOutstanding: 150000,
    dueAt: "2026-12-01",
    description: "Marketing campaign",
    canDeferPayment: true,
    reference: "FR-1",
    receivableStatus: "UNPAID",
    paymentType: null,
    createdAt: "2026-01-01T00:00:00Z",
    location: null,
    property: null,
    customers: [
      { id: "c1", firstName: "Ava", lastName: "Nguyen", email: null, mobile: null, idVerificationResult: null },
      { id: "c2", firstName: "Liam", lastName: "Smith", email: null, mobile: null, idVerificationResult: null },
    ],
    transactions: [],
    financeApplications: [],
    invoice: null,
    entity: null,
    ...overrides,
  };
}
