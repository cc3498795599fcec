import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RunningProviderApi } from "../index.js";
import { lenderDay } from "../services/loans.js";
import { Client, openDemoVpa, startTestApi, tempDbFile } from "./support.js";

// A borrower's hardship notice or request for more time (decision 0352): taken on the
// customer's own signed loan, refused by the field with nothing stored, stored once per
// client key, read back by the applicants and by the agency's staff. Every answer is
// checked against openapi.yaml by the client.

const DAY = 24 * 60 * 60 * 1000;
const daysFromToday = (days: number) => lenderDay(new Date(Date.now() + days * DAY));

let api: RunningProviderApi;
let cleanup: () => void;

beforeAll(async () => {
  const file = tempDbFile();
  cleanup = file.cleanup;
  api = await startTestApi({ dbFile: file.file, seedDemoData: true });
});

afterAll(async () => {
  await api.close();
  cleanup();
});

async function openDemo(n: number) {
  const { guest, fundRequestId, vpa } = await openDemoVpa(api.url, n);
  return { guest, fundRequestId, path: `/guest/v1/finance-applications/${vpa.id}/loan/requests` };
}

const request = (attributes: Record<string, unknown>) => ({ data: { type: "loan-requests", attributes } });

async function staff(): Promise<Client> {
  const client = new Client(api.url);
  await client.get("/sanctum/csrf-cookie");
  const login = {
    data: {
      type: "representative-logins",
      attributes: { email: "owner@seaview.example.com.au", password: "demo-owner-pass-2026" },
    },
  };
  expect((await client.post("/login/representative", login)).status).toBe(200);
  return client;
}

describe("POST /guest/v1/finance-applications/{id}/loan/requests", () => {
  it("refuses bad values by the field and stores nothing", async () => {
    const { guest, path } = await openDemo(64);
    const refused = await guest.post(path, request({ reason: "BORED", asked: "EVERYTHING", details: "x".repeat(2001) }));
    expect(refused.status).toBe(422);
    const pointers = refused.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort();
    expect(pointers).toEqual(["/data/attributes/asked", "/data/attributes/details", "/data/attributes/reason"]);
    const missing = await guest.post(path, request({ details: "" }));
    expect(missing.status).toBe(422);
    expect((await guest.get(path)).body.data).toEqual([]);
  });

  it("stores a request for more time on a delayed sale as an extension request, once per client key", async () => {
    const { guest, path } = await openDemo(63);
    const body = request({
      reason: "SALE_DELAYED",
      asked: "MORE_TIME",
      details: "  Settlement moved.  ",
      clientKey: "k".repeat(20),
    });
    const first = await guest.post(path, body);
    expect(first.status).toBe(201);
    expect(first.body.data.attributes).toMatchObject({
      kind: "EXTENSION_REQUEST",
      reason: "SALE_DELAYED",
      asked: "MORE_TIME",
      details: "Settlement moved.",
      receivedOn: daysFromToday(0),
    });
    const again = await guest.post(path, body);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    const hardship = await guest.post(path, request({ reason: "FINANCIAL_HARDSHIP", asked: "ARRANGEMENT" }));
    expect(hardship.status).toBe(201);
    expect(hardship.body.data.attributes).toMatchObject({ kind: "HARDSHIP_NOTICE", details: "" });
    const listed = (await guest.get(path)).body.data.map((r: { id: string }) => r.id);
    expect(listed).toEqual([hardship.body.data.id, first.body.data.id]);
  });

  it("is 404 on an application that is not the customer's signed loan, storing nothing", async () => {
    const { path } = await openDemo(63);
    const other = await openDemo(64);
    const refused = await other.guest.post(path, request({ reason: "SALE_DELAYED", asked: "MORE_TIME" }));
    expect(refused.status).toBe(404);
    // An application still to be signed has no loan to ask about.
    const unsigned = await openDemo(62);
    expect((await unsigned.guest.post(unsigned.path, request({ reason: "SALE_DELAYED", asked: "MORE_TIME" }))).status).toBe(404);
    expect((await other.guest.get(other.path)).body.data).toEqual([]);
  });
});

describe("GET /representative/v1/fund-requests/{id}/loan-requests", () => {
  it("shows the agency's staff what the borrower asked, who asked and on which application", async () => {
    const { fundRequestId } = await openDemo(90);
    const answer = await (await staff()).get(`/representative/v1/fund-requests/${fundRequestId}/loan-requests`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0].attributes).toMatchObject({
      kind: "EXTENSION_REQUEST",
      reason: "SALE_DELAYED",
      asked: "MORE_TIME",
      customerName: "Tran Minh",
      financeType: "VPA",
      receivedOn: daysFromToday(-2),
    });
  });
});
