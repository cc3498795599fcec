import type { ColumnType, Generated } from "kysely";

/** Address parts shared by locations and properties (docs/SPEC.md 3.2, 3.3). */
export interface AddressColumns {
  unitNumber: string | null;
  streetNumber: string | null;
  streetName: string | null;
  streetType: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

export interface LocationTable extends AddressColumns {
  id: Generated<number>;
  name: string;
  nickname: string | null;
  email: string | null;
  phone: string | null;
  logoUrl: string | null;
  websiteUrl: string | null;
  cardSurcharges: number | null;
  bpayBillerCode: string | null;
  trustAccountName: string | null;
  trustAccountBsb: string | null;
  trustAccountNumber: string | null;
  /** JSON of the flags this agency sets apart from the provider's (decision 0163), or null. */
  featureFlags: string | null;
}

export interface PropertyTable extends AddressColumns {
  id: Generated<number>;
  latitude: number | null;
  longitude: number | null;
}

export interface EntityTable {
  id: Generated<number>;
  name: string;
}

export interface FundRequestTable {
  id: Generated<number>;
  requestType: string;
  amount: number;
  amountPaid: number;
  dueAt: string | null;
  description: string | null;
  /** 0 or 1: SQLite has no boolean column type. */
  canDeferPayment: number;
  reference: string | null;
  receivableStatus: string;
  paymentType: string | null;
  createdAt: string;
  locationId: number;
  propertyId: number | null;
  entityId: number | null;
}

export interface InvoiceTable {
  id: Generated<number>;
  fundRequestId: number;
  number: string;
  amount: number;
  issuedAt: string;
}

export interface CustomerTable {
  id: Generated<number>;
  fundRequestId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  idVerificationResult: string | null;
}

export interface LinkTable {
  uuid: string;
  fundRequestId: number;
  customerId: number;
  expiresAt: string | null;
  impersonationExpiresAt: string | null;
  createdAt: string;
  /** The representative who opened this link to view as its customer (an impersonation link); null for a payer's link. */
  representativeId?: number | null;
  /** An impersonation link: the SHA-256 of the representative's session that opened it, the only one that may open it (decision 0240). */
  openedBySessionHash?: string | null;
}

export interface TransactionTable {
  id: Generated<number>;
  fundRequestId: number;
  amount: number;
  /** What the payer paid on top of `amount` (a card surcharge), in cents; not part of the fund request's amount paid. */
  surcharge: Generated<number>;
  method: string;
  status: string;
  reference: string | null;
  createdAt: string;
}

export interface FinanceApplicationTable {
  id: Generated<number>;
  fundRequestId: number;
  creatorId: number;
  financeType: string;
  product: string;
  applicationStatus: string;
  status: string;
  amount: number;
  repaymentAmount: number;
  isFullLending: number;
  version: number;
  /** JSON text: kept whole because unknown keys are stored as sent. */
  applicationData: string;
  additionalApplicants: string;
  createdAt: string;
  updatedAt: string;
  /** Additional funds only: a purpose code of domain/additional-funds.ts, and the words for OTHER. */
  purpose: ColumnType<string | null, string | null | undefined, string | null>;
  purposeDescription: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionTable {
  /** SHA-256 of the cookie value, so a database leak does not leak live sessions. */
  idHash: string;
  xsrfToken: string;
  fundRequestId: number | null;
  customerId: number | null;
  linkUuid: string | null;
  impersonationExpiresAt: string | null;
  createdAt: string;
  expiresAt: string;
  /** A representative's own session (no link), or a link session opened to view as a customer. */
  representativeId?: number | null;
  /** A session viewing as a customer: the idHash of the representative's session it lives with (decision 0240). */
  parentIdHash?: string | null;
}

export interface RequestedDocumentTable {
  id: Generated<number>;
  fundRequestId: number;
  /** Exactly one of customerId and entityId is set: whose document it is. */
  customerId: number | null;
  entityId: number | null;
  name: string;
  description: string;
  /** 0 or 1. */
  required: number;
  rejectionReason: string | null;
  createdAt: string;
}

export interface RequestedDocumentFileTable {
  id: Generated<number>;
  requestedDocumentId: number;
  mediaId: number;
  state: string;
  createdAt: string;
}

export interface MediaTable {
  id: Generated<number>;
  fundRequestId: number;
  customerId: number;
  collection: string;
  fileName: string;
  mimeType: string;
  size: number;
  content: ColumnType<Buffer, Buffer, never>;
  createdAt: string;
}

export interface AuthFailureTable {
  id: Generated<number>;
  clientAddress: string;
  failedAt: number;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface CardPaymentTable {
  id: Generated<number>;
  fundRequestId: number;
  customerId: number;
  idempotencyKey: string;
  /** PENDING until the payer decides on the hosted page, then APPROVED or DECLINED. */
  status: string;
  amount: number;
  surcharge: number;
  total: number;
  returnUrl: string;
  createdAt: string;
  decidedAt: string | null;
  /** When an approved payment was added to the fund request's amount paid, or to its loan's repayments. */
  settledAt: string | null;
  /** The loan this payment repays early (decision 0343); null: it pays the fund request. */
  financeApplicationId: number | null;
}

export interface MessageTable {
  id: Generated<number>;
  fundRequestId: number;
  customerId: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  /** The sender's key for this message: the same key again answers the stored message (decision 0132). */
  clientKey: string | null;
  createdAt: string;
}

export interface IdentityCheckTable {
  id: Generated<number>;
  /** The id on the wire. */
  uuid: string;
  financeApplicationId: number;
  customerId: number;
  /** HMAC of the checked details (names, date of birth, document type and number); they are not stored. */
  fingerprint: string;
  documentType: string;
  result: string;
  checkedAt: string;
}

export interface ContractTable {
  id: Generated<number>;
  financeApplicationId: number;
  /** JSON text of the document exactly as hashed and shown. */
  document: string;
  documentHash: string;
  createdAt: string;
  /** Set while the contract stands declined; cleared when the provider reopens it. */
  declinedBy: number | null;
  declinedAt: string | null;
  declineReason: string | null;
  /** The contract as a PDF, stored as media (decision 0164); null for one made before PDFs. */
  mediaId: number | null;
}

export interface ContractSignatureTable {
  id: Generated<number>;
  contractId: number;
  customerId: number;
  fullName: string;
  signedAt: string;
  clientAddress: string;
  documentHash: string;
  /** TYPED (the portal's form) or CEREMONY (the hosted signing page, decision 0163). */
  method: ColumnType<string, string | undefined, string>;
}

/** One visit to the hosted signing ceremony by one applicant (decision 0163). */
export interface ContractCeremonyTable {
  id: Generated<number>;
  contractId: number;
  customerId: number;
  returnUrl: string;
  /** PENDING, then SIGNED, DECLINED or CANCELLED. */
  status: string;
  createdAt: string;
  finishedAt: string | null;
}

export interface RepresentativeTable {
  id: Generated<number>;
  /** Lower case: one account per address. */
  email: string;
  name: string;
  /** ROLE_1, ROLE_2, ROLE_3, ROLE_5 or ROLE_6 (docs/SPEC.md 3.8). */
  role: string;
  /** JSON array of the agency (location) names this representative serves. */
  locations: string;
  /** bcrypt. */
  passwordHash: string;
  createdAt: string;
}

export interface PasswordResetTable {
  id: Generated<number>;
  /** SHA-256 of the token sent by email: a database leak does not leak usable links. */
  tokenHash: string;
  representativeId: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** Email the provider would send: kept here, readable at GET /dev/outbox. */
export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** Failed representative sign-ins, by email address and by client address (decision 0190). */
export interface LoginFailureTable {
  id: Generated<number>;
  /** "email:<address>" or "client:<address>". */
  key: string;
  failedAt: number;
}

/** What a representative changed while viewing as a customer. */
export interface RepresentativeActionTable {
  id: Generated<number>;
  representativeId: number;
  fundRequestId: number;
  customerId: number;
  /** e.g. "POST /guest/v1/finance-applications/7/submit". */
  request: string;
  status: number;
  at: string;
}

/** A signed application's loan, from the day it was paid to the agency (decision 0340). */
export interface LoanTable {
  id: Generated<number>;
  financeApplicationId: number;
  /** The day the amount was paid to the agency (YYYY-MM-DD). */
  fundedOn: string;
  /** The product's long-stop period when the loan was funded: a later change of the product's terms does not move it. */
  longStopMonths: number;
  createdAt: string;
}

/** Money received against a loan, in cents. */
export interface LoanRepaymentTable {
  id: Generated<number>;
  loanId: number;
  amount: number;
  receivedOn: string;
  /** How it came: SETTLEMENT (from the sale proceeds), DIRECT_DEBIT, BPAY, EFT or CARD. */
  method: string;
  createdAt: string;
}

/** What is known of the property's sale, or of a bond's tenancy: the facts the repayment rule reads (decision 0340). */
export interface SaleFactsTable {
  fundRequestId: number;
  /** LISTED, UNDER_OFFER, EXCHANGED, UNCONDITIONAL, SETTLED or WITHDRAWN (domain/loan.ts). */
  status: string;
  expectedSettlementDate: string | null;
  settledOn: string | null;
  withdrawnOn: string | null;
  depositReleasedOn: string | null;
  expectedTenancyEndDate: string | null;
  tenancyEndedOn: string | null;
  updatedAt: string;
}

/** A borrower's hardship notice or request for more time on a signed loan (decision 0352). */
export interface LoanRequestTable {
  id: Generated<number>;
  financeApplicationId: number;
  customerId: number;
  /** HARDSHIP_NOTICE or EXTENSION_REQUEST (domain/loan-requests.ts). */
  kind: string;
  /** SALE_DELAYED, SALE_WITHDRAWN or FINANCIAL_HARDSHIP. */
  reason: string;
  /** MORE_TIME or ARRANGEMENT. */
  asked: string;
  details: string;
  /** The sender's key: the same request sent again is stored once. */
  clientKey: string | null;
  /** The lender's day it was received (YYYY-MM-DD, Sydney). */
  receivedOn: string;
  createdAt: string;
}

/** A change of the sale's news, as told by the borrower or a representative viewing as them (decision 0342). */
export interface SaleUpdateTable {
  id: Generated<number>;
  fundRequestId: number;
  financeApplicationId: number;
  /** The portal's key for one press: sent again, the update is stored once. */
  clientKey: string | null;
  status: string;
  expectedSettlementDate: string | null;
  conveyancerFirm: string | null;
  conveyancerContactName: string | null;
  conveyancerEmail: string | null;
  conveyancerPhone: string | null;
  /** The address the payout letter was emailed to with this update, if asked. */
  payoutLetterSentTo: string | null;
  customerId: number;
  /** Set when a representative viewing as the customer recorded it. */
  representativeId: number | null;
  createdAt: string;
}

export interface Database {
  locations: LocationTable;
  properties: PropertyTable;
  entities: EntityTable;
  fundRequests: FundRequestTable;
  invoices: InvoiceTable;
  customers: CustomerTable;
  links: LinkTable;
  transactions: TransactionTable;
  financeApplications: FinanceApplicationTable;
  sessions: SessionTable;
  media: MediaTable;
  requestedDocuments: RequestedDocumentTable;
  requestedDocumentFiles: RequestedDocumentFileTable;
  authFailures: AuthFailureTable;
  settings: SettingTable;
  cardPayments: CardPaymentTable;
  messages: MessageTable;
  identityChecks: IdentityCheckTable;
  contracts: ContractTable;
  contractSignatures: ContractSignatureTable;
  contractCeremonies: ContractCeremonyTable;
  representatives: RepresentativeTable;
  passwordResets: PasswordResetTable;
  outbox: OutboxTable;
  representativeActions: RepresentativeActionTable;
  loginFailures: LoginFailureTable;
  loans: LoanTable;
  loanRepayments: LoanRepaymentTable;
  saleFacts: SaleFactsTable;
  loanRequests: LoanRequestTable;
  saleUpdates: SaleUpdateTable;
}
