// The receipt of paid-in-full: what was paid and when, from the fund request's
// transactions (docs/decisions/0053-receipt-and-pending.md).
import type { FundRequest, Transaction } from "./types";

const PAYMENT_METHOD_NAMES: Readonly<Record<string, string>> = {
  CARD: "Card",
  BPAY: "BPAY",
  EFT: "Bank transfer (EFT)",
  CREDIT_NOTE: "Credit note",
};

interface ReceiptLine {
  id: string;
  paidAt: string;
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
}

function succeeded(transaction: Transaction): boolean {
  return transaction.status === "SUCCEEDED";
}

export function receiptOf(fundRequest: Pick<FundRequest, "transactions" | "amountPaid">): Receipt {
  const lines = (fundRequest.transactions ?? [])
    .filter(succeeded)
    .map((t) => ({
      id: t.id,
      paidAt: t.createdAt,
      method: PAYMENT_METHOD_NAMES[t.method] ?? t.method,
      amount: t.amount,
      surcharge: t.surcharge ?? 0,
      reference: t.reference,
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
  };
}
