// Demo scenarios of the contract after approval (decision 0166): a
// co-applicant still to sign, a declined contract, and an agency that signs
// through the hosted ceremony (its docusign flag on).
import { agencies, bankAndRepayment, completed, type DemoScenario, home, person, vpa } from "./scenario-parts.js";

const DAY = 24 * 60 * 60 * 1000;

export function contractScenarios(now: Date): DemoScenario[] {
  const due = (days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
  const pass = { idVerificationResult: "PASS" } as const;
  const unsigned = { ...completed, settings: { currentPage: "reviewing" as const } };
  return [
    {
      key: "co-applicant-to-sign",
      label: "Contract signed by one, co-applicant still to sign",
      shows: "Your contract is ready to sign (please-sign: Amira Haddad signed already); her own link, …0160, shows signed",
      fundRequest: {
        ...vpa(365000, "Marketing campaign: internet listings, photography and signboard"),
        reference: "VPA-24060",
        dueAt: due(30),
        location: agencies.subiaco,
        property: home("17", "Bagot", "Road", "Subiaco", "Western Australia", "6008", -31.9468, 115.8245),
        customers: [person("Sam", "Haddad", "0402 606 061", 60, pass), person("Amira", "Haddad", "0401 606 060", 160, pass)],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus: "AWAITING_SIGNATURES",
          creator: 1,
          applicants: [
            { customer: 1, fields: unsigned },
            { customer: 0, fields: unsigned },
          ],
          shared: bankAndRepayment("@1", "Amira Haddad"),
          contract: { signedBy: [1] },
        },
      ],
    },
    {
      key: "contract-declined",
      label: "Contract declined",
      shows: "We regret that you have chosen not to sign the contract (change your mind, or pay now instead)",
      fundRequest: {
        ...vpa(298000, "Marketing campaign: internet listings and brochures"),
        reference: "VPA-24061",
        dueAt: due(21),
        location: agencies.cottesloe,
        property: home("5", "Napier", "Street", "Cottesloe", "Western Australia", "6011", -31.9935, 115.7581),
        customers: [person("Priya", "Sharma", "0403 616 161", 61, pass)],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus: "AWAITING_SIGNATURES",
          applicants: [{ customer: 0, fields: unsigned }],
          shared: bankAndRepayment("@0", "Priya Sharma"),
          contract: { declinedBy: 0 },
        },
      ],
    },
    {
      key: "ceremony",
      label: "Contract to sign through the signing service (docusign flag on)",
      shows: "Your contract is ready to sign, with Sign with the signing service (the provider's test ceremony page)",
      fundRequest: {
        ...vpa(332000, "Marketing campaign: auction, internet listings and print"),
        reference: "VPA-24062",
        dueAt: due(30),
        location: { ...agencies.richmond, featureFlags: { docusign: true } },
        property: home("42", "Lennox", "Street", "Richmond", "Victoria", "3121", -37.8183, 144.9981),
        customers: [person("Daniel", "Okafor", "0404 626 262", 62, pass)],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus: "AWAITING_SIGNATURES",
          applicants: [{ customer: 0, fields: unsigned }],
          shared: bankAndRepayment("@0", "Daniel Okafor"),
        },
      ],
    },
  ];
}
