// When bank details may no longer be changed (docs/SPEC.md 4), and by whom.
import { applicantFor } from "./active-application";
import type { BankDetails, FinanceApplication } from "./types";

/** The application is closed to this customer: not theirs, submitted, or past CREATED. */
function isClosedTo(application: FinanceApplication, customerId: string): boolean {
  const applicant = applicantFor(application, customerId);
  return !applicant || applicant.hasCompletedApplication || application.applicationStatus !== "CREATED";
}

function isSetByAnotherUser(details: BankDetails | null | undefined, customerId: string): boolean {
  return Boolean(details?.userId) && details?.userId !== customerId;
}

export function isDebitBankDetailsReadOnly(application: FinanceApplication | null, customerId: string): boolean {
  if (!application || isClosedTo(application, customerId)) return true;
  const data = application.applicationData;
  return isSetByAnotherUser(data.debitBankDetails, customerId) && !data.loanRepaymentMethod;
}

export function isCreditBankDetailsReadOnly(application: FinanceApplication | null, customerId: string): boolean {
  if (!application || isClosedTo(application, customerId)) return true;
  return isSetByAnotherUser(application.applicationData.creditBankDetails, customerId);
}
