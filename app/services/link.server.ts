import { type AppLoadContext, data, redirect } from "@remix-run/node";

import {
  refusedViewingTarget,
  type Viewer,
  viewingAllows,
  viewingHasEnded,
  viewingOperationOf,
  viewingRefusal,
} from "~/domain/staff";
import { guardScreen, type Screen, screenPath, type StartInput } from "~/domain/start-screen";
import type { FundRequest } from "~/domain/types";
import { fieldMessage } from "~/i18n/field-message";
import type { LinkSession } from "~/types/portal-session";
import { getFeatureFlags } from "./feature-flags.server";
import { providerClient, ProviderError } from "./provider.server";
import { providerUnavailable } from "./provider-outage.server";
import { type LinkContext, linkLoadedOnce } from "./request-state.server";
import { commitPortalSession, findLink, forgetLink, rememberLink, requestSession } from "./session.server";
import { redirectWithToast } from "./toast.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sessionHeaders(cookie: string | null): Headers {
  const headers = new Headers();
  if (cookie) headers.append("Set-Cookie", cookie);
  return headers;
}

function sameLinkSession(a: LinkSession, b: LinkSession): boolean {
  const cookies = Object.keys(a.providerCookies);
  return (
    a.fundRequestId === b.fundRequestId &&
    a.customerId === b.customerId &&
    a.impersonationExpiresAt === b.impersonationExpiresAt &&
    (a.linkExpiresAt ?? null) === (b.linkExpiresAt ?? null) &&
    cookies.length === Object.keys(b.providerCookies).length &&
    cookies.every((name) => a.providerCookies[name] === b.providerCookies[name])
  );
}

/**
 * The Set-Cookie for the response: the portal session with the link's provider
 * session as this request's provider calls left it (a refreshed XSRF token, a new
 * session), or no header when it is what the request brought. Call it once, where
 * the response is built, after the last provider call.
 */
export async function commitLink(linkContext: Pick<LinkContext, "uuid" | "link" | "provider" | "session">): Promise<Headers> {
  const now = linkContext.provider.linkSession(linkContext.link);
  const before = findLink(linkContext.session, linkContext.uuid);
  if (before && sameLinkSession(before, now)) return new Headers();
  return sessionHeaders(await commitPortalSession(rememberLink(linkContext.session, now)));
}

/**
 * A representative viewing as the customer posts only what their role allows
 * (decision 0191): anything else goes back where it came from with the reason,
 * before the provider (which refuses it too) is asked.
 */
async function refuseWhatViewingDoesNotAllow(request: Request, uuid: string, viewer: Viewer, headers: Headers): Promise<void> {
  if (request.method === "GET" || request.method === "HEAD") return;
  const { pathname } = new URL(request.url);
  const operation = viewingOperationOf(pathname);
  if (viewingAllows(viewer.role, operation)) return;
  throw await redirectWithToast(
    request,
    refusedViewingTarget(pathname, uuid),
    { type: "warning", title: "Not while viewing as the customer", message: viewingRefusal(viewer.role, operation) },
    { headers },
  );
}

/** A cached session never outlives its link, nor a staff member's impersonation (decision 0100). */
export function isExpired(link: LinkSession, now = Date.now()): boolean {
  return [link.impersonationExpiresAt, link.linkExpiresAt].some(
    (expiresAt) => typeof expiresAt === "string" && !(Date.parse(expiresAt) > now),
  );
}

/** Maps a failed authentication or load onto the screen docs/SPEC.md 8 names for it. */
function failure(error: unknown, uuid: string, forget: string | null, viewing = false): never {
  if (!(error instanceof ProviderError)) throw error;
  const headers = sessionHeaders(forget);
  const viewingEnded = error.status === 410 && error.errors.some((item) => item.title === "Viewing ended");
  if (viewingEnded || (viewing && (error.status === 410 || error.status === 401))) {
    throw redirect("/staff/viewing-ended", { headers });
  }
  if (error.status === 404 || error.status === 401 || error.status === 403) {
    throw redirect("/z/not-found", { headers });
  }
  if (error.status === 410) {
    throw redirect(`/z/token-expire?uuid=${encodeURIComponent(uuid)}`, { headers });
  }
  if (error.status === 429) {
    // A catalog key: the error page says it in the payer's language.
    throw data(fieldMessage("errors.tooManyLinks"), { status: 429 });
  }
  // Anything else (a 500, or a 409 or 422 a page read should never get) is the
  // provider failing: the "unavailable" page, with 503, not a portal fault.
  providerUnavailable(error);
}

/**
 * The link's provider session and fund request, loaded once per request: the
 * action and every loader of one request share it. The portal session is only a
 * cache: a missing, foreign or expired one re-authenticates from the uuid.
 */
export function requireLink(request: Request, uuid: string | undefined, context: AppLoadContext): Promise<LinkContext> {
  if (!uuid || !UUID.test(uuid)) return Promise.reject(redirect("/z/not-found"));
  return linkLoadedOnce(context, uuid, () => loadLink(request, uuid, context));
}

async function loadLink(request: Request, uuid: string, context: AppLoadContext): Promise<LinkContext> {
  const provider = providerClient(context);
  const session = await requestSession(request, context);
  const cached = findLink(session, uuid);
  const forget = async () => (cached ? commitPortalSession(forgetLink(session, uuid)) : null);

  // A representative's view as the customer that has run out ends on a page of its own, not the payer's.
  if (cached?.viewer && viewingHasEnded(cached.impersonationExpiresAt, Date.now())) {
    throw redirect("/staff/viewing-ended", { headers: sessionHeaders(await forget()) });
  }

  let link: LinkSession;
  try {
    link = cached && !isExpired(cached) ? cached : await provider.authenticate(uuid);
  } catch (error) {
    failure(error, uuid, await forget(), !!cached?.viewer);
  }

  let fundRequest: FundRequest;
  try {
    fundRequest = await provider.getFundRequest(link);
  } catch (error) {
    // A session bound to another fund request: the cache is stale, start over once.
    if (!(error instanceof ProviderError) || error.status !== 403 || !cached)
      failure(error, uuid, await forget(), !!cached?.viewer);
    try {
      link = await provider.authenticate(uuid);
      fundRequest = await provider.getFundRequest(link);
    } catch (retryError) {
      failure(retryError, uuid, await forget(), !!cached?.viewer);
    }
  }

  const { lending } = await getFeatureFlags();
  const loaded = { uuid, link: provider.linkSession(link), fundRequest, lending, provider, session };
  const headers = await commitLink(loaded);
  if (link.viewer) await refuseWhatViewingDoesNotAllow(request, uuid, link.viewer, headers);
  return { ...loaded, headers };
}

export interface ScreenQuery {
  payLater?: boolean;
  signatureStatus?: "success" | "fail" | null;
}

/** The start-up query of docs/SPEC.md 2.3/2.5: `paylater=true` and `signatureStatus=success|fail`. */
export function readScreenQuery(request: Request): ScreenQuery {
  const params = new URL(request.url).searchParams;
  const signatureStatus = params.get("signatureStatus");
  return {
    payLater: params.get("paylater") === "true",
    signatureStatus: signatureStatus === "success" || signatureStatus === "fail" ? signatureStatus : null,
  };
}

export function startInput(linkContext: LinkContext, query: ScreenQuery = {}): StartInput {
  return {
    fundRequest: linkContext.fundRequest,
    customerId: linkContext.link.customerId,
    lending: linkContext.lending ?? true,
    ...query,
  };
}

/**
 * The state enforcer: a screen that no longer applies (back button, second tab,
 * stale link) redirects to the one that does, keeping any session cookie update.
 */
export function enforceScreen(requested: Screen, linkContext: LinkContext, query: ScreenQuery = {}): void {
  const target = guardScreen(requested, startInput(linkContext, query));
  if (target !== null) {
    throw redirect(screenPath(linkContext.uuid, target), { headers: linkContext.headers });
  }
}
