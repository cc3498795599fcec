import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RunningProviderApi } from "../index.js";
import { Client, createScenario, startTestApi, tempDbFile } from "./support.js";

let api: RunningProviderApi;
let lendingOff: RunningProviderApi;
const cleanups: Array<() => void> = [];

beforeAll(async () => {
  const db = tempDbFile();
  const offDb = tempDbFile();
  cleanups.push(db.cleanup, offDb.cleanup);
  api = await startTestApi({ dbFile: db.file });
  lendingOff = await startTestApi({ dbFile: offDb.file, env: { PROVIDER_FEATURE_FLAGS: "lending=false" } });
});

afterAll(async () => {
  await api.close();
  await lendingOff.close();
  cleanups.forEach((cleanup) => cleanup());
});

async function openScenario(baseUrl: string, overrides: Record<string, unknown> = {}, linkIndex = 0) {
  const scenario = await createScenario(baseUrl, overrides);
  const client = new Client(baseUrl);
  expect((await client.open(scenario.links[linkIndex].uuid)).status).toBe(200);
  return { ...scenario, client };
}

const create = (client: Client, fundRequestId: string, attributes: Record<string, unknown>) =>
  client.post("/guest/v1/finance-applications", {
    data: { type: "finance-applications", attributes: { fundRequestId, ...attributes } },
  });

const additional = (overrides: Record<string, unknown> = {}) => ({
  financeType: "VPA_ADDITIONAL",
  amount: 1_200_000,
  product: "VPA Additional - Bridging",
  purpose: "NEXT_HOME_DEPOSIT",
  ...overrides,
});

describe("GET /guest/v1/additional-funds", () => {
  it("answers the limits, the two products and the purposes without a session", async () => {
    const response = await new Client(api.url).get("/guest/v1/additional-funds");
    expect(response.status).toBe(200);
    const { attributes } = response.body.data;
    expect(attributes).toMatchObject({ minimumAmount: 100_000, maximumAmount: 5_000_000, purposeDescriptionMaxLength: 200 });
    expect(attributes.products.map((p: { name: string }) => p.name)).toEqual(["VPA Additional", "VPA Additional - Bridging"]);
    expect(attributes.purposes).toContainEqual({ code: "OTHER", label: "Something else", needsDescription: true });
  });

  it("answers 404 while lending is switched off", async () => {
    expect((await new Client(lendingOff.url).get("/guest/v1/additional-funds")).status).toBe(404);
  });
});

describe("creating an additional-funds application", () => {
  it("creates once beside the vendor's VPA application, with the fee on the additional amount, the product and the purpose", async () => {
    const { client, fundRequestId } = await openScenario(api.url);
    expect((await create(client, fundRequestId, { financeType: "VPA" })).status).toBe(201);
    const first = await create(client, fundRequestId, additional());
    expect(first.status).toBe(201);
    expect(first.body.data.attributes).toMatchObject({
      financeType: "VPA_ADDITIONAL",
      product: "VPA Additional - Bridging",
      amount: 1_200_000,
      repaymentAmount: 1_200_000 + 71_880 + 2_500, // 5.99 % of $12,000 plus $25
      isFullLending: true,
      purpose: "NEXT_HOME_DEPOSIT",
      purposeDescription: null,
      applicationStatus: "CREATED",
    });
    const again = await create(client, fundRequestId, additional());
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it("keeps the applicant's words for OTHER, trimmed", async () => {
    const { client, fundRequestId } = await openScenario(api.url);
    await create(client, fundRequestId, { financeType: "VPA" });
    const created = await create(
      client,
      fundRequestId,
      additional({ product: "VPA Additional", purpose: "OTHER", purposeDescription: "  Pool fence  ", amount: 100_000 }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      product: "VPA Additional",
      purpose: "OTHER",
      purposeDescription: "Pool fence",
      repaymentAmount: 100_000 + 9_900,
    });
  });

  it("refuses amounts outside the limits, unknown products and purposes, and OTHER without words (422 pointers)", async () => {
    const { client, fundRequestId } = await openScenario(api.url);
    await create(client, fundRequestId, { financeType: "VPA" });
    const pointers = async (attributes: Record<string, unknown>) => {
      const response = await create(client, fundRequestId, attributes);
      expect(response.status).toBe(422);
      return response.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    };
    expect(await pointers(additional({ amount: 99_999 }))).toEqual(["/data/attributes/amount"]);
    expect(await pointers(additional({ amount: 5_000_001 }))).toEqual(["/data/attributes/amount"]);
    expect(await pointers(additional({ amount: undefined }))).toEqual(["/data/attributes/amount"]);
    expect(await pointers(additional({ purpose: "HOLIDAY", product: "VPA Collect" }))).toEqual([
      "/data/attributes/product",
      "/data/attributes/purpose",
    ]);
    expect(await pointers(additional({ purpose: "OTHER", purposeDescription: "   " }))).toEqual([
      "/data/attributes/purposeDescription",
    ]);
    expect(await pointers(additional({ purpose: "OTHER", purposeDescription: "x".repeat(201) }))).toEqual([
      "/data/attributes/purposeDescription",
    ]);
    expect(await pointers({ financeType: "VPA", purpose: "MOVING_COSTS" })).toEqual(["/data/attributes/purpose"]);
  });

  it("is only for an applicant of the open VPA application of a VPA request", async () => {
    const alone = await openScenario(api.url);
    const refused = await create(alone.client, alone.fundRequestId, additional());
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].source.pointer).toBe("/data/attributes/financeType");

    const deposit = await openScenario(api.url, { requestType: "BUYER_DEPOSIT", canDeferPayment: true });
    expect((await create(deposit.client, deposit.fundRequestId, { financeType: "VPA" })).status).toBe(201);
    expect((await create(deposit.client, deposit.fundRequestId, additional())).status).toBe(422);

    // Ben is a customer of the request but not an applicant of Ann's VPA application.
    const shared = await createScenario(api.url);
    const ann = new Client(api.url);
    await ann.open(shared.links[0].uuid);
    await create(ann, shared.fundRequestId, { financeType: "VPA" });
    const ben = new Client(api.url);
    await ben.open(shared.links[1].uuid);
    expect((await create(ben, shared.fundRequestId, additional())).status).toBe(422);
  });

  it("leaves the VPA application alone when the additional one is withdrawn", async () => {
    const { client, fundRequestId } = await openScenario(api.url);
    const vpa = await create(client, fundRequestId, { financeType: "VPA" });
    const extra = await create(client, fundRequestId, additional());
    expect((await client.patch(`/guest/v1/finance-applications/${extra.body.data.id}/withdraw`)).status).toBe(200);
    const graph = await client.get(`/guest/v1/fund-requests/${fundRequestId}?include=financeApplications`);
    const open = graph.body.included.filter((r: { type: string }) => r.type === "finance-applications");
    expect(open.map((r: { id: string }) => r.id)).toEqual([vpa.body.data.id]);
    // A new one may be asked for after a withdrawal.
    expect((await create(client, fundRequestId, additional({ amount: 300_000 }))).status).toBe(201);
  });

  it("refuses every create while lending is switched off (403)", async () => {
    const { client, fundRequestId } = await openScenario(lendingOff.url);
    expect((await create(client, fundRequestId, { financeType: "VPA" })).status).toBe(403);
    expect((await create(client, fundRequestId, additional())).status).toBe(403);
  });
});

describe("the seeded additional-funds demos (links 18 and 19)", () => {
  it("carry the product and purpose the portal's questions would have stored", async () => {
    const db = tempDbFile();
    const seeded = await startTestApi({ dbFile: db.file, seedDemoData: true });
    try {
      for (const [uuid, purpose] of [
        ["00000000-0000-4000-8000-000000000018", "STYLING_AND_PRESENTATION"],
        ["00000000-0000-4000-8000-000000000019", "PROPERTY_REPAIRS"],
      ]) {
        const client = new Client(seeded.url);
        const opened = await client.open(uuid);
        expect(opened.status).toBe(200);
        const fundRequestId = opened.body.data.attributes.fundRequestId ?? opened.body.data.id;
        const fundRequest = await client.get(`/guest/v1/fund-requests/${fundRequestId}?include=financeApplications`);
        const extra = fundRequest.body.included.find(
          (resource: { attributes: { financeType?: string } }) => resource.attributes.financeType === "VPA_ADDITIONAL",
        );
        expect(extra.attributes).toMatchObject({ product: "VPA Additional", purpose, purposeDescription: null });
      }
    } finally {
      await seeded.close();
      db.cleanup();
    }
  });
});
