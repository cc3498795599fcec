import type { AppLoadContext } from "@remix-run/node";
import type * as Undici from "undici";
import { fetch as providerFetch } from "undici";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { action as contactUsAction } from "~/routes/_default.z.$uuid.contact-us";
import { loadStep, redirectAfterSave, saveStep } from "~/services/application.server";
import { setProviderApiUrl } from "~/services/env.server";
import { ProviderClient } from "~/services/provider.server";
import { commitPortalSession, ensureVisitorSession, getPortalSession, SESSION_COOKIE } from "~/services/session.server";
import type { LinkSession } from "~/types/portal-session";
import { type RunningProviderApi, startProviderApi } from "../../provider-api/index";

// The provider client calls undici's own fetch (provider-http.server.ts): watched here.
vi.mock("undici", async (importOriginal) => {
  const undici = await importOriginal<typeof Undici>();
  return { ...undici, fetch: vi.fn(undici.fetch) };
});

// What the provider changes during a save (a refreshed XSRF token, a new session)
// reaches the response's Set-Cookie, so the next request starts from it: the
// portal's service layer and a route action against the real embedded provider.
const demo = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const RESUME_AT_BANK_DETAILS = demo(17);
/** A load context is one request's: the link is loaded once per request (decision 0200). */
const freshContext = (): AppLoadContext => ({ cspNonce: "", clientAddress: "203.0.113.9", requestId: "test-request" });
let provider: RunningProviderApi;

beforeAll(async () => {
  provider = await startProviderApi({ port: 0, dbFile: ":memory:", staffApiKey: "integration-key", log: () => {} });
  setProviderApiUrl(provider.url);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await provider?.close();
});

/** A visitor whose portal cookie holds `link` as an earlier request left it. */
async function visitorHolding(link: LinkSession): Promise<{ cookie: string; csrf: string }> {
  const { csrf } = await ensureVisitorSession(null);
  return { cookie: (await commitPortalSession({ links: [link], csrf })).split(";")[0], csrf };
}

/** The link as the next request's cookie holds it, read from a response's Set-Cookie. */
async function linkInCookie(headers: Headers, uuid: string): Promise<LinkSession | undefined> {
  const portal = headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!portal) return undefined;
  return (await getPortalSession(portal.split(";")[0])).links.find((link) => link.uuid === uuid);
}

const post = (path: string, cookie: string, body?: URLSearchParams) =>
  new Request(`http://portal.test${path}`, {
    method: "POST",
    headers: { Cookie: cookie, ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
    body,
  });

/** The provider paths a block of work called. */
async function providerCalls(work: () => Promise<unknown>): Promise<string[]> {
  const fetch = vi.mocked(providerFetch);
  fetch.mockClear();
  await work();
  return fetch.mock.calls.map(([input]) => new URL(String(input)).pathname);
}

describe("a provider session changed during a save", () => {
  it("an expired XSRF token refreshed by a step's save is in the next request's cookie", async () => {
    const uuid = RESUME_AT_BANK_DETAILS;
    const fresh = await new ProviderClient().authenticate(uuid);
    const expired = { ...fresh, providerCookies: { ...fresh.providerCookies, "XSRF-TOKEN": "expired" } };
    const { cookie } = await visitorHolding(expired);
    const path = `/z/${uuid}/pay-later/application/bank-details`;

    const request = post(path, cookie);
    const step = await loadStep(request, { uuid }, freshContext(), "bank-details");
    // Reading the page needs no token, so nothing changed yet.
    expect(step.headers.has("Set-Cookie")).toBe(false);
    const saved = await saveStep(step, request, { nextPage: "bank-details" });
    if (!saved.ok) throw new Error(`the save failed: ${saved.kind}`);
    const response = await redirectAfterSave(step, saved.redirectTo);
    expect(response.status).toBe(303);
    const next = await linkInCookie(response.headers, uuid);
    expect(next?.providerCookies["XSRF-TOKEN"]).toBe(fresh.providerCookies["XSRF-TOKEN"]);
    expect(next?.providerCookies.provider_session).toBe(fresh.providerCookies.provider_session);

    // The next request saves at once: no second refresh, no new session.
    const nextCookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${SESSION_COOKIE}=`))!
      .split(";")[0];
    const again = post(path, nextCookie);
    const calls = await providerCalls(async () => {
      const nextStep = await loadStep(again, { uuid }, freshContext(), "bank-details");
      const savedAgain = await saveStep(nextStep, again, { nextPage: "bank-details" });
      expect(savedAgain.ok).toBe(true);
      expect((await redirectAfterSave(nextStep, `/z/${uuid}`)).headers.has("Set-Cookie")).toBe(false);
    });
    expect(calls.filter((called) => called.startsWith("/sanctum") || called.includes("/authenticate/"))).toEqual([]);
  });

  it("a provider session gone between the page and the save is re-established, and the new one is in the cookie", async () => {
    const uuid = RESUME_AT_BANK_DETAILS;
    const fresh = await new ProviderClient().authenticate(uuid);
    const { cookie } = await visitorHolding(fresh);
    const request = post(`/z/${uuid}/pay-later/application/bank-details`, cookie);
    const loaded = await loadStep(request, { uuid }, freshContext(), "bank-details");
    // As if the provider had dropped the session while the form was open.
    const step = {
      ...loaded,
      link: { ...loaded.link, providerCookies: { ...loaded.link.providerCookies, provider_session: "gone" } },
    };

    const saved = await saveStep(step, request, { nextPage: "bank-details" });
    if (!saved.ok) throw new Error(`the save failed: ${saved.kind}`);
    const next = await linkInCookie((await redirectAfterSave(step, saved.redirectTo)).headers, uuid);
    expect(next?.providerCookies.provider_session).toBeTruthy();
    expect(next?.providerCookies.provider_session).not.toBe("gone");
    expect(next?.providerCookies.provider_session).not.toBe(fresh.providerCookies.provider_session);
    expect(next).toMatchObject({ fundRequestId: fresh.fundRequestId, customerId: fresh.customerId });
  });

  it("a refused save still hands on the token it refreshed", async () => {
    const uuid = RESUME_AT_BANK_DETAILS;
    const fresh = await new ProviderClient().authenticate(uuid);
    const { cookie } = await visitorHolding({ ...fresh, providerCookies: { ...fresh.providerCookies, "XSRF-TOKEN": "expired" } });
    const request = post(`/z/${uuid}/pay-later/application/bank-details`, cookie);
    const step = await loadStep(request, { uuid }, freshContext(), "bank-details");
    // A form built from an older version: the provider answers 409 after the refresh.
    const saved = await saveStep({ ...step, form: { ...step.form, version: step.application.version - 1 } }, request, {});
    expect(saved).toMatchObject({ ok: false, kind: "conflict" });
    if (saved.ok) return;
    // The pipeline answers the refused form with the session the refused call left (FailedSave.headers).
    const next = await linkInCookie(new Headers(saved.headers), uuid);
    expect(next?.providerCookies["XSRF-TOKEN"]).toBe(fresh.providerCookies["XSRF-TOKEN"]);
  });

  it("a route action called with a Request answers with the refreshed token (contact us)", async () => {
    const uuid = demo(1);
    const fresh = await new ProviderClient().authenticate(uuid);
    const { cookie, csrf } = await visitorHolding({
      ...fresh,
      providerCookies: { ...fresh.providerCookies, "XSRF-TOKEN": "expired" },
    });
    const form = new URLSearchParams({ csrf, name: "Jo Payer", email: "jo@example.com", phone: "", message: "When is it due?" });

    const response = await contactUsAction({
      request: post(`/z/${uuid}/contact-us`, cookie, form),
      params: { uuid },
      context: freshContext(),
    });
    expect(response).toBeInstanceOf(Response);
    const answer = response as Response;
    expect(answer.status).toBe(303);
    const next = await linkInCookie(answer.headers, uuid);
    expect(next?.providerCookies["XSRF-TOKEN"]).toBe(fresh.providerCookies["XSRF-TOKEN"]);
    expect(answer.headers.getSetCookie().some((line) => line.startsWith("__sent="))).toBe(true);
  });
});
