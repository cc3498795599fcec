import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RunningProviderApi } from "../index.js";
import {
  type ApiResponse,
  Client,
  createScenario,
  fundRequestAttributes,
  PNG_BYTES,
  resolvePointer,
  staffClient,
  startTestApi,
  tempDbFile,
} from "./support.js";

/**
 * Hostile bodies to every mutating endpoint: each must be refused with a 4xx
 * errors document (checked against openapi.yaml by the client), never a 5xx,
 * and must leave the stored data exactly as it was.
 */

let api: RunningProviderApi;
let cleanup: () => void;

beforeAll(async () => {
  const db = tempDbFile();
  cleanup = db.cleanup;
  api = await startTestApi({ dbFile: db.file });
});

afterAll(async () => {
  await api.close();
  cleanup();
});

function deeplyNested(depth: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = { d: [value] };
  return value;
}

/** Every value here is wrong for every field of the templates below. */
const HOSTILE_VALUES: unknown[] = [
  JSON.parse('{"__proto__":{"polluted":true}}'),
  deeplyNested(40),
  "text with a NUL \u0000 inside",
  "x".repeat(600),
  -1000.5,
  [[]],
  { "a/b~c": "\u0000" },
];

const RAW_BODIES = ["{", '{"data":', "[1,2", "nul", "'single'", "\u0000", '"just a string"', "42", "null", "{}", "[]"];

function leaves(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
    if (entries.length === 0) return [path];
    return entries.flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  return [path];
}

function replaced(template: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: any = Array.isArray(template) ? [...template] : { ...(template as object) };
  copy[path[0]] = replaced(copy[path[0]], path.slice(1), value);
  return copy;
}

function mutations(template: unknown): string[] {
  const bodies = [...RAW_BODIES];
  for (const path of leaves(template)) {
    for (const value of HOSTILE_VALUES) {
      // Spliced in as text: copying an object with an own __proto__ key would lose it.
      const text = JSON.stringify(replaced(template, path, "__hostile__"));
      bodies.push(text.replace('"__hostile__"', JSON.stringify(value)));
    }
  }
  bodies.push(JSON.stringify({ data: { filler: "x".repeat(1_100_000) } }));
  return bodies;
}

function expectRefused(response: ApiResponse, body: string): void {
  expect(response.status, `${response.status} for ${body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(Array.isArray(response.body?.errors)).toBe(true);
  if (response.status !== 422) return;
  let sent: unknown;
  try {
    sent = JSON.parse(body);
  } catch {
    return;
  }
  for (const error of response.body.errors) {
    const pointer = error.source?.pointer;
    if (pointer === undefined || pointer === "") continue;
    expect(resolvePointer(sent, pointer).parentFound, `pointer ${pointer} for ${body.slice(0, 200)}`).toBe(true);
  }
}

async function fuzz(
  client: Client,
  method: "POST" | "PATCH",
  path: string,
  template: unknown,
  snapshot: () => Promise<unknown>,
  options: { staff?: boolean } = {},
): Promise<void> {
  const before = await snapshot();
  for (const body of mutations(template)) {
    const response = await client.request(method, path, { raw: body, staff: options.staff });
    expectRefused(response, body);
  }
  const wrongType = await client.request(method, path, {
    raw: JSON.stringify(template),
    contentType: "text/plain",
    staff: options.staff,
  });
  expect(wrongType.status).toBe(415);
  expect(await snapshot()).toEqual(before);
}

describe("fuzzing every mutating endpoint", () => {
  let guest: Client;
  let scenario: Awaited<ReturnType<typeof createScenario>>;
  let applicationId: string;
  let applicationData: any;
  const staff = () => staffClient(api.url);
  const staffRaw = () => new Client(api.url);
  const snapshotFundRequest = async () => (await staff().get(`/staff/v1/fund-requests/${scenario.fundRequestId}`)).body;
  const snapshotApplication = async () => (await staff().get(`/staff/v1/finance-applications/${applicationId}`)).body;
  const snapshotBoth = async () => [await snapshotFundRequest(), await snapshotApplication()];

  beforeAll(async () => {
    scenario = await createScenario(api.url);
    guest = new Client(api.url);
    await guest.open(scenario.links[0].uuid);
    const created = await guest.post("/guest/v1/finance-applications", {
      data: { type: "finance-applications", attributes: { fundRequestId: scenario.fundRequestId, financeType: "VPA" } },
    });
    applicationId = created.body.data.id;
    applicationData = created.body.data.attributes.applicationData;
  });

  it("POST /guest/v1/finance-applications", async () => {
    // A second finance type would be created by a valid body: VPA_ADDITIONAL is not open yet.
    const template = {
      data: {
        type: "finance-applications",
        attributes: { fundRequestId: scenario.fundRequestId, financeType: "VPA_ADDITIONAL" },
      },
    };
    await fuzz(guest, "POST", "/guest/v1/finance-applications", template, snapshotBoth);
  });

  it("PATCH /guest/v1/finance-applications/{id}/withdraw", async () => {
    const template = { data: { type: "finance-applications", id: applicationId } };
    await fuzz(guest, "PATCH", `/guest/v1/finance-applications/${applicationId}/withdraw`, template, snapshotBoth);
  });

  it("POST /guest/v1/finance-applications/{id}/submit", async () => {
    const applicant = {
      ...applicationData.applicants[0],
      citizenship: "CITIZEN",
      martialStatus: "Single",
      numberOfDependents: 1,
      settings: { currentPage: "income-payslips" },
      income: [{ type: "Salary", amount: 100000, frequency: "MONTHLY" }],
      expenses: [{ type: "Rent", amount: 50000, frequency: "MONTHLY" }],
      liabilities: [{ type: "Car loan", amount: 40000, balance: 900000 }],
    };
    const template = {
      data: {
        action: "SAVE",
        version: 1,
        applicationData: {
          applicants: [applicant],
          debitBankDetails: { bsb: "066123", accountNumber: "12345678", accountName: "Ann Lee", userId: applicant.id },
          loanRepaymentMethod: "AT_SETTLEMENT",
          settlement: { agency: "Westside Conveyancing" },
        },
        additionalApplicants: [{ firstName: "Ben", lastName: "Lee", email: "ben@example.com.au", mobile: "0412345679" }],
      },
    };
    await fuzz(guest, "POST", `/guest/v1/finance-applications/${applicationId}/submit`, template, snapshotBoth);
  });

  it("POST /authenticated/v1/media", async () => {
    const template = {
      data: { type: "media", attributes: { collection: "payslips", fileName: "p.png", base64: PNG_BYTES.toString("base64") } },
    };
    const nextMedia = async () => (await guest.get("/authenticated/v1/media/1")).status;
    await fuzz(guest, "POST", "/authenticated/v1/media", template, nextMedia);
  });

  it("POST /staff/v1/fund-requests", async () => {
    const template = {
      data: {
        type: "fund-requests",
        attributes: {
          ...fundRequestAttributes(),
          transactions: [{ amount: 100, method: "CARD", status: "SUCCEEDED" }],
          entity: { name: "Hay Holdings Pty Ltd" },
        },
      },
    };
    const nextFundRequest = async () =>
      (await staff().get(`/staff/v1/fund-requests/${Number(scenario.fundRequestId) + 1}`)).status;
    await fuzz(staffRaw(), "POST", "/staff/v1/fund-requests", template, nextFundRequest, { staff: true });
  });

  it("PATCH /staff/v1/fund-requests/{id}", async () => {
    const template = {
      data: { type: "fund-requests", attributes: { receivableStatus: "PROCESSING", amountPaid: 100, canDeferPayment: false } },
    };
    await fuzz(staffRaw(), "PATCH", `/staff/v1/fund-requests/${scenario.fundRequestId}`, template, snapshotFundRequest, {
      staff: true,
    });
  });

  it("POST /staff/v1/fund-requests/{id}/links", async () => {
    const template = {
      data: { type: "links", attributes: { customerId: scenario.links[0].customerId, expiresAt: "2099-01-01T00:00:00Z" } },
    };
    await fuzz(staffRaw(), "POST", `/staff/v1/fund-requests/${scenario.fundRequestId}/links`, template, snapshotFundRequest, {
      staff: true,
    });
  });

  it("POST /guest/v1/finance-applications/{id}/identity-checks", async () => {
    const template = {
      data: {
        type: "identity-checks",
        attributes: {
          firstName: "Ann",
          lastName: "Lee",
          dateOfBirth: "1980-02-29",
          documentType: "PASSPORT",
          documentNumber: "PA1234567",
        },
      },
    };
    await fuzz(guest, "POST", `/guest/v1/finance-applications/${applicationId}/identity-checks`, template, snapshotBoth);
  });

  it("PATCH /staff/v1/links/{uuid}", async () => {
    const template = { data: { type: "links", id: scenario.links[0].uuid, attributes: { expiresAt: "2000-01-01T00:00:00Z" } } };
    await fuzz(staffRaw(), "PATCH", `/staff/v1/links/${scenario.links[0].uuid}`, template, snapshotFundRequest, { staff: true });
  });

  it("PATCH /staff/v1/customers/{id}", async () => {
    const template = { data: { type: "customers", attributes: { idVerificationResult: "PASS" } } };
    await fuzz(staffRaw(), "PATCH", `/staff/v1/customers/${scenario.links[0].customerId}`, template, snapshotFundRequest, {
      staff: true,
    });
  });

  it("PATCH /staff/v1/finance-applications/{id}", async () => {
    const template = {
      data: {
        type: "finance-applications",
        attributes: {
          applicationStatus: "REVIEWING",
          version: 1,
          applicationData: { applicants: [{ id: applicationData.applicants[0].id, settings: { currentPage: "repayment" } }] },
        },
      },
    };
    await fuzz(staffRaw(), "PATCH", `/staff/v1/finance-applications/${applicationId}`, template, snapshotApplication, {
      staff: true,
    });
  });
});
