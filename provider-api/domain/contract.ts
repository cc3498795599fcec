// The loan contract an approved application's applicants sign (decision 0160):
// the document is built once, at approval, from the application and its fund
// request, and its hash is what every signature records.
import { createHash } from "node:crypto";

import { z } from "zod";

import { applicationVersion } from "./application-data.js";
import { type FieldProblem } from "./problems.js";
import { httpUrl } from "./urls.js";

export const COOLING_OFF_DAYS = 5;

export interface ContractParty {
  customerId: string;
  name: string;
}

export interface ContractDocument {
  title: string;
  lender: string;
  product: string;
  loanAmount: number;
  establishmentFee: number;
  totalRepayable: number;
  repaymentMethod: "AT_SETTLEMENT" | "DIRECT_DEBIT" | null;
  repayment: string;
  property: string | null;
  agency: string;
  applicants: ContractParty[];
  keyTerms: string[];
  coolingOff: string;
}

export interface ContractFacts {
  product: string;
  amount: number;
  repaymentAmount: number;
  repaymentMethod: ContractDocument["repaymentMethod"];
  property: string | null;
  agency: string;
  applicants: ContractParty[];
}

export const LENDER = "Fund Request Finance Pty Ltd";

function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const REPAYMENT_TEXT: Record<NonNullable<ContractDocument["repaymentMethod"]>, string> = {
  AT_SETTLEMENT: "The total repayable is paid in one amount from the proceeds of the sale of the property, at settlement.",
  DIRECT_DEBIT: "The total repayable is debited in one amount from the nominated bank account on the settlement date.",
};

/** The document the applicants read and sign: the figures in cents, the words as the provider states them. */
export function contractDocument(facts: ContractFacts): ContractDocument {
  const establishmentFee = facts.repaymentAmount - facts.amount;
  return {
    title: `${facts.product} loan contract`,
    lender: LENDER,
    product: facts.product,
    loanAmount: facts.amount,
    establishmentFee,
    totalRepayable: facts.repaymentAmount,
    repaymentMethod: facts.repaymentMethod,
    repayment: REPAYMENT_TEXT[facts.repaymentMethod ?? "AT_SETTLEMENT"],
    property: facts.property,
    agency: facts.agency,
    applicants: facts.applicants,
    keyTerms: [
      `We lend ${dollars(facts.amount)} and pay it to ${facts.agency} for the marketing of the property.`,
      `An establishment fee of ${dollars(establishmentFee)} is added to the loan. No interest is charged.`,
      `The total repayable, ${dollars(facts.repaymentAmount)}, is due at settlement of the sale of the property.`,
      "If the property is not sold within 12 months, or the sale does not settle, the total repayable is due 30 days after we ask for it.",
      "Every applicant is responsible for the whole of the total repayable, together and each on their own.",
    ],
    coolingOff: `You may cancel this contract within ${COOLING_OFF_DAYS} business days of the last applicant signing, by telling us in writing, provided no funds have been paid to the agency. You pay nothing if you cancel within that time.`,
  };
}

/** The SHA-256 of the document as stored: what each signature says was signed. */
export function documentHash(documentText: string): string {
  return createHash("sha256").update(documentText, "utf8").digest("hex");
}

/** A name as a signature is compared: case, accents' composed forms and every space ignored. */
function signatureForm(name: string): string {
  return name.normalize("NFKC").toLocaleLowerCase("en-AU").replace(/\s+/g, "");
}

/** The typed signature names the applicant: their first and last name, whatever the case and spacing. */
export function signatureMatches(typed: string, applicantName: string): boolean {
  const form = signatureForm(typed);
  return form.length > 0 && form === signatureForm(applicantName);
}

const NAME_POINTER = "/data/attributes/fullName";

/** The name problem of a signature, if any, at the pointer the portal maps onto its field. */
export function signatureNameProblems(typed: string, applicantName: string): FieldProblem[] {
  return signatureMatches(typed, applicantName)
    ? []
    : [{ pointer: NAME_POINTER, detail: `Type your full name as it appears on the contract: ${applicantName}.` }];
}

const confirmed = (detail: string) => z.literal(true, { errorMap: () => ({ message: detail }) });

export const signatureBody = z.object({
  data: z.object({
    type: z.literal("signatures"),
    attributes: z
      .object({
        version: applicationVersion,
        fullName: z.string().trim().min(1, "Type your full name to sign.").max(200),
        confirmations: z
          .object({
            hasReadContract: confirmed("Confirm that you have read the contract."),
            acceptsKeyTerms: confirmed("Confirm that you accept the key terms."),
            understandsCoolingOff: confirmed("Confirm that you understand the cooling-off period."),
          })
          .strict(),
      })
      .strict(),
  }),
});

export const declineBody = z.object({
  data: z.object({
    type: z.literal("contract-declines"),
    attributes: z
      .object({
        version: applicationVersion,
        reason: z.string().trim().max(1000).nullable().optional(),
      })
      .strict(),
  }),
});

/** How long an approval stands: a declined contract can be taken back until then (decision 0165). */
export const APPROVAL_DAYS = 30;

export function approvalEndsAt(contractCreatedAt: string): string {
  return new Date(Date.parse(contractCreatedAt) + APPROVAL_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

export const reopenBody = z.object({
  data: z.object({
    type: z.literal("contract-reopenings"),
    attributes: z.object({ version: applicationVersion }).strict(),
  }),
});

/** Starting the hosted signing ceremony: where it sends the applicant back (decision 0163). */
export const ceremonyBody = z.object({
  data: z.object({
    type: z.literal("signing-ceremonies"),
    attributes: z.object({ version: applicationVersion, returnUrl: httpUrl }).strict(),
  }),
});
