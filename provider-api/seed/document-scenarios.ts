// Demo data for requested documents (decision 0180): the entity invoice's documents
// (demo link 6) and a customer asked for two documents after applying (link 40).
import type { Db } from "../db/database.js";
import { insertRequestedDocument } from "../repositories/requested-documents.js";
import type { DemoDocument, DemoScenario } from "./scenario-parts.js";

export const ENTITY_DOCUMENTS: DemoDocument[] = [
  {
    owner: "entity",
    name: "Company extract",
    description: "A current ASIC company extract for Hay Street Holdings Pty Ltd, no more than 30 days old.",
    required: true,
  },
  {
    owner: "entity",
    name: "Trust deed",
    description: "If the company acts as trustee: the trust deed and any amendments, every page.",
    required: false,
  },
  {
    owner: "entity",
    name: "Director identification",
    description: "Each director's driver licence or passport: a clear photo of the front, and of the back of a licence.",
    required: true,
  },
];

const CUSTOMER_DOCUMENTS: DemoDocument[] = [
  {
    owner: "customer",
    name: "Photo identification",
    description: "Your driver licence or passport: a clear photo or scan where every corner and your photo can be seen.",
    required: true,
  },
  {
    owner: "customer",
    name: "Recent bank statement",
    description: "A statement of the account you named for repayments, from the last 3 months, showing your name.",
    required: true,
  },
];

/** A customer whose application is under review and who is asked for two documents. */
export function documentScenarios(due: (days: number) => string): DemoScenario[] {
  return [
    {
      key: "customer-documents",
      label: "Customer asked for two documents",
      shows: "Upload Documents (at /c/{uuid}/upload-documents)",
      fundRequest: {
        requestType: "VENDOR_PAID_ADVERTISING",
        amount: 318000,
        description: "Marketing campaign: internet listings and brochures",
        paymentType: null,
        reference: "VPA-24040",
        dueAt: due(30),
        location: {
          name: "Rokeby Road Realty",
          nickname: "Rokeby Road",
          email: "trust@rokebyroadrealty.com.au",
          phone: "08 9381 7766",
          city: "Subiaco",
          state: "Western Australia",
          postalCode: "6008",
          country: "Australia",
        },
        property: { streetNumber: "5", streetName: "Churchill", streetType: "Avenue", city: "Subiaco", postalCode: "6008" },
        customers: [
          {
            firstName: "Grace",
            lastName: "Evans",
            email: "grace.evans@example.com.au",
            mobile: "0411 402 040",
            linkUuid: "00000000-0000-4000-8000-000000000040",
            idVerificationResult: "PASS",
          },
        ],
      },
      applications: [
        {
          financeType: "VPA",
          applicationStatus: "REVIEWING",
          applicants: [
            {
              customer: 0,
              fields: {
                citizenship: "CITIZEN",
                hasConsentedToReceiveDigitalCreditGuide: true,
                hasDeclaredHardshipManagementStatus: true,
                hasConfirmedRepaymentCapability: true,
                hasDeclaredInformationAccuracy: true,
                hasVerifiedIdentity: true,
                hasCompletedApplication: true,
                settings: { currentPage: "reviewing" },
              },
            },
          ],
          shared: {
            debitBankDetails: { bsb: "066123", accountNumber: "12345678", accountName: "Grace Evans", userId: "@0" },
            loanRepaymentMethod: "AT_SETTLEMENT",
            settlement: { agency: "Westside Conveyancing" },
          },
        },
      ],
      documents: CUSTOMER_DOCUMENTS.map((document) => ({ ...document, customer: 0 })),
    },
  ];
}

export async function seedRequestedDocuments(
  db: Db,
  fundRequestId: number,
  customerIds: number[],
  documents: DemoDocument[],
  now: Date,
): Promise<void> {
  const entity = await db.selectFrom("fundRequests").select("entityId").where("id", "=", fundRequestId).executeTakeFirstOrThrow();
  for (const document of documents) {
    await insertRequestedDocument(db, {
      fundRequestId,
      customerId: document.owner === "customer" ? customerIds[document.customer ?? 0] : null,
      entityId: document.owner === "entity" ? entity.entityId : null,
      name: document.name,
      description: document.description,
      required: document.required ? 1 : 0,
      rejectionReason: null,
      createdAt: now.toISOString(),
    });
  }
}
