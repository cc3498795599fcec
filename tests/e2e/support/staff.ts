import { STAFF_API_KEY, STAFF_API_URL } from "./urls";

/** Sets up scenarios through the provider's staff API, as an agency's back office would. */
const MEDIA_TYPE = "application/vnd.api+json";

export interface CreatedFundRequest {
  id: string;
  links: Array<{ customerId: string; uuid: string; url: string }>;
}

async function staff(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${STAFF_API_URL}/staff/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${STAFF_API_KEY}`, Accept: MEDIA_TYPE, "Content-Type": MEDIA_TYPE },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`staff ${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

export const AGENCY = {
  name: "Harbourside Realty Fremantle",
  email: "accounts@harbourside.example.com.au",
  phone: "08 9335 1200",
  streetNumber: "12",
  streetName: "Market",
  streetType: "Street",
  city: "Fremantle",
  state: "Western Australia",
  postalCode: "6160",
  country: "Australia",
};

export interface ScenarioInput {
  requestType?: "VENDOR_PAID_ADVERTISING" | "BUYER_DEPOSIT" | "MAINTENANCE_AND_ADVERTISING" | "BOND";
  amount?: number;
  amountPaid?: number;
  canDeferPayment?: boolean;
  receivableStatus?: "UNPAID" | "PROCESSING" | "PAID";
  dueAt?: string;
  reference?: string;
  description?: string;
  expiresAt?: string | null;
}

export async function createFundRequest(input: ScenarioInput = {}): Promise<CreatedFundRequest> {
  const { expiresAt, ...attributes } = input;
  const document = (await staff("POST", "/fund-requests", {
    data: {
      type: "fund-requests",
      attributes: {
        requestType: "VENDOR_PAID_ADVERTISING",
        amount: 123456,
        amountPaid: 23456,
        dueAt: "2026-12-01",
        reference: "VPA-E2E-1",
        description: "Online listings and a signboard",
        ...attributes,
        location: AGENCY,
        property: { unitNumber: "4", streetNumber: "27", streetName: "Marine", streetType: "Terrace", city: "Cottesloe", state: "Western Australia", postalCode: "6011", country: "Australia" },
        customers: [{ firstName: "Mia", lastName: "Nguyen", email: "mia@example.com", mobile: "0412345678", ...(expiresAt !== undefined ? { expiresAt } : {}) }],
      },
    },
  })) as { data: { id: string }; meta: { links: CreatedFundRequest["links"] } };
  return { id: document.data.id, links: document.meta.links };
}
