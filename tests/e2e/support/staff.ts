import { STAFF_API_KEY, STAFF_API_URL } from "./urls";

/** Sets up scenarios through the provider's staff API, as an agency's back office would. */
const MEDIA_TYPE = "application/vnd.api+json";

export interface CreatedFundRequest {
  id: string;
  links: Array<{ customerId: string; uuid: string; url: string }>;
}

export async function staff(method: string, path: string, body?: unknown, staffApiUrl = STAFF_API_URL): Promise<unknown> {
  const response = await fetch(`${staffApiUrl}/staff/v1${path}`, {
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
  cardSurcharges: 1.2,
  bpayBillerCode: "254581",
  trustAccountName: "Harbourside Realty Trust Account",
  trustAccountBsb: "066-040",
  trustAccountNumber: "10457821",
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
  /** The agency's (location's) logo. */
  logoUrl?: string;
  /** Makes it an entity invoice (docs/SPEC.md 3.1). */
  entity?: { name: string };
  /** Customers besides Mia Nguyen, each with a link of their own. */
  otherCustomers?: Array<{ firstName: string; lastName: string; email: string; mobile: string }>;
  /** The agency's own feature flags, e.g. `{ docusign: true }` (decision 0163). */
  featureFlags?: Record<string, boolean>;
}

/** A fund request at the test agency, made through the staff API of `staffApiUrl` (the main provider's by default). */
export async function createFundRequest(input: ScenarioInput = {}, staffApiUrl = STAFF_API_URL): Promise<CreatedFundRequest> {
  const { expiresAt, logoUrl, otherCustomers = [], featureFlags, ...attributes } = input;
  const document = (await staff(
    "POST",
    "/fund-requests",
    {
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
          location: { ...AGENCY, ...(logoUrl ? { logoUrl } : {}), ...(featureFlags ? { featureFlags } : {}) },
          property: {
            unitNumber: "4",
            streetNumber: "27",
            streetName: "Marine",
            streetType: "Terrace",
            city: "Cottesloe",
            state: "Western Australia",
            postalCode: "6011",
            country: "Australia",
          },
          customers: [
            {
              firstName: "Mia",
              lastName: "Nguyen",
              email: "mia@example.com",
              mobile: "0412345678",
              ...(expiresAt !== undefined ? { expiresAt } : {}),
            },
            ...otherCustomers,
          ],
        },
      },
    },
    staffApiUrl,
  )) as { data: { id: string }; meta: { links: CreatedFundRequest["links"] } };
  return { id: document.data.id, links: document.meta.links };
}

/** The provider's finance application as staff see it (attributes flattened). */
export interface StaffFinanceApplication {
  id: string;
  applicationStatus: string;
  isFullLending: boolean;
  version: number;
  applicationData: {
    applicants: Array<Record<string, unknown> & { id: string; settings?: { currentPage?: string } }>;
    debitBankDetails: Record<string, unknown> | null;
    creditBankDetails: Record<string, unknown> | null;
    loanRepaymentMethod: string | null;
    settlement: { agency: string } | null;
  };
  additionalApplicants: Array<Record<string, string>>;
}

export async function getFinanceApplication(id: string): Promise<StaffFinanceApplication> {
  const document = (await staff("GET", `/finance-applications/${id}`)) as {
    data: { id: string; attributes: Omit<StaffFinanceApplication, "id"> };
  };
  return { id: document.data.id, ...document.data.attributes };
}

export async function patchFinanceApplication(
  id: string,
  attributes: { applicationStatus?: string; applicationData?: StaffFinanceApplication["applicationData"]; version?: number },
): Promise<StaffFinanceApplication> {
  await staff("PATCH", `/finance-applications/${id}`, { data: { type: "finance-applications", attributes } });
  return getFinanceApplication(id);
}

/**
 * Starts a finance application as the link's customer would, straight at the
 * provider (csrf cookie, authenticate, create), so a spec can begin mid-application.
 */
export async function startApplication(uuid: string, financeType: "VPA" | "VPA_ADDITIONAL" = "VPA"): Promise<string> {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { Accept: MEDIA_TYPE, Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") };
    if (body !== undefined) {
      headers["Content-Type"] = MEDIA_TYPE;
      headers["X-XSRF-TOKEN"] = decodeURIComponent(jar.get("XSRF-TOKEN") ?? "");
    }
    const response = await fetch(`${STAFF_API_URL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`guest ${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  await call("GET", "/sanctum/csrf-cookie");
  const { data: link } = await call("GET", `/guest/v1/authenticate/${uuid}`);
  const create = (attributes: Record<string, unknown>) =>
    call("POST", "/guest/v1/finance-applications", {
      data: { type: "finance-applications", attributes: { fundRequestId: link.attributes.fundRequestId, ...attributes } },
    });
  if (financeType === "VPA") return (await create({ financeType })).data.id as string;
  // Additional funds go with the vendor's VPA application (decision 0170), signed here so the additional one is active.
  const { data: vpa } = await create({ financeType: "VPA" });
  await patchFinanceApplication(vpa.id as string, { applicationStatus: "SIGNED" });
  const { data: application } = await create({ financeType, amount: 500000, product: "VPA Additional", purpose: "MOVING_COSTS" });
  return application.id as string;
}

export interface ApplicationScenario extends ScenarioInput {
  financeType?: "VPA" | "VPA_ADDITIONAL";
  /** Answers already given by the applicant, merged over a verified citizen at `currentPage`. */
  applicant?: Record<string, unknown>;
}

/**
 * A fund request whose only customer has an application, identity verified, saved
 * at `currentPage`: what a payer has after the identity steps. Outstanding amounts
 * above $30,000 make it full lending (decision 0011).
 */
export async function applicationAt(currentPage: string, scenario: ApplicationScenario = {}) {
  const { financeType, applicant, ...input } = scenario;
  const fundRequest = await createFundRequest(input);
  const uuid = fundRequest.links[0].uuid;
  const applicationId = await startApplication(uuid, financeType);
  const application = await getFinanceApplication(applicationId);
  const [first] = application.applicationData.applicants;
  const ready = await patchFinanceApplication(applicationId, {
    applicationData: {
      ...application.applicationData,
      applicants: [{ ...first, citizenship: "CITIZEN", hasVerifiedIdentity: true, ...applicant, settings: { currentPage } }],
    },
  });
  return { fundRequest, uuid, application: ready };
}

/** The fund request's finance applications as staff see them (withdrawn ones left out). */
export async function financeApplicationsOf(fundRequestId: string): Promise<Array<{ id: string; status: string }>> {
  const document = (await staff("GET", `/fund-requests/${fundRequestId}`)) as {
    included?: Array<{ type: string; id: string; attributes: { status: string } }>;
  };
  return (document.included ?? [])
    .filter((resource) => resource.type === "finance-applications")
    .map((resource) => ({ id: resource.id, status: resource.attributes.status }));
}

/**
 * The embedded provider's test-only fault switch (PROVIDER_API_FAULTS=on, decision
 * 0110): `down` answers every guest call 503; `submitDelayMs` stores a submit or a signature and
 * answers it that much later. No argument switches every fault off.
 */
export async function setProviderFaults(faults: { down?: boolean; submitDelayMs?: number } = {}): Promise<void> {
  await staff("PUT", "/faults", { data: { type: "faults", attributes: faults } });
}

export const CO_APPLICANT = { firstName: "Leo", lastName: "Tran", email: "leo@example.com", mobile: "0412345679" };

/**
 * A SUBMITTED application of Mia Nguyen (its creator) and, with `coApplicant`,
 * Leo Tran, each at their own link: every part completed, repaid at settlement.
 */
export async function submittedApplication({
  coApplicant = false,
  featureFlags,
}: { coApplicant?: boolean; featureFlags?: Record<string, boolean> } = {}) {
  const fundRequest = await createFundRequest({ otherCustomers: coApplicant ? [CO_APPLICANT] : [], featureFlags });
  // Mia was created first: the lower customer id.
  const links = [...fundRequest.links].sort((a, b) => Number(a.customerId) - Number(b.customerId));
  const applicationId = await startApplication(links[0].uuid);
  const application = await getFinanceApplication(applicationId);
  const applicants = links.map((link) => ({
    id: link.customerId,
    citizenship: "CITIZEN",
    hasVerifiedIdentity: true,
    hasCompletedApplication: true,
    hasAcknowledgedResidenceSale: true,
    settings: { currentPage: "review-details" },
  }));
  await patchFinanceApplication(applicationId, {
    applicationStatus: "SUBMITTED",
    applicationData: {
      ...application.applicationData,
      applicants,
      loanRepaymentMethod: "AT_SETTLEMENT",
      settlement: { agency: AGENCY.name },
    },
  });
  return { fundRequest, applicationId, creator: links[0].uuid, coApplicant: links[1]?.uuid ?? null };
}

/** Staff approve: the application awaits signatures and its contract is made (or, once declined, reopened). */
export async function approveApplication(id: string): Promise<void> {
  await staff("POST", `/finance-applications/${id}/approve`);
}

/** Staff at settlement: a signed application is completed. */
export async function completeApplication(id: string): Promise<void> {
  await staff("POST", `/finance-applications/${id}/complete`);
}
