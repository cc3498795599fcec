import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RunningProviderApi } from "../index.js";
import { Client, createScenario, JSON_API, PNG_BYTES, staffClient, startTestApi, tempDbFile } from "./support.js";

let api: RunningProviderApi;
let cleanup: () => void;
let staff: ReturnType<typeof staffClient>;

beforeAll(async () => {
  const db = tempDbFile();
  cleanup = db.cleanup;
  api = await startTestApi({ dbFile: db.file, env: { PROVIDER_API_AUTH_FAILURE_LIMIT: "3" } });
  staff = staffClient(api.url);
});

afterAll(async () => {
  await api.close();
  cleanup();
});

/** A fresh fund request, opened by its first customer; the client holds the session. */
async function openScenario(overrides: Record<string, unknown> = {}) {
  const scenario = await createScenario(api.url, overrides);
  const client = new Client(api.url);
  const auth = await client.open(scenario.links[0].uuid);
  expect(auth.status).toBe(200);
  return { ...scenario, client, customerId: scenario.links[0].customerId };
}

async function createApplication(client: Client, fundRequestId: string, financeType = "VPA") {
  return client.post("/guest/v1/finance-applications", {
    data: { type: "finance-applications", attributes: { fundRequestId, financeType } },
  });
}

function completeApplicant(id: string) {
  return {
    id,
    citizenship: "CITIZEN",
    hasConsentedToReceiveDigitalCreditGuide: true,
    hasDeclaredHardshipManagementStatus: true,
    hasConfirmedRepaymentCapability: true,
    hasDeclaredInformationAccuracy: true,
    settings: { currentPage: "review-details" },
  };
}

const bankDetails = (userId: string) => ({ bsb: "066123", accountNumber: "12345678", accountName: "Ann Lee", userId });

describe("sessions and anti-forgery", () => {
  it("csrf-cookie answers 204 with a readable XSRF cookie and an HttpOnly session cookie", async () => {
    const client = new Client(api.url);
    const response = await client.get("/sanctum/csrf-cookie");
    expect(response.status).toBe(204);
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("XSRF-TOKEN="))).not.toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith("provider_session="))).toMatch(/HttpOnly/);
    expect(cookies.every((c) => /SameSite=Lax/.test(c))).toBe(true);
  });

  it("authenticate rotates the session and the XSRF token and answers the link's ids", async () => {
    const scenario = await createScenario(api.url);
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    const before = new Map(client.cookies);
    const response = await client.get(`/guest/v1/authenticate/${scenario.links[1].uuid}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      type: "guest-authentications",
      id: scenario.links[1].uuid,
      attributes: {
        fundRequestId: scenario.fundRequestId,
        customerId: scenario.links[1].customerId,
        impersonationExpiresAt: null,
        linkExpiresAt: null,
      },
    });
    expect(client.cookies.get("provider_session")).not.toBe(before.get("provider_session"));
    expect(client.cookies.get("XSRF-TOKEN")).not.toBe(before.get("XSRF-TOKEN"));
  });

  it("refuses a mutating call without the XSRF header, with a wrong one, or without a session (419)", async () => {
    const { client, fundRequestId } = await openScenario();
    const body = { data: { type: "finance-applications", attributes: { fundRequestId, financeType: "VPA" } } };
    const missing = await client.post("/guest/v1/finance-applications", body, { noXsrf: true });
    expect(missing.status).toBe(419);
    expect(missing.body.errors[0].title).toBe("CSRF token mismatch");
    const wrong = await client.post("/guest/v1/finance-applications", body, {
      noXsrf: true,
      headers: { "X-XSRF-TOKEN": "not-the-token" },
    });
    expect(wrong.status).toBe(419);
    const stranger = new Client(api.url);
    expect((await stranger.post("/guest/v1/finance-applications", body)).status).toBe(419);
  });

  it("answers 401 for a session not bound to a link", async () => {
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    expect((await client.get("/guest/v1/fund-requests/1")).status).toBe(401);
    const post = await client.post("/guest/v1/finance-applications", {
      data: { type: "finance-applications", attributes: { fundRequestId: "1", financeType: "VPA" } },
    });
    expect(post.status).toBe(401);
    expect((await new Client(api.url).get("/authenticated/v1/media/1")).status).toBe(401);
  });
});

describe("authenticate errors and the failure limit", () => {
  it("answers 404 for unknown and malformed uuids and 410 for an expired link", async () => {
    const client = new Client(api.url);
    const xff = { "X-Forwarded-For": "203.0.113.10" };
    expect((await client.get("/guest/v1/authenticate/11111111-1111-4111-8111-111111111111", { headers: xff })).status).toBe(404);
    expect((await client.get("/guest/v1/authenticate/not-a-uuid", { headers: xff })).status).toBe(404);
    const scenario = await createScenario(api.url, {
      customers: [{ firstName: "Old", lastName: "Link", expiresAt: "2020-01-01T00:00:00Z" }],
    });
    const gone = await client.get(`/guest/v1/authenticate/${scenario.links[0].uuid}`, {
      headers: { "X-Forwarded-For": "203.0.113.11" },
    });
    expect(gone.status).toBe(410);
  });

  it("limits failed attempts per client address with 429 and Retry-After; successes do not count", async () => {
    const client = new Client(api.url);
    const headers = { "X-Forwarded-For": "198.51.100.7" };
    const scenario = await createScenario(api.url);
    for (let i = 0; i < 5; i++) {
      expect((await client.get(`/guest/v1/authenticate/${scenario.links[0].uuid}`, { headers })).status).toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      expect((await client.get("/guest/v1/authenticate/22222222-2222-4222-8222-222222222222", { headers })).status).toBe(404);
    }
    const limited = await client.get(`/guest/v1/authenticate/${scenario.links[0].uuid}`, { headers });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const otherClient = await client.get(`/guest/v1/authenticate/${scenario.links[0].uuid}`, {
      headers: { "X-Forwarded-For": "198.51.100.8" },
    });
    expect(otherClient.status).toBe(200);
  });
});

describe("fund requests", () => {
  it("answers the session's fund request with every include", async () => {
    const { client, fundRequestId } = await openScenario({
      entity: { name: "Hay Holdings Pty Ltd" },
      transactions: [{ amount: 1000, method: "CARD", status: "SUCCEEDED" }],
      amountPaid: 1000,
    });
    await createApplication(client, fundRequestId);
    const include = "location,property,customers,transactions,financeApplications,financeApplications.creator,invoice,entity";
    const response = await client.get(`/guest/v1/fund-requests/${fundRequestId}?include=${include}`);
    expect(response.status).toBe(200);
    const { data, included } = response.body;
    expect(data.attributes).toMatchObject({ amount: 350000, amountPaid: 1000, amountOutstanding: 349000, canDeferPayment: true });
    const types = included.map((r: { type: string }) => r.type).sort();
    expect(types).toEqual(
      [
        "customers",
        "customers",
        "entities",
        "finance-applications",
        "invoices",
        "locations",
        "properties",
        "transactions",
      ].sort(),
    );
    const bare = await client.get(`/guest/v1/fund-requests/${fundRequestId}`);
    expect(bare.body.included).toEqual([]);
    expect(bare.body.data.relationships.entity.data).toEqual({ type: "entities", id: expect.any(String) });
  });

  it("answers 400 for an unknown include and 403 for another fund request", async () => {
    const { client, fundRequestId } = await openScenario();
    const bad = await client.get(`/guest/v1/fund-requests/${fundRequestId}?include=location,secrets`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].source).toEqual({ parameter: "include" });
    const other = await createScenario(api.url);
    expect((await client.get(`/guest/v1/fund-requests/${other.fundRequestId}`)).status).toBe(403);
    expect((await client.get("/guest/v1/fund-requests/abc")).status).toBe(403);
  });
});

describe("finance applications", () => {
  it("creates once (201), then answers the open one (200) with the fee and the creator as applicant", async () => {
    const { client, fundRequestId, customerId } = await openScenario();
    const first = await createApplication(client, fundRequestId);
    expect(first.status).toBe(201);
    const { attributes, relationships } = first.body.data;
    expect(attributes).toMatchObject({
      financeType: "VPA",
      product: "VPA Collect",
      applicationStatus: "CREATED",
      status: "ACTIVE",
      amount: 350000,
      repaymentAmount: 350000 + 23465, // 5.99 % of 350000 = 20965 (half up) + 2500
      isFullLending: false,
      version: 1,
      additionalApplicants: [],
    });
    expect(attributes.applicationData.applicants).toEqual([
      expect.objectContaining({
        id: customerId,
        citizenship: null,
        hasCompletedApplication: false,
        settings: { currentPage: "citizenship" },
      }),
    ]);
    expect(relationships.creator.data).toEqual({ type: "customers", id: customerId });
    const again = await createApplication(client, fundRequestId);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it("makes one application from concurrent creates", async () => {
    const { client, fundRequestId } = await openScenario();
    const answers = await Promise.all(Array.from({ length: 5 }, () => createApplication(client, fundRequestId)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
  });

  it("decides full lending above $30,000 and for additional funds", async () => {
    const big = await openScenario({ amount: 3000001 });
    expect((await createApplication(big.client, big.fundRequestId)).body.data.attributes.isFullLending).toBe(true);
    const small = await openScenario({ amount: 3000000 });
    expect((await createApplication(small.client, small.fundRequestId)).body.data.attributes).toMatchObject({
      isFullLending: false,
      repaymentAmount: 3000000 + 179700 + 2500,
    });
    const additional = await small.client.post("/guest/v1/finance-applications", {
      data: {
        type: "finance-applications",
        attributes: {
          fundRequestId: small.fundRequestId,
          financeType: "VPA_ADDITIONAL",
          amount: 500000,
          product: "VPA Additional",
          purpose: "MOVING_COSTS",
        },
      },
    });
    expect(additional.status).toBe(201);
    expect(additional.body.data.attributes).toMatchObject({ isFullLending: true, product: "VPA Additional" });
  });

  it("refuses a fund request that cannot be deferred (422) and another fund request (403)", async () => {
    const { client, fundRequestId } = await openScenario({ canDeferPayment: false });
    const refused = await createApplication(client, fundRequestId);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].source.pointer).toBe("/data/attributes/fundRequestId");
    const other = await createScenario(api.url);
    expect((await createApplication(client, other.fundRequestId)).status).toBe(403);
    const badType = await createApplication(client, fundRequestId, "MORTGAGE");
    expect(badType.status).toBe(422);
    expect(badType.body.errors[0].source.pointer).toBe("/data/attributes/financeType");
  });

  it("withdraws for the creator only, while CREATED, and leaves the fund request", async () => {
    const scenario = await createScenario(api.url);
    const creator = new Client(api.url);
    await creator.open(scenario.links[0].uuid);
    const created = await createApplication(creator, scenario.fundRequestId);
    const id = created.body.data.id;
    const other = new Client(api.url);
    await other.open(scenario.links[1].uuid);
    expect((await other.patch(`/guest/v1/finance-applications/${id}/withdraw`)).status).toBe(403);
    expect(
      (
        await creator.patch(`/guest/v1/finance-applications/${id}/withdraw`, {
          data: { type: "finance-applications", id: "999" },
        })
      ).status,
    ).toBe(409);
    const withdrawn = await creator.patch(`/guest/v1/finance-applications/${id}/withdraw`, {
      data: { type: "finance-applications", id },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.attributes.status).toBe("WITHDRAWN");
    const fundRequest = await creator.get(`/guest/v1/fund-requests/${scenario.fundRequestId}`);
    expect(fundRequest.body.data.relationships.financeApplications.data).toEqual([]);
    expect((await creator.patch(`/guest/v1/finance-applications/${id}/withdraw`)).status).toBe(409);
    expect((await creator.patch("/guest/v1/finance-applications/999999/withdraw")).status).toBe(404);

    const submitted = await createApplication(creator, scenario.fundRequestId);
    await staff.patch(`/staff/v1/finance-applications/${submitted.body.data.id}`, {
      data: { type: "finance-applications", attributes: { applicationStatus: "SUBMITTED" } },
    });
    expect((await creator.patch(`/guest/v1/finance-applications/${submitted.body.data.id}/withdraw`)).status).toBe(409);
  });

  it("SAVE stores the data, bumps the version and refuses a stale version (409) without changing anything", async () => {
    const { client, fundRequestId, customerId } = await openScenario();
    const { id, attributes } = (await createApplication(client, fundRequestId)).body.data;
    const applicationData = {
      ...attributes.applicationData,
      applicants: [
        {
          ...attributes.applicationData.applicants[0],
          citizenship: "CITIZEN",
          favouriteColour: "teal",
          settings: { currentPage: "verify-identity" },
        },
      ],
      settlement: { agency: "Westside Conveyancing" },
      notes: { kept: true },
    };
    const saved = await client.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: { action: "SAVE", version: 1, applicationData },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes.version).toBe(2);
    expect(saved.body.data.attributes.applicationData).toMatchObject({
      notes: { kept: true },
      settlement: { agency: "Westside Conveyancing" },
      applicants: [
        { id: customerId, citizenship: "CITIZEN", favouriteColour: "teal", settings: { currentPage: "verify-identity" } },
      ],
    });
    const stale = await client.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: { action: "SAVE", version: 1, applicationData: { ...applicationData, settlement: null } },
    });
    expect(stale.status).toBe(409);
    const stored = await staff.get(`/staff/v1/finance-applications/${id}`);
    expect(stored.body.data.attributes.version).toBe(2);
    expect(stored.body.data.attributes.applicationData.settlement).toEqual({ agency: "Westside Conveyancing" });
  });

  it("answers 422 with one item per problem and exact pointers", async () => {
    const { client, fundRequestId, customerId } = await openScenario({ amount: 4000000 });
    const { id, attributes } = (await createApplication(client, fundRequestId)).body.data;
    const applicant = {
      ...attributes.applicationData.applicants[0],
      martialStatus: "Engaged",
      numberOfDependents: 21,
      settings: { currentPage: "the-moon" },
      income: [
        { type: "Salary", amount: 500000, frequency: "MONTHLY" },
        { type: "Rent", amount: 20000, frequency: "WEEKLY" },
        { type: "Bonus", amount: -5, frequency: "ANNUALLY" },
      ],
      expenses: [{ type: "", amount: 100 }],
    };
    const response = await client.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: {
        action: "SAVE",
        version: 1,
        applicationData: {
          ...attributes.applicationData,
          applicants: [applicant],
          debitBankDetails: { bsb: "06612", accountNumber: "1234", accountName: "A", userId: customerId },
        },
      },
    });
    expect(response.status).toBe(422);
    const pointers = response.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort();
    expect(pointers).toEqual(
      [
        "/data/applicationData/applicants/0/martialStatus",
        "/data/applicationData/applicants/0/numberOfDependents",
        "/data/applicationData/applicants/0/settings/currentPage",
        "/data/applicationData/applicants/0/income/2/amount",
        "/data/applicationData/applicants/0/expenses/0/type",
        "/data/applicationData/debitBankDetails/bsb",
        "/data/applicationData/debitBankDetails/accountNumber",
      ].sort(),
    );
    expect(response.body.errors.every((e: { status: string }) => e.status === "422")).toBe(true);
  });

  it("refuses unknown applicants, more than four people, and documents that were never uploaded", async () => {
    const { client, fundRequestId } = await openScenario();
    const { id, attributes } = (await createApplication(client, fundRequestId)).body.data;
    const data = attributes.applicationData;
    const person = (n: number) => ({ firstName: `P${n}`, lastName: "Smith", email: `p${n}@example.com`, mobile: "0412 345 678" });
    const tooMany = await client.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: {
        action: "SAVE",
        version: 1,
        applicationData: data,
        additionalApplicants: [person(1), person(2), person(3), person(4)],
      },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0].source.pointer).toBe("/data/additionalApplicants");
    const stranger = await client.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: { action: "SAVE", version: 1, applicationData: { ...data, applicants: [...data.applicants, { id: "99999" }] } },
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors[0].source.pointer).toBe("/data/applicationData/applicants/1/id");
    const ghost = await client.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: {
        action: "SAVE",
        version: 1,
        applicationData: { ...data, applicants: [{ ...data.applicants[0], payslips: [{ mediaId: "424242" }] }] },
      },
    });
    expect(ghost.status).toBe(422);
    expect(ghost.body.errors[0].source.pointer).toBe("/data/applicationData/applicants/0/payslips/0/mediaId");
  });

  it("COMPLETE checks the applicant, adds the additional applicants, and submits when everyone has completed", async () => {
    const scenario = await createScenario(api.url, { customers: [{ firstName: "Ann", lastName: "Lee" }] });
    const creator = new Client(api.url);
    await creator.open(scenario.links[0].uuid);
    const creatorId = scenario.links[0].customerId;
    const { id, attributes } = (await createApplication(creator, scenario.fundRequestId)).body.data;

    const incomplete = await creator.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: { action: "COMPLETE", version: 1, applicationData: attributes.applicationData },
    });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      "/data/applicationData/applicants/0/citizenship",
      "/data/applicationData/applicants/0/hasConsentedToReceiveDigitalCreditGuide",
      "/data/applicationData/applicants/0/hasDeclaredHardshipManagementStatus",
      "/data/applicationData/applicants/0/hasConfirmedRepaymentCapability",
      "/data/applicationData/applicants/0/hasDeclaredInformationAccuracy",
      "/data/applicationData/debitBankDetails",
      "/data/applicationData/loanRepaymentMethod",
    ]);

    const applicationData = {
      applicants: [{ ...completeApplicant(creatorId), hasSignedContract: true }],
      debitBankDetails: bankDetails(creatorId),
      loanRepaymentMethod: "AT_SETTLEMENT",
    };
    const co = { firstName: "Ben", lastName: "Lee", email: "ben@example.com.au", mobile: "+61 412 345 679" };
    const completed = await creator.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: { action: "COMPLETE", version: 1, applicationData, additionalApplicants: [co] },
    });
    expect(completed.status).toBe(200);
    const afterCreator = completed.body.data.attributes;
    expect(afterCreator.applicationStatus).toBe("CREATED");
    expect(afterCreator.applicationData.applicants).toHaveLength(2);
    expect(afterCreator.applicationData.applicants[0]).toMatchObject({ hasCompletedApplication: true, hasSignedContract: false });
    expect(afterCreator.applicationData.applicants[1].settings).toBeUndefined();

    const fundRequest = await staff.get(`/staff/v1/fund-requests/${scenario.fundRequestId}`);
    const coLink = fundRequest.body.meta.links.find(
      (l: { customerId: string }) => l.customerId === afterCreator.applicationData.applicants[1].id,
    );
    const coClient = new Client(api.url);
    await coClient.open(coLink.uuid);
    const coId = coLink.customerId;
    const notCreator = await coClient.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: { action: "SAVE", version: 2, applicationData: afterCreator.applicationData, additionalApplicants: [co] },
    });
    expect(notCreator.status).toBe(422);
    const coData = {
      ...afterCreator.applicationData,
      applicants: [afterCreator.applicationData.applicants[0], completeApplicant(coId)],
    };
    const done = await coClient.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: { action: "COMPLETE", version: 2, applicationData: coData },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.attributes.applicationStatus).toBe("SUBMITTED");
    const late = await coClient.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: { action: "SAVE", version: 3, applicationData: coData },
    });
    expect(late.status).toBe(409);
  });

  it("requires marital status for full lending and refuses other citizenship on COMPLETE", async () => {
    const { client, fundRequestId, customerId } = await openScenario({ amount: 5000000 });
    const { id } = (await createApplication(client, fundRequestId)).body.data;
    const response = await client.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: {
        action: "COMPLETE",
        version: 1,
        applicationData: {
          applicants: [{ ...completeApplicant(customerId), citizenship: "OTHER" }],
          debitBankDetails: bankDetails(customerId),
          loanRepaymentMethod: "DIRECT_DEBIT",
        },
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      "/data/applicationData/applicants/0/citizenship",
      "/data/applicationData/applicants/0/martialStatus",
    ]);
  });

  it("answers 403 to someone who is not an applicant and 404 for an unknown application", async () => {
    const scenario = await createScenario(api.url);
    const creator = new Client(api.url);
    await creator.open(scenario.links[0].uuid);
    const { id, attributes } = (await createApplication(creator, scenario.fundRequestId)).body.data;
    const other = new Client(api.url);
    await other.open(scenario.links[1].uuid);
    const body = { data: { action: "SAVE", version: 1, applicationData: attributes.applicationData } };
    expect((await other.post(`/guest/v1/finance-applications/${id}/submit`, body)).status).toBe(403);
    expect((await other.post("/guest/v1/finance-applications/987654/submit", body)).status).toBe(404);
    const elsewhere = await openScenario();
    expect((await elsewhere.client.post(`/guest/v1/finance-applications/${id}/submit`, body)).status).toBe(403);
  });
});

describe("banks and feature flags", () => {
  it("answers the BSB table and the flags without a session", async () => {
    const client = new Client(api.url);
    const banks = await client.get("/guest/v1/banks");
    expect(banks.status).toBe(200);
    expect(banks.body.data.attributes.banks).toMatchObject({
      "01": "ANZ",
      "06": "Commonwealth Bank of Australia",
      "08": "National Australia Bank",
      "03": "Westpac",
      "48": "Suncorp-Metway",
      "923": "ING Bank (Australia)",
    });
    const flags = await client.get("/guest/v1/feature-flags");
    expect(flags.body.data.attributes.features).toEqual({
      fundRequestListingPrice: true,
      lending: true,
      bpay: true,
      eft: true,
      card: true,
      creditNote: true,
      integrationsProperties: true,
      docusign: false,
    });
  });
});

describe("media", () => {
  it("stores an upload typed by its bytes and serves it through a signed URL", async () => {
    const { client } = await openScenario();
    const uploaded = await client.post("/authenticated/v1/media", {
      data: {
        type: "media",
        attributes: { collection: "payslips", fileName: "payslip.pdf", base64: PNG_BYTES.toString("base64") },
      },
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data.attributes).toMatchObject({
      mimeType: "image/png",
      size: PNG_BYTES.length,
      fileName: "payslip.pdf",
    });
    const read = await client.get(`/authenticated/v1/media/${uploaded.body.data.id}`);
    expect(read.status).toBe(200);
    const url = new URL(read.body.data.attributes.downloadUrl);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG_BYTES);
    url.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
    const tampered = await new Client(api.url).get(url.pathname + url.search);
    expect(tampered.status).toBe(403);

    const elsewhere = await openScenario();
    expect((await elsewhere.client.get(`/authenticated/v1/media/${uploaded.body.data.id}`)).status).toBe(403);
    expect((await client.get("/authenticated/v1/media/77777777")).status).toBe(404);
  });

  it("answers 422 for bad base64 or an unaccepted type and 413 above 10 MB", async () => {
    const { client } = await openScenario();
    const upload = (base64: string) =>
      client.post("/authenticated/v1/media", {
        data: { type: "media", attributes: { collection: "statements", fileName: "a.png", base64 } },
      });
    const bad = await upload("not base64!");
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].source.pointer).toBe("/data/attributes/base64");
    const exe = await upload(Buffer.from("MZ\x90\x00 this is a program").toString("base64"));
    expect(exe.status).toBe(422);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(big.toString("base64"))).status).toBe(413);
  });
});

describe("transport errors", () => {
  it("answers 404 for unknown routes and 405 with Allow for a wrong method", async () => {
    const client = new Client(api.url);
    const missing = await client.get("/guest/v1/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain(JSON_API);
    const wrongMethod = await client.request("DELETE", "/guest/v1/banks");
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("GET, HEAD");
  });

  it("answers 415 for another content type, 400 for malformed JSON and 413 for a large body", async () => {
    const { client, fundRequestId } = await openScenario();
    const body = JSON.stringify({ data: { type: "finance-applications", attributes: { fundRequestId, financeType: "VPA" } } });
    const form = await client.request("POST", "/guest/v1/finance-applications", { raw: body, contentType: "application/json" });
    expect(form.status).toBe(415);
    const broken = await client.request("POST", "/guest/v1/finance-applications", { raw: '{"data":' });
    expect(broken.status).toBe(400);
    const large = await client.request("POST", "/guest/v1/finance-applications", {
      raw: JSON.stringify({ data: { padding: "x".repeat(1_100_000) } }),
    });
    expect(large.status).toBe(413);
    const polluted = await client.request("POST", "/guest/v1/finance-applications", {
      raw: '{"data":{"type":"finance-applications","__proto__":{"admin":true}}}',
    });
    expect(polluted.status).toBe(400);
    expect(polluted.body.errors[0].source.pointer).toBe("/data/__proto__");
  });
});

describe("staff calls", () => {
  it("require the staff key (401)", async () => {
    const client = new Client(api.url);
    expect((await client.get("/staff/v1/finance-applications/1")).status).toBe(401);
    expect((await client.get("/staff/v1/finance-applications/1", { headers: { Authorization: "Bearer wrong" } })).status).toBe(
      401,
    );
  });

  it("create a fund request with links, read it, and patch the receivable", async () => {
    const created = await staff.post("/staff/v1/fund-requests", {
      data: {
        type: "fund-requests",
        attributes: {
          amount: 120000,
          location: { name: "Agency" },
          customers: [{ firstName: "Cy", lastName: "Dee" }],
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.meta.links).toEqual([
      expect.objectContaining({ customerId: expect.any(String), url: `/z/${created.body.meta.links[0].uuid}`, expiresAt: null }),
    ]);
    const location = created.body.included.find((r: { type: string }) => r.type === "locations");
    expect(location.attributes.state).toBe("Western Australia");
    const id = created.body.data.id;
    const patched = await staff.patch(`/staff/v1/fund-requests/${id}`, {
      data: { type: "fund-requests", attributes: { receivableStatus: "PAID", amountPaid: 120000 } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.attributes).toMatchObject({ receivableStatus: "PAID", amountOutstanding: 0 });
    const tooMuch = await staff.patch(`/staff/v1/fund-requests/${id}`, {
      data: { type: "fund-requests", attributes: { amountPaid: 120001 } },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors[0].source.pointer).toBe("/data/attributes/amountPaid");
    expect((await staff.get("/staff/v1/fund-requests/999999")).status).toBe(404);
    const invalid = await staff.post("/staff/v1/fund-requests", {
      data: { type: "fund-requests", attributes: { amount: 0, location: {}, customers: [{ firstName: "A" }] } },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual(
      ["/data/attributes/amount", "/data/attributes/location/name", "/data/attributes/customers/0/lastName"].sort(),
    );
  });

  it("issue a new link after one expired", async () => {
    const scenario = await createScenario(api.url, {
      customers: [{ firstName: "Old", lastName: "Link", expiresAt: "2020-01-01T00:00:00Z" }],
    });
    const issued = await staff.post(`/staff/v1/fund-requests/${scenario.fundRequestId}/links`, {
      data: { type: "links", attributes: { customerId: scenario.links[0].customerId, expiresAt: "2099-01-01T00:00:00Z" } },
    });
    expect(issued.status).toBe(201);
    expect((await new Client(api.url).open(issued.body.data.id)).status).toBe(200);
    const impersonation = await staff.post(`/staff/v1/fund-requests/${scenario.fundRequestId}/links`, {
      data: {
        type: "links",
        attributes: { customerId: scenario.links[0].customerId, impersonationExpiresAt: "2099-01-01T00:00:00Z" },
      },
    });
    const viewed = await new Client(api.url).open(impersonation.body.data.id);
    expect(viewed.body.data.attributes.impersonationExpiresAt).toBe("2099-01-01T00:00:00.000Z");
    const wrongCustomer = await staff.post(`/staff/v1/fund-requests/${scenario.fundRequestId}/links`, {
      data: { type: "links", attributes: { customerId: "999999" } },
    });
    expect(wrongCustomer.status).toBe(422);
    expect(wrongCustomer.body.errors[0].source.pointer).toBe("/data/attributes/customerId");
  });

  it("record an identity result and move an application along", async () => {
    const { client, fundRequestId, customerId } = await openScenario();
    const customer = await staff.patch(`/staff/v1/customers/${customerId}`, {
      data: { type: "customers", attributes: { idVerificationResult: "FAIL" } },
    });
    expect(customer.status).toBe(200);
    expect(customer.body.data.attributes.idVerificationResult).toBe("FAIL");
    expect(
      (
        await staff.patch("/staff/v1/customers/999999", {
          data: { type: "customers", attributes: { idVerificationResult: null } },
        })
      ).status,
    ).toBe(404);

    const { id } = (await createApplication(client, fundRequestId)).body.data;
    const signed = await staff.patch(`/staff/v1/finance-applications/${id}`, {
      data: { type: "finance-applications", attributes: { applicationStatus: "SIGNED", version: 1 } },
    });
    expect(signed.status).toBe(200);
    expect(signed.body.data.attributes).toMatchObject({ applicationStatus: "SIGNED", version: 2 });
    expect(signed.body.data.attributes.applicationData.applicants[0].hasSignedContract).toBe(true);
    const stale = await staff.patch(`/staff/v1/finance-applications/${id}`, {
      data: { type: "finance-applications", attributes: { applicationStatus: "COMPLETED", version: 1 } },
    });
    expect(stale.status).toBe(409);
    const replaced = await staff.patch(`/staff/v1/finance-applications/${id}`, {
      data: {
        type: "finance-applications",
        attributes: { applicationData: { applicants: [{ id: customerId, settings: { currentPage: "bank-details" } }] } },
      },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.attributes.applicationData.applicants[0]).toMatchObject({
      hasSignedContract: false,
      settings: { currentPage: "bank-details" },
    });
    const invalid = await staff.patch(`/staff/v1/finance-applications/${id}`, {
      data: {
        type: "finance-applications",
        attributes: { applicationData: { applicants: [{ id: customerId, martialStatus: "Complicated" }] } },
      },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[0].source.pointer).toBe("/data/attributes/applicationData/applicants/0/martialStatus");
    const read = await staff.get(`/staff/v1/finance-applications/${id}`);
    expect(read.body.data.attributes.version).toBe(3);
    expect((await staff.get("/staff/v1/finance-applications/999999")).status).toBe(404);
  });
});

describe("configuration", () => {
  it("overrides feature flags from PROVIDER_FEATURE_FLAGS", async () => {
    const db = tempDbFile();
    const configured = await startTestApi({ dbFile: db.file, env: { PROVIDER_FEATURE_FLAGS: "docusign=true,bpay=false" } });
    try {
      const flags = await new Client(configured.url).get("/guest/v1/feature-flags");
      expect(flags.body.data.attributes.features).toMatchObject({ docusign: true, bpay: false, card: true });
    } finally {
      await configured.close();
      db.cleanup();
    }
  });
});
