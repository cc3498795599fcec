import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { cardSurcharge } from "../domain/card-surcharge.js";
import { DEMO_LENDER } from "../domain/lender.js";
import type { RunningProviderApi } from "../index.js";
import { lenderDay } from "../services/loans.js";
import { Client, createScenario, decideOnHostedPage, openDemoVpa, staffClient, startTestApi, tempDbFile } from "./support.js";

// Repaying a signed loan early by card (decision 0343): the pay-now card payment for the
// loan's payout figure as at today plus the location's card surcharge, refused by the field
// with nothing stored, once per key, recorded as a CARD repayment once approved on the
// hosted page, and 409 once nothing is owing. Every answer is checked against openapi.yaml.

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

const RETURN_URL = "http://localhost:3000/z/00000000-0000-4000-8000-000000000063/repay-by-card";
const key = (n: number) => `loan-card-payment-key-${String(n).padStart(4, "0")}`;
const start = (idempotencyKey: unknown, returnUrl: unknown = RETURN_URL) => ({
  data: { type: "card-payments", attributes: { returnUrl, idempotencyKey } },
});

async function openDemo(n: number) {
  const { guest, fundRequestId, vpa } = await openDemoVpa(api.url, n);
  const loanPath = `/guest/v1/finance-applications/${vpa.id}/loan`;
  const loan = async () => (await guest.get(loanPath)).body.data.attributes;
  return { guest, fundRequestId, vpa, loan, path: `${loanPath}/card-payments` };
}

describe("POST /guest/v1/finance-applications/{id}/loan/card-payments", () => {
  it("refuses bad values by the field and stores nothing", async () => {
    const { guest, path, loan } = await openDemo(64);
    const refused = await guest.post(path, start("short", "javascript:alert(1)"));
    expect(refused.status).toBe(422);
    const pointers = refused.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort();
    expect(pointers).toEqual(["/data/attributes/idempotencyKey", "/data/attributes/returnUrl"]);
    expect((await guest.post(path, { data: { type: "card-payments", attributes: {} } })).status).toBe(422);
    // Nothing stored: no payment is open, so a good press starts one.
    expect((await guest.post(path, start(key(1)))).status).toBe(201);
    expect((await loan()).repayments).toEqual([]);
  });

  it("charges the payout figure as at today plus the location's surcharge, once per key, and records it once approved", async () => {
    const { guest, fundRequestId, vpa, path, loan } = await openDemo(63);
    const before = await loan();
    expect(before).toMatchObject({ status: "FUNDED" });
    expect(before.balance).toBeGreaterThan(0);
    const letter = await guest.get(`/guest/v1/finance-applications/${vpa.id}/loan/payout-letter?settlementDate=${before.asAt}`);
    const location = (await guest.get(`/guest/v1/fund-requests/${fundRequestId}?include=location`)).body.included[0];
    const surcharge = cardSurcharge(letter.body.data.attributes.payoutFigure, location.attributes.cardSurcharges);
    expect(surcharge).toBeGreaterThan(0);

    const first = await guest.post(path, start(key(2)));
    expect(first.status).toBe(201);
    expect(first.body.data.attributes).toMatchObject({
      status: "PENDING",
      amount: letter.body.data.attributes.payoutFigure,
      surcharge,
      total: letter.body.data.attributes.payoutFigure + surcharge,
    });
    // The same key, or another while this one is open: the same payment.
    for (const again of [key(2), key(3)]) {
      const answer = await guest.post(path, start(again));
      expect(answer.status).toBe(200);
      expect(answer.body.data.id).toBe(first.body.data.id);
    }

    const { html, response } = await decideOnHostedPage(first.body.data.attributes.hostedPageUrl, "approve");
    expect(html).toContain(`Pay ${DEMO_LENDER.name}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${RETURN_URL}?payment=${first.body.data.id}`);
    const payment = await guest.get(`/guest/v1/card-payments/${first.body.data.id}`);
    expect(payment.body.data.attributes).toMatchObject({ status: "APPROVED" });
    expect(payment.body.data.attributes.settledAt).not.toBeNull();

    // Staff see it among the fund request's card payments, marked as repaying the loan.
    const listed = await staffClient(api.url).get(`/staff/v1/fund-requests/${fundRequestId}/card-payments`);
    const repaying = listed.body.data.find((p: { id: string }) => p.id === first.body.data.id);
    expect(repaying.relationships.repaysLoanOf.data).toEqual({ type: "finance-applications", id: String(vpa.id) });

    const after = await loan();
    expect(after).toMatchObject({ status: "REPAID", balance: 0, repaid: before.repaid + before.balance });
    expect(after.repayments.at(-1)).toEqual({ amount: before.balance, receivedOn: lenderDay(new Date()), method: "CARD" });
    // Its key still answers its payment; a new press finds nothing owing.
    expect((await guest.post(path, start(key(2)))).status).toBe(200);
    const repaid = await guest.post(path, start(key(4)));
    expect(repaid.status).toBe(409);
    expect((await loan()).repayments).toHaveLength(after.repayments.length);
  });

  it("records nothing for a declined payment, and a new press starts another", async () => {
    const { guest, path, loan } = await openDemo(90);
    const first = await guest.post(path, start(key(5)));
    expect(first.status).toBe(201);
    await decideOnHostedPage(first.body.data.attributes.hostedPageUrl, "decline");
    expect((await loan()).repayments.filter((r: { method: string }) => r.method === "CARD")).toEqual([]);
    const second = await guest.post(path, start(key(6)));
    expect(second.status).toBe(201);
    expect(second.body.data.id).not.toBe(first.body.data.id);
  });

  it("is 404 on another fund request's loan, and 409 before the loan is paid to the agency until staff fund it", async () => {
    const other = await openDemo(63);
    const { guest, vpa, path, loan } = await openDemo(18);
    expect((await other.guest.post(path, start(key(7)))).status).toBe(404);
    expect((await loan()).status).toBe("AWAITING_FUNDING");
    expect((await guest.post(path, start(key(8)))).status).toBe(409);

    const staff = staffClient(api.url);
    expect((await staff.post(`/staff/v1/finance-applications/${vpa.id}/fund`, undefined)).status).toBe(201);
    expect((await staff.post(`/staff/v1/finance-applications/${vpa.id}/fund`, undefined)).status).toBe(200);
    expect(await loan()).toMatchObject({ status: "FUNDED", fundedOn: lenderDay(new Date()) });
    expect((await guest.post(path, start(key(8)))).status).toBe(201);
  });

  it("refuses a representative viewing as the borrower: paying is the borrower's own decision", async () => {
    const staff = staffClient(api.url);
    const location = "Repay Test Realty";
    const scenario = await createScenario(api.url, { location: { name: location } });
    const customer = new Client(api.url);
    await customer.open(scenario.links[0].uuid);
    const created = await customer.post("/guest/v1/finance-applications", {
      data: { type: "finance-applications", attributes: { fundRequestId: scenario.fundRequestId, financeType: "VPA" } },
    });
    const applicationId = created.body.data.id as string;
    // Staff fund only a signed application's loan.
    expect((await staff.post(`/staff/v1/finance-applications/${applicationId}/fund`, undefined)).status).toBe(409);
    expect((await staff.post("/staff/v1/finance-applications/999999/fund", undefined)).status).toBe(404);
    await staff.patch(`/staff/v1/finance-applications/${applicationId}`, {
      data: { type: "finance-applications", attributes: { applicationStatus: "SIGNED" } },
    });
    expect((await staff.post(`/staff/v1/finance-applications/${applicationId}/fund`, undefined)).status).toBe(201);

    const email = "repay-role3@agency.example.com.au";
    await staff.post("/staff/v1/representatives", {
      data: {
        type: "representatives",
        attributes: { email, name: "Rep ROLE_3", role: "ROLE_3", locations: [location], password: "ochre-lantern-quarry-drift" },
      },
    });
    const rep = new Client(api.url);
    await rep.get("/sanctum/csrf-cookie");
    await rep.post("/login/representative", {
      data: { type: "representative-logins", attributes: { email, password: "ochre-lantern-quarry-drift" } },
    });
    const opened = await rep.post(`/representative/v1/fund-requests/${scenario.fundRequestId}/impersonations`, {
      data: { type: "impersonations", attributes: { customerId: scenario.links[0].customerId } },
    });
    const viewer = new Client(api.url);
    await viewer.open(opened.body.data.id, rep);
    const path = `/guest/v1/finance-applications/${applicationId}/loan/card-payments`;
    expect((await viewer.post(path, start(key(9)))).status).toBe(403);
    // Nothing was started: the borrower's own press makes the first payment.
    expect((await customer.post(path, start(key(10)))).status).toBe(201);
  });
});
