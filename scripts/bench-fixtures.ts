/**
 * What the bench measures on, made through the provider's APIs as e2e's support does:
 * fund requests, applications at a given step, a signed-in representative.
 */
import { origin, providerOrigin, STAFF_API_KEY } from "./bench-config";
import { cookieHeader, mergeCookies, rawPost } from "./bench-http";

export async function staff(method: string, pathname: string, body: unknown) {
  const res = await fetch(providerOrigin + pathname, {
    method,
    headers: {
      authorization: `Bearer ${STAFF_API_KEY}`,
      "content-type": "application/vnd.api+json",
      accept: "application/vnd.api+json",
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A fund request made for the bench through the staff API; answers its payer link uuid. */
export async function createFundRequest(overrides: Record<string, unknown>, linkExpiresAt?: string): Promise<string> {
  const customer: Record<string, unknown> = {
    firstName: "Bench",
    lastName: "Payer",
    email: "bench.payer@example.com.au",
    mobile: "0412345678",
  };
  if (linkExpiresAt) customer.expiresAt = linkExpiresAt;
  const doc = await staff("POST", "/staff/v1/fund-requests", {
    data: {
      type: "fund-requests",
      attributes: {
        requestType: "VENDOR_PAID_ADVERTISING",
        amount: 450000,
        amountPaid: 0,
        dueAt: "2026-12-15",
        description: "Marketing campaign: online listings, signboard and photography",
        canDeferPayment: true,
        reference: "BENCH-0001",
        receivableStatus: "UNPAID",
        paymentType: "INVOICE",
        location: {
          name: "Harbour Realty",
          email: "hello@harbourrealty.example.com.au",
          phone: "0299990000",
          cardSurcharges: 1.2,
          bpayBillerCode: "254581",
          trustAccountName: "Harbour Realty Trust Account",
          trustAccountBsb: "062-000",
          trustAccountNumber: "12345678",
          streetNumber: "12",
          streetName: "George",
          streetType: "Street",
          city: "Sydney",
          state: "NSW",
          postalCode: "2000",
          country: "Australia",
        },
        property: {
          streetNumber: "7",
          streetName: "Ocean",
          streetType: "Parade",
          city: "Coogee",
          state: "NSW",
          postalCode: "2034",
          country: "Australia",
        },
        customers: [customer],
        ...overrides,
      },
    },
  });
  return doc.meta.links[0].uuid as string;
}

/**
 * A payer's application at `currentPage` (identity verified unless said otherwise):
 * created as the link's customer at the provider, then moved on through the staff API.
 */
export async function applicationAt(uuid: string, currentPage: string, verified = true): Promise<void> {
  const jar = new Map<string, string>();
  const guest = async (method: string, pathname: string, body?: unknown) => {
    const headers: Record<string, string> = { accept: "application/vnd.api+json", cookie: cookieHeader(jar) };
    if (body !== undefined) {
      headers["content-type"] = "application/vnd.api+json";
      headers["x-xsrf-token"] = decodeURIComponent(jar.get("XSRF-TOKEN") ?? "");
    }
    const res = await fetch(providerOrigin + pathname, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    mergeCookies(jar, res.headers.getSetCookie());
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  await guest("GET", "/sanctum/csrf-cookie");
  const link = await guest("GET", `/guest/v1/authenticate/${uuid}`);
  const created = await guest("POST", "/guest/v1/finance-applications", {
    data: { type: "finance-applications", attributes: { fundRequestId: link.data.attributes.fundRequestId, financeType: "VPA" } },
  });
  const data = created.data.attributes.applicationData;
  const [applicant] = data.applicants;
  await staff("PATCH", `/staff/v1/finance-applications/${created.data.id}`, {
    data: {
      type: "finance-applications",
      attributes: {
        applicationData: {
          ...data,
          applicants: [{ ...applicant, citizenship: "CITIZEN", hasVerifiedIdentity: verified, settings: { currentPage } }],
        },
      },
    },
  });
}

/** A demo representative signed in as a browser without JavaScript does it (README: demo staff): their cookies. */
export async function staffSignedIn(): Promise<string> {
  const jar = new Map<string, string>();
  const page = await fetch(`${origin}/staff/sign-in`);
  mergeCookies(jar, page.headers.getSetCookie());
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!csrf) throw new Error("/staff/sign-in showed no form");
  const fields = new URLSearchParams({ csrf, email: "owner@seaview.example.com.au", password: "demo-owner-pass-2026" });
  const res = await rawPost(`${origin}/staff/sign-in`, fields, cookieHeader(jar));
  if (res.status !== 303) throw new Error(`staff sign-in answered ${res.status}`);
  mergeCookies(jar, res.headers["set-cookie"]);
  jar.delete("__toasts");
  return cookieHeader(jar);
}

/**
 * `count` payers' links, each with an application at `currentPage` if one is named,
 * made a few at a time (the provider is one process on SQLite): their uuids, in the order made.
 */
export async function manyPayers(count: number, currentPage?: string): Promise<string[]> {
  const uuids: string[] = [];
  const atOnce = 8;
  for (let first = 0; first < count; first += atOnce) {
    const batch = Array.from({ length: Math.min(atOnce, count - first) }, async (_, i) => {
      const uuid = await createFundRequest({ reference: `BENCH-LINK-${first + i + 1}` });
      if (currentPage) await applicationAt(uuid, currentPage);
      return uuid;
    });
    uuids.push(...(await Promise.all(batch)));
  }
  return uuids;
}
