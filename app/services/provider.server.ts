import { setTimeout as sleep } from "node:timers/promises";

import { flattenDocument } from "~/domain/jsonapi";
import { endsTheRequest, retryBackoffMs } from "~/domain/provider-call";
import { requireRequestType } from "~/domain/request-types";
import type {
  AdditionalFundsAnswers,
  AdditionalFundsRules,
  Banks,
  CardPayment,
  CardPaymentStart,
  CeremonyInput,
  Contract,
  DeclineInput,
  DocumentOwner,
  FinanceApplication,
  FinanceType,
  FundRequest,
  GuestAuthentication,
  IdentityCheck,
  IdentityCheckInput,
  Lender,
  Loan,
  LoanRequest,
  Media,
  MediaUpload,
  NewFinanceApplication,
  NewLoanRequest,
  PayerMessage,
  PayoutLetter,
  ReopenInput,
  RequestedDocument,
  SaleUpdate,
  SaleUpdateInput,
  SignatureInput,
  SigningCeremony,
  SubmitInput,
  SubmitResult,
} from "~/domain/types";
import type { LinkSession } from "~/types/portal-session";
import { timeLimit } from "./abort-signals.server";
import { getEnv } from "./env.server";
import {
  type Answer,
  type CallOptions,
  exchange,
  type ProviderCaller,
  ProviderError,
  REPRESENTATIVE_SESSION_HEADER,
} from "./provider-http.server";

// The call shapes are the contract's (generated from provider-api/openapi.yaml); re-exported for the callers.
export type { CardPayment, SubmitInput } from "~/domain/types";
// Callers catch ProviderError from the client they call.
export { ProviderError } from "./provider-http.server";

const FUND_REQUEST_INCLUDES = [
  "location",
  "property",
  "customers",
  "transactions",
  "financeApplications",
  "financeApplications.creator",
  "invoice",
  "entity",
].join(",");

interface ProviderClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  /** The visitor's address, forwarded so the provider rate-limits the right client. */
  clientAddress?: string;
  /** The visitor's request's id, sent on each call (X-Request-Id). */
  requestId?: string;
  /** The request's signal: its deadline and the payer going away (decision 0361). */
  providerSignal?: AbortSignal;
}

/** What the client keeps is never changed after: a caller cannot alter it behind the client's back either. */
function frozen(link: LinkSession): LinkSession {
  return Object.freeze({ ...link, providerCookies: Object.freeze({ ...link.providerCookies }) });
}

function sameCookies(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}

/**
 * THE provider client for one visitor's request: the only module whose calls reach the
 * provider API for a payer (through provider-http.server.ts). It is the visitor's user agent
 * towards the provider: for each link it sends the newest provider session it
 * holds, and it keeps what the provider changes (rotated cookies, a refreshed XSRF
 * token after a 419, a new session after a 401) in its own jar, never in the
 * LinkSession its caller passed. `linkSession(link)` says what the link's session
 * is now; link.server.ts commits that to the portal cookie when the response is built.
 */
export class ProviderClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly clientAddress?: string;
  private readonly providerSignal?: AbortSignal;
  /** The request's id its calls carry (X-Request-Id), for the log lines of what it does. */
  readonly requestId?: string;
  private readonly sessions = new Map<string, LinkSession>();

  constructor(options: ProviderClientOptions = {}) {
    const env = getEnv();
    const baseUrl = options.baseUrl ?? env.PROVIDER_API_URL;
    if (!baseUrl) throw new Error("PROVIDER_API_URL is not configured");
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? env.PROVIDER_TIMEOUT_MS;
    this.clientAddress = options.clientAddress;
    this.requestId = options.requestId;
    this.providerSignal = options.providerSignal;
  }

  /**
   * `link` with what the provider changed during this client's calls (rotated
   * cookies, a refreshed XSRF token, a new session); `link` itself when nothing did.
   */
  linkSession(link: LinkSession): LinkSession {
    return this.sessions.get(link.uuid) ?? link;
  }

  /** Keeps `cookies` as the link's jar when they differ from `link`'s, and answers the link as it now stands. */
  private keep(link: LinkSession, cookies: Record<string, string>): LinkSession {
    if (sameCookies(link.providerCookies, cookies)) return link;
    const changed = frozen({ ...link, providerCookies: cookies });
    this.sessions.set(link.uuid, changed);
    return changed;
  }

  /** One HTTP exchange with this client's provider, address and time limit. */
  private exchange(path: string, options: CallOptions): Promise<Answer> {
    const { baseUrl, timeoutMs, clientAddress, requestId, providerSignal } = this;
    return exchange({ baseUrl, timeoutMs, clientAddress, requestId, providerSignal }, path, options);
  }

  /**
   * Reads are retried once, after a short jittered pause, when nothing or a gateway error came back, but not after
   * a time-out, the request's deadline or the payer's leaving (endsTheRequest): a slow
   * provider would otherwise keep the visitor waiting twice as long.
   */
  private async read(path: string, cookies?: Record<string, string>, headers?: Record<string, string>): Promise<Answer> {
    try {
      return await this.exchange(path, { cookies, headers });
    } catch (error) {
      if (!(error instanceof ProviderError) || !error.unavailable || endsTheRequest(error.failureCause)) throw error;
      // A jittered pause first (decision 0363), within the request's deadline: if the
      // deadline passes or the payer leaves while it waits, there is no second call.
      try {
        await sleep(retryBackoffMs(Math.random()), undefined, { signal: this.providerSignal });
      } catch {
        throw error;
      }
      return this.exchange(path, { cookies, headers });
    }
  }

  /**
   * A guest call with the link's provider session: an expired XSRF token (419) is
   * refreshed once, and a lost provider session (401, also after such a refresh,
   * which starts an anonymous session) is re-established from the link's uuid
   * once; each time the call is repeated.
   */
  private async guest(path: string, link: LinkSession, options: Omit<CallOptions, "cookies"> = {}): Promise<Answer> {
    let session = this.linkSession(link);
    let refreshed = false;
    let reauthenticated = false;
    for (;;) {
      try {
        const cookies = session.providerCookies;
        const answer =
          options.method && options.method !== "GET"
            ? await this.exchange(path, { ...options, cookies })
            : await this.read(path, cookies);
        this.keep(session, answer.cookies);
        return answer;
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        if (error.status === 419 && !refreshed) {
          refreshed = true;
          session = this.keep(session, (await this.read("/sanctum/csrf-cookie", session.providerCookies)).cookies);
        } else if (error.status === 401 && !reauthenticated) {
          reauthenticated = true;
          session = await this.authenticate(link.uuid);
        } else {
          throw error;
        }
      }
    }
  }

  /**
   * Starts a fresh provider session for the link: only the cookies this answers
   * with are kept. A view as the customer opens only with the representative's
   * provider session that started it (`representativeSession`, decision 0240);
   * without it the provider answers 410 "Viewing ended".
   */
  async authenticate(uuid: string, representativeSession?: string): Promise<LinkSession> {
    const started = await this.read("/sanctum/csrf-cookie");
    const proof = representativeSession ? { [REPRESENTATIVE_SESSION_HEADER]: representativeSession } : undefined;
    const answer = await this.read(`/guest/v1/authenticate/${encodeURIComponent(uuid)}`, started.cookies, proof);
    const data = flattenDocument<GuestAuthentication>(answer.body);
    const link = frozen({
      uuid,
      providerCookies: answer.cookies,
      fundRequestId: String(data.fundRequestId),
      customerId: String(data.customerId),
      impersonationExpiresAt: typeof data.impersonationExpiresAt === "string" ? data.impersonationExpiresAt : null,
      linkExpiresAt: typeof data.linkExpiresAt === "string" ? data.linkExpiresAt : null,
      ...(data.impersonatedBy ? { viewer: { ...data.impersonatedBy } } : {}),
    });
    this.sessions.set(uuid, link);
    return link;
  }

  async getFundRequest(link: LinkSession): Promise<FundRequest> {
    const path = `/guest/v1/fund-requests/${encodeURIComponent(link.fundRequestId)}?include=${FUND_REQUEST_INCLUDES}`;
    const fundRequest = flattenDocument<FundRequest>((await this.guest(path, link)).body);
    return { ...fundRequest, requestType: requireRequestType(fundRequest.requestType) };
  }

  /**
   * Creates the link's application, or answers the open one (a double press):
   * `created` says which, from the provider's 201 or 200.
   */
  async createFinanceApplication(
    link: LinkSession,
    financeType: FinanceType,
    additionalFunds?: AdditionalFundsAnswers,
  ): Promise<{ application: FinanceApplication; created: boolean }> {
    const attributes: NewFinanceApplication = { fundRequestId: link.fundRequestId, financeType, ...additionalFunds };
    const body = { data: { type: "finance-applications", attributes } };
    const answer = await this.guest("/guest/v1/finance-applications", link, { method: "POST", body });
    return { application: flattenDocument<FinanceApplication>(answer.body), created: answer.status === 201 };
  }

  async withdrawFinanceApplication(link: LinkSession, applicationId: string): Promise<FinanceApplication> {
    const path = `/guest/v1/finance-applications/${encodeURIComponent(applicationId)}/withdraw`;
    return flattenDocument<FinanceApplication>((await this.guest(path, link, { method: "PATCH" })).body);
  }

  async submitFinanceApplication(link: LinkSession, applicationId: string, input: SubmitInput): Promise<SubmitResult> {
    const path = `/guest/v1/finance-applications/${encodeURIComponent(applicationId)}/submit`;
    const answer = await this.guest(path, link, { method: "POST", body: { data: input } });
    return flattenDocument<SubmitResult>(answer.body);
  }

  async checkIdentity(link: LinkSession, applicationId: string, input: IdentityCheckInput): Promise<IdentityCheck> {
    const path = `/guest/v1/finance-applications/${encodeURIComponent(applicationId)}/identity-checks`;
    const body = { data: { type: "identity-checks", attributes: input } };
    return flattenDocument<IdentityCheck>((await this.guest(path, link, { method: "POST", body })).body);
  }

  /** The application's contract; 404 until the provider has approved it. */
  async getContract(link: LinkSession, applicationId: string): Promise<Contract> {
    const path = `/guest/v1/finance-applications/${encodeURIComponent(applicationId)}/contract`;
    return flattenDocument<Contract>((await this.guest(path, link)).body);
  }

  /** The loan of a signed application the link's customer is an applicant of; 404 for any other (decision 0340). */
  async getLoan(link: LinkSession, applicationId: string): Promise<Loan> {
    const path = `/guest/v1/finance-applications/${encodeURIComponent(applicationId)}/loan`;
    return flattenDocument<Loan>((await this.guest(path, link)).body);
  }

  /** The payout letter for a settlement on `settlementDate` (decision 0342); 422 on the parameter for a day outside the loan's terms. */
  async getPayoutLetter(link: LinkSession, applicationId: string, settlementDate: string): Promise<PayoutLetter> {
    const path = `/guest/v1/finance-applications/${encodeURIComponent(applicationId)}/loan/payout-letter?settlementDate=${encodeURIComponent(settlementDate)}`;
    return flattenDocument<PayoutLetter>((await this.guest(path, link)).body);
  }

  /** Tells the lender the sale's news (decision 0342); the same client key again is stored once. */
  async recordSaleUpdate(link: LinkSession, applicationId: string, input: SaleUpdateInput): Promise<SaleUpdate> {
    const path = `/guest/v1/finance-applications/${encodeURIComponent(applicationId)}/loan/sale-updates`;
    const body = { data: { type: "sale-updates", attributes: input } };
    return flattenDocument<SaleUpdate>((await this.guest(path, link, { method: "POST", body })).body);
  }

  /** Signs for the link's applicant; signing again answers the application as it stands. */
  async signContract(link: LinkSession, applicationId: string, input: SignatureInput): Promise<FinanceApplication> {
    const path = `/guest/v1/finance-applications/${encodeURIComponent(applicationId)}/contract/signatures`;
    const body = { data: { type: "signatures", attributes: input } };
    return flattenDocument<FinanceApplication>((await this.guest(path, link, { method: "POST", body })).body);
  }

  async declineContract(link: LinkSession, applicationId: string, input: DeclineInput): Promise<FinanceApplication> {
    const path = `/guest/v1/finance-applications/${encodeURIComponent(applicationId)}/contract/decline`;
    const body = { data: { type: "contract-declines", attributes: input } };
    return flattenDocument<FinanceApplication>((await this.guest(path, link, { method: "POST", body })).body);
  }

  /** The applicant who declined takes it back, while the provider allows it (decision 0165). */
  async reopenContract(link: LinkSession, applicationId: string, input: ReopenInput): Promise<FinanceApplication> {
    const path = `/guest/v1/finance-applications/${encodeURIComponent(applicationId)}/contract/reopen`;
    const body = { data: { type: "contract-reopenings", attributes: input } };
    return flattenDocument<FinanceApplication>((await this.guest(path, link, { method: "POST", body })).body);
  }

  /** Starts the applicant's visit to the provider's hosted signing ceremony (decision 0163). */
  async startSigningCeremony(link: LinkSession, applicationId: string, input: CeremonyInput): Promise<SigningCeremony> {
    const path = `/guest/v1/finance-applications/${encodeURIComponent(applicationId)}/contract/ceremonies`;
    const body = { data: { type: "signing-ceremonies", attributes: input } };
    return flattenDocument<SigningCeremony>((await this.guest(path, link, { method: "POST", body })).body);
  }

  async getBanks(): Promise<Banks> {
    const data = flattenDocument<{ banks?: unknown }>((await this.read("/guest/v1/banks")).body);
    return data.banks && typeof data.banks === "object" ? (data.banks as Banks) : {};
  }

  /** The limits, products and purposes of an additional-funds application (decision 0170). */
  async getAdditionalFundsRules(): Promise<AdditionalFundsRules> {
    return flattenDocument<AdditionalFundsRules>((await this.read("/guest/v1/additional-funds")).body);
  }

  /** The hardship notices and requests for more time on the loan, newest first (decision 0352). */
  async getLoanRequests(link: LinkSession, applicationId: string): Promise<LoanRequest[]> {
    const path = `/guest/v1/finance-applications/${encodeURIComponent(applicationId)}/loan/requests`;
    return flattenDocument<LoanRequest[]>((await this.guest(path, link)).body);
  }

  /** Tells the lender the borrower is having trouble; the same client key again is stored once (decision 0352). */
  async sendLoanRequest(link: LinkSession, applicationId: string, request: NewLoanRequest): Promise<LoanRequest> {
    const path = `/guest/v1/finance-applications/${encodeURIComponent(applicationId)}/loan/requests`;
    const answer = await this.guest(path, link, {
      method: "POST",
      body: { data: { type: "loan-requests", attributes: request } },
    });
    return flattenDocument<LoanRequest>(answer.body);
  }

  /** The lender's details (decision 0350): the same for every link, no session needed. */
  async getLender(): Promise<Lender> {
    return flattenDocument<Lender>((await this.read("/guest/v1/lender")).body);
  }

  /** The raw flags; feature-flags.server.ts applies the defaults of docs/SPEC.md 3.8. */
  async getFeatureFlags(): Promise<unknown> {
    return flattenDocument<{ features?: unknown }>((await this.read("/guest/v1/feature-flags")).body).features;
  }

  /** The raw flags of the link's agency (decision 0163): the provider's, with the agency's own over them. */
  async getLinkFeatureFlags(link: LinkSession): Promise<unknown> {
    return flattenDocument<{ features?: unknown }>((await this.guest("/guest/v1/feature-flags", link)).body).features;
  }

  async uploadMedia(link: LinkSession, media: MediaUpload): Promise<Media> {
    const body = { data: { type: "media", attributes: media } };
    return flattenDocument<Media>((await this.guest("/authenticated/v1/media", link, { method: "POST", body })).body);
  }

  async getMedia(link: LinkSession, mediaId: string): Promise<Media> {
    return flattenDocument<Media>((await this.guest(`/authenticated/v1/media/${encodeURIComponent(mediaId)}`, link)).body);
  }

  /** The documents asked of the link's customer, or of its invoice's entity (404 when it is not an entity's). */
  async listRequestedDocuments(link: LinkSession, owner: DocumentOwner): Promise<RequestedDocument[]> {
    const answer = await this.guest(`/authenticated/v1/requested-documents?owner=${owner}`, link);
    return flattenDocument<RequestedDocument[]>(answer.body);
  }

  /**
   * Sends a file for a requested document, the file in the request: the provider
   * checks the document takes it before it stores anything (decision 0241); sending
   * the same file again changes nothing.
   */
  async sendDocumentFile(
    link: LinkSession,
    documentId: string,
    file: { fileName: string; base64: string },
  ): Promise<RequestedDocument> {
    const path = `/authenticated/v1/requested-documents/${encodeURIComponent(documentId)}/files`;
    const body = { data: { type: "requested-document-files", attributes: file } };
    return flattenDocument<RequestedDocument>((await this.guest(path, link, { method: "POST", body })).body);
  }

  /** Takes back a file not yet reviewed (409 once it has been). */
  async removeDocumentFile(link: LinkSession, documentId: string, fileId: string): Promise<RequestedDocument> {
    const path = `/authenticated/v1/requested-documents/${encodeURIComponent(documentId)}/files/${encodeURIComponent(fileId)}`;
    return flattenDocument<RequestedDocument>((await this.guest(path, link, { method: "DELETE" })).body);
  }

  /** Starts (or, for the same key or an open payment, answers again) the fund request's card payment. */
  async startCardPayment(link: LinkSession, input: CardPaymentStart): Promise<CardPayment> {
    const path = `/guest/v1/fund-requests/${encodeURIComponent(link.fundRequestId)}/card-payments`;
    const body = { data: { type: "card-payments", attributes: input } };
    return flattenDocument<CardPayment>((await this.guest(path, link, { method: "POST", body })).body);
  }

  /** Starts (or answers again) the card payment repaying the loan early, for its payout figure (decision 0343). */
  async startLoanCardPayment(link: LinkSession, applicationId: string, input: CardPaymentStart): Promise<CardPayment> {
    const path = `/guest/v1/finance-applications/${encodeURIComponent(applicationId)}/loan/card-payments`;
    const body = { data: { type: "card-payments", attributes: input } };
    return flattenDocument<CardPayment>((await this.guest(path, link, { method: "POST", body })).body);
  }

  async getCardPayment(link: LinkSession, paymentId: string): Promise<CardPayment> {
    return flattenDocument<CardPayment>(
      (await this.guest(`/guest/v1/card-payments/${encodeURIComponent(paymentId)}`, link)).body,
    );
  }

  async sendMessage(link: LinkSession, message: PayerMessage): Promise<void> {
    const path = `/guest/v1/fund-requests/${encodeURIComponent(link.fundRequestId)}/messages`;
    await this.guest(path, link, { method: "POST", body: { data: { type: "messages", attributes: message } } });
  }
}

/** A client for one visitor's request (loaders and actions pass their load context). */
export function providerClient(context: ProviderCaller): ProviderClient {
  const { clientAddress, requestId, providerSignal } = context;
  return new ProviderClient({ clientAddress, requestId, providerSignal });
}

/**
 * A client for a read every request shares (shared-read.server.ts): bounded by one
 * request's deadline, retry included, so a payer waiting on it never waits past their own
 * (decision 0362). Its own per-call time-out alone would let it run twice that.
 */
export function sharedReadClient(): ProviderClient {
  return new ProviderClient({ providerSignal: timeLimit(getEnv().PROVIDER_DEADLINE_MS).signal });
}
