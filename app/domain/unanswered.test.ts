import { describe, expect, it } from "vitest";

import { isUnanswered } from "./unanswered";

describe("isUnanswered", () => {
  it("recognises only the browser's own answer to a request that got none", () => {
    expect(isUnanswered({ unanswered: true, result: {} })).toBe(true);
    expect(isUnanswered({ result: { status: "error" } })).toBe(false);
    expect(isUnanswered({ unanswered: "true" })).toBe(false);
    expect(isUnanswered(null)).toBe(false);
    expect(isUnanswered(undefined)).toBe(false);
  });
});
