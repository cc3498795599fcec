import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { carriesCsrf, csrfTokenOf } from "./csrf.server";
import { readForm } from "./form.server";
import { ensureVisitorSession, requestSession } from "./session.server";

/** A visitor as portal-app.server.ts makes one: a sealed session holding their token. */
async function visitor(): Promise<{ cookie: string; token: string }> {
  const made = await ensureVisitorSession(null);
  return { cookie: made.cookieHeader, token: made.csrf };
}

function post(cookie: string | null, fields: Record<string, string>, contentType = "application/x-www-form-urlencoded"): Request {
  return new Request("http://portal.test/form", {
    method: "POST",
    headers: { "Content-Type": contentType, ...(cookie ? { Cookie: cookie } : {}) },
    body: contentType.startsWith("application/x-www-form-urlencoded") ? new URLSearchParams(fields) : JSON.stringify(fields),
  });
}

/** A load context of one request, as portal-app.server.ts builds it (the session not opened yet). */
const newContext = (): AppLoadContext => ({ cspNonce: "n", clientAddress: "127.0.0.1", requestId: "test-request" });

async function status(promise: Promise<unknown>): Promise<number | "ok"> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

async function carries(request: Request): Promise<boolean> {
  return carriesCsrf(await readForm(request.clone()), request, newContext());
}

describe("a posted form's token (carriesCsrf)", () => {
  it("is the token sealed in the visitor's own session", async () => {
    const { cookie, token } = await visitor();
    expect(await csrfTokenOf(new Request("http://portal.test/", { headers: { Cookie: cookie } }), newContext())).toBe(token);
    expect(await carries(post(cookie, { csrf: token, answer: "yes" }))).toBe(true);
  });

  it("keeps the token once a visitor has one", async () => {
    const { cookie, token } = await visitor();
    expect(await ensureVisitorSession(cookie)).toMatchObject({ csrf: token, setCookie: null });
  });

  it("is missing, forged, or another visitor's: the pipeline draws the form again", async () => {
    const alice = await visitor();
    const mallory = await visitor();
    expect(await carries(post(null, {}))).toBe(false);
    expect(await carries(post(alice.cookie, {}))).toBe(false);
    expect(await carries(post(alice.cookie, { csrf: "forged.token" }))).toBe(false);
    expect(await carries(post(alice.cookie, { csrf: mallory.token }))).toBe(false);
  });
});

describe("the form of a POST (readForm)", () => {
  it("answers 415 for a body that is not a form, 400 for rows past any page's", async () => {
    const { cookie, token } = await visitor();
    expect(await status(readForm(post(cookie, { csrf: token }, "application/json")))).toBe(415);
    expect(
      await status(readForm(post(cookie, { csrf: token, "income[0].type": "SALARY", "income[99999999].type": "SALARY" }))),
    ).toBe(400);
    expect(await status(readForm(post(cookie, { csrf: token, __intent__: "{x" })))).toBe(400);
    expect(await status(readForm(post(cookie, { csrf: token, ["x" + "[0]".repeat(3000)]: "1" })))).toBe(400);
  });
});

describe("the portal session of a request (requestSession)", () => {
  it("is opened once: every loader and action of the request reads the same one", async () => {
    const { cookie } = await visitor();
    const request = new Request("http://portal.test/", { headers: { Cookie: cookie } });
    const context = newContext();
    const first = await requestSession(request, context);
    expect(await requestSession(request, context)).toBe(first);
    expect(context.portalSession).toBe(first);
  });

  it("is the one portal-app.server.ts opened before the loaders, without decrypting the cookie again", async () => {
    const opened = await ensureVisitorSession(null);
    const context = { ...newContext(), portalSession: opened.session };
    // A cookie that would not open at all: the session handed over is used, the header never read.
    const request = new Request("http://portal.test/", { headers: { Cookie: "__portal=not-a-sealed-value" } });
    expect(await requestSession(request, context)).toBe(opened.session);
    expect(await csrfTokenOf(request, context)).toBe(opened.csrf);
  });
});
