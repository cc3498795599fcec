import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { resetPasswordSchema } from "./staff-forms";

describe("resetPasswordSchema", () => {
  it("asks for 12 characters", () => {
    const short = v.safeParse(resetPasswordSchema, { token: "t", password: "short" });
    expect(short.success).toBe(false);
    expect(v.safeParse(resetPasswordSchema, { token: "t", password: "long enough pass" }).success).toBe(true);
  });

  it("refuses control characters before the provider is asked", () => {
    const controls = v.safeParse(resetPasswordSchema, { token: "t", password: "\u0001".repeat(12) });
    expect(controls.success).toBe(false);
    expect(controls.issues?.[0].message).toMatch(/control characters/);
    expect(v.safeParse(resetPasswordSchema, { token: "t", password: "ochre\tlantern quarry" }).success).toBe(false);
  });
});
