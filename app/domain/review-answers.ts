// The "check your answers" list of the review-details step: every answer this
// applicant gave, in the words of the question, with the step that changes it,
// worded on the server in the payer's language.
import type { Translate } from "~/i18n/translate";
import { applicantFor } from "./active-application";
import { EXPENSE_TYPES, INCOME_TYPES, LIABILITY_TYPES } from "./amounts-choices";
import { applicantSteps } from "./application-flow";
import { bankNameForBsb, formatBsb } from "./bsb";
import { formatMoney } from "./money";
import { mortgagePropertyWords, RESIDENCE_SALE_REQUIRED } from "./pay-later-words";
import { isCreditBankDetailsReadOnly, isDebitBankDetailsReadOnly } from "./read-only";
import { repaymentMethodLabels } from "./repayment";
import type { ApplicationStep, StepsOf } from "./steps";
import type { Applicant, BankDetails, FinanceApplication, RequestType } from "./types";

export interface ReviewAnswer {
  /** A stable key for the row (and the Change link's accessible name). */
  key: string;
  label: string;
  /** One line per item. */
  lines: string[];
  /** The lines that are names and addresses, shown as they were written (not words to translate). */
  verbatim?: string[];
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
  /** The page's language. */
  t: Translate;
}

const money = (cents: number | null | undefined) => (typeof cents === "number" ? formatMoney(cents) : null);

function perPeriod(t: Translate, amount: number | null | undefined, frequency: string | null | undefined): string | null {
  const value = money(amount);
  if (!value) return null;
  return t("stepReview.perPeriod", { amount: value, frequency: frequency ?? "" });
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null | undefined): value is T =>
  (values as readonly string[]).includes(value ?? "");

/** The kind of a row in the words its question offered; a kind the lists do not know as it was saved. */
function kindOf(t: Translate, list: "income" | "expense" | "liability", type: string | null | undefined): string {
  if (list === "income" && isOneOf(INCOME_TYPES, type)) return t("amounts.incomeType", { type });
  if (list === "expense" && isOneOf(EXPENSE_TYPES, type)) return t("amounts.expenseType", { type });
  if (list === "liability" && isOneOf(LIABILITY_TYPES, type)) return t("amounts.liabilityType", { type });
  return type?.trim() || t("stepReview.unnamed");
}

/** A row as "Kind: details". */
function row(t: Translate, kind: string, detail: string | null): string {
  return detail ? t("stepReview.row", { kind, detail }) : kind;
}

/** A debt's details: its monthly repayment and what is still owed, either of which may be unknown. */
function debtDetail(t: Translate, repayment: string | null, balance: string | null): string | null {
  if (repayment && balance) return t("stepReview.debtWithBalance", { repayment, balance });
  if (balance) return t("stepReview.owing", { balance });
  return repayment;
}

/** An account as lines of text: name, bank, BSB, number (only its last digits when it is someone else's). */
export function accountLines(
  details: BankDetails | null,
  banks: Record<string, string>,
  masked: boolean,
  t: Translate,
): string[] {
  if (!details) return [];
  const bank = bankNameForBsb(details.bsb, banks);
  return [
    details.accountName,
    ...(bank ? [bank] : []),
    t("stepReview.bsbLine", { bsb: formatBsb(details.bsb) }),
    masked
      ? t("stepReview.accountEnding", { digits: details.accountNumber.slice(-3) })
      : t("stepReview.accountLine", { number: details.accountNumber }),
  ];
}

/** The names among an account's lines: the account's and its bank's. */
function accountNames(details: BankDetails | null, banks: Record<string, string>): string[] {
  if (!details) return [];
  const bank = bankNameForBsb(details.bsb, banks);
  return [details.accountName, ...(bank ? [bank] : [])];
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
  citizenship: ({ applicant, t }) => [
    {
      key: "citizenship",
      label: t("stepReview.citizenship"),
      lines: applicant.citizenship ? [t("stepReview.citizenshipAnswer", { citizenship: applicant.citizenship })] : [],
      // Identity has been checked against these answers: they stay as verified.
      step: applicant.hasVerifiedIdentity ? null : "citizenship",
    },
  ],
  "verify-identity": () => [],
  "marital-status": ({ applicant, t }) => [
    {
      key: "martialStatus",
      label: t("stepReview.maritalStatus"),
      lines: applicant.martialStatus ? [t("stepReview.maritalStatusAnswer", { status: applicant.martialStatus })] : [],
      step: "marital-status",
    },
    {
      key: "numberOfDependents",
      label: t("stepReview.dependants"),
      lines: typeof applicant.numberOfDependents === "number" ? [String(applicant.numberOfDependents)] : [],
      step: "marital-status",
    },
  ],
  "income-payslips": ({ applicant, t }) => [
    {
      key: "income",
      whenEmpty: "None",
      label: t("stepReview.income"),
      lines: (applicant.income ?? []).map((entry) =>
        row(t, kindOf(t, "income", entry.type), perPeriod(t, entry.amount, entry.frequency)),
      ),
      step: "income-payslips",
    },
    {
      key: "payslips",
      whenEmpty: "None",
      label: t("stepReview.payslips"),
      lines: applicant.payslips?.length ? [t("stepReview.uploaded", { count: applicant.payslips.length })] : [],
      step: "income-payslips",
    },
  ],
  "expenses-liabilities": ({ applicant, t }) => [
    {
      key: "expenses",
      whenEmpty: "None",
      label: t("stepReview.expenses"),
      lines: (applicant.expenses ?? []).map((entry) =>
        row(t, kindOf(t, "expense", entry.type), perPeriod(t, entry.amount, entry.frequency)),
      ),
      step: "expenses-liabilities",
    },
    {
      key: "liabilities",
      whenEmpty: "None",
      label: t("stepReview.liabilities"),
      lines: (applicant.liabilities ?? []).map((entry) =>
        // The amount of a debt is its monthly repayment (expenses-liabilities step).
        row(t, kindOf(t, "liability", entry.type), debtDetail(t, perPeriod(t, entry.amount, "MONTHLY"), money(entry.balance))),
      ),
      step: "expenses-liabilities",
    },
  ],
  "mortgage-property": ({ applicant, propertyAddress, requestType, t }) => {
    const words = mortgagePropertyWords(requestType, t);
    return [
      {
        key: "hasAcknowledgedResidenceSale",
        label: words.propertyLabel,
        lines: [
          ...(propertyAddress ? [propertyAddress] : []),
          applicant.hasAcknowledgedResidenceSale ? words.confirmed : words.notConfirmed,
        ],
        ...(propertyAddress ? { verbatim: [propertyAddress] } : {}),
        step: "mortgage-property",
      },
    ];
  },
  "settlement-details": ({ application, t }) => [
    {
      key: "settlement",
      label: t("stepReview.settlementAgency"),
      lines: application.applicationData.settlement?.agency ? [application.applicationData.settlement.agency] : [],
      verbatim: application.applicationData.settlement?.agency ? [application.applicationData.settlement.agency] : [],
      step: "settlement-details",
    },
  ],
  "send-funds-to": ({ application, agencyName, t }) => [
    {
      key: "sendFundsTo",
      label: t("stepReview.fundsPaidTo"),
      lines: [
        application.financeType === "VPA" ? (agencyName ?? t("stepReview.agencyThatSent")) : t("stepReview.yourAccountBelow"),
      ],
      ...(application.financeType === "VPA" && agencyName ? { verbatim: [agencyName] } : {}),
      // Where the funds go follows from the finance type; that step only explains it.
      step: null,
    },
  ],
  repayment: ({ application, requestType, t }) => {
    const method = application.applicationData.loanRepaymentMethod;
    return [
      {
        key: "loanRepaymentMethod",
        label: t("stepReview.repayment"),
        lines: method ? [repaymentMethodLabels(requestType, t)[method].label] : [],
        step: "repayment",
      },
    ];
  },
  "bank-details": ({ application, customerId, banks, t }) => {
    const data = application.applicationData;
    const debitLocked = isDebitBankDetailsReadOnly(application, customerId);
    const creditLocked = isCreditBankDetailsReadOnly(application, customerId);
    const rows: ReviewAnswer[] = [
      {
        key: "debitBankDetails",
        label: t("stepReview.repaymentAccount"),
        lines: accountLines(data.debitBankDetails ?? null, banks, debitLocked, t),
        verbatim: accountNames(data.debitBankDetails ?? null, banks),
        step: debitLocked ? null : "bank-details",
      },
    ];
    if (application.financeType === "VPA_ADDITIONAL" || data.creditBankDetails) {
      rows.push({
        key: "creditBankDetails",
        label: t("stepReview.fundsAccount"),
        lines: accountLines(data.creditBankDetails ?? null, banks, creditLocked, t),
        verbatim: accountNames(data.creditBankDetails ?? null, banks),
        step: creditLocked ? null : "bank-details",
      });
    }
    return rows;
  },
  "add-applicants": ({ application, t }) => [
    {
      key: "additionalApplicants",
      whenEmpty: "None",
      label: t("stepReview.otherApplicants"),
      lines: application.additionalApplicants.map((person) => `${person.firstName} ${person.lastName} (${person.email})`),
      verbatim: application.additionalApplicants.map((person) => `${person.firstName} ${person.lastName} (${person.email})`),
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
