/** Staff roles (docs/SPEC.md 3.8). */
export const REPRESENTATIVE_ROLES = ["ROLE_1", "ROLE_2", "ROLE_3", "ROLE_5", "ROLE_6"] as const;
export type RepresentativeRole = (typeof REPRESENTATIVE_ROLES)[number];

export const ROLE_NAMES: Record<RepresentativeRole, string> = {
  ROLE_1: "Owner",
  ROLE_2: "Trust management",
  ROLE_3: "Office management",
  ROLE_5: "Administration support",
  ROLE_6: "Office view only",
};

export function isRepresentativeRole(value: unknown): value is RepresentativeRole {
  return typeof value === "string" && (REPRESENTATIVE_ROLES as readonly string[]).includes(value);
}

/** What a call made from a customer's link does, in the words of decision 0191. */
export type GuestOperation =
  | "read"
  | "save-answers"
  | "upload-document"
  | "verify-identity"
  | "submit-application"
  | "start-application"
  | "withdraw-application"
  | "sign-contract"
  | "decline-contract"
  | "pay"
  | "send-message"
  | "tell-sale-news"
  | "other";

/** The operation of a guest or authenticated call, from its method, path and (parsed) body. */
export function guestOperationOf(method: string, path: string, body: unknown): GuestOperation {
  if (method === "GET" || method === "HEAD") return "read";
  const bare = path.split("?")[0].replace(/\/+$/, "");
  if (method === "POST" && /^\/guest\/v1\/finance-applications$/.test(bare)) return "start-application";
  if (method === "PATCH" && /\/finance-applications\/[^/]+\/withdraw$/.test(bare)) return "withdraw-application";
  if (method === "POST" && /\/finance-applications\/[^/]+\/submit$/.test(bare)) {
    const action = (body as { data?: { action?: unknown } } | undefined)?.data?.action;
    return action === "SAVE" ? "save-answers" : "submit-application";
  }
  if (method === "POST" && /\/finance-applications\/[^/]+\/identity-checks$/.test(bare)) return "verify-identity";
  if (method === "POST" && /\/contract\/signatures$/.test(bare)) return "sign-contract";
  if (method === "POST" && /\/contract\/decline$/.test(bare)) return "decline-contract";
  if (method === "POST" && /\/card-payments$/.test(bare)) return "pay";
  if (method === "POST" && /\/messages$/.test(bare)) return "send-message";
  if (method === "POST" && /\/loan\/sale-updates$/.test(bare)) return "tell-sale-news";
  if (method === "POST" && /^\/authenticated\/v1\/media$/.test(bare)) return "upload-document";
  if (method === "POST" && /^\/authenticated\/v1\/requested-documents\/[^/]+\/files$/.test(bare)) return "upload-document";
  return "other";
}

/**
 * What a representative may do while viewing as a customer (decision 0191): with
 * the customer on the phone, fill in and save their answers and add their
 * documents; never make a decision that is the customer's own (agree to the
 * declarations by submitting, start or withdraw an application, have their
 * identity checked, sign or decline a contract, pay, or write to the agency as
 * them). Office view only (ROLE_6) looks and changes nothing.
 */
export function impersonationAllows(role: RepresentativeRole, operation: GuestOperation): boolean {
  if (operation === "read") return true;
  if (role === "ROLE_6") return false;
  // The sale's news is a fact the borrower gives, by phone as well: the update is marked as the representative's (decision 0342).
  return operation === "save-answers" || operation === "upload-document" || operation === "tell-sale-news";
}

/** The refusal, in plain words. */
export function impersonationRefusal(operation: GuestOperation): string {
  const what: Record<GuestOperation, string> = {
    read: "look at this",
    "save-answers": "save answers",
    "upload-document": "add documents",
    "verify-identity": "check the customer's identity",
    "submit-application": "submit the application or agree to its declarations",
    "start-application": "start an application",
    "withdraw-application": "withdraw the application",
    "sign-contract": "sign the contract",
    "decline-contract": "decline the contract",
    pay: "pay",
    "send-message": "send messages",
    "tell-sale-news": "tell us about the sale",
    other: "do this",
  };
  return `While viewing as the customer, a representative cannot ${what[operation]} on their behalf.`;
}

/** Viewing as a customer lasts this long from when the representative opens it. */
export const IMPERSONATION_MINUTES = 30;
/** A reset link works for an hour, once. */
export const RESET_TOKEN_MINUTES = 60;
/**
 * At most this many reset emails to one account in RESET_TOKEN_MINUTES: more asks
 * are answered the same and send nothing, so the form cannot flood a mailbox.
 */
export const RESET_EMAILS_PER_WINDOW = 3;
/** Failed sign-ins for one email address before it is locked, and for how long (decision 0190). */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_LOCK_MINUTES = 15;

/**
 * Whether sign-in for an email address is locked, from its failed attempts (ms,
 * oldest first) in the last LOGIN_LOCK_MINUTES; when, if so, it opens again.
 */
export function loginLock(failures: readonly number[], now: number): { locked: false } | { locked: true; until: number } {
  const window = LOGIN_LOCK_MINUTES * 60_000;
  const recent = failures.filter((at) => at > now - window);
  if (recent.length < LOGIN_FAILURE_LIMIT) return { locked: false };
  return { locked: true, until: recent[recent.length - LOGIN_FAILURE_LIMIT] + window };
}

/** A fund request's location is served by a representative when its agency name is one of theirs (decision 0193). */
export function servesLocation(locations: readonly string[], locationName: string): boolean {
  const name = locationName.trim().toLowerCase();
  return locations.some((l) => l.trim().toLowerCase() === name);
}
