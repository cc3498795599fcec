import { describe, expect, it } from "vitest";

import { DEMO_PORTAL_ORIGIN, resolveConfig } from "./config.js";
import { resetUrlAllowed } from "./services/representatives.js";

const env = (values: Record<string, string> = {}) => ({ NODE_ENV: "test", ...values }) as NodeJS.ProcessEnv;

describe("reset link origins (decision 0244)", () => {
  it("are the portal's own when none are configured: the embedding portal's, else the demo's", () => {
    expect(resolveConfig({}, env()).resetUrlOrigins).toEqual([DEMO_PORTAL_ORIGIN]);
    expect(resolveConfig({ portalOrigin: "https://pay.example.com.au" }, env()).resetUrlOrigins).toEqual([
      "https://pay.example.com.au",
    ]);
  });

  it("are the configured ones when set, over the portal's", () => {
    const origins = env({ PROVIDER_API_RESET_URL_ORIGINS: "https://pay.example.com.au, https://staff.example.com.au/" });
    expect(resolveConfig({ portalOrigin: "http://localhost:3000" }, origins).resetUrlOrigins).toEqual([
      "https://pay.example.com.au",
      "https://staff.example.com.au",
    ]);
  });

  it("stop the start when a value is not an origin", () => {
    expect(() => resolveConfig({}, env({ PROVIDER_API_RESET_URL_ORIGINS: "pay.example.com.au" }))).toThrow(/not an origin/);
    expect(() => resolveConfig({}, env({ PROVIDER_API_RESET_URL_ORIGINS: "https://pay.example.com.au/staff" }))).toThrow(
      /origin only/,
    );
  });

  it("let a link point only at the reset page of such an origin", () => {
    const origins = ["https://pay.example.com.au"];
    expect(resetUrlAllowed("https://pay.example.com.au/staff/reset-password", origins)).toBe(true);
    for (const url of [
      "https://pay.example.com.au/phish",
      "https://pay.example.com.au:8443/staff/reset-password",
      "http://pay.example.com.au/staff/reset-password",
      "https://pay.example.com.au/staff/reset-password?next=x",
      "https://user@pay.example.com.au/staff/reset-password",
      "http://localhost:4444/staff/reset-password",
      "javascript:alert(1)",
      "not a url",
    ]) {
      expect(resetUrlAllowed(url, origins), url).toBe(false);
    }
  });
});
