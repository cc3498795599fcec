import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Db, openDatabase } from "../db/database.js";
import type { RunningProviderApi } from "../index.js";
import { Client, createScenario, staffClient, startTestApi, tempDbFile } from "./support.js";

let api: RunningProviderApi;
let cleanup: () => void;
let staff: ReturnType<typeof staffClient>;
/** The provider's database, read beside it: what a signature records is not on the wire. */
let db: Db;

beforeAll(async () => {
  const file = tempDbFile();
  cleanup = file.cleanup;
  api = await startTestApi({ dbFile: file.file });
  db = await openDatabase(file.file);
  staff = staffClient(api.url);
});

afterAll(async () => {
  await db.destroy();
  await api.close();
  cleanup();
});

const applicationPath = (id: string) => `/staff/v1/finance-applications/${id}`;

/** A SUBMITTED application of both customers (Ann Lee, the creator, and Ben Lee), each with their own session. */
async function submittedScenario() {
  const scenario = await createScenario(api.url);
  // Ann was created first: the lower customer id.
  const links = [...scenario.links].sort((a, b) => Number(a.customerId) - Number(b.customerId));
  const [ann, ben] = [new Client(api.url), new Client(api.url)];
  await ann.open(links[0].uuid);
  await ben.open(links[1].uuid);
  const created = await ann.post("/guest/v1/finance-applications", {
    data: { type: "finance-applications", attributes: { fundRequestId: scenario.fundRequestId, financeType: "VPA" } },
  });
  const id = created.body.data.id as string;
  const applicants = links.map((link) => ({ id: link.customerId, hasCompletedApplication: true }));
  await staff.patch(applicationPath(id), {
    data: {
      type: "finance-applications",
      attributes: {
        applicationStatus: "SUBMITTED",
        applicationData: { applicants, loanRepaymentMethod: "AT_SETTLEMENT", settlement: { agency: "Hay St Sales" } },
      },
    },
  });
  return { id, ann, ben, customers: links.map((link) => link.customerId), created: created.body.data.attributes };
}

const version = async (id: string) => (await staff.get(applicationPath(id))).body.data.attributes.version as number;

const signature = (v: number, fullName: string, confirmations: Record<string, boolean> = {}) => ({
  data: {
    type: "signatures",
    attributes: {
      version: v,
      fullName,
      confirmations: { hasReadContract: true, acceptsKeyTerms: true, understandsCoolingOff: true, ...confirmations },
    },
  },
});

const decline = (v: number, reason?: string) => ({ data: { type: "contract-declines", attributes: { version: v, reason } } });

describe("contracts", () => {
  it("has no contract before approval, and staff approve only a submitted application", async () => {
    const { id, ann } = await submittedScenario();
    expect((await ann.get(`/guest/v1/finance-applications/${id}/contract`)).status).toBe(404);
    const approved = await staff.post(`${applicationPath(id)}/approve`, undefined);
    expect(approved.status).toBe(201);
    expect(approved.body.data.attributes.applicationStatus).toBe("AWAITING_SIGNATURES");
    expect((await staff.post(`${applicationPath(id)}/approve`, undefined)).status).toBe(409);
    expect((await staff.post(`${applicationPath(id)}/complete`, undefined)).status).toBe(409);
    expect((await staff.post(`${applicationPath("999999")}/approve`, undefined)).status).toBe(404);
  });

  it("makes the contract from the application: figures, repayment, property, agency, applicants, terms, hash", async () => {
    const { id, ann, customers, created } = await submittedScenario();
    await staff.post(`${applicationPath(id)}/approve`, undefined);
    const answer = await ann.get(`/guest/v1/finance-applications/${id}/contract`);
    expect(answer.status).toBe(200);
    const { document, documentHash, status, signatures } = answer.body.data.attributes;
    expect(status).toBe("AWAITING_SIGNATURES");
    expect(document).toMatchObject({
      loanAmount: created.amount,
      totalRepayable: created.repaymentAmount,
      establishmentFee: created.repaymentAmount - created.amount,
      repaymentMethod: "AT_SETTLEMENT",
      property: "1 Hay Street, Perth 6000",
      agency: "Hay St Sales",
      applicants: [
        { customerId: customers[0], name: "Ann Lee" },
        { customerId: customers[1], name: "Ben Lee" },
      ],
    });
    expect(document.keyTerms.length).toBeGreaterThan(0);
    expect(document.coolingOff).toMatch(/cancel/);
    expect(documentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(signatures).toEqual([
      { customerId: customers[0], name: "Ann Lee", signedAt: null },
      { customerId: customers[1], name: "Ben Lee", signedAt: null },
    ]);
  });

  it("refuses a missing confirmation and a name that is not the applicant's with pointers, and a stale version with 409", async () => {
    const { id, ann } = await submittedScenario();
    await staff.post(`${applicationPath(id)}/approve`, undefined);
    const path = `/guest/v1/finance-applications/${id}/contract/signatures`;
    const v = await version(id);
    const unconfirmed = await ann.post(path, signature(v, "Ann Lee", { acceptsKeyTerms: false }));
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors.map((e: any) => e.source.pointer)).toEqual(["/data/attributes/confirmations/acceptsKeyTerms"]);
    const wrongName = await ann.post(path, signature(v, "Ben Lee"));
    expect(wrongName.status).toBe(422);
    expect(wrongName.body.errors[0].source.pointer).toBe("/data/attributes/fullName");
    const stale = await ann.post(path, signature(v - 1, "Ann Lee"));
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].source.pointer).toBe("/data/attributes/version");
    expect(await version(id)).toBe(v);
  });

  it("records each signature; the last makes the application SIGNED; signing again changes nothing; staff complete it", async () => {
    const { id, ann, ben, customers } = await submittedScenario();
    await staff.post(`${applicationPath(id)}/approve`, undefined);
    const path = `/guest/v1/finance-applications/${id}/contract/signatures`;
    const first = await ann.post(path, signature(await version(id), "  ann  LEE"));
    expect(first.status).toBe(201);
    expect(first.body.data.attributes.applicationStatus).toBe("AWAITING_SIGNATURES");
    expect(first.body.data.attributes.applicationData.applicants[0]).toMatchObject({ id: customers[0], hasSignedContract: true });
    const again = await ann.post(path, signature(1, "Ann Lee"));
    expect(again.status).toBe(200);
    expect(again.body.data.attributes.version).toBe(first.body.data.attributes.version);

    const contract = await ben.get(`/guest/v1/finance-applications/${id}/contract`);
    expect(contract.body.data.attributes.signatures[0].signedAt).not.toBeNull();
    expect(contract.body.data.attributes.signatures[1].signedAt).toBeNull();
    const last = await ben.post(path, signature(await version(id), "Ben Lee"));
    expect(last.status).toBe(201);
    expect(last.body.data.attributes.applicationStatus).toBe("SIGNED");
    expect((await ben.get(`/guest/v1/finance-applications/${id}/contract`)).body.data.attributes.status).toBe("SIGNED");

    const signatures = await db.selectFrom("contractSignatures").selectAll().orderBy("id").execute();
    const hash = contract.body.data.attributes.documentHash;
    expect(signatures.slice(-2)).toMatchObject([
      { customerId: Number(customers[0]), fullName: "ann  LEE", documentHash: hash, clientAddress: expect.any(String) },
      { customerId: Number(customers[1]), fullName: "Ben Lee", documentHash: hash },
    ]);

    const completed = await staff.post(`${applicationPath(id)}/complete`, undefined);
    expect(completed.status).toBe(200);
    expect(completed.body.data.attributes.applicationStatus).toBe("COMPLETED");
    expect((await staff.post(`${applicationPath(id)}/complete`, undefined)).status).toBe(200);
  });

  it("a declined contract cannot be signed by anyone until staff reopen it", async () => {
    const { id, ann, ben } = await submittedScenario();
    await staff.post(`${applicationPath(id)}/approve`, undefined);
    const declined = await ben.post(
      `/guest/v1/finance-applications/${id}/contract/decline`,
      decline(await version(id), "Too dear"),
    );
    expect(declined.status).toBe(200);
    expect(declined.body.data.attributes.applicationData.applicants[1].hasDeclinedContract).toBe(true);
    expect((await ben.post(`/guest/v1/finance-applications/${id}/contract/decline`, decline(1))).status).toBe(200);
    const contract = await ann.get(`/guest/v1/finance-applications/${id}/contract`);
    expect(contract.body.data.attributes).toMatchObject({ status: "DECLINED", declinedAt: expect.any(String) });
    const path = `/guest/v1/finance-applications/${id}/contract/signatures`;
    expect((await ann.post(path, signature(await version(id), "Ann Lee"))).status).toBe(409);

    const reopened = await staff.post(`${applicationPath(id)}/approve`, undefined);
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.attributes.applicationData.applicants[1].hasDeclinedContract).toBe(false);
    expect((await ann.post(path, signature(await version(id), "Ann Lee"))).status).toBe(201);
    expect((await ann.post(`/guest/v1/finance-applications/${id}/contract/decline`, decline(await version(id)))).status).toBe(
      409,
    );
  });

  it("keeps another fund request's guest out", async () => {
    const { id } = await submittedScenario();
    await staff.post(`${applicationPath(id)}/approve`, undefined);
    const stranger = new Client(api.url);
    await stranger.open((await createScenario(api.url)).links[0].uuid);
    expect((await stranger.get(`/guest/v1/finance-applications/${id}/contract`)).status).toBe(403);
  });
});

describe("the demo seed's contracts", () => {
  const demo = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

  it("gives demo links 14 and 19 a contract to sign, and 15 and 16 a contract every applicant signed", async () => {
    const file = tempDbFile();
    const seeded = await startTestApi({ dbFile: file.file, seedDemoData: true });
    try {
      const contractAt = async (n: number) => {
        const guest = new Client(seeded.url);
        const { body } = await guest.open(demo(n));
        const fundRequest = await guest.get(
          `/guest/v1/fund-requests/${body.data.attributes.fundRequestId}?include=financeApplications`,
        );
        const vpa = fundRequest.body.included.find((r: any) => r.attributes.financeType === "VPA");
        return (await guest.get(`/guest/v1/finance-applications/${vpa.id}/contract`)).body.data.attributes;
      };
      expect((await contractAt(14)).status).toBe("AWAITING_SIGNATURES");
      expect((await contractAt(19)).status).toBe("AWAITING_SIGNATURES");
      for (const n of [15, 16]) {
        const contract = await contractAt(n);
        expect(contract.status).toBe("SIGNED");
        expect(contract.signatures.every((s: any) => s.signedAt !== null)).toBe(true);
      }
    } finally {
      await seeded.close();
      file.cleanup();
    }
  });
});
