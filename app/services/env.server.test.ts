import { describe, expect, it } from "vitest";

import { parseEnv, publicEnv } from "./env.server";

describe("environment", () => {
  it("has the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, PROVIDER_API_PORT: 3001, APP_ENV: "production", PROVIDER_TIMEOUT_MS: 8000 });
    expect(env.SESSION_SECRETS).toHaveLength(1);
    expect(env.SESSION_SECRETS[0].length).toBeGreaterThanOrEqual(32);
  });

  it("takes several session secrets, newest first, each long enough", () => {
    const newest = "n".repeat(32);
    const older = "o".repeat(40);
    expect(parseEnv({ SESSION_SECRET: ` ${newest} , ${older} ` }).SESSION_SECRETS).toEqual([newest, older]);
    expect(() => parseEnv({ SESSION_SECRET: `${newest},short` })).toThrow(/at least 32 characters/);
  });

  it("requires a session secret in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", PUBLIC_ORIGIN: "https://pay.example.com.au" })).toThrow(
      /SESSION_SECRET is required/,
    );
  });

  it("explains a bad value", () => {
    expect(() => parseEnv({ TAG_MANAGER_ID: "UA-123" })).toThrow(/TAG_MANAGER_ID must look like GTM-/);
    expect(() => parseEnv({ APP_ENV: "staging" })).toThrow(/APP_ENV/);
    expect(() => parseEnv({ PROVIDER_API_URL: "not a url" })).toThrow(/PROVIDER_API_URL/);
  });

  it("builds public URLs from a configured origin, required in production", () => {
    expect(parseEnv({ PORT: "3100" }).PUBLIC_ORIGIN).toBe("http://localhost:3100");
    expect(parseEnv({ PUBLIC_ORIGIN: "https://pay.example.com.au/" }).PUBLIC_ORIGIN).toBe("https://pay.example.com.au");
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) })).toThrow(/PUBLIC_ORIGIN is required/);
    expect(() => parseEnv({ PUBLIC_ORIGIN: "https://pay.example.com.au/z" })).toThrow(/origin only/);
    expect(() => parseEnv({ PUBLIC_ORIGIN: "javascript:alert(1)" })).toThrow(/PUBLIC_ORIGIN/);
  });

  it("treats blank values as unset", () => {
    expect(parseEnv({ TAG_MANAGER_ID: "", PORT: " " }).PORT).toBe(3000);
  });

  it("shows the browser only the allow-list", () => {
    const env = parseEnv({ SESSION_SECRET: "x".repeat(40), GA4_API_SECRET: "secret", TAG_MANAGER_ID: "GTM-AB12" });
    const visible = publicEnv(env);
    expect(Object.keys(visible).sort()).toEqual(
      ["APP_ENV", "PRODUCT_NAME", "SENTRY_DSN", "SUPPORT_EMAIL", "SUPPORT_PHONE", "TAG_MANAGER_ID"].sort(),
    );
    expect(JSON.stringify(visible)).not.toContain("secret");
  });
});
