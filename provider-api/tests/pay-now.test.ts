import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RunningProviderApi } from "../index.js";
import { Client, createScenario, decideOnHostedPage, staffClient, startTestApi, tempDbFile } from "./support.js";

let api: RunningProviderApi;
let instant: RunningProviderApi;
const cleanups: Array<() => void> = [];

beforeAll(async () => {
  const first = tempDbFile();
  const second = tempDbFile();
  cleanups.push(first.cleanup, second.cleanup);
  api = await startTestApi({ dbFile: first.file });
  instant = await startTestApi({ dbFile: second.file, env: { PROVIDER_CARD_SETTLE_SECONDS: "0" } });
});

afterAll(async () => {
  await Promise.all([api.close(), instant.close()]);
  cleanups.forEach((cleanup) => cleanup());
});

const RETURN_URL = "http://localhost:3000/z/00000000-0000-4000-8000-000000000001/card-payment";
const key = (n: number) => `test-idempotency-key-${String(n).padStart(4, "0")}`;

async function open(server: RunningProviderApi, overrides: Record<string, unknown> = {}) {
  const scenario = await createScenario(server.url, overrides);
  const client = new Client(server.url);
  await client.open(scenario.links[0].uuid);
  return { ...scenario, client };
}

function start(client: Client, fundRequestId: string, idempotencyKey: string, returnUrl = RETURN_URL) {
  return client.post(`/guest/v1/fund-requests/${fundRequestId}/card-payments`, {
    data: { type: "card-payments", attributes: { returnUrl, idempotencyKey } },
  });
}

describe("locations carry payment instructions", () => {
  it("stores the BPAY biller code and the trust account, the BSB without its dash", async () => {
    const { client, fundRequestId } = await open(api, {
      location: {
        name: "Test Realty Perth",
        bpayBillerCode: "254581",
        trustAccountName: "Test Realty Trust Account",
        trustAccountBsb: "066-040",
        trustAccountNumber: "10457821",
      },
    });
    const response = await client.get(`/guest/v1/fund-requests/${fundRequestId}?include=location`);
    expect(response.body.included[0].attributes).toMatchObject({
      bpayBillerCode: "254581",
      trustAccountName: "Test Realty Trust Account",
      trustAccountBsb: "066040",
      trustAccountNumber: "10457821",
    });
  });

  it("refuses malformed payment details with pointers", async () => {
    const staff = staffClient(api.url);
    const response = await staff.post("/staff/v1/fund-requests", {
      data: {
        type: "fund-requests",
        attributes: {
          amount: 1000,
          location: { name: "Bad Numbers", bpayBillerCode: "12", trustAccountBsb: "0660400", trustAccountNumber: "12ab" },
          customers: [{ firstName: "A", lastName: "B" }],
        },
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual([
      "/data/attributes/location/bpayBillerCode",
      "/data/attributes/location/trustAccountBsb",
      "/data/attributes/location/trustAccountNumber",
    ]);
  });
});

describe("card payments", () => {
  it("starts one payment for the outstanding amount plus the location's surcharge", async () => {
    const { client, fundRequestId } = await open(api, { amountPaid: 50000 });
    const response = await start(client, fundRequestId, key(1));
    expect(response.status).toBe(201);
    expect(response.body.data.attributes).toMatchObject({
      status: "PENDING",
      amount: 300000,
      surcharge: 3600, // 1.2 % of 300000
      total: 303600,
      decidedAt: null,
      settledAt: null,
    });
    expect(response.body.data.attributes.hostedPageUrl).toMatch(new RegExp(`^${api.url}/card-gateway/\\d+\\?token=`));
  });

  it("uses 1.5 percent when the location has no surcharge", async () => {
    const { client, fundRequestId } = await open(api, { location: { name: "No Surcharge Realty", cardSurcharges: null } });
    expect((await start(client, fundRequestId, key(2))).body.data.attributes).toMatchObject({ surcharge: 5250, total: 355250 });
  });

  it("answers the same payment for a repeated key and for a second key while one is open", async () => {
    const { client, fundRequestId } = await open(api);
    const first = await start(client, fundRequestId, key(3));
    const again = await start(client, fundRequestId, key(3));
    const otherKey = await start(client, fundRequestId, key(4));
    expect(again.status).toBe(200);
    expect(otherKey.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(otherKey.body.data.id).toBe(first.body.data.id);
    const concurrent = await Promise.all([5, 6, 7].map((n) => start(client, fundRequestId, key(n))));
    expect(new Set(concurrent.map((r) => r.body.data.id))).toEqual(new Set([first.body.data.id]));
    const list = await staffClient(api.url).get(`/staff/v1/fund-requests/${fundRequestId}/card-payments`);
    expect(list.body.data).toHaveLength(1);
  });

  it("validates the body (422), needs the XSRF header (419) and refuses another fund request (403)", async () => {
    const { client, fundRequestId } = await open(api);
    const bad = await start(client, fundRequestId, "short", "javascript:alert(1)");
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual([
      "/data/attributes/idempotencyKey",
      "/data/attributes/returnUrl",
    ]);
    const body = { data: { type: "card-payments", attributes: { returnUrl: RETURN_URL, idempotencyKey: key(8) } } };
    expect((await client.post(`/guest/v1/fund-requests/${fundRequestId}/card-payments`, body, { noXsrf: true })).status).toBe(
      419,
    );
    const other = await createScenario(api.url);
    expect((await start(client, other.fundRequestId, key(9))).status).toBe(403);
  });

  it("refuses a fund request that is not unpaid (409)", async () => {
    const { client, fundRequestId } = await open(api, { receivableStatus: "PAID", amountPaid: 350000 });
    expect((await start(client, fundRequestId, key(10))).status).toBe(409);
  });

  it("approval makes the fund request PROCESSING; the staff settle makes it PAID with a transaction", async () => {
    const { client, fundRequestId } = await open(api);
    const started = await start(client, fundRequestId, key(11));
    const { id, attributes } = started.body.data;
    const { page, html, response } = await decideOnHostedPage(attributes.hostedPageUrl, "approve");
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self' http://localhost:3000");
    expect(html).toContain("$3,542.00");
    expect(html).not.toMatch(/<script/i);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${RETURN_URL}?payment=${id}`);

    const payment = await client.get(`/guest/v1/card-payments/${id}`);
    expect(payment.body.data.attributes).toMatchObject({ status: "APPROVED", settledAt: null });
    const processing = await client.get(`/guest/v1/fund-requests/${fundRequestId}?include=transactions`);
    expect(processing.body.data.attributes).toMatchObject({ receivableStatus: "PROCESSING", amountPaid: 0 });

    const staff = staffClient(api.url);
    const settle = { data: { type: "card-payments", attributes: { settled: true } } };
    const settled = await staff.patch(`/staff/v1/card-payments/${id}`, settle);
    expect(settled.status).toBe(200);
    expect(settled.body.data.attributes.settledAt).not.toBeNull();
    expect((await staff.patch(`/staff/v1/card-payments/${id}`, settle)).status).toBe(409);

    const paid = await client.get(`/guest/v1/fund-requests/${fundRequestId}?include=transactions`);
    expect(paid.body.data.attributes).toMatchObject({ receivableStatus: "PAID", amountPaid: 350000, amountOutstanding: 0 });
    expect(paid.body.included).toEqual([
      expect.objectContaining({
        type: "transactions",
        attributes: expect.objectContaining({ amount: 350000, method: "CARD", status: "SUCCEEDED", reference: `CARD-${id}` }),
      }),
    ]);
  });

  it("settles by itself on the next read once PROVIDER_CARD_SETTLE_SECONDS have passed", async () => {
    const { client, fundRequestId } = await open(instant, { amountPaid: 100000 });
    const started = await start(client, fundRequestId, key(12));
    await decideOnHostedPage(started.body.data.attributes.hostedPageUrl, "approve");
    const read = await client.get(`/guest/v1/fund-requests/${fundRequestId}`);
    expect(read.body.data.attributes).toMatchObject({ receivableStatus: "PAID", amountPaid: 350000 });
    const staffView = await staffClient(instant.url).get(`/staff/v1/fund-requests/${fundRequestId}`);
    expect(staffView.body.included.filter((r: { type: string }) => r.type === "transactions")).toHaveLength(1);
  });

  it("decline leaves the fund request as it was and lets a new payment start", async () => {
    const { client, fundRequestId } = await open(instant);
    const started = await start(client, fundRequestId, key(13));
    const { response } = await decideOnHostedPage(started.body.data.attributes.hostedPageUrl, "decline");
    expect(response.status).toBe(303);
    const payment = await client.get(`/guest/v1/card-payments/${started.body.data.id}`);
    expect(payment.body.data.attributes.status).toBe("DECLINED");
    const fundRequest = await client.get(`/guest/v1/fund-requests/${fundRequestId}`);
    expect(fundRequest.body.data.attributes).toMatchObject({ receivableStatus: "UNPAID", amountPaid: 0 });
    const retry = await start(client, fundRequestId, key(14));
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).not.toBe(started.body.data.id);
  });

  it("keeps the first decision when the gateway form is sent twice", async () => {
    const { client, fundRequestId } = await open(api);
    const started = await start(client, fundRequestId, key(15));
    const hosted = started.body.data.attributes.hostedPageUrl as string;
    const html = await (await fetch(hosted)).text();
    const token = /name="token" value="([^"]+)"/.exec(html)![1];
    const post = (decision: string) =>
      fetch(new URL(`/card-gateway/${started.body.data.id}`, hosted), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token, decision }),
        redirect: "manual",
      });
    expect((await post("approve")).status).toBe(303);
    expect((await post("decline")).status).toBe(303);
    expect((await client.get(`/guest/v1/card-payments/${started.body.data.id}`)).body.data.attributes.status).toBe("APPROVED");
    expect(await (await fetch(hosted)).text()).toContain("This payment was approved");
  });

  it("refuses the gateway page and its form without the page's token (403)", async () => {
    const { client, fundRequestId } = await open(api);
    const started = await start(client, fundRequestId, key(16));
    const id = started.body.data.id;
    expect((await fetch(`${api.url}/card-gateway/${id}?token=forged`)).status).toBe(403);
    const forged = await fetch(`${api.url}/card-gateway/${id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: "forged", decision: "approve" }),
      redirect: "manual",
    });
    expect(forged.status).toBe(403);
    expect((await client.get(`/guest/v1/card-payments/${id}`)).body.data.attributes.status).toBe("PENDING");
  });

  it("reads only the session's payments (403) and answers 404 for an unknown one", async () => {
    const first = await open(api);
    const second = await open(api);
    const started = await start(first.client, first.fundRequestId, key(17));
    expect((await second.client.get(`/guest/v1/card-payments/${started.body.data.id}`)).status).toBe(403);
    expect((await first.client.get("/guest/v1/card-payments/999999")).status).toBe(404);
  });
});

describe("messages", () => {
  it("stores a payer's message for the agency to read through the staff API", async () => {
    const { client, fundRequestId, links } = await open(api);
    const sent = await client.post(`/guest/v1/fund-requests/${fundRequestId}/messages`, {
      data: {
        type: "messages",
        attributes: { name: " Ann Lee ", email: "ann@example.com.au", phone: "", message: "Is the photographer booked?" },
      },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.attributes).toMatchObject({ name: "Ann Lee", phone: null });
    const read = await staffClient(api.url).get(`/staff/v1/fund-requests/${fundRequestId}/messages`);
    expect(read.body.data).toHaveLength(1);
    expect(read.body.data[0].attributes.message).toBe("Is the photographer booked?");
    expect(read.body.data[0].relationships.customer.data.id).toBe(links[0].customerId);
  });

  it("stores a message sent again with the same client key once, answering the stored one with 200", async () => {
    const { client, fundRequestId } = await open(api);
    const send = (clientKey: string, message: string) =>
      client.post(`/guest/v1/fund-requests/${fundRequestId}/messages`, {
        data: { type: "messages", attributes: { name: "Ann Lee", email: "ann@example.com.au", message, clientKey } },
      });
    const first = await send("k".repeat(16), "Is the photographer booked?");
    const again = await send("k".repeat(16), "Is the photographer booked?");
    const other = await send("m".repeat(16), "And the floor plan?");
    expect([first.status, again.status, other.status]).toEqual([201, 200, 201]);
    expect(again.body.data.id).toBe(first.body.data.id);
    const read = await staffClient(api.url).get(`/staff/v1/fund-requests/${fundRequestId}/messages`);
    expect(read.body.data.map((m: { attributes: { message: string } }) => m.attributes.message)).toEqual([
      "Is the photographer booked?",
      "And the floor plan?",
    ]);
    const badKey = await send("short", "Hi");
    expect(badKey.status).toBe(422);
    expect(badKey.body.errors[0].source.pointer).toBe("/data/attributes/clientKey");
  });

  it("answers 422 with pointers, 403 for another fund request and 404 to staff for an unknown one", async () => {
    const { client, fundRequestId } = await open(api);
    const bad = await client.post(`/guest/v1/fund-requests/${fundRequestId}/messages`, {
      data: { type: "messages", attributes: { name: "", email: "not-an-email", message: "x".repeat(2001) } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual([
      "/data/attributes/email",
      "/data/attributes/message",
      "/data/attributes/name",
    ]);
    const other = await createScenario(api.url);
    const foreign = await client.post(`/guest/v1/fund-requests/${other.fundRequestId}/messages`, {
      data: { type: "messages", attributes: { name: "A", email: "a@example.com", message: "Hi" } },
    });
    expect(foreign.status).toBe(403);
    expect((await staffClient(api.url).get("/staff/v1/fund-requests/999999/messages")).status).toBe(404);
    expect((await new Client(api.url).get(`/staff/v1/fund-requests/${fundRequestId}/messages`)).status).toBe(401);
  });
});
