// The "check your answers" list of the review-details step: every answer this
// applicant gave, in the words of the question, with the step that changes it.
import { applicantFor } from "./active-application";
import { EXPENSE_TYPE_OPTIONS, INCOME_TYPE_OPTIONS, LIABILITY_TYPE_OPTIONS } from "./amounts-choices";
import { applicantSteps } from "./application-flow";
import { bankNameForBsb, formatBsb } from "./bsb";
import { formatMoney } from "./money";
import { mortgagePropertyWords, RESIDENCE_SALE_REQUIRED } from "./pay-later-words";
import { isCreditBankDetailsReadOnly, isDebitBankDetailsReadOnly } from "./read-only";
import { repaymentMethodLabels } from "./repayment";
import type { ApplicationStep, StepsOf } from "./steps";
import type { Applicant, BankDetails, Citizenship, FinanceApplication, RequestType } from "./types";

export interface ReviewAnswer {
  /** A stable key for the row (and the Change link's accessible name). */
  key: string;
  label: string;
  /** One line per item. */
  lines: string[];
  /** What an empty answer reads as: "None" for lists, else "Not answered". */
  whenEmpty?: "None";
  /** The step that changes this answer; null when it cannot be changed here. */
  step: ApplicationStep | null;
}

interface ReviewInput {
  application: FinanceApplication;
  customerId: string;
  propertyAddress: string | null;
  /** The fund request's type: the mortgage-property row speaks of a sale only where there is one. */
  requestType: RequestType;
  agencyName: string | null;
  banks: Record<string, string>;
}

const CITIZENSHIP_LABELS: Record<Citizenship, string> = {
  CITIZEN: "Australian citizen",
  PERMANENT_RESIDENT: "Australian permanent resident",
  OTHER: "Neither",
};

const FREQUENCY_LABELS: Record<string, string> = {
  WEEKLY: "a week",
  FORTNIGHTLY: "a fortnight",
  MONTHLY: "a month",
  QUARTERLY: "a quarter",
  ANNUALLY: "a year",
};

const money = (cents: number | null | undefined) => (typeof cents === "number" ? formatMoney(cents) : null);

function perPeriod(amount: number | null | undefined, frequency: string | null | undefined): string | null {
  const value = money(amount);
  if (!value) return null;
  const period = frequency ? FREQUENCY_LABELS[frequency] : undefined;
  return period ? `${value} ${period}` : value;
}

type TypeOptions = ReadonlyArray<{ value: string; label: string }>;

/** A row as "Kind: details", the kind in the words its question offered. */
function row(options: TypeOptions, type: string | null | undefined, ...parts: Array<string | null>): string {
  const detail = parts.filter(Boolean).join(", ");
  const name = options.find((option) => option.value === type)?.label ?? (type?.trim() || "Unnamed");
  return detail ? `${name}: ${detail}` : name;
}

/** Someone else's account number is theirs: only its last digits are shown. */
export function maskAccountNumber(accountNumber: string): string {
  return `ending ${accountNumber.slice(-3)}`;
}

/** An account as lines of text: name, bank, BSB, number (masked when it is someone else's). */
export function accountLines(details: BankDetails | null, banks: Record<string, string>, masked: boolean): string[] {
  if (!details) return [];
  const bank = bankNameForBsb(details.bsb, banks);
  return [
    details.accountName,
    ...(bank ? [bank] : []),
    `BSB ${formatBsb(details.bsb)}`,
    `Account ${masked ? maskAccountNumber(details.accountNumber) : details.accountNumber}`,
  ];
}

interface RowsInput extends ReviewInput {
  applicant: Applicant;
}

/**
 * The rows each step of the applicant's walk adds to the review page, in the
 * walk's order. Keyed by the registry's walk steps, so a new step must say what it
 * adds here (nothing, for verify-identity and the review itself).
 */
const REVIEW_ROWS: Record<StepsOf<"identity" | "details" | "review">, (input: RowsInput) => ReviewAnswer[]> = {
  citizenship: ({ applicant }) => [
    {
      key: "citizenship",
      label: "Citizenship",
      lines: applicant.citizenship ? [CITIZENSHIP_LABELS[applicant.citizenship]] : [],
      // Identity has been checked against these answers: they stay as verified.
      step: applicant.hasVerifiedIdentity ? null : "citizenship",
    },
  ],
  "verify-identity": () => [],
  "marital-status": ({ applicant }) => [
    {
      key: "martialStatus",
      label: "Marital status",
      lines: applicant.martialStatus ? [applicant.martialStatus] : [],
      step: "marital-status",
    },
    {
      key: "numberOfDependents",
      label: "Number of dependants",
      lines: typeof applicant.numberOfDependents === "number" ? [String(applicant.numberOfDependents)] : [],
      step: "marital-status",
    },
  ],
  "income-payslips": ({ applicant }) => [
    {
      key: "income",
      whenEmpty: "None",
      label: "Income",
      lines: (applicant.income ?? []).map((entry) =>
        row(INCOME_TYPE_OPTIONS, entry.type, perPeriod(entry.amount, entry.frequency)),
      ),
      step: "income-payslips",
    },
    {
      key: "payslips",
      whenEmpty: "None",
      label: "Payslips",
      lines: applicant.payslips?.length ? [`${applicant.payslips.length} uploaded`] : [],
      step: "income-payslips",
    },
  ],
  "expenses-liabilities": ({ applicant }) => [
    {
      key: "expenses",
      whenEmpty: "None",
      label: "Expenses",
      lines: (applicant.expenses ?? []).map((entry) =>
        row(EXPENSE_TYPE_OPTIONS, entry.type, perPeriod(entry.amount, entry.frequency)),
      ),
      step: "expenses-liabilities",
    },
    {
      key: "liabilities",
      whenEmpty: "None",
      label: "Liabilities",
      lines: (applicant.liabilities ?? []).map((entry) => {
        // The amount of a debt is its monthly repayment (expenses-liabilities step).
        const balance = money(entry.balance);
        return row(LIABILITY_TYPE_OPTIONS, entry.type, perPeriod(entry.amount, "MONTHLY"), balance ? `${balance} owing` : null);
      }),
      step: "expenses-liabilities",
    },
  ],
  "mortgage-property": ({ applicant, propertyAddress, requestType }) => {
    const words = mortgagePropertyWords(requestType);
    return [
      {
        key: "hasAcknowledgedResidenceSale",
        label: words.propertyLabel,
        lines: [
          ...(propertyAddress ? [propertyAddress] : []),
          applicant.hasAcknowledgedResidenceSale ? words.confirmed : words.notConfirmed,
        ],
        step: "mortgage-property",
      },
    ];
  },
  "settlement-details": ({ application }) => [
    {
      key: "settlement",
      label: "Settlement agency",
      lines: application.applicationData.settlement?.agency ? [application.applicationData.settlement.agency] : [],
      step: "settlement-details",
    },
  ],
  "send-funds-to": ({ application, agencyName }) => [
    {
      key: "sendFundsTo",
      label: "Funds paid to",
      lines: [application.financeType === "VPA" ? (agencyName ?? "The agency that sent the fund request") : "Your account below"],
      // Where the funds go follows from the finance type; that step only explains it.
      step: null,
    },
  ],
  repayment: ({ application, requestType }) => {
    const method = application.applicationData.loanRepaymentMethod;
    return [
      {
        key: "loanRepaymentMethod",
        label: "Repayment",
        lines: method ? [repaymentMethodLabels(requestType)[method].label] : [],
        step: "repayment",
      },
    ];
  },
  "bank-details": ({ application, customerId, banks }) => {
    const data = application.applicationData;
    const debitLocked = isDebitBankDetailsReadOnly(application, customerId);
    const creditLocked = isCreditBankDetailsReadOnly(application, customerId);
    const rows: ReviewAnswer[] = [
      {
        key: "debitBankDetails",
        label: "Repayment account",
        lines: accountLines(data.debitBankDetails ?? null, banks, debitLocked),
        step: debitLocked ? null : "bank-details",
      },
    ];
    if (application.financeType === "VPA_ADDITIONAL" || data.creditBankDetails) {
      rows.push({
        key: "creditBankDetails",
        label: "Account for the funds",
        lines: accountLines(data.creditBankDetails ?? null, banks, creditLocked),
        step: creditLocked ? null : "bank-details",
      });
    }
    return rows;
  },
  "add-applicants": ({ application }) => [
    {
      key: "additionalApplicants",
      whenEmpty: "None",
      label: "Other applicants",
      lines: application.additionalApplicants.map((person) => `${person.firstName} ${person.lastName} (${person.email})`),
      step: "add-applicants",
    },
  ],
  "review-details": () => [],
};

/** Every answer this applicant gave, step by step through their own walk. */
export function reviewAnswers(input: ReviewInput): ReviewAnswer[] {
  const applicant = applicantFor(input.application, input.customerId);
  if (!applicant) return [];
  return applicantSteps(input.application, input.customerId).flatMap((step) =>
    step in REVIEW_ROWS ? REVIEW_ROWS[step as keyof typeof REVIEW_ROWS]({ ...input, applicant }) : [],
  );
}

/** The deferred amounts the review page restates before the applicant submits. */
export function reviewTotals(application: FinanceApplication) {
  return {
    amount: application.amount,
    fee: application.repaymentAmount - application.amount,
    total: application.repaymentAmount,
  };
}

/**
 * Answers the portal needs before COMPLETE that the provider does not check:
 * the mortgage-property acknowledgement, which a visitor who opened the review
 * page directly may not have given. Keyed like the answers, so the error sits on its row.
 */
export function unansweredBeforeSubmit(applicant: Applicant): Record<string, string[]> {
  return applicant.hasAcknowledgedResidenceSale ? {} : { hasAcknowledgedResidenceSale: [RESIDENCE_SALE_REQUIRED] };
}
