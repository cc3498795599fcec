// The lender's own facts (decision 0350): who lends, under which Australian credit
// licence, how a borrower complains or asks for help, and the external dispute
// resolution scheme it belongs to. The provider holds them; the portal shows them.
import { z } from "zod";

import { LENDER } from "./contract.js";

const text = z.string().trim().min(1).max(200);
const phone = z.string().regex(/^[0-9 +()]{6,20}$/);
const email = z.string().email().max(200);
const website = z.string().url().max(200).startsWith("https://");
const days = z.number().int().min(1).max(90);

const contacts = z.object({ phone, email }).strict();

export const lenderDetailsSchema = z
  .object({
    name: text,
    abn: z.string().regex(/^\d{2} \d{3} \d{3} \d{3}$/),
    australianCreditLicence: z.string().regex(/^\d{6}$/),
    address: text,
    phone,
    email,
    website,
    complaints: contacts
      .extend({
        postalAddress: text,
        /** Regulatory Guide 271: a complaint is acknowledged within a day... */
        acknowledgeWithinBusinessDays: days,
        /** ...and answered in full within 30 calendar days, */
        finalResponseDays: days,
        /** or within 21 for a complaint about a hardship notice or a request to postpone enforcement. */
        hardshipFinalResponseDays: days,
      })
      .strict(),
    hardship: contacts.extend({ responseDays: days }).strict(),
    privacy: contacts
      .extend({
        policyUrl: website,
        creditReportingBodies: z
          .array(z.object({ name: text, phone, website }).strict())
          .min(1)
          .max(5),
      })
      .strict(),
    /** Where a borrower or their conveyancer repays a loan (decision 0342): the lender's BPAY biller code and its trust account. */
    loanRepayments: z
      .object({
        bpayBillerCode: z.string().regex(/^\d{4,10}$/),
        trustAccount: z
          .object({ accountName: text, bsb: z.string().regex(/^\d{3}-\d{3}$/), accountNumber: z.string().regex(/^\d{6,10}$/) })
          .strict(),
      })
      .strict(),
    externalDisputeResolution: contacts
      .extend({ name: text, website, postalAddress: text, membershipNumber: z.string().regex(/^\d{1,10}$/) })
      .strict(),
  })
  .strict();

export type LenderDetails = z.infer<typeof lenderDetailsSchema>;

/**
 * The demo lender: its name is the contracts' (LENDER); its numbers are made up.
 * AFCA's and the credit reporting bodies' contacts are their public ones.
 */
export const DEMO_LENDER: LenderDetails = {
  name: LENDER,
  abn: "12 345 678 901",
  australianCreditLicence: "123456",
  address: "Level 5, 100 St Georges Terrace, Perth WA 6000",
  phone: "1300 975 707",
  email: "hello@fundrequest.example.com.au",
  website: "https://fundrequest.example.com.au",
  complaints: {
    phone: "1300 975 708",
    email: "complaints@fundrequest.example.com.au",
    postalAddress: "Complaints Officer, PO Box 7000, Perth WA 6850",
    acknowledgeWithinBusinessDays: 1,
    finalResponseDays: 30,
    hardshipFinalResponseDays: 21,
  },
  hardship: { phone: "1300 975 709", email: "hardship@fundrequest.example.com.au", responseDays: 21 },
  privacy: {
    phone: "1300 975 707",
    email: "privacy@fundrequest.example.com.au",
    policyUrl: "https://fundrequest.example.com.au/privacy",
    creditReportingBodies: [
      { name: "Equifax", phone: "13 83 32", website: "https://www.equifax.com.au" },
      { name: "illion", phone: "1300 734 806", website: "https://www.illion.com.au" },
      { name: "Experian", phone: "1300 783 684", website: "https://www.experian.com.au" },
    ],
  },
  loanRepayments: {
    bpayBillerCode: "246810",
    trustAccount: { accountName: "Fund Request Finance Pty Ltd Loan Trust Account", bsb: "062-000", accountNumber: "13572468" },
  },
  externalDisputeResolution: {
    name: "Australian Financial Complaints Authority",
    phone: "1800 931 678",
    email: "info@afca.org.au",
    website: "https://www.afca.org.au",
    postalAddress: "GPO Box 3, Melbourne VIC 3001",
    membershipNumber: "12345",
  },
};
