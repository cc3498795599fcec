// Which finance application a customer is working on (docs/SPEC.md 4).
import type { MessageKey } from "~/i18n/translate";
import type { Applicant, FinanceApplication, FinanceType } from "./types";

export function applicantFor(application: FinanceApplication | null | undefined, customerId: string): Applicant | null {
  return application?.applicationData?.applicants?.find((applicant) => applicant.id === customerId) ?? null;
}

// Two customers on one fund request may each open one application of a type, so
// this customer's own applications come first, and the newest of a type wins.
function newestOfType(applications: FinanceApplication[], financeType: FinanceType) {
  return applications
    .filter((application) => application.financeType === financeType)
    .reduce<FinanceApplication | null>(
      (newest, application) => (newest === null || application.createdAt > newest.createdAt ? application : newest),
      null,
    );
}

/**
 * Which application a screen is about, said when this customer is an applicant of
 * both a VPA and an additional-funds application (docs/SPEC.md 4); null with only one. The
 * catalog's key: the page words it in the payer's language.
 */
export function applicationAbout(
  applications: FinanceApplication[],
  customerId: string,
  application: FinanceApplication,
): MessageKey | null {
  const own = applications.filter((candidate) => applicantFor(candidate, customerId));
  const both = own.some((a) => a.financeType === "VPA") && own.some((a) => a.financeType === "VPA_ADDITIONAL");
  if (!both) return null;
  return application.financeType === "VPA_ADDITIONAL" ? "about.additionalFunds" : "about.marketingCost";
}

export function chooseActiveApplication(applications: FinanceApplication[], customerId: string): FinanceApplication | null {
  const own = applications.filter((application) => applicantFor(application, customerId));
  const candidates = own.length > 0 ? own : applications;
  const vpa = newestOfType(candidates, "VPA");
  const additional = newestOfType(candidates, "VPA_ADDITIONAL");
  if (vpa && additional) {
    return applicantFor(vpa, customerId)?.hasSignedContract ? additional : vpa;
  }
  return additional ?? vpa;
}
