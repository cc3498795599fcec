// "Tell us about your sale" and the payout letter's day (decision 0342): one schema for
// the browser and the server, the days a settlement may be given within the loan's
// terms, and whether an update moves the loan's due date, said before it is saved.
import * as v from "valibot";

import { fieldMessage } from "~/i18n/field-message";
import type { Locale } from "~/i18n/language";
import { formatDate } from "./dates";
import { formObject } from "./form-schema";
import { addMonths, type DueDate, loanDueDate, type LoanTerms } from "./loan-due-date";
import type { Conveyancer, SaleFacts, SaleStatus, SaleUpdateInput } from "./types";

/** The statuses a borrower chooses from, in the order a sale goes. */
export const SALE_STATUSES = [
  "LISTED",
  "UNDER_OFFER",
  "EXCHANGED",
  "UNCONDITIONAL",
  "SETTLED",
  "WITHDRAWN",
] as const satisfies readonly SaleStatus[];

/** The first and last day a settlement can be within the loan's terms: today, and the long-stop date (from today before funding). */
export interface SettlementDays {
  earliest: string;
  latest: string;
  /** The latest day as the page's language writes it, for the messages. */
  latestInWords: string;
}

export function settlementDays(loan: Pick<LoanTerms, "fundedOn" | "longStopMonths" | "asAt">, locale: Locale): SettlementDays {
  const latest = addMonths(loan.fundedOn ?? loan.asAt, loan.longStopMonths);
  return { earliest: loan.asAt, latest, latestInWords: formatDate(latest, locale) };
}

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const AU_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A day as typed: YYYY-MM-DD (what a date picker sends) or D/M/YYYY (as an
 * Australian writes it where the browser has no picker); null if not on the calendar.
 */
export function parseDay(typed: string): string | null {
  const iso = ISO_DAY.exec(typed.trim());
  const au = iso ? null : AU_DAY.exec(typed.trim());
  const parts = iso ? [iso[1], iso[2], iso[3]] : au ? [au[3], au[2], au[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts;
  const candidate = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  try {
    return addMonths(candidate, 0) === candidate ? candidate : null;
  } catch {
    return null;
  }
}

/** A settlement day within the loan's terms, as YYYY-MM-DD, or the field's message. */
function settlementDay(days: SettlementDays) {
  return v.pipe(
    v.string(fieldMessage("sale.dateRequired")),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const day = parseDay(dataset.value);
      if (day === null) addIssue({ message: fieldMessage("sale.dateFormat") });
      else if (day < days.earliest) addIssue({ message: fieldMessage("sale.datePast") });
      else if (day > days.latest) addIssue({ message: fieldMessage("sale.dateBeyondTerms", { latest: days.latestInWords }) });
      else return day;
      return NEVER;
    }),
  );
}

/** The payout letter's one question: the settlement day it is for. */
export function payoutDaySchema(days: SettlementDays) {
  return formObject({ settlementDate: settlementDay(days) });
}

/** Australian mobile and landline numbers, once the spaces, brackets and dashes people type are gone (as contact us checks). */
const PHONE = /^(?:\+61|0)[2-478]\d{8}$/;

export function saleUpdateSchema(days: SettlementDays) {
  const text = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, fieldMessage("sale.tooLong"))));
  return v.pipe(
    formObject({
      status: v.picklist(SALE_STATUSES, fieldMessage("sale.statusRequired")),
      expectedSettlementDate: v.optional(settlementDay(days)),
      conveyancerFirm: text,
      conveyancerName: text,
      conveyancerEmail: v.optional(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(254, fieldMessage("sale.emailFormat")),
          v.email(fieldMessage("sale.emailFormat")),
        ),
      ),
      conveyancerPhone: v.optional(
        v.pipe(
          v.string(),
          v.trim(),
          v.check((value) => PHONE.test(value.replace(/[\s()-]/g, "")), fieldMessage("sale.phoneFormat")),
        ),
      ),
      emailPayoutLetter: v.optional(v.boolean()),
      /** The day the borrower agreed the loan is then due (the confirm step), if asked. */
      confirmDue: v.optional(v.string()),
      /** This update's key (a hidden field): sent again, it is stored once. */
      key: v.optional(v.string()),
    }),
    v.forward(
      v.check((form) => form.emailPayoutLetter !== true || !!form.conveyancerEmail, fieldMessage("sale.emailForLetter")),
      ["conveyancerEmail"],
    ),
  );
}

export type SaleUpdateForm = v.InferOutput<ReturnType<typeof saleUpdateSchema>>;

const SETTLES_NO_MORE: ReadonlySet<SaleStatus> = new Set(["SETTLED", "WITHDRAWN"]);

/** What the provider sends for a form (openapi: …/loan/sale-updates). */
export function saleUpdateInput(form: SaleUpdateForm, clientKey: string | null): SaleUpdateInput {
  const conveyancer: Conveyancer = {
    firm: form.conveyancerFirm || null,
    contactName: form.conveyancerName || null,
    email: form.conveyancerEmail || null,
    phone: form.conveyancerPhone || null,
  };
  return {
    status: form.status,
    expectedSettlementDate: SETTLES_NO_MORE.has(form.status) ? null : (form.expectedSettlementDate ?? null),
    conveyancer: Object.values(conveyancer).some((value) => value !== null) ? conveyancer : null,
    emailPayoutLetter: form.emailPayoutLetter === true,
    clientKey,
  };
}

/**
 * The sale's facts once the provider records the update (as it does: settled or
 * withdrawn today unless already so, and then no settlement still expected).
 */
export function saleAfter(
  sale: SaleFacts,
  input: Pick<SaleUpdateInput, "status" | "expectedSettlementDate">,
  asAt: string,
): SaleFacts {
  return {
    ...sale,
    status: input.status,
    expectedSettlementDate: SETTLES_NO_MORE.has(input.status) ? null : input.expectedSettlementDate,
    settledOn: input.status === "SETTLED" ? (sale.settledOn ?? asAt) : null,
    withdrawnOn: input.status === "WITHDRAWN" ? (sale.withdrawnOn ?? asAt) : null,
  };
}

/** The due date before and after an update, when the update moves it; null when it stays. */
export function dueDateMove(
  loan: LoanTerms,
  input: Pick<SaleUpdateInput, "status" | "expectedSettlementDate">,
): { from: DueDate; to: DueDate } | null {
  const from = loanDueDate(loan);
  const to = loanDueDate({ ...loan, sale: saleAfter(loan.sale, input, loan.asAt) });
  return from.date === to.date && from.trigger === to.trigger ? null : { from, to };
}

/** A day to show as an example in the hint, as a borrower types one (D/M/YYYY): a month from today, within the terms. */
export function exampleDay(days: Pick<SettlementDays, "earliest" | "latest">): string {
  const month = addMonths(days.earliest, 1);
  const [year, mm, dd] = (month <= days.latest ? month : days.earliest).split("-");
  return `${Number(dd)}/${Number(mm)}/${year}`;
}
