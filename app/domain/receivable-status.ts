// A fund request's receivable status (docs/SPEC.md 3.1) in words, for the staff pages:
// "UNPAID" is the provider's code, not something to read (decision 0252).
import { RECEIVABLE_STATUSES, type ReceivableStatus } from "./types";

const WORDS: Readonly<Record<ReceivableStatus, string>> = {
  UNPAID: "Not paid yet",
  PROCESSING: "Payment being processed",
  PAID: "Paid in full",
};

/** The status in words; a code the portal does not know yet is shown as the provider sent it. */
export function receivableStatusWords(status: string): string {
  return (RECEIVABLE_STATUSES as readonly string[]).includes(status) ? WORDS[status as ReceivableStatus] : status;
}
