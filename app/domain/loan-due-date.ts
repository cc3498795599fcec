// When a signed loan falls due, and why (decision 0340): the repayment rule the
// provider's terms set, read from the loan's terms and what is known of the sale (or
// a bond's tenancy). The provider holds every date and period; this only chooses.
import type { Loan, RequestType, SaleFacts } from "./types";

/** Loans repaid from a sale, a landlord's maintenance loan, and a tenant's bond loan (decision 0340, docs/decisions/0330-when-a-bond-or-maintenance-loan-falls-due.md). */
export type LoanKind = "SALE" | "MAINTENANCE" | "BOND";

export type DueTrigger = "SETTLEMENT" | "DEPOSIT_RELEASE" | "WITHDRAWAL" | "TENANCY_END" | "LONG_STOP";

export function loanKindOf(requestType: RequestType): LoanKind {
  if (requestType === "BOND") return "BOND";
  if (requestType === "MAINTENANCE_AND_ADVERTISING") return "MAINTENANCE";
  return "SALE";
}

/**
 * What makes each kind of loan due, first to last in the rule's own words. A bond has
 * no sale: its loan is due when the tenancy ends and the bond comes back. A
 * maintenance loan is repaid from the rental property's sale, so a sale that does
 * not go ahead makes it due as it does a vendor's; it has no deposit of its own.
 */
const TRIGGERS: Record<LoanKind, readonly DueTrigger[]> = {
  SALE: ["SETTLEMENT", "DEPOSIT_RELEASE", "WITHDRAWAL", "LONG_STOP"],
  MAINTENANCE: ["SETTLEMENT", "WITHDRAWAL", "LONG_STOP"],
  BOND: ["TENANCY_END", "LONG_STOP"],
};

export function triggersOf(kind: LoanKind): readonly DueTrigger[] {
  return TRIGGERS[kind];
}

export interface DueDate {
  trigger: DueTrigger;
  /** YYYY-MM-DD; null only for a loan not yet paid to the agency with no other date known. */
  date: string | null;
  /** The trigger has happened (a sale settled, a property withdrawn, the long-stop date passed), not only expected. */
  happened: boolean;
  /** The latest the loan can be due: its long-stop date, once funded. */
  longStopDate: string | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day `months` later; the 31st of a shorter month is that month's last day (31 August + 6 months: 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1 + months, Number(match[3])];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

interface Candidate {
  trigger: DueTrigger;
  date: string;
  happened: boolean;
}

function candidateOf(trigger: DueTrigger, sale: SaleFacts, longStopDate: string | null, asAt: string): Candidate | null {
  const known = (date: string | null, happened: boolean) => (date ? { trigger, date, happened } : null);
  switch (trigger) {
    case "SETTLEMENT":
      if (sale.settledOn) return known(sale.settledOn, true);
      // A sale withdrawn will not settle on the date once expected.
      return sale.status === "WITHDRAWN" ? null : known(sale.expectedSettlementDate, false);
    case "DEPOSIT_RELEASE":
      return known(sale.depositReleasedOn, true);
    case "WITHDRAWAL":
      return known(sale.withdrawnOn, true);
    case "TENANCY_END":
      return sale.tenancyEndedOn ? known(sale.tenancyEndedOn, true) : known(sale.expectedTenancyEndDate, false);
    case "LONG_STOP":
      return longStopDate ? { trigger, date: longStopDate, happened: longStopDate <= asAt } : null;
  }
}

export type LoanTerms = Pick<Loan, "requestType" | "fundedOn" | "longStopMonths" | "sale" | "asAt">;

/**
 * The loan's due date as at `asAt`: the earliest of the dates its kind's triggers
 * give, whether happened or expected; on the same day, the one named first in the
 * rule. Before funding with nothing else known, the long-stop date cannot be counted
 * yet: the answer is the long-stop trigger without a date.
 */
export function loanDueDate(terms: LoanTerms): DueDate {
  const longStopDate = terms.fundedOn ? addMonths(terms.fundedOn, terms.longStopMonths) : null;
  const candidates = triggersOf(loanKindOf(terms.requestType))
    .map((trigger) => candidateOf(trigger, terms.sale, longStopDate, terms.asAt))
    .filter((candidate): candidate is Candidate => candidate !== null);
  const earliest = candidates.reduce<Candidate | null>(
    (first, candidate) => (first === null || candidate.date < first.date ? candidate : first),
    null,
  );
  return earliest ? { ...earliest, longStopDate } : { trigger: "LONG_STOP", date: null, happened: false, longStopDate };
}

/** Due now: its date has come and something is still owing. */
export function isDueNow(due: DueDate, asAt: string, balance: number): boolean {
  return balance > 0 && due.date !== null && due.date <= asAt;
}
