import type { AdditionalApplicant, Applicant, ApplicationData } from "./application-data.js";
import type { FieldProblem } from "./problems.js";
import { pointerTo } from "./problems.js";
import { DECLARATION_FLAGS, MAX_APPLICANTS, PROVIDER_OWNED_FLAGS } from "./vocabulary.js";

/**
 * The applicants named in a request must be exactly the stored ones: applicants
 * join through additionalApplicants, never by editing the list.
 */
export function applicantListProblems(
  incoming: Applicant[],
  allowedIds: ReadonlySet<string>,
  mustMatchExactly: boolean,
  prefix: string,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  incoming.forEach((applicant, i) => {
    if (!allowedIds.has(applicant.id)) {
      problems.push({ pointer: pointerTo(prefix, ["applicants", i, "id"]), detail: "Not an applicant of this application." });
    } else if (seen.has(applicant.id)) {
      problems.push({ pointer: pointerTo(prefix, ["applicants", i, "id"]), detail: "This applicant is listed twice." });
    }
    seen.add(applicant.id);
  });
  if (problems.length === 0 && mustMatchExactly && seen.size !== allowedIds.size) {
    problems.push({
      pointer: pointerTo(prefix, ["applicants"]),
      detail: "Every applicant must be sent; add new applicants through additionalApplicants.",
    });
  }
  return problems;
}

export function applicantCountProblems(
  applicantCount: number,
  additional: AdditionalApplicant[],
  pointer: string,
): FieldProblem[] {
  return applicantCount + additional.length > MAX_APPLICANTS
    ? [{ pointer, detail: `An application has at most ${MAX_APPLICANTS} applicants in all.` }]
    : [];
}

/**
 * A SAVE by one applicant changes their own entry and the shared fields; the
 * other applicants' entries and the provider-owned flags stay as stored.
 */
export function mergeSave(stored: ApplicationData, incoming: ApplicationData, customerId: string): ApplicationData {
  const { applicants: incomingApplicants, ...shared } = incoming;
  const mine = incomingApplicants.find((a) => a.id === customerId);
  const applicants = stored.applicants.map((storedApplicant) => {
    if (storedApplicant.id !== customerId || !mine) return storedApplicant;
    const merged: Applicant = { ...mine };
    for (const flag of PROVIDER_OWNED_FLAGS) merged[flag] = storedApplicant[flag] ?? false;
    return merged;
  });
  return { ...shared, applicants };
}

/** What COMPLETE requires of the submitting applicant (wire contract, "Finance applications"). */
export function completionProblems(
  data: ApplicationData,
  customerId: string,
  fullLending: boolean,
  prefix: string,
): FieldProblem[] {
  const index = data.applicants.findIndex((a) => a.id === customerId);
  const applicant = data.applicants[index];
  const at = (...path: Array<string | number>) => pointerTo(prefix, path);
  const problems: FieldProblem[] = [];
  if (applicant.citizenship === null) {
    problems.push({
      pointer: at("applicants", index, "citizenship"),
      detail: "Tell us whether you are an Australian citizen or permanent resident.",
    });
  } else if (applicant.citizenship === "OTHER") {
    problems.push({
      pointer: at("applicants", index, "citizenship"),
      detail: "Finance is available to Australian citizens and permanent residents only.",
    });
  }
  for (const flag of DECLARATION_FLAGS) {
    if (applicant[flag] !== true) {
      problems.push({ pointer: at("applicants", index, flag), detail: "This declaration must be accepted." });
    }
  }
  if (fullLending && !applicant.martialStatus) {
    problems.push({ pointer: at("applicants", index, "martialStatus"), detail: "Choose a marital status." });
  }
  if (!data.debitBankDetails) {
    problems.push({ pointer: at("debitBankDetails"), detail: "Enter the bank account the repayment comes from." });
  }
  if (!data.loanRepaymentMethod) {
    problems.push({ pointer: at("loanRepaymentMethod"), detail: "Choose how the finance is repaid." });
  }
  return problems;
}

/** Media ids of the applicant's payslips and statements, with their pointers. */
export function documentReferences(
  applicant: Applicant,
  index: number,
  prefix: string,
): Array<{ mediaId: string; pointer: string }> {
  return (["payslips", "statements"] as const).flatMap((list) =>
    (applicant[list] ?? []).map((doc, row) => ({
      mediaId: doc.mediaId,
      pointer: pointerTo(prefix, ["applicants", index, list, row, "mediaId"]),
    })),
  );
}
