import { randomBytes } from "node:crypto";

import { createCookieSessionStorage, redirect, type SessionStorage } from "@remix-run/node";

import type { components } from "~/domain/provider-api.generated";
import { isStaffRole, type StaffRole } from "~/domain/staff";
import type { LinkSession } from "~/types/portal-session";
import { getEnv } from "./env.server";
import { providerClient } from "./provider.server";
import {
  type Answer,
  exchange,
  PROVIDER_SESSION_COOKIE,
  type ProviderCaller,
  ProviderError,
  XSRF_COOKIE,
} from "./provider-http.server";
import { providerUnavailable } from "./provider-outage.server";
import { encryptedCookie } from "./sealing.server";
import { cookieAttributes } from "./session.server";
import { redirectWithToast } from "./toast.server";

type Schemas = components["schemas"];
export type Representative = Schemas["RepresentativeDocument"]["data"]["attributes"] & { id: string };
export type StaffFundRequestSummary = Schemas["StaffFundRequestListDocument"]["data"][number]["attributes"] & { id: string };
export type StaffSearchPage = Schemas["StaffFundRequestListDocument"]["meta"];
export type StaffFundRequest = Schemas["StaffFundRequestViewDocument"]["data"]["attributes"] & { id: string };
/** A borrower's hardship notice or request for more time, as the agency's staff see it (decision 0352). */
export type StaffLoanRequest = Schemas["StaffLoanRequestListDocument"]["data"][number]["attributes"] & { id: string };
export type Impersonation = Schemas["ImpersonationDocument"]["data"]["attributes"] & { uuid: string };

/**
 * A representative's portal session (decision 0190): their provider session's
 * cookies and who they are, in a cookie of its own (encrypted like the payer's),
 * separate from any payer link. A new one, with a new id, at every sign-in.
 */
export interface StaffSession {
  sid: string;
  providerCookies: Record<string, string>;
  representative: { id: string; name: string; email: string; role: StaffRole; roleName: string };
}

export const STAFF_COOKIE = "__staff";
/** The provider's session lasts 2 hours from the last call; the portal's cookie no longer. */
const STAFF_MAX_AGE_SECONDS = 2 * 60 * 60;

let storage: SessionStorage | undefined;
const staffStorage = () =>
  (storage ??= createCookieSessionStorage({
    cookie: encryptedCookie(STAFF_COOKIE, { ...cookieAttributes(STAFF_MAX_AGE_SECONDS), secrets: getEnv().SESSION_SECRETS }),
  }));

function isStaffSession(value: unknown): value is StaffSession {
  if (!value || typeof value !== "object") return false;
  const session = value as Record<string, unknown>;
  const representative = session.representative as Record<string, unknown> | undefined;
  return (
    typeof session.sid === "string" &&
    !!session.providerCookies &&
    typeof session.providerCookies === "object" &&
    !!representative &&
    typeof representative.id === "string" &&
    typeof representative.name === "string" &&
    isStaffRole(representative.role)
  );
}

export async function getStaffSession(request: Request): Promise<StaffSession | null> {
  const session = await staffStorage().getSession(request.headers.get("Cookie"));
  const value: unknown = session.get("staff");
  return isStaffSession(value) ? value : null;
}

export async function commitStaffSession(value: StaffSession): Promise<string> {
  const session = await staffStorage().getSession();
  session.set("staff", value);
  return staffStorage().commitSession(session);
}

export async function destroyStaffSession(): Promise<string> {
  return staffStorage().destroySession(await staffStorage().getSession());
}

/** The signed-in representative, or a redirect to sign in. */
export async function requireStaff(request: Request): Promise<StaffSession> {
  const staff = await getStaffSession(request);
  if (!staff) throw redirect("/staff/sign-in");
  return staff;
}

// ---- the provider's representative calls ---------------------------------------------

/**
 * The representative's calls to the provider (sign-in, reset, search, view,
 * impersonation): one cookie jar per representative, kept in their staff
 * session. Failures are ProviderErrors, as the payer's client throws them.
 */
export class StaffProvider {
  readonly baseUrl: string;
  readonly timeoutMs: number;

  readonly clientAddress?: string;
  readonly requestId?: string;
  readonly providerSignal?: AbortSignal;

  /** `caller`: the request's load context (its visitor's address and its id), for every call. */
  constructor(
    public cookies: Record<string, string> = {},
    caller: ProviderCaller = {},
  ) {
    const env = getEnv();
    this.clientAddress = caller.clientAddress;
    this.requestId = caller.requestId;
    this.providerSignal = caller.providerSignal;
    if (!env.PROVIDER_API_URL) throw new Error("PROVIDER_API_URL is not configured");
    this.baseUrl = env.PROVIDER_API_URL.replace(/\/+$/, "");
    this.timeoutMs = env.PROVIDER_TIMEOUT_MS;
  }

  /** One exchange with the provider in this representative's jar, which keeps what the answer set. */
  private async call(path: string, method: "GET" | "POST" = "GET", body?: unknown): Promise<Answer> {
    const answer = await exchange(this, path, { method, body, cookies: this.cookies });
    this.cookies = answer.cookies;
    return answer;
  }

  /** A session-changing call: a fresh XSRF token first (the provider's sanctum way). */
  private async withXsrf(path: string, body?: unknown): Promise<Answer> {
    if (!this.cookies[XSRF_COOKIE]) await this.call("/sanctum/csrf-cookie");
    try {
      return await this.call(path, "POST", body);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status !== 419) throw error;
      await this.call("/sanctum/csrf-cookie");
      return this.call(path, "POST", body);
    }
  }

  async logIn(email: string, password: string): Promise<Representative> {
    this.cookies = {};
    const answer = await this.withXsrf("/login/representative", {
      data: { type: "representative-logins", attributes: { email, password } },
    });
    return representativeOf(answer.body);
  }

  async logOut(): Promise<void> {
    await this.withXsrf("/logout");
  }

  /** Sign out everywhere: every session of the representative, on every device, and every view they opened. */
  async endEverySession(): Promise<void> {
    await this.withXsrf("/representative/v1/sessions/end");
  }

  async forgotPassword(email: string, resetUrl: string): Promise<void> {
    this.cookies = {};
    await this.withXsrf("/forgot-password", { data: { type: "password-reset-requests", attributes: { email, resetUrl } } });
  }

  async resetPassword(token: string, password: string): Promise<Representative> {
    this.cookies = {};
    const answer = await this.withXsrf("/reset-password", { data: { type: "password-resets", attributes: { token, password } } });
    return representativeOf(answer.body);
  }

  async search(search: string, page: number): Promise<{ results: StaffFundRequestSummary[]; page: StaffSearchPage }> {
    const query = new URLSearchParams({ search, page: String(page) });
    const body = (await this.call(`/representative/v1/fund-requests?${query}`)).body as Schemas["StaffFundRequestListDocument"];
    return { results: body.data.map((item) => ({ id: item.id, ...item.attributes })), page: body.meta };
  }

  async fundRequest(id: string): Promise<StaffFundRequest> {
    const body = (await this.call(`/representative/v1/fund-requests/${encodeURIComponent(id)}`))
      .body as Schemas["StaffFundRequestViewDocument"];
    return { id: body.data.id, ...body.data.attributes };
  }

  async loanRequests(fundRequestId: string): Promise<StaffLoanRequest[]> {
    const path = `/representative/v1/fund-requests/${encodeURIComponent(fundRequestId)}/loan-requests`;
    const body = (await this.call(path)).body as Schemas["StaffLoanRequestListDocument"];
    return body.data.map((item) => ({ id: item.id, ...item.attributes }));
  }

  async impersonate(fundRequestId: string, customerId: string): Promise<Impersonation> {
    const body = (
      await this.withXsrf(`/representative/v1/fund-requests/${encodeURIComponent(fundRequestId)}/impersonations`, {
        data: { type: "impersonations", attributes: { customerId } },
      })
    ).body as Schemas["ImpersonationDocument"];
    return { uuid: body.data.id, ...body.data.attributes };
  }

  async endImpersonation(uuid: string): Promise<void> {
    await this.withXsrf(`/representative/v1/impersonations/${encodeURIComponent(uuid)}/end`);
  }
}

function representativeOf(body: unknown): Representative {
  const document = body as Schemas["RepresentativeDocument"];
  return { id: document.data.id, ...document.data.attributes };
}

/** The staff session a sign-in (or a reset) starts: a new id, the provider's new session. */
export function newStaffSession(provider: StaffProvider, representative: Representative): StaffSession {
  return {
    sid: randomBytes(16).toString("base64url"),
    providerCookies: provider.cookies,
    representative: {
      id: representative.id,
      name: representative.name,
      email: representative.email,
      role: representative.role,
      roleName: representative.roleName,
    },
  };
}

/**
 * Opens a view the representative just started, as its customer: the provider
 * lets only their own provider session open it (decision 0240), so the view's
 * URL alone is no key, and the view ends with that session.
 */
export function openView(context: ProviderCaller, staff: StaffSession, uuid: string): Promise<LinkSession> {
  return providerClient(context).authenticate(uuid, staff.providerCookies[PROVIDER_SESSION_COOKIE]);
}

/** The provider's refusal detail (its plain words), or null. */
export function providerDetail(error: unknown): string | null {
  return error instanceof ProviderError ? (error.errors[0]?.description ?? null) || null : null;
}

/**
 * A call with the representative's provider session: a session the provider no
 * longer knows sends them to sign in again (their cookie cleared), a provider that
 * does not answer is the "unavailable" page; the cookie follows what the provider
 * renewed.
 */
export async function withStaffProvider<T>(
  request: Request,
  staff: StaffSession,
  context: ProviderCaller,
  call: (provider: StaffProvider) => Promise<T>,
): Promise<{ value: T; headers: Headers }> {
  const provider = new StaffProvider({ ...staff.providerCookies }, context);
  let value: T;
  try {
    value = await call(provider);
  } catch (error) {
    if (error instanceof ProviderError && error.status === 401) {
      throw await redirectWithToast(
        request,
        "/staff/sign-in",
        { type: "info", title: "Please sign in again", message: "Your staff session has ended." },
        { headers: { "Set-Cookie": await destroyStaffSession() } },
      );
    }
    if (error instanceof ProviderError && (error.unavailable || (error.status ?? 500) >= 500)) providerUnavailable(error);
    throw error;
  }
  const headers = new Headers();
  const before = JSON.stringify(staff.providerCookies);
  if (JSON.stringify(provider.cookies) !== before) {
    headers.append("Set-Cookie", await commitStaffSession({ ...staff, providerCookies: provider.cookies }));
  }
  return { value, headers };
}
