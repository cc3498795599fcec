import { describe, expect, it } from "vitest";

import { DEMO_PORTAL_ORIGIN, DEVELOPMENT_STAFF_API_KEY, type ProviderApiOptions, resolveConfig } from "./config.js";
import { resetUrlAllowed } from "./services/representatives.js";

const env = (values: Record<string, string> = {}) => ({ NODE_ENV: "test", ...values }) as NodeJS.ProcessEnv;
const production = (values: Record<string, string> = {}) => env({ NODE_ENV: "production", ...values });
const KEY = "a-staff-key-of-its-own";

/** The lines of the refusal, or [] when the configuration starts. */
function refusal(options: ProviderApiOptions, source: NodeJS.ProcessEnv): string[] {
  try {
    resolveConfig(options, source);
    return [];
  } catch (error) {
    return (error as Error).message.split("\n");
  }
}

describe("the provider's configuration", () => {
  it("has the documented defaults", () => {
    expect(resolveConfig({}, env())).toMatchObject({
      port: 3001,
      host: "127.0.0.1",
      dbFile: "data/provider-api.sqlite",
      staffApiKey: DEVELOPMENT_STAFF_API_KEY,
      staffApiKeyIsDefault: true,
      seedDemoData: true,
      authFailureLimit: 20,
      authFailureWindowMs: 600_000,
      cardSettleSeconds: 10,
      faultSwitch: false,
    });
  });

  it("reads each variable, and the options given in code win", () => {
    const config = resolveConfig(
      { port: 4001, dbFile: ":memory:" },
      env({
        PROVIDER_API_PORT: "3999",
        PROVIDER_API_DB: "other.sqlite",
        STAFF_API_KEY: KEY,
        PROVIDER_API_AUTH_FAILURE_LIMIT: "5",
        PROVIDER_API_AUTH_FAILURE_WINDOW_SECONDS: "60",
        PROVIDER_API_TRUSTED_PROXIES: "10.0.3.7, fd00::7",
        PROVIDER_FEATURE_FLAGS: "bpay=false",
        PROVIDER_CARD_SETTLE_SECONDS: "0",
        PROVIDER_API_FAULTS: "on",
      }),
    );
    expect(config).toMatchObject({
      port: 4001,
      dbFile: ":memory:",
      staffApiKey: KEY,
      staffApiKeyIsDefault: false,
      authFailureLimit: 5,
      authFailureWindowMs: 60_000,
      cardSettleSeconds: 0,
      faultSwitch: true,
    });
    expect(config.featureFlags.bpay).toBe(false);
    expect(config.trustedProxies).toEqual(new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1", "10.0.3.7", "fd00::7"]));
  });

  it("tells every bad value at once, one line each naming it, never the key", () => {
    const lines = refusal(
      {},
      env({
        PROVIDER_API_PORT: "abc",
        STAFF_API_KEY: "short-key",
        PROVIDER_API_AUTH_FAILURE_LIMIT: "0",
        PROVIDER_API_TRUSTED_PROXIES: "10.0.0.0/8",
        PROVIDER_FEATURE_FLAGS: "nope=true",
        PROVIDER_CARD_SETTLE_SECONDS: "-1",
        PROVIDER_API_FAULTS: "yes",
      }),
    );
    expect(lines).toEqual([
      "PROVIDER_API_PORT: must be a whole number from 0 to 65535 (got abc)",
      "STAFF_API_KEY: must be at least 12 characters (it has 9)",
      "PROVIDER_API_AUTH_FAILURE_LIMIT: must be a whole number from 1 to 1000000000 (got 0)",
      "PROVIDER_API_TRUSTED_PROXIES: must be IP addresses, comma-separated, such as 10.0.3.7 (ranges are not read) (got 10.0.0.0/8)",
      'PROVIDER_FEATURE_FLAGS: unknown flag "nope"',
      "PROVIDER_CARD_SETTLE_SECONDS: must be a whole number of seconds from 0 to 86400 (got -1)",
      "PROVIDER_API_FAULTS: must be on or off (got yes)",
    ]);
    expect(lines.join("\n")).not.toContain("short-key");
  });

  describe("in production", () => {
    it("starts with a staff key of its own, and no demo data", () => {
      const config = resolveConfig({}, production({ STAFF_API_KEY: KEY }));
      expect(config.seedDemoData).toBe(false);
      expect(resolveConfig({ staffApiKey: KEY }, production()).staffApiKeyIsDefault).toBe(false);
    });

    it("requires the staff key", () => {
      expect(refusal({}, production())).toEqual([
        "STAFF_API_KEY: is required when NODE_ENV=production (at least 12 characters, made with openssl rand -hex 32)",
      ]);
    });

    it("refuses demo data asked for, and the fault switch", () => {
      expect(refusal({ seedDemoData: true }, production({ STAFF_API_KEY: KEY, PROVIDER_API_FAULTS: "on" }))).toEqual([
        "PROVIDER_API_FAULTS: is for tests only and cannot be on when NODE_ENV=production",
        "NODE_ENV: production never takes demo data (its links, staff accounts and published passwords); seed a test database instead",
      ]);
      expect(resolveConfig({ seedDemoData: false }, production({ STAFF_API_KEY: KEY })).seedDemoData).toBe(false);
    });
  });
});

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
    expect(refusal({}, env({ PROVIDER_API_RESET_URL_ORIGINS: "https://pay.example.com.au, pay.example.com.au" }))).toEqual([
      "PROVIDER_API_RESET_URL_ORIGINS: must be origins only (scheme, host and port), such as https://pay.example.com.au (got pay.example.com.au)",
    ]);
    expect(refusal({}, env({ PROVIDER_API_RESET_URL_ORIGINS: "https://pay.example.com.au/staff" }))).toEqual([
      "PROVIDER_API_RESET_URL_ORIGINS: must be origins only (scheme, host and port), such as https://pay.example.com.au (got https://pay.example.com.au/staff)",
    ]);
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
