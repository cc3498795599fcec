import { describe, expect, it } from "vitest";

import { isNoAnswer } from "./no-answer";

describe("isNoAnswer", () => {
  it("recognises only the browser's own answer to a request that got none", () => {
    expect(isNoAnswer({ result: {}, notice: { kind: "no-answer" } })).toBe(true);
    // The server's own refusals, and a form not saved because the provider failed, are answers.
    expect(isNoAnswer({ result: { status: "error" }, notice: null })).toBe(false);
    expect(isNoAnswer({ result: {}, notice: { kind: "unsaved" } })).toBe(false);
    expect(isNoAnswer({ notice: "no-answer" })).toBe(false);
    expect(isNoAnswer(null)).toBe(false);
    expect(isNoAnswer(undefined)).toBe(false);
  });
});
