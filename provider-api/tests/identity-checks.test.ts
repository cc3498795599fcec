import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RunningProviderApi } from "../index.js";
import { Client, createScenario, staffClient, startTestApi, tempDbFile } from "./support.js";

let api: RunningProviderApi;
let cleanup: () => void;
let staff: ReturnType<typeof staffClient>;

beforeAll(async () => {
  const db = tempDbFile();
  cleanup = db.cleanup;
  api = await startTestApi({ dbFile: db.file });
  staff = staffClient(api.url);
});

afterAll(async () => {
  await api.close();
  cleanup();
});

/** A fund request whose first customer has opened an application; the client holds their session. */
async function applicationScenario() {
  const scenario = await createScenario(api.url);
  const client = new Client(api.url);
  await client.open(scenario.links[0].uuid);
  const created = await client.post("/guest/v1/finance-applications", {
    data: { type: "finance-applications", attributes: { fundRequestId: scenario.fundRequestId, financeType: "VPA" } },
  });
  return { ...scenario, client, applicationId: created.body.data.id as string, customerId: scenario.links[0].customerId };
}

const check = (documentNumber: string, overrides: Record<string, unknown> = {}) => ({
  data: {
    type: "identity-checks",
    attributes: {
      firstName: "Ann",
      lastName: "Lee",
      dateOfBirth: "1980-02-29",
      documentType: "DRIVERS_LICENCE",
      documentNumber,
      ...overrides,
    },
  },
});

async function customerResult(fundRequestId: string, customerId: string) {
  const document = await staff.get(`/staff/v1/fund-requests/${fundRequestId}`);
  const customer = document.body.included.find((r: any) => r.type === "customers" && r.id === customerId);
  return customer.attributes.idVerificationResult;
}

describe("identity checks", () => {
  it("passes a document, marks the applicant verified, bumps the version and includes the application", async () => {
    const { client, applicationId, fundRequestId, customerId } = await applicationScenario();
    const answer = await client.post(`/guest/v1/finance-applications/${applicationId}/identity-checks`, check("12345678"));
    expect(answer.status).toBe(201);
    expect(answer.body.data.attributes).toMatchObject({ result: "PASS", documentType: "DRIVERS_LICENCE" });
    expect(answer.body.data.relationships.financeApplication.data).toEqual({ type: "finance-applications", id: applicationId });
    const [application] = answer.body.included;
    expect(application.attributes.version).toBe(2);
    expect(application.attributes.applicationData.applicants[0]).toMatchObject({ id: customerId, hasVerifiedIdentity: true });
    expect(await customerResult(fundRequestId, customerId)).toBe("PASS");
  });

  it("fails a document number starting with 000, and a later passing check clears the failure", async () => {
    const { client, applicationId, fundRequestId, customerId } = await applicationScenario();
    const failed = await client.post(`/guest/v1/finance-applications/${applicationId}/identity-checks`, check("000123"));
    expect(failed.status).toBe(201);
    expect(failed.body.data.attributes.result).toBe("FAIL");
    expect(failed.body.included[0].attributes.applicationData.applicants[0].hasVerifiedIdentity).toBe(false);
    expect(await customerResult(fundRequestId, customerId)).toBe("FAIL");

    const passed = await client.post(
      `/guest/v1/finance-applications/${applicationId}/identity-checks`,
      check("PA1234567", { documentType: "PASSPORT" }),
    );
    expect(passed.body.data.attributes.result).toBe("PASS");
    expect(await customerResult(fundRequestId, customerId)).toBe("PASS");
  });

  it("answers 422 with pointers for a bad document, an under-age applicant and an impossible date", async () => {
    const { client, applicationId } = await applicationScenario();
    const path = `/guest/v1/finance-applications/${applicationId}/identity-checks`;
    const bad = await client.post(path, check("12-34", { documentType: "BIRTH_CERTIFICATE", firstName: " " }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: any) => e.source.pointer).sort()).toEqual([
      "/data/attributes/documentNumber",
      "/data/attributes/documentType",
      "/data/attributes/firstName",
    ]);
    const young = await client.post(path, check("12345678", { dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01` }));
    expect(young.status).toBe(422);
    expect(young.body.errors[0].source.pointer).toBe("/data/attributes/dateOfBirth");
    const impossible = await client.post(path, check("12345678", { dateOfBirth: "1981-02-29" }));
    expect(impossible.status).toBe(422);
  });

  it("is for the application's applicants only, and only while it is being filled in", async () => {
    const { client, applicationId, links } = await applicationScenario();
    const other = new Client(api.url);
    await other.open(links[1].uuid);
    const stranger = await other.post(`/guest/v1/finance-applications/${applicationId}/identity-checks`, check("12345678"));
    expect(stranger.status).toBe(403);

    await staff.patch(`/staff/v1/finance-applications/${applicationId}`, {
      data: { type: "finance-applications", attributes: { applicationStatus: "SUBMITTED" } },
    });
    const late = await client.post(`/guest/v1/finance-applications/${applicationId}/identity-checks`, check("12345678"));
    expect(late.status).toBe(409);
  });

  it("cannot be bypassed: a SAVE that claims a verified identity keeps the stored flag", async () => {
    const { client, applicationId } = await applicationScenario();
    const read = await staff.get(`/staff/v1/finance-applications/${applicationId}`);
    const data = read.body.data.attributes.applicationData;
    const saved = await client.post(`/guest/v1/finance-applications/${applicationId}/submit`, {
      data: {
        action: "SAVE",
        version: 1,
        applicationData: { ...data, applicants: [{ ...data.applicants[0], hasVerifiedIdentity: true }] },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes.applicationData.applicants[0].hasVerifiedIdentity).toBe(false);
  });
});
