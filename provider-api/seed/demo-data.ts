// The demo fund requests (decision 0166 and the README's list): one per start-up
// case of docs/SPEC.md 2.5 and per request type, with the contract and document scenarios.
import type { ApplicationStatus } from "../domain/vocabulary.js";
import { contractScenarios } from "./contract-scenarios.js";
import { documentScenarios, ENTITY_DOCUMENTS } from "./document-scenarios.js";
import { loanScenarios } from "./loan-scenarios.js";
import {
  agencies,
  bankAndRepayment,
  completed,
  declared,
  type DemoApplication,
  type DemoSale,
  type DemoScenario,
  home,
  person,
  vpa,
} from "./scenario-parts.js";

const DAY = 24 * 60 * 60 * 1000;

export function demoScenarios(now: Date): DemoScenario[] {
  const due = (days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
  const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

  return [
    {
      key: "vpa-unpaid",
      label: "VPA, unpaid, can be paid at settlement",
      shows: "Select a payment method: pay now or pay later",
      fundRequest: {
        ...vpa(385000, "Marketing campaign: internet listings, signboard and brochures"),
        reference: "VPA-24011",
        dueAt: due(21),
        location: agencies.cottesloe,
        property: home("17", "Napier", "Street", "Cottesloe", "Western Australia", "6011", -31.9959, 115.7581),
        customers: [person("Olivia", "Nguyen", "0412 345 678", 1)],
      },
    },
    {
      key: "vpa-not-deferrable",
      label: "VPA that cannot be deferred",
      shows: "Select a payment method, pay now only",
      fundRequest: {
        ...vpa(129500, "Photography, floor plan and online listing"),
        canDeferPayment: false,
        reference: "VPA-24012",
        dueAt: due(14),
        location: agencies.subiaco,
        property: home("9", "Bagot", "Road", "Subiaco", "Western Australia", "6008", -31.9462, 115.8266),
        customers: [person("Jack", "Thompson", "0423 456 789", 2)],
      },
    },
    {
      key: "processing",
      label: "Payment processing",
      shows: "Fund Request payment is pending",
      fundRequest: {
        ...vpa(242000, "Marketing campaign: realestate.com.au premiere listing"),
        receivableStatus: "PROCESSING",
        paymentType: "BPAY",
        reference: "VPA-24013",
        dueAt: due(10),
        location: agencies.paddington,
        property: home("42", "Glenmore", "Road", "Paddington", "New South Wales", "2021", -33.8843, 151.2262),
        customers: [person("Charlotte", "Williams", "0434 567 890", 3)],
        transactions: [{ amount: 242000, method: "BPAY", status: "PENDING", reference: "BP-771203" }],
      },
    },
    {
      key: "paid",
      label: "Paid in full",
      shows: "Fund Request is paid in full",
      fundRequest: {
        ...vpa(198000, "Marketing campaign: signboard and print advertising"),
        amountPaid: 198000,
        receivableStatus: "PAID",
        paymentType: "CARD",
        reference: "VPA-24014",
        dueAt: due(5),
        location: agencies.richmond,
        property: home("8", "Lennox", "Street", "Richmond", "Victoria", "3121", -37.8197, 144.9937),
        customers: [person("William", "Brown", "0445 678 901", 4)],
        transactions: [{ amount: 198000, method: "CARD", status: "SUCCEEDED", reference: "CC-558120" }],
      },
    },
    {
      key: "expired-link",
      label: "Expired link",
      shows: "The link has expired page",
      fundRequest: {
        ...vpa(310000, "Marketing campaign: digital and print"),
        reference: "VPA-24015",
        dueAt: due(-3),
        location: agencies.cottesloe,
        property: home("3", "Avonmore", "Terrace", "Cottesloe", "Western Australia", "6011", -31.9987, 115.7539),
        customers: [person("Amelia", "Wilson", "0456 789 012", 5, { expiresAt: ago(2) })],
      },
    },
    {
      key: "entity",
      label: "Entity invoice with an application",
      shows: "Entity upload documents",
      fundRequest: {
        ...vpa(455000, "Marketing campaign for a company-owned property"),
        reference: "VPA-24016",
        dueAt: due(30),
        location: agencies.subiaco,
        property: home("61", "Hay", "Street", "Subiaco", "Western Australia", "6008", -31.9486, 115.8245),
        entity: { name: "Hay Street Holdings Pty Ltd" },
        customers: [person("Noah", "Taylor", "0467 890 123", 6)],
      },
      applications: [{ financeType: "VPA", applicationStatus: "CREATED", applicants: [{ customer: 0, fields: {} }] }],
      documents: ENTITY_DOCUMENTS,
    },
    {
      key: "not-started",
      label: "Co-applicant who has not started",
      shows: "Get Started on your finance application",
      fundRequest: {
        ...vpa(362000, "Marketing campaign: internet, signboard and auctioneer"),
        reference: "VPA-24017",
        dueAt: due(28),
        location: agencies.paddington,
        property: home("15", "Windsor", "Street", "Paddington", "New South Wales", "2021", -33.8851, 151.2281),
        customers: [person("Isla", "Martin", "0478 901 234", 7), person("Lucas", "Martin", "0489 012 345", 107)],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus: "CREATED",
          creator: 1,
          applicants: [
            { customer: 1, fields: { ...completed } },
            { customer: 0, fields: {} },
          ],
          shared: bankAndRepayment("@1", "Lucas Martin"),
        },
      ],
    },
    {
      key: "identity-failed",
      label: "Failed identity check",
      shows: "Verify your identity (verification failed)",
      fundRequest: {
        ...vpa(276000, "Marketing campaign: online and print"),
        reference: "VPA-24018",
        dueAt: due(25),
        location: agencies.richmond,
        property: home("27", "Coppin", "Street", "Richmond", "Victoria", "3121", -37.8168, 145.0012),
        customers: [person("Mia", "Anderson", "0491 123 456", 8, { idVerificationResult: "FAIL" })],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus: "CREATED",
          applicants: [{ customer: 0, fields: { citizenship: "CITIZEN", settings: { currentPage: "verify-identity" } } }],
        },
      ],
    },
    {
      key: "verified-full-lending",
      label: "Identity verified, full lending",
      shows: "Marital status (the next step after identity for full lending)",
      fundRequest: {
        ...vpa(3850000, "Premium marketing campaign: video, print and digital"),
        reference: "VPA-24019",
        dueAt: due(35),
        location: agencies.cottesloe,
        property: home("5", "Rosendo", "Street", "Cottesloe", "Western Australia", "6011", -31.9931, 115.7612),
        customers: [person("Henry", "Thomas", "0402 234 567", 9, { idVerificationResult: "PASS" })],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus: "CREATED",
          applicants: [
            {
              customer: 0,
              fields: { citizenship: "CITIZEN", hasVerifiedIdentity: true, settings: { currentPage: "verify-identity" } },
            },
          ],
        },
      ],
    },
    {
      key: "verified",
      label: "Identity verified, not full lending",
      shows: "Mortgage property (the next step after identity)",
      fundRequest: {
        ...vpa(289000, "Marketing campaign: internet listings and signboard"),
        reference: "VPA-24020",
        dueAt: due(35),
        location: agencies.subiaco,
        property: home("23", "Churchill", "Avenue", "Subiaco", "Western Australia", "6008", -31.9441, 115.8199),
        customers: [person("Grace", "Jackson", "0413 345 678", 10, { idVerificationResult: "PASS" })],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus: "CREATED",
          applicants: [
            {
              customer: 0,
              fields: {
                citizenship: "PERMANENT_RESIDENT",
                hasVerifiedIdentity: true,
                settings: { currentPage: "verify-identity" },
              },
            },
          ],
        },
      ],
    },
    {
      key: "awaiting-applicants",
      label: "Completed, co-applicant still to finish",
      shows: "Thank you for submitting your application (awaiting applicants)",
      fundRequest: {
        ...vpa(418000, "Marketing campaign: auction, internet and print"),
        reference: "VPA-24021",
        dueAt: due(30),
        location: agencies.paddington,
        property: home("88", "Underwood", "Street", "Paddington", "New South Wales", "2021", -33.8832, 151.2303),
        customers: [person("Ethan", "White", "0424 456 789", 11), person("Zoe", "White", "0435 567 890", 111)],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus: "CREATED",
          applicants: [
            { customer: 0, fields: { ...completed } },
            { customer: 1, fields: { citizenship: "CITIZEN", settings: { currentPage: "verify-identity" } } },
          ],
          shared: bankAndRepayment("@0", "Ethan White"),
        },
      ],
    },
    submittedScenario("submitted", "Submitted", "Application successfully submitted (reviewing)", "SUBMITTED", 12),
    submittedScenario("reviewing", "Under review", "Application successfully submitted (reviewing)", "REVIEWING", 13),
    submittedScenario(
      "awaiting-signatures",
      "Contract ready, not signed",
      "Your contract is ready to sign",
      "AWAITING_SIGNATURES",
      14,
    ),
    funded(
      submittedScenario(
        "signed",
        "Contract signed, loan paid to the agency",
        "Thank you for signing the online contract: the loan as at today, due at the long-stop date while the property is listed",
        "SIGNED",
        15,
      ),
      { fundedDaysAgo: 21 },
      { status: "LISTED" },
    ),
    funded(
      submittedScenario(
        "completed",
        "Finance completed",
        "Thank you for signing the online contract: settled and repaid, nothing owing",
        "COMPLETED",
        16,
      ),
      { fundedDaysAgo: 75, repayments: [{ amount: "total", daysAgo: 4, method: "SETTLEMENT" }] },
      { status: "SETTLED", settledOn: -4 },
    ),
    {
      key: "resume-bank-details",
      label: "Resume at a saved page",
      shows: "Bank account details (the saved current page)",
      fundRequest: {
        ...vpa(264000, "Marketing campaign: internet and brochures"),
        reference: "VPA-24027",
        dueAt: due(20),
        location: agencies.richmond,
        property: home("14", "Docker", "Street", "Richmond", "Victoria", "3121", -37.8232, 144.9968),
        customers: [person("Chloe", "Harris", "0446 678 901", 17, { idVerificationResult: "PASS" })],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus: "CREATED",
          applicants: [{ customer: 0, fields: { ...declared, settings: { currentPage: "bank-details" } } }],
        },
      ],
    },
    {
      key: "vpa-and-additional",
      label: "VPA signed and additional funds in progress",
      shows: "Income and payslips of the VPA_ADDITIONAL application (the active one)",
      fundRequest: {
        ...vpa(336000, "Marketing campaign with styling and additional funds"),
        reference: "VPA-24028",
        dueAt: due(40),
        location: agencies.cottesloe,
        property: home("31", "Grant", "Street", "Cottesloe", "Western Australia", "6011", -31.9902, 115.7676),
        customers: [person("James", "Robinson", "0457 789 012", 18, { idVerificationResult: "PASS" })],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus: "SIGNED",
          applicants: [{ customer: 0, fields: { ...completed, hasSignedContract: true, settings: { currentPage: "signed" } } }],
          shared: bankAndRepayment("@0", "James Robinson"),
        },
        {
          financeType: "VPA_ADDITIONAL",
          applicationStatus: "CREATED",
          amount: 1500000,
          additional: { product: "VPA Additional", purpose: "STYLING_AND_PRESENTATION" },
          applicants: [
            {
              customer: 0,
              fields: {
                ...declared,
                martialStatus: "Married",
                numberOfDependents: 2,
                settings: { currentPage: "income-payslips" },
              },
            },
          ],
        },
      ],
    },
    {
      key: "vpa-unsigned-and-additional",
      label: "VPA not yet signed, additional funds started",
      shows: "Your contract is ready to sign (the VPA application stays active until signed)",
      fundRequest: {
        ...vpa(301000, "Marketing campaign with additional funds for repairs"),
        reference: "VPA-24029",
        dueAt: due(40),
        location: agencies.subiaco,
        property: home("7", "Hamersley", "Road", "Subiaco", "Western Australia", "6008", -31.9423, 115.8231),
        customers: [person("Sophie", "Clarke", "0468 890 123", 19, { idVerificationResult: "PASS" })],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus: "AWAITING_SIGNATURES",
          applicants: [{ customer: 0, fields: { ...completed, settings: { currentPage: "contract-signing" } } }],
          shared: bankAndRepayment("@0", "Sophie Clarke"),
        },
        {
          financeType: "VPA_ADDITIONAL",
          applicationStatus: "CREATED",
          amount: 800000,
          additional: { product: "VPA Additional", purpose: "PROPERTY_REPAIRS" },
          applicants: [{ customer: 0, fields: { citizenship: "CITIZEN", settings: { currentPage: "citizenship" } } }],
        },
      ],
    },
    {
      key: "buyer-deposit",
      label: "Buyer deposit",
      shows: "Select a payment method for a buyer's deposit",
      fundRequest: {
        requestType: "BUYER_DEPOSIT",
        amount: 6500000,
        description: "10% deposit on contract of sale",
        reference: "DEP-31001",
        dueAt: due(7),
        location: agencies.paddington,
        property: home("120", "Hargrave", "Street", "Paddington", "New South Wales", "2021", -33.8811, 151.2335),
        customers: [person("Liam", "Walker", "0479 901 234", 20)],
      },
    },
    {
      key: "maintenance-advertising",
      label: "Maintenance and advertising",
      shows: "Select a payment method for a landlord's maintenance and advertising funds",
      fundRequest: {
        requestType: "MAINTENANCE_AND_ADVERTISING",
        amount: 87450,
        description: "Gutter repairs and leasing advertisement",
        reference: "MNT-41007",
        dueAt: due(14),
        location: agencies.richmond,
        property: home("2", "Rowena", "Parade", "Richmond", "Victoria", "3121", -37.8251, 144.9912),
        customers: [person("Ava", "Hall", "0481 012 345", 21)],
      },
    },
    {
      key: "bond",
      label: "Residential tenancy bond",
      shows: "Select a payment method for a bond",
      fundRequest: {
        requestType: "BOND",
        amount: 260000,
        description: "Bond: four weeks' rent at $650 per week",
        reference: "BND-52014",
        dueAt: due(3),
        location: agencies.cottesloe,
        property: {
          unitNumber: "4",
          ...home("21", "Eric", "Street", "Cottesloe", "Western Australia", "6011", -31.9974, 115.7663),
        },
        customers: [person("Oliver", "Young", "0492 123 456", 22)],
      },
    },
    ...contractScenarios(now),
    ...loanScenarios(now),
    ...documentScenarios(due),
  ];

  /** A signed application's loan paid to the agency, and what is known of the sale (decision 0340). */
  function funded(scenario: DemoScenario, loan: NonNullable<DemoApplication["loan"]>, sale: DemoSale): DemoScenario {
    const [application, ...rest] = scenario.applications!;
    return { ...scenario, sale, applications: [{ ...application, loan }, ...rest] };
  }

  function submittedScenario(
    key: string,
    label: string,
    shows: string,
    applicationStatus: ApplicationStatus,
    n: number,
  ): DemoScenario {
    const signed = applicationStatus === "SIGNED" || applicationStatus === "COMPLETED";
    const names = [
      ["Ruby", "King"],
      ["Leo", "Wright"],
      ["Harper", "Scott"],
      ["Oscar", "Green"],
      ["Ella", "Baker"],
    ][n - 12];
    return {
      key,
      label,
      shows,
      fundRequest: {
        ...vpa(250000 + n * 10000, "Marketing campaign: internet listings, signboard and brochures"),
        reference: `VPA-240${n + 10}`,
        dueAt: due(30),
        location: [agencies.cottesloe, agencies.subiaco, agencies.paddington, agencies.richmond][n % 4],
        property: home(String(n * 3), "Forrest", "Street", "Cottesloe", "Western Australia", "6011", -31.99 - n / 1000, 115.76),
        customers: [
          person(names[0], names[1], `04${String(10000000 + n * 1234567).slice(0, 8)}`, n, { idVerificationResult: "PASS" }),
        ],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus,
          applicants: [
            {
              customer: 0,
              fields: { ...completed, hasSignedContract: signed, settings: { currentPage: signed ? "signed" : "reviewing" } },
            },
          ],
          shared: bankAndRepayment("@0", `${names[0]} ${names[1]}`),
        },
      ],
    };
  }
}
