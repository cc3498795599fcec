import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { latestSettlementDate, loanReference } from "../domain/loan.js";
import type { RunningProviderApi } from "../index.js";
import { lenderDay } from "../services/loans.js";
import { Client, createScenario, openDemoVpa, staffClient, startTestApi, tempDbFile } from "./support.js";

// The payout letter and the sale's news (decision 0342), through the demo scenarios:
// every answer is checked against openapi.yaml by the client.

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
  const loanPath = `/guest/v1/finance-applications/${vpa.id}/loan`;
  return {
    guest,
    fundRequestId,
    applicationId: Number(vpa.id),
    loanPath,
    loan: (await guest.get(loanPath)).body.data.attributes,
  };
}

const update = (attributes: Record<string, unknown>) => ({
  data: {
    type: "sale-updates",
    attributes: {
      status: "UNDER_OFFER",
      expectedSettlementDate: null,
      conveyancer: null,
      emailPayoutLetter: false,
      ...attributes,
    },
  },
});

const conveyancer = {
  firm: "Harbour Conveyancing",
  contactName: "Priya Shah",
  email: "priya@harbour.example.com.au",
  phone: "02 9000 1234",
};

async function outbox(): Promise<string> {
  return fetch(`${api.url}/dev/outbox`).then((r) => r.text());
}

describe("GET /guest/v1/finance-applications/{id}/loan/payout-letter", () => {
  it("answers the balance as the payout figure for a settlement day, with the lender's BPAY and trust account", async () => {
    const { guest, loanPath, loan, applicationId } = await openDemo(63);
    const day = daysFromToday(20);
    const answer = await guest.get(`${loanPath}/payout-letter?settlementDate=${day}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ type: "payout-letters", id: String(applicationId) });
    expect(answer.body.data.attributes).toEqual({
      settlementDate: day,
      payoutFigure: loan.balance,
      validUntil: day,
      reference: loanReference(applicationId),
      asAt: daysFromToday(0),
      lender: "Fund Request Finance Pty Ltd",
      bpay: { billerCode: "246810", customerReference: loanReference(applicationId) },
      eft: {
        accountName: "Fund Request Finance Pty Ltd Loan Trust Account",
        bsb: "062-000",
        accountNumber: "13572468",
        reference: loanReference(applicationId),
      },
    });
    expect(loan.reference).toBe(loanReference(applicationId));
  });

  it("refuses a day in the past, past the loan's terms, or none, by the parameter (422)", async () => {
    const { guest, loanPath, loan } = await openDemo(63);
    const latest = latestSettlementDate(loan);
    for (const day of [daysFromToday(-1), lenderDay(new Date(Date.parse(latest) + DAY)), "2026-02-30", ""]) {
      const answer = await guest.get(`${loanPath}/payout-letter?settlementDate=${day}`);
      expect(answer.status, day).toBe(422);
      expect(answer.body.errors[0].source).toEqual({ parameter: "settlementDate" });
    }
    expect((await guest.get(`${loanPath}/payout-letter?settlementDate=${latest}`)).status).toBe(200);
  });

  it("is 404 to another link's borrower", async () => {
    const { loanPath } = await openDemo(63);
    const other = await openDemo(15);
    expect((await other.guest.get(`${loanPath}/payout-letter?settlementDate=${daysFromToday(1)}`)).status).toBe(404);
  });
});

describe("POST /guest/v1/finance-applications/{id}/loan/sale-updates", () => {
  it("records the news with who and when, moves the sale's facts, and emails the payout letter to the conveyancer", async () => {
    const { guest, loanPath, loan } = await openDemo(15);
    const day = daysFromToday(30);
    const answer = await guest.post(
      `${loanPath}/sale-updates`,
      update({ status: "EXCHANGED", expectedSettlementDate: day, conveyancer, emailPayoutLetter: true }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.attributes).toMatchObject({
      status: "EXCHANGED",
      expectedSettlementDate: day,
      conveyancer,
      payoutLetterSentTo: conveyancer.email,
      recordedBy: { customerName: expect.any(String), representativeName: null },
    });
    const after = (await guest.get(loanPath)).body.data.attributes;
    expect(after.sale).toMatchObject({ status: "EXCHANGED", expectedSettlementDate: day, withdrawnOn: null });
    expect(after.conveyancer).toEqual(conveyancer);
    const mail = await outbox();
    expect(mail).toContain(`To: ${conveyancer.email}`);
    expect(mail).toContain(`Payout figure for settlement on ${day}`);
    expect(mail).toContain(`biller code 246810, reference ${loan.reference}`);
  });

  it("marks a withdrawal with today's date and no settlement to come; the same key again stores nothing more", async () => {
    const { guest, loanPath } = await openDemo(63);
    const body = update({
      status: "WITHDRAWN",
      expectedSettlementDate: daysFromToday(10),
      clientKey: "withdrawn-key-0123456789",
    });
    const first = await guest.post(`${loanPath}/sale-updates`, body);
    expect(first.status).toBe(201);
    const again = await guest.post(`${loanPath}/sale-updates`, body);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    const sale = (await guest.get(loanPath)).body.data.attributes.sale;
    expect(sale).toMatchObject({ status: "WITHDRAWN", withdrawnOn: daysFromToday(0), expectedSettlementDate: null });
  });

  it("refuses bad input by the field (422) and stores nothing", async () => {
    const { guest, loanPath } = await openDemo(18);
    const before = (await guest.get(loanPath)).body.data.attributes;
    const mails = await outbox();
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ expectedSettlementDate: daysFromToday(-1) }, "/data/attributes/expectedSettlementDate"],
      [{ expectedSettlementDate: daysFromToday(400) }, "/data/attributes/expectedSettlementDate"],
      [{ expectedSettlementDate: "2026-13-01" }, "/data/attributes/expectedSettlementDate"],
      [{ status: "SOLD" }, "/data/attributes/status"],
      [{ conveyancer: { ...conveyancer, email: "not-an-email" } }, "/data/attributes/conveyancer/email"],
      [{ conveyancer: { ...conveyancer, phone: "12" } }, "/data/attributes/conveyancer/phone"],
      [{ conveyancer: { ...conveyancer, email: null }, emailPayoutLetter: true }, "/data/attributes/conveyancer/email"],
      [{ surprise: true }, "/data/attributes/surprise"],
    ];
    for (const [attributes, pointer] of refusals) {
      const answer = await guest.post(`${loanPath}/sale-updates`, update(attributes));
      expect(answer.status, pointer).toBe(422);
      expect(answer.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain(pointer);
    }
    const after = (await guest.get(loanPath)).body.data.attributes;
    expect(after.sale).toEqual(before.sale);
    expect(after.conveyancer).toBeNull();
    expect(await outbox()).toBe(mails);
  });

  it("is 404 to another link's borrower, and 401 without a session", async () => {
    const { loanPath } = await openDemo(18);
    const other = await openDemo(64);
    expect((await other.guest.post(`${loanPath}/sale-updates`, update({}))).status).toBe(404);
    const stranger = new Client(api.url);
    await stranger.get("/sanctum/csrf-cookie");
    expect((await stranger.post(`${loanPath}/sale-updates`, update({}))).status).toBe(401);
  });
});

describe("a representative viewing as the borrower", () => {
  it("records the news the borrower gives by phone, marked as theirs, and the staff page lists it; office view only may not", async () => {
    const staff = staffClient(api.url);
    const location = "Sale Test Realty";
    const scenario = await createScenario(api.url, { location: { name: location } });
    const customer = new Client(api.url);
    await customer.open(scenario.links[0].uuid);
    const created = await customer.post("/guest/v1/finance-applications", {
      data: { type: "finance-applications", attributes: { fundRequestId: scenario.fundRequestId, financeType: "VPA" } },
    });
    const applicationId = created.body.data.id as string;
    expect(
      (
        await staff.patch(`/staff/v1/finance-applications/${applicationId}`, {
          data: { type: "finance-applications", attributes: { applicationStatus: "SIGNED" } },
        })
      ).status,
    ).toBe(200);

    const viewAs = async (role: string) => {
      const email = `sale-${role}@agency.example.com.au`;
      await staff.post("/staff/v1/representatives", {
        data: {
          type: "representatives",
          attributes: { email, name: `Rep ${role}`, role, locations: [location], password: "ochre-lantern-quarry-drift" },
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
      return { rep, viewer };
    };

    const path = `/guest/v1/finance-applications/${applicationId}/loan/sale-updates`;
    const office = await viewAs("ROLE_6");
    expect((await office.viewer.post(path, update({ status: "LISTED" }))).status).toBe(403);

    const { rep, viewer } = await viewAs("ROLE_3");
    const recorded = await viewer.post(path, update({ status: "UNDER_OFFER", expectedSettlementDate: daysFromToday(40) }));
    expect(recorded.status).toBe(201);
    expect(recorded.body.data.attributes.recordedBy.representativeName).toBe("Rep ROLE_3");

    const page = await rep.get(`/representative/v1/fund-requests/${scenario.fundRequestId}`);
    expect(page.body.data.attributes.saleUpdates).toEqual([
      expect.objectContaining({
        status: "UNDER_OFFER",
        expectedSettlementDate: daysFromToday(40),
        recordedBy: { customerName: expect.any(String), representativeName: "Rep ROLE_3" },
      }),
    ]);
  });
});
