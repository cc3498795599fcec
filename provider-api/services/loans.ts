// A signed application's loan as its applicants see it (decision 0340): the terms,
// the money paid and received, and the sale's facts the portal's repayment rule reads.
import type { ProviderContext } from "../context.js";
import { type Db, inTransaction } from "../db/database.js";
import type { ApplicationData } from "../domain/application-data.js";
import {
  type LoanFigures,
  loanFigures,
  loanReference,
  type LoanRepaymentMethod,
  longStopMonthsOf,
  type SaleStatus,
} from "../domain/loan.js";
import { conflict, notFound } from "../http/errors.js";
import type { BoundSession } from "../http/session.js";
import { type CardPaymentRow, markSettled } from "../repositories/card-payments.js";
import { type FinanceApplicationRow, findFinanceApplication } from "../repositories/finance-applications.js";
import { findFundRequestGraph } from "../repositories/fund-requests.js";
import {
  findLoanOf,
  findSaleFacts,
  insertLoan,
  insertRepayment,
  type LoanRow,
  repaymentsOf,
  saleUpdatesOf,
  saveSaleFacts,
} from "../repositories/loans.js";
import { parseId } from "./finance-applications.js";

const LOAN_STATUSES: ReadonlySet<string> = new Set(["SIGNED", "COMPLETED"]);

export interface SaleFacts {
  status: SaleStatus | null;
  expectedSettlementDate: string | null;
  settledOn: string | null;
  withdrawnOn: string | null;
  depositReleasedOn: string | null;
  expectedTenancyEndDate: string | null;
  tenancyEndedOn: string | null;
}

export interface Conveyancer {
  firm: string | null;
  contactName: string | null;
  email: string | null;
  phone: string | null;
}

export interface LoanView extends LoanFigures {
  application: FinanceApplicationRow;
  /** Quoted with every repayment (domain/loan.ts loanReference). */
  reference: string;
  requestType: string;
  product: string;
  /** Who the amount was (or will be) paid to. */
  agency: string;
  fundedOn: string | null;
  longStopMonths: number;
  repayments: Array<{ amount: number; receivedOn: string; method: string }>;
  sale: SaleFacts;
  /** The conveyancer or solicitor the borrowers last named (decision 0342). */
  conveyancer: Conveyancer | null;
  /** Today, in the lender's time zone: the day the figures stand at. */
  asAt: string;
}

const NO_FACTS: SaleFacts = {
  status: null,
  expectedSettlementDate: null,
  settledOn: null,
  withdrawnOn: null,
  depositReleasedOn: null,
  expectedTenancyEndDate: null,
  tenancyEndedOn: null,
};

/** The calendar day in Sydney, where the lender keeps its books. */
export function lenderDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(at);
}

/**
 * The loan of an application the session's customer signed for. Anything else is 404,
 * an application of another fund request included: a loan's figures are private, so
 * the answer does not say that it exists.
 */
export async function readLoan(ctx: ProviderContext, guest: BoundSession, rawId: string): Promise<LoanView> {
  const id = parseId(rawId);
  const application = id === null ? undefined : await findFinanceApplication(ctx.db, id);
  const applicant =
    application &&
    application.fundRequestId === guest.fundRequestId &&
    application.status !== "WITHDRAWN" &&
    (JSON.parse(application.applicationData) as ApplicationData).applicants.some((a) => a.id === String(guest.customerId));
  if (!application || !applicant || !LOAN_STATUSES.has(application.applicationStatus)) {
    throw notFound("There is no signed loan on this application for you.");
  }
  return loanView(ctx.db, application, ctx.now());
}

/** The conveyancer of a stored update; null when none of its fields was given. */
export function conveyancerOf(row: {
  conveyancerFirm: string | null;
  conveyancerContactName: string | null;
  conveyancerEmail: string | null;
  conveyancerPhone: string | null;
}): Conveyancer | null {
  const conveyancer = {
    firm: row.conveyancerFirm,
    contactName: row.conveyancerContactName,
    email: row.conveyancerEmail,
    phone: row.conveyancerPhone,
  };
  return Object.values(conveyancer).some((value) => value !== null) ? conveyancer : null;
}

export async function loanView(db: Db, application: FinanceApplicationRow, now: Date): Promise<LoanView> {
  const graph = (await findFundRequestGraph(db, application.fundRequestId))!;
  const loan = await findLoanOf(db, application.id);
  const repayments = loan ? await repaymentsOf(db, loan.id) : [];
  const facts = await findSaleFacts(db, application.fundRequestId);
  const [latest] = await saleUpdatesOf(db, application.fundRequestId, 1);
  const data = JSON.parse(application.applicationData) as ApplicationData;
  const figures = loanFigures(
    application.amount,
    application.repaymentAmount,
    loan !== undefined,
    repayments,
    application.applicationStatus === "COMPLETED",
  );
  return {
    ...figures,
    application,
    reference: loanReference(application.id),
    requestType: graph.fundRequest.requestType,
    product: application.product,
    agency: data.settlement?.agency ?? graph.location.name,
    fundedOn: loan?.fundedOn ?? null,
    longStopMonths: loan?.longStopMonths ?? longStopMonthsOf(application.product),
    repayments: repayments.map(({ amount, receivedOn, method }) => ({ amount, receivedOn, method })),
    sale: facts
      ? {
          status: facts.status as SaleStatus,
          expectedSettlementDate: facts.expectedSettlementDate,
          settledOn: facts.settledOn,
          withdrawnOn: facts.withdrawnOn,
          depositReleasedOn: facts.depositReleasedOn,
          expectedTenancyEndDate: facts.expectedTenancyEndDate,
          tenancyEndedOn: facts.tenancyEndedOn,
        }
      : NO_FACTS,
    conveyancer: latest ? conveyancerOf(latest) : null,
    asAt: lenderDay(now),
  };
}

export interface FundingInput {
  fundedOn: string;
  repayments?: Array<{ amount: number; receivedOn: string; method: LoanRepaymentMethod }>;
}

/** The loan paid to the agency on `fundedOn`, with the product's long-stop period as it stands that day. */
export async function fundLoan(db: Db, application: FinanceApplicationRow, input: FundingInput, at: Date): Promise<LoanRow> {
  return inTransaction(db, async (trx) => {
    const loan = await insertLoan(trx, {
      financeApplicationId: application.id,
      fundedOn: input.fundedOn,
      longStopMonths: longStopMonthsOf(application.product),
      createdAt: at.toISOString(),
    });
    for (const repayment of input.repayments ?? []) {
      await insertRepayment(trx, { loanId: loan.id, ...repayment, createdAt: at.toISOString() });
    }
    return loan;
  });
}

/**
 * Staff: the lender paid the agency today for a signed application, so its loan is
 * funded from today (decision 0343). Already funded, the loan stands as it is; only a
 * SIGNED application has a loan to fund (409 otherwise).
 */
export async function fundSignedLoan(
  ctx: ProviderContext,
  rawId: string,
): Promise<{ application: FinanceApplicationRow; created: boolean }> {
  const id = parseId(rawId);
  const application = id === null ? undefined : await findFinanceApplication(ctx.db, id);
  if (!application || application.status === "WITHDRAWN") throw notFound("The finance application does not exist.");
  if (await findLoanOf(ctx.db, application.id)) return { application, created: false };
  if (application.applicationStatus !== "SIGNED") {
    throw conflict(`The application is ${application.applicationStatus}; only a signed one has a loan to fund.`);
  }
  const now = ctx.now();
  await fundLoan(ctx.db, application, { fundedOn: lenderDay(now) }, now);
  return { application, created: true };
}

/** What is known of the sale (or tenancy) of a fund request's property, replacing what was known. */
export async function recordSaleFacts(db: Db, fundRequestId: number, facts: Partial<SaleFacts>, at: Date): Promise<void> {
  await saveSaleFacts(db, {
    ...NO_FACTS,
    ...facts,
    status: facts.status ?? "LISTED",
    fundRequestId,
    updatedAt: at.toISOString(),
  });
}

/**
 * An approved loan payment is a repayment received today (the card's gateway answers at
 * once): the payout figure, by CARD, the surcharge being the card's cost, not the loan's.
 * It is settled there and then, so the fund request's settlement never counts it.
 */
export async function repayLoanByCard(trx: Db, payment: CardPaymentRow, now: Date): Promise<void> {
  const loan = payment.financeApplicationId === null ? undefined : await findLoanOf(trx, payment.financeApplicationId);
  if (!loan) throw new Error(`Card payment ${payment.id} repays no funded loan`);
  await insertRepayment(trx, {
    loanId: loan.id,
    amount: payment.amount,
    receivedOn: lenderDay(now),
    method: "CARD",
    createdAt: now.toISOString(),
  });
  await markSettled(trx, payment.id, now.toISOString());
}
