import { describe, expect, it } from "vitest";

import { createRateGate } from "./rate-gate";

describe("createRateGate", () => {
  it("lets one event of a kind through per interval", () => {
    const pass = createRateGate(60_000);
    expect(pass("timeout", 1_000)).toBe(true);
    expect(pass("timeout", 1_001)).toBe(false);
    expect(pass("timeout", 60_999)).toBe(false);
    expect(pass("timeout", 61_000)).toBe(true);
    expect(pass("timeout", 61_001)).toBe(false);
  });

  it("counts each kind apart", () => {
    const pass = createRateGate(60_000);
    expect(pass("timeout", 0)).toBe(true);
    expect(pass("503", 0)).toBe(true);
    expect(pass("refused", 10)).toBe(true);
    expect(pass("503", 10)).toBe(false);
  });
});
