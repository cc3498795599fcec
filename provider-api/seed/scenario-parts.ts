// What every demo scenario is made of: its shape, and the agencies, people and
// answers that the scenario files (demo-data, contract-scenarios,
// document-scenarios) share. They import these from here and never each other.
import type { Applicant, ApplicationData } from "../domain/application-data.js";
import type { LoanRepaymentMethod } from "../domain/loan.js";
import type { LoanTroubleAsk, LoanTroubleReason } from "../domain/loan-requests.js";
import type { DocumentOwner } from "../domain/requested-documents.js";
import type { ApplicationStatus, FinanceType } from "../domain/vocabulary.js";
import type { FundRequestAttributes } from "../services/fund-requests.js";
import type { SaleFacts } from "../services/loans.js";

export interface DemoDocument {
  owner: DocumentOwner;
  /** Index into the fund request's customers, for a customer's document. */
  customer?: number;
  name: string;
  description: string;
  required: boolean;
}

/**
 * One fund request per start-up case of docs/SPEC.md 2.5 and per request type, with
 * fixed link uuids so the README can list a stable link for each. The first
 * customer's link is the one listed; co-applicants get the 1NN uuids.
 */
export interface DemoApplication {
  financeType: FinanceType;
  applicationStatus: ApplicationStatus;
  /** Index into the fund request's customers; 0 when omitted. */
  creator?: number;
  /** Per customer index: the applicant's stored fields (merged over a fresh applicant). */
  applicants: Array<{ customer: number; fields: Partial<Applicant> }>;
  shared?: Partial<Omit<ApplicationData, "applicants">>;
  amount?: number;
  /** Additional funds only: the product and what the money is for, as the portal's two questions ask them. */
  additional?: { product: string; purpose: string; purposeDescription?: string };
  /** AWAITING_SIGNATURES only: customer indexes who have signed, or who declined (decision 0166). */
  contract?: { signedBy?: number[]; declinedBy?: number };
  /** SIGNED or COMPLETED only: paid to the agency that many days before the seed, and what was received since (decision 0340). */
  loan?: {
    fundedDaysAgo: number;
    repayments?: Array<{ amount: number | "total"; daysAgo: number; method: LoanRepaymentMethod }>;
    /** What the borrower told the lender (decision 0352), sent that many days before the seed's day. */
    requests?: Array<{ reason: LoanTroubleReason; asked: LoanTroubleAsk; details: string; daysAgo: number }>;
  };
}

/** What is known of the sale: a fact's date as days from the seed's day (negative: before it). */
export type DemoSale = { status: NonNullable<SaleFacts["status"]> } & Partial<Record<Exclude<keyof SaleFacts, "status">, number>>;

export interface DemoScenario {
  key: string;
  label: string;
  shows: string;
  fundRequest: FundRequestAttributes;
  applications?: DemoApplication[];
  documents?: DemoDocument[];
  sale?: DemoSale;
  /** The sale's news as the first customer told it that many days ago, with their conveyancer (decision 0342). */
  saleNews?: { daysAgo: number; conveyancer: { firm: string; contactName: string; email: string; phone: string } | null };
}

const demoUuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const agencies = {
  cottesloe: {
    name: "Seaview Property Group Cottesloe",
    nickname: "Seaview Cottesloe",
    email: "admin@seaviewcottesloe.com.au",
    phone: "08 9384 2100",
    websiteUrl: "https://seaviewcottesloe.com.au",
    cardSurcharges: 1.2,
    bpayBillerCode: "254581",
    trustAccountName: "Seaview Property Group Trust Account",
    trustAccountBsb: "066-040",
    trustAccountNumber: "10457821",
    streetNumber: "112",
    streetName: "Marine",
    streetType: "Parade",
    city: "Cottesloe",
    state: "Western Australia",
    postalCode: "6011",
    country: "Australia",
  },
  subiaco: {
    name: "Rokeby Road Realty",
    nickname: "Rokeby Road",
    email: "trust@rokebyroadrealty.com.au",
    phone: "08 9381 7766",
    websiteUrl: "https://rokebyroadrealty.com.au",
    cardSurcharges: null,
    bpayBillerCode: "96503",
    trustAccountName: "Rokeby Road Realty Statutory Trust Account",
    trustAccountBsb: "036-054",
    trustAccountNumber: "284417",
    unitNumber: "2",
    streetNumber: "148",
    streetName: "Rokeby",
    streetType: "Road",
    city: "Subiaco",
    state: "Western Australia",
    postalCode: "6008",
    country: "Australia",
  },
  paddington: {
    name: "Oxford Street Estate Agents",
    nickname: "Oxford St Paddington",
    email: "accounts@oxfordstreetagents.com.au",
    phone: "02 9331 4820",
    websiteUrl: "https://oxfordstreetagents.com.au",
    cardSurcharges: 1.5,
    bpayBillerCode: "331025",
    trustAccountName: "Oxford Street Estate Agents Trust Account",
    trustAccountBsb: "082-080",
    trustAccountNumber: "519736204",
    streetNumber: "254",
    streetName: "Oxford",
    streetType: "Street",
    city: "Paddington",
    state: "New South Wales",
    postalCode: "2021",
    country: "Australia",
  },
  richmond: {
    name: "Swan Street Property",
    nickname: "Swan St Richmond",
    email: "office@swanstreetproperty.com.au",
    phone: "03 9428 5590",
    websiteUrl: "https://swanstreetproperty.com.au",
    cardSurcharges: 0.9,
    bpayBillerCode: "1180",
    trustAccountName: "Swan Street Property Trust Account",
    trustAccountBsb: "063-182",
    trustAccountNumber: "10982345",
    streetNumber: "301",
    streetName: "Swan",
    streetType: "Street",
    city: "Richmond",
    state: "Victoria",
    postalCode: "3121",
    country: "Australia",
  },
} satisfies Record<string, FundRequestAttributes["location"]>;

export const home = (
  streetNumber: string,
  streetName: string,
  streetType: string,
  city: string,
  state: string,
  postalCode: string,
  latitude: number,
  longitude: number,
) => ({ streetNumber, streetName, streetType, city, state, postalCode, country: "Australia", latitude, longitude });

type CustomerAttributes = FundRequestAttributes["customers"][number];
export const person = (
  firstName: string,
  lastName: string,
  mobile: string,
  n: number,
  extra: Partial<CustomerAttributes> = {},
): CustomerAttributes => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.com.au`.toLowerCase(),
  mobile,
  linkUuid: demoUuid(n),
  ...extra,
});

export const declared: Partial<Applicant> = {
  citizenship: "CITIZEN",
  hasConsentedToReceiveDigitalCreditGuide: true,
  hasDeclaredHardshipManagementStatus: true,
  hasConfirmedRepaymentCapability: true,
  hasDeclaredInformationAccuracy: true,
  hasVerifiedIdentity: true,
  hasAcknowledgedResidenceSale: true,
};

export const completed: Partial<Applicant> = {
  ...declared,
  hasCompletedApplication: true,
  settings: { currentPage: "review-details" },
};

export const bankAndRepayment = (userId: string, accountName: string): Partial<Omit<ApplicationData, "applicants">> => ({
  debitBankDetails: { bsb: "066123", accountNumber: "12345678", accountName, userId },
  loanRepaymentMethod: "AT_SETTLEMENT",
  settlement: { agency: "Westside Conveyancing" },
});

export const vpa = (amount: number, description: string) => ({
  requestType: "VENDOR_PAID_ADVERTISING" as const,
  amount,
  description,
  paymentType: null,
});
