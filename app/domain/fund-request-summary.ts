import type { PageI18n } from "~/i18n/translate";
import { formatAddress } from "./address";
import { formatDate, isOverdue } from "./dates";
import { gstIncluded } from "./money";
import type { FundRequest } from "./types";

/** Only what the summary shows, so loaders never send customers or applications to the browser. */
export type FundRequestSummaryData = Pick<
  FundRequest,
  "requestType" | "description" | "reference" | "dueAt" | "amount" | "amountPaid" | "amountOutstanding"
> & {
  propertyAddress: string | null;
  agencyName: string | null;
  gst: number;
  /** Worded on the server in the page's language, so the browser needs neither the date formats nor the wording. */
  requestLabel: string;
  dueDate: string | null;
  /** Something is still owed and the due date has passed. */
  overdue: boolean;
};

export function summaryOf(
  fundRequest: FundRequest,
  { t, locale }: Pick<PageI18n, "t" | "locale">,
  now = new Date(),
): FundRequestSummaryData {
  return {
    requestType: fundRequest.requestType,
    description: fundRequest.description,
    reference: fundRequest.reference,
    dueAt: fundRequest.dueAt,
    amount: fundRequest.amount,
    amountPaid: fundRequest.amountPaid,
    amountOutstanding: fundRequest.amountOutstanding,
    propertyAddress: fundRequest.property ? formatAddress(fundRequest.property) : null,
    agencyName: fundRequest.location?.name ?? null,
    gst: gstIncluded(fundRequest.requestType, fundRequest.amount),
    requestLabel: t("requestType.label", { type: fundRequest.requestType }),
    dueDate: fundRequest.dueAt ? formatDate(fundRequest.dueAt, locale) || null : null,
    overdue: fundRequest.amountOutstanding > 0 && isOverdue(fundRequest.dueAt, now),
  };
}
