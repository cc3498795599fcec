import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RunningProviderApi } from "../index.js";
import { lenderDay } from "../services/loans.js";
import { Client, openDemoVpa, startTestApi, tempDbFile } from "./support.js";

// The loan of a signed application (decision 0340), read by its applicants through
// the demo scenarios: every answer is checked against openapi.yaml by the client.

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

/** The demo link's session, its VPA application and that application's loan path. */
async function openDemo(n: number) {
  const { guest, vpa } = await openDemoVpa(api.url, n);
  return { guest, application: vpa.attributes, path: `/guest/v1/finance-applications/${vpa.id}/loan` };
}

describe("GET /guest/v1/finance-applications/{id}/loan", () => {
  it("answers a funded loan's terms, the money owed and the sale's facts", async () => {
    const { guest, application, path } = await openDemo(15);
    const answer = await guest.get(path);
    expect(answer.status).toBe(200);
    expect(answer.body.data.type).toBe("loans");
    expect(answer.body.data.attributes).toEqual({
      status: "FUNDED",
      reference: expect.stringMatching(/^\d{10}$/),
      requestType: "VENDOR_PAID_ADVERTISING",
      product: "VPA Collect",
      agency: "Westside Conveyancing",
      principal: application.amount,
      establishmentFee: application.repaymentAmount - application.amount,
      total: application.repaymentAmount,
      repaid: 0,
      balance: application.repaymentAmount,
      fundedOn: daysFromToday(-21),
      longStopMonths: 12,
      repayments: [],
      sale: {
        status: "LISTED",
        expectedSettlementDate: null,
        settledOn: null,
        withdrawnOn: null,
        depositReleasedOn: null,
        expectedTenancyEndDate: null,
        tenancyEndedOn: null,
      },
      conveyancer: null,
      asAt: daysFromToday(0),
    });
  });

  it("takes a repayment received off the balance, and holds the expected settlement date", async () => {
    const { guest, application, path } = await openDemo(63);
    const loan = (await guest.get(path)).body.data.attributes;
    expect(loan.repayments).toEqual([{ amount: 50000, receivedOn: daysFromToday(-6), method: "BPAY" }]);
    expect(loan.repaid).toBe(50000);
    expect(loan.balance).toBe(application.repaymentAmount - 50000);
    expect(loan.sale).toMatchObject({ status: "UNDER_OFFER", expectedSettlementDate: daysFromToday(45) });
  });

  it("says when the property was withdrawn, and a settled, completed loan owes nothing", async () => {
    const withdrawn = await openDemo(64);
    expect((await withdrawn.guest.get(withdrawn.path)).body.data.attributes.sale).toMatchObject({
      status: "WITHDRAWN",
      withdrawnOn: daysFromToday(-5),
    });
    const completed = await openDemo(16);
    const loan = (await completed.guest.get(completed.path)).body.data.attributes;
    expect(loan).toMatchObject({ status: "REPAID", balance: 0, repaid: completed.application.repaymentAmount });
    expect(loan.repayments[0].method).toBe("SETTLEMENT");
  });

  it("answers a signed loan not yet paid to the agency as awaiting funding, with the product's long-stop period", async () => {
    const { guest, path } = await openDemo(18);
    const loan = (await guest.get(path)).body.data.attributes;
    expect(loan).toMatchObject({ status: "AWAITING_FUNDING", fundedOn: null, longStopMonths: 12, repaid: 0 });
    expect(loan.balance).toBe(loan.total);
  });

  it("is 404 before signing, for an unknown id, and for another link's application; 401 without a session", async () => {
    const unsigned = await openDemo(14);
    expect((await unsigned.guest.get(unsigned.path)).status).toBe(404);
    expect((await unsigned.guest.get("/guest/v1/finance-applications/999999/loan")).status).toBe(404);
    expect((await unsigned.guest.get("/guest/v1/finance-applications/x1/loan")).status).toBe(404);

    const signed = await openDemo(15);
    const other = await unsigned.guest.get(signed.path);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain("balance");
    expect((await new Client(api.url).get(signed.path)).status).toBe(401);
  });
});
