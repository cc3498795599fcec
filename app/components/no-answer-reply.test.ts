import type { ClientActionFunctionArgs, ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { describe, expect, it } from "vitest";

import { isNoAnswer } from "~/domain/no-answer";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "./no-answer-reply";

function revalidates(actionStatus: number | undefined, defaultShouldRevalidate = true): boolean {
  return keepPageAfterRefusal({ actionStatus, defaultShouldRevalidate } as ShouldRevalidateFunctionArgs);
}

describe("keepPageAfterRefusal", () => {
  it("keeps the page's data after a refused or unsaved form: reloading would ask the provider again", () => {
    for (const status of [400, 403, 409, 503]) expect(revalidates(status), String(status)).toBe(false);
  });

  it("reloads as the router would after a form that went through, or a navigation", () => {
    expect(revalidates(200)).toBe(true);
    expect(revalidates(undefined)).toBe(true);
    expect(revalidates(200, false)).toBe(false);
  });
});

function posted(): ClientActionFunctionArgs["request"] {
  const body = new URLSearchParams({ email: "mia@example.com", csrf: "token", snapshot: "sealed" });
  return new Request("http://portal.test/z/1/contact-us", { method: "POST", body });
}

describe("keepFormWithoutAnswer", () => {
  it("answers with the server's answer when one came", async () => {
    const answer = { ok: true };
    const result = await keepFormWithoutAnswer({ request: posted(), serverAction: async () => answer } as never);
    expect(result).toBe(answer);
  });

  it("when no answer came, keeps the form as typed with the no-answer notice, as the browser's own 503", async () => {
    const serverAction = async () => {
      throw new TypeError("Failed to fetch");
    };
    const result = (await keepFormWithoutAnswer({ request: posted(), serverAction } as never)) as Response;
    expect(result.status).toBe(503);
    const reply = await result.json();
    expect(isNoAnswer(reply)).toBe(true);
    expect(reply.notice).toEqual({ kind: "no-answer" });
    // Every value typed, and never the token or the snapshot: fresh ones come with the page.
    expect(reply.result.initialValue).toEqual({ email: "mia@example.com" });
  });

  it("lets any other failure through to the error boundary", async () => {
    const serverAction = async () => {
      throw new Error("the portal's own fault");
    };
    await expect(keepFormWithoutAnswer({ request: posted(), serverAction } as never)).rejects.toThrow("the portal's own fault");
  });
});
