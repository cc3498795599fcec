import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loader as payNowLoader } from "~/routes/_default.z.$uuid._index";
import { loader as notFoundLoader } from "~/routes/_default.z.not-found";
import { loader as tokenExpireLoader } from "~/routes/_default.z.token-expire";
import { action as payByCardAction } from "~/routes/z.$uuid.pay-by-card";
import { loader as bsbLoader } from "~/routes/z.$uuid.pay-later.bsb";
import { setProviderApiUrl } from "~/services/env.server";
import { ProviderClient } from "~/services/provider.server";
import { commitPortalSession, ensureVisitorSession } from "~/services/session.server";
import { action as settlementAction, loader as settlementLoader } from "~/steps/settlement-details/route";
import type { LinkSession } from "~/types/portal-session";
import { type RunningProviderApi, startProviderApi } from "../../provider-api/index";

// Each kind of route called as Remix calls it, with a Request, against the real
// embedded provider: a page's loader, a step's loader and action, a resource
// route's loader and action, and the static pages' statuses. The browser suites
// (tests/e2e) cover the same screens as people use them.
const demo = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const PAY_NOW = demo(1);
const RESUME_AT_SETTLEMENT = demo(17);
/** A load context is one request's: the link is loaded once per request (decision 0200). */
const freshContext = (): AppLoadContext => ({ cspNonce: "", clientAddress: "203.0.113.10", requestId: "test-request" });
let provider: RunningProviderApi;

beforeAll(async () => {
  provider = await startProviderApi({ port: 0, dbFile: ":memory:", staffApiKey: "integration-key", log: () => {} });
  setProviderApiUrl(provider.url);
});

afterAll(async () => {
  await provider?.close();
});

/** A visitor holding a session for `uuid`, as the page's GET would have left it. */
async function visitorOf(uuid: string): Promise<{ cookie: string; csrf: string; link: LinkSession }> {
  const link = await new ProviderClient().authenticate(uuid);
  const { csrf } = await ensureVisitorSession(null);
  return { cookie: (await commitPortalSession({ links: [link], csrf })).split(";")[0], csrf, link };
}

const get = (path: string, cookie = "") =>
  new Request(`http://portal.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const post = (path: string, cookie: string, fields: Record<string, string>) =>
  new Request(`http://portal.test${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

/** What a loader or action threw (a redirect, a refusal), or its answer. */
async function settle(work: Promise<unknown>): Promise<unknown> {
  return work.catch((thrown: unknown) => thrown);
}
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init?: { status?: number } | null }).init?.status ?? 200);

describe("a page's loader (pay now)", () => {
  it("shows the fund request of a link, and sends an unknown link to not-found", async () => {
    const answer = (await payNowLoader({
      request: get(`/z/${PAY_NOW}`),
      params: { uuid: PAY_NOW },
      context: freshContext(),
    })) as {
      data: { uuid: string; fundRequest: { reference: string | null } };
    };
    expect(answer.data.uuid).toBe(PAY_NOW);
    expect(answer.data.fundRequest.reference).toBeTruthy();
    const unknown = await settle(payNowLoader({ request: get("/z/x"), params: { uuid: "not-a-uuid" }, context: freshContext() }));
    expect(unknown).toBeInstanceOf(Response);
    expect((unknown as Response).headers.get("Location")).toBe("/z/not-found");
  });
});

describe("a step's loader and action (settlement details)", () => {
  it("shows the saved answer, saves a valid form and goes on with 303, and refuses what no form sends", async () => {
    const { cookie, csrf } = await visitorOf(RESUME_AT_SETTLEMENT);
    const path = `/z/${RESUME_AT_SETTLEMENT}/pay-later/application/settlement-details`;
    const params = { uuid: RESUME_AT_SETTLEMENT };
    const page = (await settlementLoader({ request: get(path, cookie), params, context: freshContext() })) as {
      data: { view: { version: number }; agency: string };
    };
    const version = String(page.data.view.version);

    const saved = (await settlementAction({
      request: post(path, cookie, { csrf, version, agency: "Swift Settlements" }),
      params,
      context: freshContext(),
    })) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(`/z/${RESUME_AT_SETTLEMENT}/pay-later/application/send-funds-to`);

    const tooLong = await settle(
      settlementAction({
        request: post(path, cookie, { csrf, version, agency: "x".repeat(500) }),
        params,
        context: freshContext(),
      }),
    );
    expect(statusOf(tooLong)).toBe(400);
    const stale = await settle(
      settlementAction({ request: post(path, cookie, { csrf, version, agency: "Other" }), params, context: freshContext() }),
    );
    expect(statusOf(stale)).toBe(409);
    const noVersion = await settle(
      settlementAction({ request: post(path, cookie, { csrf, agency: "Other" }), params, context: freshContext() }),
    );
    expect(statusOf(noVersion)).toBe(400);
    const forged = await settle(
      settlementAction({
        request: post(path, cookie, { csrf: "forged", version, agency: "Other" }),
        params,
        context: freshContext(),
      }),
    );
    expect(statusOf(forged)).toBe(403);
  });
});

describe("resource routes", () => {
  it("the BSB lookup answers only a visitor holding the link", async () => {
    const { cookie } = await visitorOf(PAY_NOW);
    const known = (await bsbLoader({
      request: get(`/z/${PAY_NOW}/pay-later/bsb?bsb=062-000`, cookie),
      params: { uuid: PAY_NOW },
      context: freshContext(),
    })) as Response;
    expect(known.status).toBe(200);
    expect(await known.json()).toMatchObject({ bsb: "062000" });
    const stranger = (await bsbLoader({
      request: get(`/z/${PAY_NOW}/pay-later/bsb?bsb=062-000`),
      params: { uuid: PAY_NOW },
      context: freshContext(),
    })) as Response;
    expect(stranger.status).toBe(404);
  });

  it("pay by card refuses a form without this visitor's token with a 403, and starts a payment on the configured origin", async () => {
    const { cookie, csrf } = await visitorOf(PAY_NOW);
    const path = `/z/${PAY_NOW}/pay-by-card`;
    const refused = await settle(
      payByCardAction({
        request: post(path, cookie, { csrf: "forged", idempotencyKey: "k".repeat(20) }),
        params: { uuid: PAY_NOW },
        context: freshContext(),
      }),
    );
    // The pipeline refused it: the error page, saying to go back and press it again; nothing started.
    expect(statusOf(refused)).toBe(403);
    const started = (await payByCardAction({
      request: post(path, cookie, { csrf, idempotencyKey: "route-test-key-0001" }),
      params: { uuid: PAY_NOW },
      context: freshContext(),
    })) as Response;
    expect(started.status).toBe(303);
    expect(started.headers.get("Location")).toContain(`${provider.url}/card-gateway/`);
  });
});

describe("the static pages answer the status they mean", () => {
  it("not-found is 404 and token-expire 410", async () => {
    expect(statusOf(await notFoundLoader({ request: get("/z/not-found"), params: {}, context: freshContext() }))).toBe(404);
    expect(
      statusOf(await tokenExpireLoader({ request: get(`/z/token-expire?uuid=${PAY_NOW}`), params: {}, context: freshContext() })),
    ).toBe(410);
  });
});
