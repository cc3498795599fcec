// The provider's entities as the portal sees them once a JSON:API document has been
// flattened (app/domain/jsonapi.ts): the resource's id, its attributes, and each
// relationship resolved. Every shape here is derived from the types generated from
// provider-api/openapi.yaml (`npm run generate:provider-types`, decision 0104), so a
// change to the contract that the portal does not follow fails the type check.
// Money is integer cents.

import type { components, paths } from "./provider-api.generated";

type Schemas = components["schemas"];
type JsonApi = "application/vnd.api+json";

// ---- Helpers over the generated types ----------------------------------------------

/**
 * The type without the `[key: string]: unknown` index signatures that
 * `additionalProperties: true` adds, at every depth: the provider stores unknown
 * keys as sent, but the portal reads and writes only the keys the contract names.
 */
export type KnownKeys<T> = T extends readonly (infer Item)[]
  ? KnownKeys<Item>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: KnownKeys<T[K]> }
    : T;

/** A JSON:API resource flattened: its id and its attributes (relationships are added per type). */
export type Flat<Resource extends { id: string; attributes: object }> = { id: Resource["id"] } & KnownKeys<
  Resource["attributes"]
>;

/** The members of a union that are not null. */
type Value<T> = Exclude<T, null | undefined>;

type Operation<P extends keyof paths, M extends keyof paths[P]> = Value<paths[P][M]>;

/** The JSON:API body an operation takes. */
export type RequestDocument<P extends keyof paths, M extends keyof paths[P]> =
  Operation<P, M> extends { requestBody?: { content: { [key in JsonApi]: infer Body } } } ? KnownKeys<Body> : never;

/** The JSON:API document an operation answers with the given status. */
export type ResponseDocument<P extends keyof paths, M extends keyof paths[P], Status extends number> =
  Operation<P, M> extends { responses: { [key in Status]: { content: { [key in JsonApi]: infer Body } } } } ? Body : never;

/** The attributes of a request document whose body is `{data: {type, attributes}}`. */
type RequestAttributes<P extends keyof paths, M extends keyof paths[P]> =
  RequestDocument<P, M> extends { data: { attributes: infer Attributes } } ? Attributes : never;

// ---- Vocabularies --------------------------------------------------------------------
// The lists are the portal's (choices, schemas, order); types.test.ts checks that each
// holds exactly the values of its generated type.

export type RequestType = Schemas["RequestType"];
export const REQUEST_TYPES = [
  "VENDOR_PAID_ADVERTISING",
  "BUYER_DEPOSIT",
  "MAINTENANCE_AND_ADVERTISING",
  "BOND",
] as const satisfies readonly RequestType[];

export type ReceivableStatus = Schemas["ReceivableStatus"];
export const RECEIVABLE_STATUSES = ["UNPAID", "PROCESSING", "PAID"] as const satisfies readonly ReceivableStatus[];

export type ApplicationStatus = Schemas["ApplicationStatus"];
export const APPLICATION_STATUSES = [
  "CREATED",
  "REVIEWING",
  "SUBMITTED",
  "AWAITING_SIGNATURES",
  "SIGNED",
  "COMPLETED",
] as const satisfies readonly ApplicationStatus[];

export type FinanceType = Schemas["FinanceType"];
export const FINANCE_TYPES = ["VPA", "VPA_ADDITIONAL"] as const satisfies readonly FinanceType[];

export type Citizenship = Value<Schemas["Applicant"]["citizenship"]>;
export const CITIZENSHIPS = ["CITIZEN", "PERMANENT_RESIDENT", "OTHER"] as const satisfies readonly Citizenship[];

// The spec spells the applicant field "martialStatus"; the values are marital statuses.
export type MaritalStatus = Value<Schemas["Applicant"]["martialStatus"]>;
export const MARITAL_STATUSES = ["Married", "Single", "Divorced", "Defacto"] as const satisfies readonly MaritalStatus[];

export type LoanRepaymentMethod = Value<Schemas["ApplicationData"]["loanRepaymentMethod"]>;
export const LOAN_REPAYMENT_METHODS = ["AT_SETTLEMENT", "DIRECT_DEBIT"] as const satisfies readonly LoanRepaymentMethod[];

// ---- Resources -------------------------------------------------------------------------

export type AddressParts = KnownKeys<Schemas["AddressAttributes"]>;

/**
 * An agency's office. `cardSurcharges` is a percent, e.g. 1.5 (null: the default
 * surcharge applies); `bpayBillerCode` and the trust account are where BPAY and EFT
 * payments go, null when the agency does not take that way.
 */
export type Location = Flat<Schemas["LocationResource"]>;

export type Property = Flat<Schemas["PropertyResource"]>;

export type Customer = Flat<Schemas["CustomerResource"]>;

export type Transaction = Flat<Schemas["TransactionResource"]>;

export type Invoice = Flat<Schemas["InvoiceResource"]>;

export type Entity = Flat<Schemas["EntityResource"]>;

type ApplicantSchema = KnownKeys<Schemas["Applicant"]>;

export type IncomeEntry = Value<ApplicantSchema["income"]>[number];
export type MediaReference = KnownKeys<Schemas["DocumentList"]>[number];

/** One applicant; `id` equals the customer id of the person applying. */
export type Applicant = ApplicantSchema;

/** `userId` is the applicant who entered these details. */
export type BankDetails = KnownKeys<Schemas["BankDetails"]>;

export type ApplicationData = KnownKeys<Schemas["ApplicationData"]>;

export type AdditionalApplicant = KnownKeys<Schemas["AdditionalApplicant"]>;

/**
 * A finance application. `repaymentAmount` is the amount plus the establishment fee;
 * `version` is the optimistic-concurrency version a submit must send back.
 */
export type FinanceApplication = Flat<Schemas["FinanceApplicationResource"]> & {
  creator: Customer | null;
};

/** A fund request; `dueAt` is a date only (e.g. "2026-12-01"), `entity` present only on an entity invoice. */
export type FundRequest = Flat<Schemas["FundRequestResource"]> & {
  location: Location | null;
  property: Property | null;
  customers: Customer[];
  transactions: Transaction[];
  financeApplications: FinanceApplication[];
  invoice: Invoice | null;
  entity: Entity | null;
};

// ---- Calls: what the provider client sends and gets ---------------------------------

/** `GET /guest/v1/authenticate/{uuid}`, flattened. */
export type GuestAuthentication = Flat<Schemas["GuestAuthenticationDocument"]["data"]>;

/** The body of `POST …/finance-applications`. */
export type NewFinanceApplication = RequestAttributes<"/guest/v1/finance-applications", "post">;

/** `data` of `POST …/finance-applications/{id}/submit` (no `attributes` wrapper, as docs/SPEC.md 7 gives it). */
export type SubmitInput = RequestDocument<"/guest/v1/finance-applications/{id}/submit", "post">["data"];

/** What a submit answers, flattened. */
export type SubmitResult = Flat<Schemas["SubmitDocument"]["data"]>;

export type IdentityCheckInput = RequestAttributes<"/guest/v1/finance-applications/{id}/identity-checks", "post">;

/** A check's result, with the application after it (hasVerifiedIdentity and version updated). */
export type IdentityCheck = Flat<Schemas["IdentityCheckDocument"]["data"]> & {
  financeApplication: FinanceApplication;
};

/** An approved application's contract: the document the applicants sign, and where each signature stands. */
export type Contract = Flat<Schemas["ContractDocument"]["data"]>;
export type ContractTerms = Contract["document"];

/** A signed application's loan as at the provider's today: its figures, what was received, the sale's facts (decision 0340). */
export type Loan = Flat<Schemas["LoanDocument"]["data"]>;
export type SaleFacts = Loan["sale"];
/** A hardship notice or request for more time on a loan (decision 0352). */
export type LoanRequest = Flat<Schemas["LoanRequestResource"]>;
export type NewLoanRequest = Pick<LoanRequest, "reason" | "asked" | "details"> & { clientKey: string | null };
export type SaleStatus = NonNullable<SaleFacts["status"]>;
export type Conveyancer = NonNullable<Loan["conveyancer"]>;

/** The payout figure for a settlement day and how to pay it, as the provider works it out (decision 0342). */
export type PayoutLetter = Flat<Schemas["PayoutLetterDocument"]["data"]>;

/** The sale's news the borrower tells the lender (decision 0342). */
export type SaleUpdateInput = RequestAttributes<"/guest/v1/finance-applications/{id}/loan/sale-updates", "post">;
export type SaleUpdate = Flat<Schemas["SaleUpdateDocument"]["data"]>;

export type SignatureInput = RequestAttributes<"/guest/v1/finance-applications/{id}/contract/signatures", "post">;
export type ContractConfirmation = keyof SignatureInput["confirmations"];
export type DeclineInput = RequestAttributes<"/guest/v1/finance-applications/{id}/contract/decline", "post">;
export type ReopenInput = RequestAttributes<"/guest/v1/finance-applications/{id}/contract/reopen", "post">;

/** The attributes of starting the hosted signing ceremony (the docusign flag, decision 0163). */
export type CeremonyInput = RequestAttributes<"/guest/v1/finance-applications/{id}/contract/ceremonies", "post">;
export type SigningCeremony = Flat<
  paths["/guest/v1/finance-applications/{id}/contract/ceremonies"]["post"]["responses"]["201"]["content"]["application/vnd.api+json"]["data"]
>;

/** The attributes of `POST /authenticated/v1/media`. */
export type MediaUpload = RequestAttributes<"/authenticated/v1/media", "post">;

/** An uploaded document; `downloadUrl` only from `GET /authenticated/v1/media/{id}`. */
export type Media = Flat<Schemas["MediaResource"]>;

/** The attributes of `POST /guest/v1/fund-requests/{id}/card-payments`. */
export type CardPaymentStart = RequestAttributes<"/guest/v1/fund-requests/{id}/card-payments", "post">;

/** A card payment; `hostedPageUrl` is the provider's own page: the portal never sees a card number. */
export type CardPayment = Flat<Schemas["CardPaymentResource"]>;

/** The attributes of `POST /guest/v1/fund-requests/{id}/messages` (contact us). */
export type PayerMessage = RequestAttributes<"/guest/v1/fund-requests/{id}/messages", "post">;

/** `GET /guest/v1/additional-funds`: the limits (cents), products and purposes of additional funds. */
export type AdditionalFundsRules = Schemas["AdditionalFundsRules"];
export type AdditionalProductName = AdditionalFundsRules["products"][number]["name"];

/** `GET /guest/v1/lender`: who lends, its licence, and where to complain, ask for help or ask about privacy (decision 0350). */
export type Lender = Schemas["LenderDetails"];

/** What an additional-funds create adds to the finance type (decision 0170). */
export type AdditionalFundsAnswers = Required<Pick<NewFinanceApplication, "amount" | "product" | "purpose">> &
  Pick<NewFinanceApplication, "purposeDescription">;

/** BSB institution prefixes (two or three digits) to bank names. */
export type Banks = ResponseDocument<"/guest/v1/banks", "get", 200>["data"]["attributes"]["banks"];

/** A document the provider asks a customer or an entity for, with its state and the files sent (decision 0180). */
export type RequestedDocument = Flat<Schemas["RequestedDocumentResource"]>;
export type RequestedDocumentFile = RequestedDocument["files"][number];
export type DocumentOwner = RequestedDocument["owner"];
