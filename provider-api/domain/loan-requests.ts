// A borrower who cannot repay as the contract says, or whose sale has fallen through,
// tells the lender and asks for help (decision 0352). What the lender then does is
// the lender's decision under the contract and the law; the provider only records it.
import { z } from "zod";

/** What happened: the sale is taking longer, the property was withdrawn, or the borrower's own money. */
export const LOAN_TROUBLE_REASONS = ["SALE_DELAYED", "SALE_WITHDRAWN", "FINANCIAL_HARDSHIP"] as const;
export type LoanTroubleReason = (typeof LOAN_TROUBLE_REASONS)[number];

/** What the borrower asks for: more time to repay the whole, or an arrangement (paying in parts). */
export const LOAN_TROUBLE_ASKS = ["MORE_TIME", "ARRANGEMENT"] as const;
export type LoanTroubleAsk = (typeof LOAN_TROUBLE_ASKS)[number];

export const LOAN_REQUEST_KINDS = ["HARDSHIP_NOTICE", "EXTENSION_REQUEST"] as const;
export type LoanRequestKind = (typeof LOAN_REQUEST_KINDS)[number];

export const DETAILS_MAX_LENGTH = 2000;

/**
 * How the lender must treat it. Financial hardship, or an arrangement to pay in parts,
 * is a hardship notice (the National Credit Code's: the lender must answer it within
 * its time frame); more time because the sale is delayed or withdrawn is a request to
 * extend the due date, which the lender's hardship team answers in the same time.
 */
export function loanRequestKind(reason: LoanTroubleReason, asked: LoanTroubleAsk): LoanRequestKind {
  return reason === "FINANCIAL_HARDSHIP" || asked === "ARRANGEMENT" ? "HARDSHIP_NOTICE" : "EXTENSION_REQUEST";
}

export const loanRequestBody = z.object({
  data: z.object({
    type: z.literal("loan-requests"),
    attributes: z
      .object({
        reason: z.enum(LOAN_TROUBLE_REASONS, {
          errorMap: () => ({ message: `Must be one of ${LOAN_TROUBLE_REASONS.join(", ")}.` }),
        }),
        asked: z.enum(LOAN_TROUBLE_ASKS, {
          errorMap: () => ({ message: `Must be one of ${LOAN_TROUBLE_ASKS.join(", ")}.` }),
        }),
        details: z
          .string({ invalid_type_error: "Must be text." })
          .trim()
          .max(DETAILS_MAX_LENGTH, `Must be at most ${DETAILS_MAX_LENGTH} characters.`)
          .optional()
          .default(""),
        clientKey: z
          .string()
          .regex(/^[A-Za-z0-9_-]{16,64}$/, "Must be 16 to 64 letters, digits, '-' or '_'.")
          .nullable()
          .optional(),
      })
      .strict(),
  }),
});
