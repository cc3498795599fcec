import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ParseError } from "~/domain/jsonapi";
import { ProviderClient, ProviderError } from "~/services/provider.server";
import { type RunningProviderApi, startProviderApi } from "../../provider-api/index";

// The portal's provider client against the real reference provider API (not a mock).
const demo = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
let provider: RunningProviderApi;
let client: ProviderClient;

beforeAll(async () => {
  provider = await startProviderApi({ port: 0, dbFile: ":memory:", staffApiKey: "integration-key", log: () => {} });
  client = new ProviderClient({ baseUrl: provider.url, timeoutMs: 3000, clientAddress: "203.0.113.7" });
});

afterAll(async () => {
  await provider?.close();
});

describe("provider client", () => {
  it("authenticates a link and loads its fund request with every relationship", async () => {
    const link = await client.authenticate(demo(1));
    expect(link.providerCookies["XSRF-TOKEN"]).toBeTruthy();
    expect(link.fundRequestId).toMatch(/^\d+$/);
    const fundRequest = await client.getFundRequest(link);
    expect(fundRequest.id).toBe(link.fundRequestId);
    expect(fundRequest.location?.name).toBeTruthy();
    expect(fundRequest.customers.some((customer) => customer.id === link.customerId)).toBe(true);
    expect(Array.isArray(fundRequest.financeApplications)).toBe(true);
  });

  it("maps unknown and expired links to 404 and 410", async () => {
    await expect(client.authenticate("6f1c2d3e-aaaa-4bbb-8ccc-123456789abc")).rejects.toMatchObject({ status: 404 });
    const expired = await client.authenticate(demo(5)).catch((error: unknown) => error);
    expect(expired).toBeInstanceOf(ProviderError);
    expect((expired as ProviderError).status).toBe(410);
    expect((expired as ProviderError).errors[0].message).toBeTruthy();
  });

  it("refreshes an expired XSRF token once, and shows the new one instead of changing the caller's link", async () => {
    const fresh = await client.authenticate(demo(1));
    // The next request's client, with the link as an older portal cookie held it.
    const next = new ProviderClient({ baseUrl: provider.url, timeoutMs: 3000 });
    const stale = { ...fresh, providerCookies: { ...fresh.providerCookies, "XSRF-TOKEN": "stale-token" } };
    expect(next.linkSession(stale)).toBe(stale);
    const { application } = await next.createFinanceApplication(stale, "VPA");
    expect(application.applicationStatus).toBe("CREATED");
    expect(stale.providerCookies["XSRF-TOKEN"]).toBe("stale-token");
    expect(next.linkSession(stale).providerCookies["XSRF-TOKEN"]).toBe(fresh.providerCookies["XSRF-TOKEN"]);
  });

  it("re-authenticates from the uuid once when the provider session is gone, for a read or a change", async () => {
    const fresh = await client.authenticate(demo(2));
    const gone = { ...fresh, providerCookies: { ...fresh.providerCookies, provider_session: "gone" } };

    const reading = new ProviderClient({ baseUrl: provider.url, timeoutMs: 3000 });
    expect((await reading.getFundRequest(gone)).id).toBe(fresh.fundRequestId);
    const reread = reading.linkSession(gone);
    expect(reread.providerCookies.provider_session).not.toBe("gone");
    expect(reread).toMatchObject({ uuid: fresh.uuid, fundRequestId: fresh.fundRequestId, customerId: fresh.customerId });

    // A change answers 419 first (no session holds the token), then 401 after the refresh.
    const changing = new ProviderClient({ baseUrl: provider.url, timeoutMs: 3000 });
    await changing.sendMessage(gone, { name: "Jo Payer", email: "jo@example.com", phone: null, message: "Hello" });
    expect(changing.linkSession(gone).providerCookies.provider_session).not.toBe("gone");
    expect(gone.providerCookies.provider_session).toBe("gone");
  });

  it("keeps what it holds out of its callers' reach", async () => {
    const link = await client.authenticate(demo(1));
    expect(() => {
      link.providerCookies["XSRF-TOKEN"] = "changed";
    }).toThrow(TypeError);
  });

  it("reads banks and feature flags without a session", async () => {
    const banks = await client.getBanks();
    expect(Object.keys(banks).length).toBeGreaterThan(5);
    const flags = (await client.getFeatureFlags()) as Record<string, unknown>;
    expect(typeof flags.card).toBe("boolean");
  });

  it("turns field errors into ApiErrors with their source", async () => {
    const link = await client.authenticate(demo(17));
    const fundRequest = await client.getFundRequest(link);
    const application = fundRequest.financeApplications[0];
    const failure = await client
      .submitFinanceApplication(link, application.id, {
        action: "SAVE",
        version: application.version,
        applicationData: { ...application.applicationData, loanRepaymentMethod: "SOMETIMES" as never },
        additionalApplicants: application.additionalApplicants,
      })
      .catch((error: unknown) => error as ProviderError);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).status).toBe(422);
    expect((failure as ProviderError).errors[0].source?.field).toBe("loanRepaymentMethod");
  });

  it("reports a provider that does not answer as unavailable, quickly", async () => {
    const dead = new ProviderClient({ baseUrl: "http://127.0.0.1:9", timeoutMs: 1000 });
    const started = Date.now();
    const failure = (await dead.getBanks().catch((error: unknown) => error)) as ProviderError;
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure.status).toBeUndefined();
    expect(failure.unavailable).toBe(true);
    expect(failure.errors[0].status).toBe(422);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("refuses a fund request of a type the portal does not know, where it reads the document", async () => {
    const document = { data: { type: "fund-requests", id: "7", attributes: { requestType: "LISTING_FEE", amount: 100 } } };
    const stranger = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/vnd.api+json" }).end(JSON.stringify(document));
    });
    await new Promise<void>((resolve) => stranger.listen(0, "127.0.0.1", resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(stranger.address() as AddressInfo).port}`;
      const link = { uuid: demo(1), providerCookies: {}, fundRequestId: "7", customerId: "1", impersonationExpiresAt: null };
      const failure = await new ProviderClient({ baseUrl, timeoutMs: 3000 })
        .getFundRequest(link)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ParseError);
      expect((failure as Error).message).toContain("LISTING_FEE");
    } finally {
      await new Promise((resolve) => stranger.close(resolve));
    }
  });
});
