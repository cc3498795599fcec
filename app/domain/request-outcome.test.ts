import { describe, expect, it } from "vitest";

import { accessLevel, requestOutcome } from "./request-outcome";

describe("requestOutcome", () => {
  it("is completed when the answer was sent, abandoned when the response closed first", () => {
    expect(requestOutcome({ finished: true, cut: false })).toBe("completed");
    expect(requestOutcome({ finished: false, cut: false })).toBe("abandoned");
  });

  it("is cut when the shutdown destroyed it, whatever else happened", () => {
    expect(requestOutcome({ finished: false, cut: true })).toBe("cut");
    expect(requestOutcome({ finished: true, cut: true })).toBe("cut");
  });
});

describe("accessLevel", () => {
  it("warns of a cut request and of a 5xx answer only", () => {
    expect(accessLevel("cut", 200)).toBe("warn");
    expect(accessLevel("completed", 503)).toBe("warn");
    expect(accessLevel("completed", 500)).toBe("warn");
    expect(accessLevel("completed", 404)).toBe("info");
    expect(accessLevel("completed", 200)).toBe("info");
    expect(accessLevel("abandoned", 200)).toBe("info");
  });
});
