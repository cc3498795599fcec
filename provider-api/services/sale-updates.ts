// After the signature (decision 0342): the payout letter a conveyancer needs to repay the
// loan at settlement, and the sale's news the borrower tells the lender, recorded with who
// and when, which moves the facts the repayment rule reads.
import { z } from "zod";

import type { ProviderContext } from "../context.js";
import { inTransaction } from "../db/database.js";
import type { LenderDetails } from "../domain/lender.js";
import { isCalendarDay, latestSettlementDate, payoutFigure, SALE_STATUSES, type SaleStatus } from "../domain/loan.js";
import { problemsFromZod } from "../domain/problems.js";
import { apiError, conflict, notFound, validationError } from "../http/errors.js";
import type { BoundSession } from "../http/session.js";
import { findLender } from "../repositories/lender.js";
import {
  findSaleFacts,
  findSaleUpdateByKey,
  insertSaleUpdate,
  type SaleUpdateRow,
  saleUpdatesOf,
  saveSaleFacts,
} from "../repositories/loans.js";
import { insertOutboxMail } from "../repositories/representatives.js";
import { type Conveyancer, conveyancerOf, type LoanView, readLoan } from "./loans.js";

export interface PayoutLetter {
  applicationId: number;
  settlementDate: string;
  payoutFigure: number;
  validUntil: string;
  reference: string;
  asAt: string;
  lender: string;
  bpay: { billerCode: string; customerReference: string };
  eft: { accountName: string; bsb: string; accountNumber: string; reference: string };
}

async function lenderOf(ctx: ProviderContext): Promise<LenderDetails> {
  const lender = await findLender(ctx.db);
  if (!lender) throw notFound("No lender's details are recorded: there is nowhere to repay yet.");
  return lender;
}

function letterOf(loan: LoanView, lender: LenderDetails, settlementDate: string): PayoutLetter | null {
  const figure = payoutFigure(loan, settlementDate);
  if (!figure) return null;
  const { bpayBillerCode, trustAccount } = lender.loanRepayments;
  return {
    applicationId: loan.application.id,
    ...figure,
    reference: loan.reference,
    asAt: loan.asAt,
    lender: lender.name,
    bpay: { billerCode: bpayBillerCode, customerReference: loan.reference },
    eft: { ...trustAccount, reference: loan.reference },
  };
}

/** The payout letter for a settlement on `settlementDate`, for the loan's own borrowers (404 to anyone else, as the loan). */
export async function readPayoutLetter(
  ctx: ProviderContext,
  guest: BoundSession,
  rawId: string,
  settlementDate: unknown,
): Promise<PayoutLetter> {
  const loan = await readLoan(ctx, guest, rawId);
  const lender = await lenderOf(ctx);
  const letter = typeof settlementDate === "string" ? letterOf(loan, lender, settlementDate) : null;
  if (!letter) {
    throw apiError(422, "Invalid value", settlementDayProblem(loan), { source: { parameter: "settlementDate" } });
  }
  return letter;
}

function settlementDayProblem(loan: LoanView): string {
  return `Give a settlement day from ${loan.asAt} to ${latestSettlementDate(loan)}, written YYYY-MM-DD.`;
}

const optionalText = z.string().trim().min(1).max(100).nullable();
/** Australian mobile and landline numbers, once the spaces, brackets and dashes people type are gone (as the portal checks). */
const phone = z
  .string()
  .max(20)
  .refine((value) => /^(?:\+61|0)[2-478]\d{8}$/.test(value.replace(/[\s()-]/g, "")), "Give an Australian phone number.")
  .nullable();

const saleUpdateBody = z
  .object({
    data: z
      .object({
        type: z.literal("sale-updates"),
        attributes: z
          .object({
            status: z.enum(SALE_STATUSES),
            expectedSettlementDate: z.string().refine(isCalendarDay, "Give a day written YYYY-MM-DD.").nullable(),
            conveyancer: z
              .object({
                firm: optionalText,
                contactName: optionalText,
                email: z.string().trim().max(254).email().nullable(),
                phone,
              })
              .strict()
              .nullable(),
            emailPayoutLetter: z.boolean(),
            clientKey: z
              .string()
              .regex(/^[A-Za-z0-9_-]{16,64}$/)
              .nullable()
              .optional(),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();

export interface RecordedSaleUpdate {
  row: SaleUpdateRow;
  customerName: string;
  representativeName: string | null;
  created: boolean;
}

async function recordedOf(ctx: ProviderContext, row: SaleUpdateRow, created: boolean): Promise<RecordedSaleUpdate> {
  const named = (await saleUpdatesOf(ctx.db, row.fundRequestId)).find((update) => update.id === row.id);
  return {
    row,
    customerName: named ? `${named.firstName} ${named.lastName}` : "",
    representativeName: named?.representativeName ?? null,
    created,
  };
}

const money = (cents: number) => new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" }).format(cents / 100);

function payoutMail(letter: PayoutLetter, conveyancer: Conveyancer) {
  return {
    subject: `Payout letter for loan ${letter.reference}: settlement on ${letter.settlementDate}`,
    body: [
      `Hello ${conveyancer.contactName ?? conveyancer.firm ?? ""},`.replace(/ ,$/, ","),
      "",
      `Our borrower asked us to send you the payout figure of their loan, repaid at settlement of the sale of their property.`,
      "",
      `Payout figure for settlement on ${letter.settlementDate}: ${money(letter.payoutFigure)}`,
      `Valid until: ${letter.validUntil}`,
      `Loan reference: ${letter.reference}`,
      "",
      `Pay by BPAY: biller code ${letter.bpay.billerCode}, reference ${letter.bpay.customerReference}.`,
      `Or by EFT to ${letter.eft.accountName}, BSB ${letter.eft.bsb}, account ${letter.eft.accountNumber}, reference ${letter.eft.reference}.`,
      "",
      `${letter.lender}`,
    ].join("\n"),
  };
}

/**
 * Records the sale's news for the loan's borrower (or the representative viewing as
 * them: `representativeId` on the session), and moves the sale's facts with it. A
 * refusal stores nothing; the same client key again answers the update stored.
 */
export async function recordSaleUpdate(
  ctx: ProviderContext,
  guest: BoundSession,
  rawId: string,
  body: unknown,
): Promise<RecordedSaleUpdate> {
  const loan = await readLoan(ctx, guest, rawId);
  if (loan.requestType === "BOND") throw conflict("A bond's loan has no sale: it is repaid when the tenancy ends.");
  const parsed = saleUpdateBody.safeParse(body);
  if (!parsed.success) throw validationError(problemsFromZod(parsed.error, ""));
  const input = parsed.data.data.attributes;
  if (input.clientKey) {
    const stored = await findSaleUpdateByKey(ctx.db, input.clientKey);
    if (stored && stored.fundRequestId === guest.fundRequestId) return recordedOf(ctx, stored, false);
    if (stored) throw conflict("This key was used for another update.");
  }
  const status: SaleStatus = input.status;
  // Settled or withdrawn, the sale has no settlement still to come.
  const expected = status === "SETTLED" || status === "WITHDRAWN" ? null : input.expectedSettlementDate;
  if (expected !== null && (expected < loan.asAt || expected > latestSettlementDate(loan))) {
    throw validationError([{ pointer: "/data/attributes/expectedSettlementDate", detail: settlementDayProblem(loan) }]);
  }
  const conveyancer = input.conveyancer && Object.values(input.conveyancer).some((v) => v !== null) ? input.conveyancer : null;
  if (input.emailPayoutLetter && !conveyancer?.email) {
    throw validationError([
      { pointer: "/data/attributes/conveyancer/email", detail: "Give the conveyancer's email to send them the payout letter." },
    ]);
  }
  const lender = input.emailPayoutLetter ? await lenderOf(ctx) : null;
  const now = ctx.now();
  const row = await inTransaction(ctx.db, async (trx) => {
    const known = await findSaleFacts(trx, guest.fundRequestId);
    await saveSaleFacts(trx, {
      fundRequestId: guest.fundRequestId,
      status,
      expectedSettlementDate: expected,
      settledOn: status === "SETTLED" ? (known?.settledOn ?? loan.asAt) : null,
      withdrawnOn: status === "WITHDRAWN" ? (known?.withdrawnOn ?? loan.asAt) : null,
      depositReleasedOn: known?.depositReleasedOn ?? null,
      expectedTenancyEndDate: known?.expectedTenancyEndDate ?? null,
      tenancyEndedOn: known?.tenancyEndedOn ?? null,
      updatedAt: now.toISOString(),
    });
    let sentTo: string | null = null;
    if (lender && conveyancer?.email) {
      const letter = letterOf(loan, lender, expected ?? loan.asAt)!;
      await insertOutboxMail(trx, { to: conveyancer.email, ...payoutMail(letter, conveyancer), createdAt: now.toISOString() });
      sentTo = conveyancer.email;
    }
    return insertSaleUpdate(trx, {
      fundRequestId: guest.fundRequestId,
      financeApplicationId: loan.application.id,
      clientKey: input.clientKey ?? null,
      status,
      expectedSettlementDate: expected,
      conveyancerFirm: conveyancer?.firm ?? null,
      conveyancerContactName: conveyancer?.contactName ?? null,
      conveyancerEmail: conveyancer?.email ?? null,
      conveyancerPhone: conveyancer?.phone ?? null,
      payoutLetterSentTo: sentTo,
      customerId: guest.customerId,
      representativeId: guest.row.representativeId ?? null,
      createdAt: now.toISOString(),
    });
  });
  return recordedOf(ctx, row, true);
}

/** A stored update as the API answers it, to the borrower and to staff. */
export function saleUpdateAttributes(update: { row: SaleUpdateRow; customerName: string; representativeName: string | null }) {
  const { row } = update;
  return {
    status: row.status as SaleStatus,
    expectedSettlementDate: row.expectedSettlementDate,
    conveyancer: conveyancerOf(row),
    payoutLetterSentTo: row.payoutLetterSentTo,
    recordedAt: row.createdAt,
    recordedBy: { customerName: update.customerName, representativeName: update.representativeName },
  };
}

/** The fund request's sale updates for the staff page, newest first. */
export async function saleUpdatesForStaff(ctx: ProviderContext, fundRequestId: number) {
  const rows = await saleUpdatesOf(ctx.db, fundRequestId);
  return rows.map((row) => ({
    id: String(row.id),
    ...saleUpdateAttributes({
      row,
      customerName: `${row.firstName} ${row.lastName}`,
      representativeName: row.representativeName,
    }),
  }));
}
