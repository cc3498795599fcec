// The receipt of paid-in-full: what was paid and when, from the fund request's
// transactions (docs/decisions/0053-receipt-and-pending.md).
import type { PageI18n } from "~/i18n/translate";
import { formatDate, formatDateTime } from "./dates";
import type { FundRequest, Transaction } from "./types";

export interface ReceiptLine {
  id: string;
  paidAt: string;
  /** When, worded in the page's language, in Sydney time. */
  when: string;
  /** The way it was paid, in the page's language (the provider's code when the catalog has none). */
  method: string;
  /** Towards the fund request. */
  amount: number;
  /** Charged on top (a card surcharge), so the line says what the payer's bank shows. */
  surcharge: number;
  reference: string | null;
}

export interface Receipt {
  lines: ReceiptLine[];
  /** The sum of the successful payments; may differ from amountPaid when the agency recorded one by hand. */
  totalOfLines: number;
  amountPaid: number;
  /** Card surcharges paid on top of the amount. */
  surcharges: number;
  /** What the payer paid in all: the amount paid and the surcharges on top. */
  totalCharged: number;
  /** When the last successful payment arrived; null when the agency marked it paid without one. */
  paidAt: string | null;
  /** That day, worded in the page's language. */
  paidOn: string | null;
}

function succeeded(transaction: Transaction): boolean {
  return transaction.status === "SUCCEEDED";
}

/** The receipt, worded on the server so the browser needs no date code (words: `receipt`). */
export function receiptOf(
  fundRequest: Pick<FundRequest, "transactions" | "amountPaid">,
  { t, locale }: Pick<PageI18n, "t" | "locale">,
): Receipt {
  const lines = (fundRequest.transactions ?? [])
    .filter(succeeded)
    .map((transaction) => ({
      id: transaction.id,
      paidAt: transaction.createdAt,
      when: formatDateTime(transaction.createdAt, locale),
      method: t("receipt.method", { method: transaction.method }),
      amount: transaction.amount,
      surcharge: transaction.surcharge ?? 0,
      reference: transaction.reference,
    }))
    .sort((a, b) => a.paidAt.localeCompare(b.paidAt));
  const surcharges = lines.reduce((sum, line) => sum + line.surcharge, 0);
  return {
    lines,
    totalOfLines: lines.reduce((sum, line) => sum + line.amount, 0),
    amountPaid: fundRequest.amountPaid,
    surcharges,
    totalCharged: fundRequest.amountPaid + surcharges,
    paidAt: lines.at(-1)?.paidAt ?? null,
    paidOn: lines.length > 0 ? formatDate(lines[lines.length - 1].paidAt, locale) : null,
  };
}
