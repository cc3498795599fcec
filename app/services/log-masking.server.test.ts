import { describe, expect, it } from "vitest";

import { installLogMasking } from "./log-masking.server";

describe("installLogMasking", () => {
  it("masks every console method's line, an error's stack included, after formatting it as the console would", () => {
    const lines: string[] = [];
    const target = {
      log: (line: string) => lines.push(line),
      info: (line: string) => lines.push(line),
      warn: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
      debug: (line: string) => lines.push(line),
      trace: (line: string) => lines.push(line),
    } as unknown as Console;
    installLogMasking(target);
    target.log("GET %s %d", "/staff/reset-password?token=abc123", 200);
    target.error(new Error("failed at /z/3f2b8c1e-6a4d-4f7e-9b2a-1c5d8e9f0a7b/pay-later"));
    target.warn({ cookie: "__staff=s3cr3t" });
    expect(lines[0]).toBe("GET /staff/reset-password?token=:masked 200");
    expect(lines[1]).toMatch(/^Error: failed at \/z\/:uuid\/pay-later\n\s+at /);
    expect(lines[2]).not.toContain("s3cr3t");
  });
});
