import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, securityHeaders } from "./security-headers.server";

describe("security headers", () => {
  it("allows only nonce'd scripts and styles, and no framing", () => {
    const csp = contentSecurityPolicy("abc123", {});
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("style-src 'self' 'nonce-abc123';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("connect-src 'self';");
  });

  it("opens connect-src to tag manager and Sentry only when configured", () => {
    const csp = contentSecurityPolicy("n", { TAG_MANAGER_ID: "G-ABC123", SENTRY_DSN: "https://key@o1.ingest.sentry.io/42" });
    expect(csp).toContain("https://*.google-analytics.com");
    expect(csp).toContain("https://o1.ingest.sentry.io");
  });

  it("lets the pay-by-card form redirect to the provider's hosted page", () => {
    const headers = securityHeaders("n", { NODE_ENV: "test", PROVIDER_API_URL: "https://api.provider.example/base" });
    expect(headers["Content-Security-Policy"]).toContain("form-action 'self' https://api.provider.example;");
  });

  it("lets forms post to the configured origins too, each once", () => {
    const headers = securityHeaders("n", {
      NODE_ENV: "production",
      PROVIDER_API_URL: "https://api.provider.example/base",
      FORM_ACTION_ORIGINS: ["https://pay.gateway.example", "https://sign.example", "https://api.provider.example"],
    });
    expect(headers["Content-Security-Policy"]).toContain(
      "form-action 'self' https://api.provider.example https://pay.gateway.example https://sign.example;",
    );
  });

  it("sends no referrer and HSTS only in production", () => {
    expect(securityHeaders("n", { NODE_ENV: "test" })["Referrer-Policy"]).toBe("no-referrer");
    expect(securityHeaders("n", { NODE_ENV: "test" })["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders("n", { NODE_ENV: "production" })["Strict-Transport-Security"]).toContain("max-age=");
  });
});
