import { applicationAt, patchFinanceApplication, staff } from "./staff";
import { STAFF_API_URL } from "./urls";

// The loan a demo link's borrower holds, read from the provider as the link's guest
// (decision 0340): what the loan page must show, never worked out by the test.

const MEDIA_TYPE = "application/vnd.api+json";

export interface ProviderLoan {
  status: string;
  reference: string;
  agency: string;
  principal: number;
  establishmentFee: number;
  total: number;
  repaid: number;
  balance: number;
  fundedOn: string | null;
  longStopMonths: number;
  repayments: Array<{ amount: number; receivedOn: string; method: string }>;
  sale: { status: string | null; expectedSettlementDate: string | null; withdrawnOn: string | null; settledOn: string | null };
  conveyancer: { firm: string | null; contactName: string | null; email: string | null; phone: string | null } | null;
  asAt: string;
}

/** The link's guest session at the provider, and its VPA application's id. */
async function asGuest(uuid: string) {
  const cookies = new Map<string, string>();
  const get = async (path: string) => {
    const response = await fetch(`${STAFF_API_URL}${path}`, {
      headers: { Accept: MEDIA_TYPE, Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  await get("/sanctum/csrf-cookie");
  const { data } = await get(`/guest/v1/authenticate/${uuid}`);
  const fundRequest = await get(`/guest/v1/fund-requests/${data.attributes.fundRequestId}?include=financeApplications`);
  const vpa = fundRequest.included.find(
    (resource: { attributes: { financeType?: string } }) => resource.attributes.financeType === "VPA",
  );
  return { get, applicationId: vpa.id as string };
}

export async function providerLoan(uuid: string): Promise<ProviderLoan> {
  const { get, applicationId } = await asGuest(uuid);
  return (await get(`/guest/v1/finance-applications/${applicationId}/loan`)).data.attributes as ProviderLoan;
}

/** The hardship notices and requests for more time the provider holds for the link's loan (decision 0352). */
export async function providerLoanRequests(uuid: string): Promise<unknown[]> {
  const { get, applicationId } = await asGuest(uuid);
  return (await get(`/guest/v1/finance-applications/${applicationId}/loan/requests`)).data as unknown[];
}

/**
 * A loan of its own for a spec that changes it (decision 0342): a fund request at the
 * test agency whose only applicant has signed, so the application is SIGNED and its
 * loan awaits funding; its reference is unique, for the staff search.
 */
export async function signedLoan(reference: string): Promise<{ uuid: string; fundRequestId: string; applicationId: string }> {
  const { fundRequest, uuid, application } = await applicationAt("signed", {
    reference,
    applicant: { hasCompletedApplication: true, hasSignedContract: true },
  });
  await patchFinanceApplication(application.id, { applicationStatus: "SIGNED" });
  return { uuid, fundRequestId: fundRequest.id, applicationId: application.id };
}

/** A signed loan of its own that the lender paid to the agency today (decision 0343): something to repay early. */
export async function fundedLoan(reference: string): Promise<{ uuid: string; fundRequestId: string; applicationId: string }> {
  const loan = await signedLoan(reference);
  await staff("POST", `/finance-applications/${loan.applicationId}/fund`);
  return loan;
}
