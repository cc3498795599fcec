// Demo scenarios of a loan after signing (decisions 0340, 0342, 0352): a sale under offer
// with a settlement date, a repayment received early and the conveyancer the borrower
// named, a property withdrawn from sale, as the borrower told us, and a borrower who has
// asked for more time.
import { agencies, bankAndRepayment, completed, type DemoScenario, home, person, vpa } from "./scenario-parts.js";

const signedApplicant = { ...completed, hasSignedContract: true, settings: { currentPage: "signed" as const } };
const pass = { idVerificationResult: "PASS" } as const;

export function loanScenarios(now: Date): DemoScenario[] {
  const due = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return [
    {
      key: "loan-under-offer",
      label: "Loan of a sale under offer, settlement date known",
      shows: "Thank you for signing the online contract: due at settlement in 45 days, $500.00 already repaid",
      fundRequest: {
        ...vpa(412000, "Marketing campaign: internet listings, photography, video and signboard"),
        reference: "VPA-24063",
        dueAt: due(30),
        location: agencies.paddington,
        property: home("9", "Glenmore", "Road", "Paddington", "New South Wales", "2021", -33.8846, 151.2263),
        customers: [person("Mei", "Chen", "0405 636 363", 63, pass)],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus: "SIGNED",
          applicants: [{ customer: 0, fields: signedApplicant }],
          shared: bankAndRepayment("@0", "Mei Chen"),
          loan: { fundedDaysAgo: 34, repayments: [{ amount: 50000, daysAgo: 6, method: "BPAY" }] },
        },
      ],
      sale: { status: "UNDER_OFFER", expectedSettlementDate: 45 },
      saleNews: {
        daysAgo: 3,
        conveyancer: {
          firm: "Glenmore Conveyancing",
          contactName: "Sophie Tran",
          email: "sophie@glenmoreconveyancing.example.com.au",
          phone: "02 9331 6363",
        },
      },
    },
    {
      key: "loan-withdrawn",
      label: "Loan of a property withdrawn from sale",
      shows: "Thank you for signing the online contract: due now, the property was withdrawn from sale",
      fundRequest: {
        ...vpa(289000, "Marketing campaign: internet listings and brochures"),
        reference: "VPA-24064",
        dueAt: due(30),
        location: agencies.richmond,
        property: home("66", "Lord", "Street", "Richmond", "Victoria", "3121", -37.8201, 145.0009),
        customers: [person("Khalid", "Mansour", "0406 646 464", 64, pass)],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus: "SIGNED",
          applicants: [{ customer: 0, fields: signedApplicant }],
          shared: bankAndRepayment("@0", "Khalid Mansour"),
          loan: { fundedDaysAgo: 58 },
        },
      ],
      sale: { status: "WITHDRAWN", withdrawnOn: -5 },
      saleNews: { daysAgo: 5, conveyancer: null },
    },
    {
      // Decision 0352: the borrower told the lender the sale is delayed and asked for more time.
      key: "loan-more-time",
      label: "Loan whose borrower has asked for more time",
      shows: "Thank you for signing the online contract: a request for more time received 2 days ago, the lender's answer due",
      fundRequest: {
        ...vpa(356000, "Marketing campaign: internet listings, photography and signboard"),
        reference: "VPA-24090",
        dueAt: due(30),
        location: agencies.paddington,
        property: home("14", "Elizabeth", "Street", "Paddington", "New South Wales", "2021", -33.8852, 151.2289),
        customers: [person("Tran", "Minh", "0409 909 090", 90, pass)],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus: "SIGNED",
          applicants: [{ customer: 0, fields: signedApplicant }],
          shared: bankAndRepayment("@0", "Tran Minh"),
          loan: {
            fundedDaysAgo: 330,
            requests: [
              {
                reason: "SALE_DELAYED",
                asked: "MORE_TIME",
                details: "The buyer's finance fell through; the agent expects a new contract within two months.",
                daysAgo: 2,
              },
            ],
          },
        },
      ],
      sale: { status: "UNDER_OFFER", expectedSettlementDate: 60 },
    },
  ];
}
