import { describe, expect, it } from "vitest";

import { carriesCsrf, csrfTokenOf } from "./csrf.server";
import { readForm, requireForm } from "./form.server";
import { ensureVisitorSession } from "./session.server";

/** A visitor as server.ts makes one: a sealed session holding their token. */
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

async function status(promise: Promise<unknown>): Promise<number | "ok"> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe("a posted form (requireForm)", () => {
  it("accepts the token sealed in the visitor's own session", async () => {
    const { cookie, token } = await visitor();
    expect(await csrfTokenOf(new Request("http://portal.test/", { headers: { Cookie: cookie } }))).toBe(token);
    expect(await status(requireForm(post(cookie, { csrf: token, answer: "yes" })))).toBe("ok");
  });

  it("keeps the token once a visitor has one", async () => {
    const { cookie, token } = await visitor();
    expect(await ensureVisitorSession(cookie)).toMatchObject({ csrf: token, setCookie: null });
  });

  it("answers 403 (not 500) for a missing or forged token", async () => {
    const { cookie } = await visitor();
    expect(await status(requireForm(post(null, {})))).toBe(403);
    expect(await status(requireForm(post(cookie, {})))).toBe(403);
    expect(await status(requireForm(post(cookie, { csrf: "forged.token" })))).toBe(403);
  });

  it("refuses another visitor's token, even with their cookie's token in the form", async () => {
    const alice = await visitor();
    const mallory = await visitor();
    expect(await status(requireForm(post(alice.cookie, { csrf: mallory.token })))).toBe(403);
  });

  it("reads a form without its token for an action that draws it again (a step), with the same 415 and 400", async () => {
    const alice = await visitor();
    const mallory = await visitor();
    const stale = post(alice.cookie, { csrf: mallory.token, agency: "Kept" });
    const form = await readForm(stale.clone());
    expect(form.get("agency")).toBe("Kept");
    expect(await carriesCsrf(form, stale)).toBe(false);
    const fresh = post(alice.cookie, { csrf: alice.token });
    expect(await carriesCsrf(await readForm(fresh.clone()), fresh)).toBe(true);
    expect(await status(readForm(post(alice.cookie, {}, "application/json")))).toBe(415);
  });

  it("answers 415 for a body that is not a form, 400 for rows past any page's", async () => {
    const { cookie, token } = await visitor();
    expect(await status(requireForm(post(cookie, { csrf: token }, "application/json")))).toBe(415);
    expect(
      await status(requireForm(post(cookie, { csrf: token, "income[0].type": "SALARY", "income[99999999].type": "SALARY" }))),
    ).toBe(400);
  });
});
