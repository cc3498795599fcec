// A borrower's hardship notice or request for more time on a signed loan (decision 0352):
// taken from an applicant of the loan, stored once per client key, read back by its
// applicants (the acknowledgement) and by the staff of the fund request's agency.
import type { ProviderContext } from "../context.js";
import type { Db } from "../db/database.js";
import { loanRequestBody, loanRequestKind, type LoanTroubleAsk, type LoanTroubleReason } from "../domain/loan-requests.js";
import { problemsFromZod } from "../domain/problems.js";
import { validationError } from "../http/errors.js";
import { identifier, type Resource } from "../http/jsonapi.js";
import type { BoundSession } from "../http/session.js";
import { insertLoanRequest, type LoanRequestRow, loanRequestsOf } from "../repositories/loan-requests.js";
import type { RepresentativeRow } from "../repositories/representatives.js";
import { lenderDay, readLoan } from "./loans.js";
import { visibleGraph } from "./representatives.js";

/**
 * Stores the session customer's request on the loan. The loan is read first, so a
 * request on an application that is not a signed loan of theirs is 404 as the loan
 * is; a body refused (422) stores nothing.
 */
export async function sendLoanRequest(
  ctx: ProviderContext,
  guest: BoundSession,
  rawId: string,
  body: unknown,
): Promise<{ row: LoanRequestRow; created: boolean }> {
  const { application } = await readLoan(ctx, guest, rawId);
  const parsed = loanRequestBody.safeParse(body);
  if (!parsed.success) throw validationError(problemsFromZod(parsed.error, ""));
  const { reason, asked, details, clientKey } = parsed.data.data.attributes;
  const now = ctx.now();
  return insertLoanRequest(ctx.db, {
    financeApplicationId: application.id,
    customerId: guest.customerId,
    kind: loanRequestKind(reason, asked),
    reason,
    asked,
    details,
    clientKey: clientKey ?? null,
    receivedOn: lenderDay(now),
    createdAt: now.toISOString(),
  });
}

/** The requests on a loan the session customer is an applicant of, newest first (404 as the loan otherwise). */
export async function readLoanRequests(ctx: ProviderContext, guest: BoundSession, rawId: string): Promise<LoanRequestRow[]> {
  const { application } = await readLoan(ctx, guest, rawId);
  return loanRequestsOf(ctx.db, [application.id]);
}

export function loanRequestResource(row: LoanRequestRow, extra: Record<string, unknown> = {}): Resource {
  return {
    ...identifier("loan-requests", row.id),
    attributes: {
      kind: row.kind,
      reason: row.reason,
      asked: row.asked,
      details: row.details,
      receivedOn: row.receivedOn,
      createdAt: row.createdAt,
      ...extra,
    },
    relationships: {
      financeApplication: { data: identifier("finance-applications", row.financeApplicationId) },
    },
  };
}

/** Every request on the fund request's loans, with who sent it and on which application, for its agency's staff. */
export async function staffLoanRequests(
  ctx: ProviderContext,
  representative: RepresentativeRow,
  rawFundRequestId: string,
): Promise<Resource[]> {
  const graph = await visibleGraph(ctx, representative, rawFundRequestId);
  const nameOf = new Map(graph.customers.map((c) => [c.id, `${c.firstName} ${c.lastName}`]));
  const typeOf = new Map(graph.financeApplications.map((a) => [a.id, a.financeType]));
  const rows = await loanRequestsOf(
    ctx.db,
    graph.financeApplications.map((a) => a.id),
  );
  return rows.map((row) =>
    loanRequestResource(row, {
      customerName: nameOf.get(row.customerId) ?? "Applicant",
      financeType: typeOf.get(row.financeApplicationId) ?? null,
    }),
  );
}

/** A request as the demo seed records it, on the day it was sent. */
export async function seedLoanRequest(
  db: Db,
  financeApplicationId: number,
  customerId: number,
  request: { reason: LoanTroubleReason; asked: LoanTroubleAsk; details: string },
  at: Date,
): Promise<void> {
  await insertLoanRequest(db, {
    financeApplicationId,
    customerId,
    kind: loanRequestKind(request.reason, request.asked),
    ...request,
    clientKey: null,
    receivedOn: lenderDay(at),
    createdAt: at.toISOString(),
  });
}
