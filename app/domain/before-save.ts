// What the application data looks like on its way to the provider (docs/SPEC.md 5,
// "before saving"). Pure: the caller's data is never changed.
import type { Applicant, ApplicationData, BankDetails } from "./types";

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

function hasAmount(amount: unknown): boolean {
  return typeof amount === "number" && Number.isFinite(amount);
}

function debitDetailsForSave(
  details: BankDetails | null | undefined,
  customerId: string,
  debitReadOnly: boolean,
): BankDetails | null {
  if (!details || isBlank(details.bsb)) return null;
  return debitReadOnly ? details : { ...details, userId: customerId };
}

// Only the saving applicant's rows: another applicant's answers are theirs to tidy.
function withoutEmptyRows(applicant: Applicant): Applicant {
  const tidy = { ...applicant };
  if (applicant.income) tidy.income = applicant.income.filter((row) => hasAmount(row.amount));
  if (applicant.liabilities) tidy.liabilities = applicant.liabilities.filter((row) => !isBlank(row.type));
  if (applicant.expenses) tidy.expenses = applicant.expenses.filter((row) => !isBlank(row.type));
  return tidy;
}

export function prepareForSave(data: ApplicationData, customerId: string, options: { debitReadOnly: boolean }): ApplicationData {
  return {
    ...data,
    applicants: data.applicants.map((applicant) => (applicant.id === customerId ? withoutEmptyRows(applicant) : applicant)),
    debitBankDetails: debitDetailsForSave(data.debitBankDetails, customerId, options.debitReadOnly),
    settlement: data.settlement && !isBlank(data.settlement.agency) ? data.settlement : null,
  };
}
