// Agency staff in the portal (decisions 0190 and 0191): their roles and what they may do while
// viewing as a customer (decision 0191). Their forms' schemas are in staff-forms.ts.
import { formatDate, formatDateTime } from "./dates";
import type { SaleUpdate } from "./types";

export const STAFF_ROLES = ["ROLE_1", "ROLE_2", "ROLE_3", "ROLE_5", "ROLE_6"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Who is viewing a customer's link: the provider says so when the link is authenticated. */
export interface Viewer {
  representativeName: string;
  role: StaffRole;
  customerName: string;
}

/** What a post to a payer's page does, in the words of decision 0191. */
export type ViewingOperation =
  | "save-answers"
  | "submit-application"
  | "start-application"
  | "withdraw-application"
  | "verify-identity"
  | "sign-contract"
  | "pay"
  | "send-message"
  | "other";

const PAYER_PATH = /^\/z\/[^/]+(\/.*)?$/;

/** The operation of a POST to a payer's page, from its path. */
export function viewingOperationOf(pathname: string): ViewingOperation {
  const match = PAYER_PATH.exec(pathname.replace(/\/+$/, ""));
  const rest = match?.[1] ?? "";
  const step = /^\/pay-later\/application\/([a-z-]+)$/.exec(rest)?.[1];
  if (step === "review-details") return "submit-application";
  if (step === "verify-identity") return "verify-identity";
  if (step === "contract-signing" || step === "please-sign") return "sign-contract";
  if (step === "cancel") return "withdraw-application";
  if (step) return "save-answers";
  if (rest === "/pay-later/get-started") return "start-application";
  if (rest === "/pay-by-card" || rest === "/card-payment") return "pay";
  if (rest === "/contact-us" || rest === "/contact-us/message") return "send-message";
  return "other";
}

/**
 * While viewing as a customer, a representative may save the customer's answers
 * with them on the phone (office view only, ROLE_6, may not); never make the
 * customer's own decisions: submit (agree to the declarations), start or
 * withdraw an application, have their identity checked, sign or decline a
 * contract, pay, or write to the agency as them.
 */
export function viewingAllows(role: StaffRole, operation: ViewingOperation): boolean {
  return role !== "ROLE_6" && operation === "save-answers";
}

const REFUSED_WHAT: Record<ViewingOperation, string> = {
  "save-answers": "save answers",
  "submit-application": "submit the application or agree to its declarations",
  "start-application": "start an application",
  "withdraw-application": "withdraw the application",
  "verify-identity": "check the customer's identity",
  "sign-contract": "sign or decline the contract",
  pay: "pay",
  "send-message": "send a message to the agency",
  other: "do this",
};

export function viewingRefusal(role: StaffRole, operation: ViewingOperation): string {
  if (role === "ROLE_6" && operation === "save-answers") {
    return "Office view only: you can look at the customer's screens but not change anything.";
  }
  return `While viewing as the customer you cannot ${REFUSED_WHAT[operation]} on their behalf. Only the customer can, from their own link.`;
}

/** One line for the banner: what this representative may do while viewing. */
export function viewingSummary(role: StaffRole): string {
  return role === "ROLE_6"
    ? "Office view only: you can look, not change anything."
    : "You can save answers with the customer on the phone. Only the customer can submit, sign, pay or start an application.";
}

/** Where a refused post goes back to: the step it came from, else the link's first screen. */
export function refusedViewingTarget(pathname: string, uuid: string): string {
  return viewingOperationOf(pathname) === "other" || /\/pay-later\/application\/[a-z-]+$/.test(pathname)
    ? pathname.replace(/\/+$/, "")
    : `/z/${uuid}`;
}

/** Whether a view that lasts until `expiresAt` is over at `now`. */
export function viewingHasEnded(expiresAt: string | null, now: number): boolean {
  return expiresAt !== null && !(Date.parse(expiresAt) > now);
}

/** "Page 2 of 5" links: the pages to offer around the current one. */
export function pageLinks(page: number, pages: number): { previous: number | null; next: number | null } {
  return { previous: page > 1 ? page - 1 : null, next: page < pages ? page + 1 : null };
}

/** An applicant's progress in words. */
export function applicantProgress(applicant: {
  hasCompletedApplication: boolean;
  hasVerifiedIdentity: boolean;
  hasSignedContract: boolean;
  currentPage: string | null;
}): string {
  if (applicant.hasSignedContract) return "Signed the contract";
  if (applicant.hasCompletedApplication) return "Finished their answers";
  const where = applicant.currentPage ? `, last on ${applicant.currentPage.replace(/-/g, " ")}` : "";
  return `${applicant.hasVerifiedIdentity ? "Identity verified" : "Not finished"}${where}`;
}

const SALE_STATUS_WORDS: Record<SaleUpdate["status"], string> = {
  LISTED: "listed for sale",
  UNDER_OFFER: "under offer",
  EXCHANGED: "sold, contracts exchanged",
  UNCONDITIONAL: "sold, contract unconditional",
  SETTLED: "sold and settled",
  WITHDRAWN: "withdrawn from sale",
};

/**
 * One update of the sale's news in the staff page's words (decision 0342): what was
 * said, and who recorded it when, an update a representative took by phone marked as theirs.
 */
export function saleUpdateWords(update: Omit<SaleUpdate, "id">): string {
  const said = [`Property ${SALE_STATUS_WORDS[update.status]}`];
  if (update.expectedSettlementDate) said.push(`expected settlement ${formatDate(update.expectedSettlementDate)}`);
  const { conveyancer } = update;
  if (conveyancer) {
    const who = [conveyancer.firm, conveyancer.contactName, conveyancer.email, conveyancer.phone].filter(Boolean).join(", ");
    said.push(`conveyancer ${who}`);
  }
  if (update.payoutLetterSentTo) said.push(`payout letter emailed to ${update.payoutLetterSentTo}`);
  const { customerName, representativeName } = update.recordedBy;
  const by = representativeName ? `recorded by ${representativeName} for ${customerName}` : `told by ${customerName}`;
  return `${said.join("; ")}. ${by[0].toUpperCase()}${by.slice(1)}, ${formatDateTime(update.recordedAt)}.`;
}
