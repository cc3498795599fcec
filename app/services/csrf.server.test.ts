import { describe, expect, it } from "vitest";
import { commitCsrfToken, requireCsrf } from "./csrf.server";

function post(cookie: string | null, token: string | null): Request {
  const body = new URLSearchParams(token ? { csrf: token } : {});
  return new Request("http://portal.test/form", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body,
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

describe("CSRF check", () => {
  it("accepts the token the portal issued", async () => {
    const [token, setCookie] = await commitCsrfToken(new Request("http://portal.test/"));
    expect(await status(requireCsrf(post(setCookie!.split(";")[0], token)))).toBe("ok");
  });

  it("answers 403 (not 500) for a missing or forged token", async () => {
    const [, setCookie] = await commitCsrfToken(new Request("http://portal.test/"));
    expect(await status(requireCsrf(post(null, null)))).toBe(403);
    expect(await status(requireCsrf(post(setCookie!.split(";")[0], null)))).toBe(403);
    expect(await status(requireCsrf(post(setCookie!.split(";")[0], "forged.token")))).toBe(403);
  });
});
