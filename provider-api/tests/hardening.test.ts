import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RunningProviderApi } from "../index.js";
import { Client, createScenario, PNG_BYTES, staffClient, startTestApi, tempDbFile } from "./support.js";

/**
 * Decision 0101: the provider refuses hostile input (unsafe URLs, names with
 * control or bidirectional formatting characters, malformed versions), a
 * session never outlives its link, and repeated creates and identity checks
 * say whether they made something.
 */

let api: RunningProviderApi;
let dbFile: string;
let cleanup: () => void;
let staff: ReturnType<typeof staffClient>;

beforeAll(async () => {
  const db = tempDbFile();
  cleanup = db.cleanup;
  dbFile = db.file;
  api = await startTestApi({ dbFile });
  staff = staffClient(api.url);
});

afterAll(async () => {
  await api.close();
  cleanup();
});

/** A second connection to the server's database file, for what HTTP cannot show or set. */
function withDatabase<T>(work: (sqlite: SQLite.Database) => T): T {
  const sqlite = new SQLite(dbFile);
  sqlite.pragma("busy_timeout = 5000");
  try {
    return work(sqlite);
  } finally {
    sqlite.close();
  }
}

const pointers = (body: any): string[] => body.errors.map((e: any) => e.source?.pointer);

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

function newFundRequest(attributes: Record<string, unknown>) {
  return staff.post("/staff/v1/fund-requests", {
    data: {
      type: "fund-requests",
      attributes: {
        amount: 100000,
        location: { name: "Agency" },
        customers: [{ firstName: "Cy", lastName: "Dee" }],
        ...attributes,
      },
    },
  });
}

// ---- 1. Location URLs ----------------------------------------------------------------

describe("location websiteUrl and logoUrl", () => {
  const UNSAFE_URLS = [
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com/logo.png",
    "mailto:agent@example.com",
    "//evil.example.com/logo.png",
    "/relative/logo.png",
    "https:evil.example.com",
    "https://",
    "https://exa mple.com",
    "https://example.com/\nlogo.png",
  ];

  it.each(UNSAFE_URLS)("refuses %j in both fields with 422 and their pointers, storing nothing", async (url) => {
    const before = withDatabase((db) => db.prepare("select count(*) as n from locations").get()) as { n: number };
    const response = await newFundRequest({ location: { name: "Agency", websiteUrl: url, logoUrl: url } });
    expect(response.status).toBe(422);
    expect(pointers(response.body).sort()).toEqual(["/data/attributes/location/logoUrl", "/data/attributes/location/websiteUrl"]);
    const after = withDatabase((db) => db.prepare("select count(*) as n from locations").get()) as { n: number };
    expect(after.n).toBe(before.n);
  });

  it("accepts absolute http and https URLs and answers them as stored", async () => {
    const created = await newFundRequest({
      location: { name: "Agency", websiteUrl: "http://agency.example.com.au", logoUrl: "HTTPS://cdn.example.com/logo.png?v=2" },
    });
    expect(created.status).toBe(201);
    const location = created.body.included.find((r: any) => r.type === "locations");
    expect(location.attributes).toMatchObject({
      websiteUrl: "http://agency.example.com.au",
      logoUrl: "HTTPS://cdn.example.com/logo.png?v=2",
    });
  });

  it("answers a stored URL that is not http(s) as null (defence in depth)", async () => {
    const { client, fundRequestId } = await openScenario({
      location: { name: "Agency", websiteUrl: "https://agency.example.com", logoUrl: "https://agency.example.com/logo.png" },
    });
    const locationId = (await client.get(`/guest/v1/fund-requests/${fundRequestId}`)).body.data.relationships.location.data.id;
    withDatabase((db) =>
      db
        .prepare("update locations set website_url = ?, logo_url = ? where id = ?")
        .run("javascript:alert(1)", "data:image/svg+xml,<svg onload=alert(1)>", Number(locationId)),
    );
    const guestView = await client.get(`/guest/v1/fund-requests/${fundRequestId}?include=location`);
    expect(guestView.body.included[0].attributes).toMatchObject({ websiteUrl: null, logoUrl: null, name: "Agency" });
    const staffView = await staff.get(`/staff/v1/fund-requests/${fundRequestId}`);
    const location = staffView.body.included.find((r: any) => r.type === "locations");
    expect(location.attributes).toMatchObject({ websiteUrl: null, logoUrl: null });
  });
});

// ---- 2. Names ------------------------------------------------------------------------

const UNSAFE_NAME_CHARACTERS = [
  "\u0001",
  "\u0007",
  "\t",
  "\n",
  "\r",
  "\u001b",
  "\u007f", // C0 and DEL
  "\u0080",
  "\u0085",
  "\u009b",
  "\u009f", // C1
  "\u200e",
  "\u200f", // LRM, RLM
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e", // embeddings and overrides
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069", // isolates
];
const named = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
const NAME_CASES = UNSAFE_NAME_CHARACTERS.map((c) => [named(c), c] as const);
/** Names real people have, which must keep working. */
const FINE_NAMES = ["Zoë", "O'Brien-Nguyễn", "李", "محمد", "Ngāti", "Mary Jane", "Zoë\u200dX"];

describe("people's names", () => {
  it.each(NAME_CASES)("staff customers: %s is refused with a pointer", async (_label, c) => {
    const response = await newFundRequest({
      customers: [
        { firstName: "Cy", lastName: "Dee" },
        { firstName: `Ev${c}e`, lastName: `${c}Smith` },
      ],
    });
    expect(response.status).toBe(422);
    expect(pointers(response.body).sort()).toEqual([
      "/data/attributes/customers/1/firstName",
      "/data/attributes/customers/1/lastName",
    ]);
  });

  it("staff customers: ordinary names in any script are kept as sent", async () => {
    const response = await newFundRequest({ customers: FINE_NAMES.map((n) => ({ firstName: n, lastName: n })) });
    expect(response.status).toBe(201);
    const names = response.body.included.filter((r: any) => r.type === "customers").map((r: any) => r.attributes.firstName);
    expect(names).toEqual(FINE_NAMES);
  });

  it.each(NAME_CASES)(
    "submit: %s in an applicant's or an additional applicant's name is refused and nothing changes",
    async (_label, c) => {
      const { client, fundRequestId } = await openScenario();
      const { id, attributes } = (await createApplication(client, fundRequestId)).body.data;
      const data = attributes.applicationData;
      const response = await client.post(`/guest/v1/finance-applications/${id}/submit`, {
        data: {
          action: "SAVE",
          version: 1,
          applicationData: { ...data, applicants: [{ ...data.applicants[0], firstName: `Ann${c}`, lastName: "Lee" }] },
          additionalApplicants: [{ firstName: "Ben", lastName: `L${c}ee`, email: "ben@example.com.au", mobile: "0412345679" }],
        },
      });
      expect(response.status).toBe(422);
      expect(pointers(response.body).sort()).toEqual([
        "/data/additionalApplicants/0/lastName",
        "/data/applicationData/applicants/0/firstName",
      ]);
      const stored = await staff.get(`/staff/v1/finance-applications/${id}`);
      expect(stored.body.data.attributes).toMatchObject({ version: 1, additionalApplicants: [] });
    },
  );

  it("submit: ordinary names are stored", async () => {
    const { client, fundRequestId } = await openScenario();
    const { id, attributes } = (await createApplication(client, fundRequestId)).body.data;
    const data = attributes.applicationData;
    const response = await client.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: {
        action: "SAVE",
        version: 1,
        applicationData: { ...data, applicants: [{ ...data.applicants[0], firstName: "Zoë", lastName: "O'Brien-Nguyễn" }] },
        additionalApplicants: [{ firstName: "李", lastName: "محمد", email: "li@example.com.au", mobile: "0412345679" }],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.attributes.applicationData.applicants[0]).toMatchObject({
      firstName: "Zoë",
      lastName: "O'Brien-Nguyễn",
    });
  });

  it.each(NAME_CASES)("identity checks: %s is refused and no check is run", async (_label, c) => {
    const { client, fundRequestId, customerId } = await openScenario();
    const { id } = (await createApplication(client, fundRequestId)).body.data;
    const response = await client.post(`/guest/v1/finance-applications/${id}/identity-checks`, {
      data: {
        type: "identity-checks",
        attributes: {
          firstName: `Ann${c}`,
          lastName: `${c}Lee`,
          dateOfBirth: "1980-02-29",
          documentType: "PASSPORT",
          documentNumber: "PA1234567",
        },
      },
    });
    expect(response.status).toBe(422);
    expect(pointers(response.body).sort()).toEqual(["/data/attributes/firstName", "/data/attributes/lastName"]);
    const stored = await staff.get(`/staff/v1/finance-applications/${id}`);
    expect(stored.body.data.attributes.version).toBe(1);
    const fundRequest = await staff.get(`/staff/v1/fund-requests/${fundRequestId}`);
    const customer = fundRequest.body.included.find((r: any) => r.type === "customers" && r.id === customerId);
    expect(customer.attributes.idVerificationResult).toBeNull();
  });

  it.each(NAME_CASES)("messages: %s in the name is refused and nothing is stored", async (_label, c) => {
    const { client, fundRequestId } = await openScenario();
    const response = await client.post(`/guest/v1/fund-requests/${fundRequestId}/messages`, {
      data: { type: "messages", attributes: { name: `Ann ${c}Lee`, email: "ann@example.com.au", message: "Hello" } },
    });
    expect(response.status).toBe(422);
    expect(pointers(response.body)).toEqual(["/data/attributes/name"]);
    expect((await staff.get(`/staff/v1/fund-requests/${fundRequestId}/messages`)).body.data).toEqual([]);
  });

  it("messages and identity checks accept ordinary names", async () => {
    const { client, fundRequestId } = await openScenario();
    const message = await client.post(`/guest/v1/fund-requests/${fundRequestId}/messages`, {
      data: {
        type: "messages",
        attributes: { name: "Zoë O'Brien-Nguyễn", email: "zoe@example.com.au", message: "Hello\nthere" },
      },
    });
    expect(message.status).toBe(201);
    const { id } = (await createApplication(client, fundRequestId)).body.data;
    const check = await client.post(`/guest/v1/finance-applications/${id}/identity-checks`, {
      data: {
        type: "identity-checks",
        attributes: {
          firstName: "محمد",
          lastName: "李",
          dateOfBirth: "1980-02-29",
          documentType: "PASSPORT",
          documentNumber: "PA1234567",
        },
      },
    });
    expect(check.status).toBe(201);
  });
});

// ---- 3. Link expiry -------------------------------------------------------------------

describe("a session never outlives its link", () => {
  it("authenticate answers the link's own expiry as linkExpiresAt", async () => {
    const scenario = await createScenario(api.url);
    const expiresAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const issued = await staff.post(`/staff/v1/fund-requests/${scenario.fundRequestId}/links`, {
      data: { type: "links", attributes: { customerId: scenario.links[0].customerId, expiresAt } },
    });
    expect(issued.status).toBe(201);
    const answer = await new Client(api.url).open(issued.body.data.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data.attributes).toEqual({
      fundRequestId: scenario.fundRequestId,
      customerId: scenario.links[0].customerId,
      impersonationExpiresAt: null,
      linkExpiresAt: expiresAt,
    });
    const forever = await new Client(api.url).open(scenario.links[0].uuid);
    expect(forever.body.data.attributes.linkExpiresAt).toBeNull();
  });

  it("answers 410 to every call of a session whose link has expired since, and stores nothing", async () => {
    const scenario = await createScenario(api.url);
    const customerId = scenario.links[0].customerId;
    const issued = await staff.post(`/staff/v1/fund-requests/${scenario.fundRequestId}/links`, {
      data: { type: "links", attributes: { customerId, expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString() } },
    });
    const uuid = issued.body.data.id;
    const client = new Client(api.url);
    expect((await client.open(uuid)).status).toBe(200);
    const { id, attributes } = (await createApplication(client, scenario.fundRequestId)).body.data;
    const uploaded = await client.post("/authenticated/v1/media", {
      data: { type: "media", attributes: { collection: "payslips", fileName: "p.png", base64: PNG_BYTES.toString("base64") } },
    });
    expect(uploaded.status).toBe(201);

    // Staff expire the link now.
    const expiredAt = new Date(Date.now() - 1000).toISOString();
    const expired = await staff.patch(`/staff/v1/links/${uuid}`, {
      data: { type: "links", id: uuid, attributes: { expiresAt: expiredAt } },
    });
    expect(expired.status).toBe(200);
    expect(expired.body.data.attributes).toMatchObject({ uuid, customerId, expiresAt: expiredAt });

    const before = await staff.get(`/staff/v1/fund-requests/${scenario.fundRequestId}`);
    const read = await client.get(`/guest/v1/fund-requests/${scenario.fundRequestId}?include=location`);
    expect(read.status).toBe(410);
    expect(read.body.errors).toEqual([{ status: "410", title: "Link expired", detail: expect.any(String) }]);
    const submit = await client.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: {
        action: "SAVE",
        version: 1,
        applicationData: { ...attributes.applicationData, settlement: { agency: "Westside Conveyancing" } },
      },
    });
    expect(submit.status).toBe(410);
    expect(submit.body.errors[0].title).toBe("Link expired");
    const calls = [
      await createApplication(client, scenario.fundRequestId, "VPA_ADDITIONAL"),
      await client.patch(`/guest/v1/finance-applications/${id}/withdraw`),
      await client.post(`/guest/v1/finance-applications/${id}/identity-checks`, {
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
      }),
      await client.post(`/guest/v1/fund-requests/${scenario.fundRequestId}/messages`, {
        data: { type: "messages", attributes: { name: "Ann Lee", email: "ann@example.com.au", message: "Hello" } },
      }),
      await client.post(`/guest/v1/fund-requests/${scenario.fundRequestId}/card-payments`, {
        data: {
          type: "card-payments",
          attributes: { returnUrl: "http://localhost:3000/back", idempotencyKey: "expired-link-key-0001" },
        },
      }),
      await client.get("/guest/v1/card-payments/1"),
      await client.post("/authenticated/v1/media", {
        data: { type: "media", attributes: { collection: "payslips", fileName: "p.png", base64: PNG_BYTES.toString("base64") } },
      }),
      await client.get(`/authenticated/v1/media/${uploaded.body.data.id}`),
    ];
    expect(calls.map((c) => c.status)).toEqual(calls.map(() => 410));

    const after = await staff.get(`/staff/v1/fund-requests/${scenario.fundRequestId}`);
    expect(after.body).toEqual(before.body);
    const application = await staff.get(`/staff/v1/finance-applications/${id}`);
    expect(application.body.data.attributes).toMatchObject({
      version: 1,
      status: "ACTIVE",
      applicationData: attributes.applicationData,
    });
    expect((await staff.get(`/staff/v1/fund-requests/${scenario.fundRequestId}/messages`)).body.data).toEqual([]);
    expect((await staff.get(`/staff/v1/fund-requests/${scenario.fundRequestId}/card-payments`)).body.data).toEqual([]);
    const media = withDatabase((db) =>
      db.prepare("select count(*) as n from media where fund_request_id = ?").get(Number(scenario.fundRequestId)),
    );
    expect(media).toEqual({ n: 1 });

    // Calls that need no session still answer; the link itself answers 410 too.
    expect((await client.get("/guest/v1/banks")).status).toBe(200);
    expect((await client.get(`/guest/v1/authenticate/${uuid}`)).status).toBe(410);
    // Another, live link of the same browser starts a fresh session.
    expect((await client.open(scenario.links[0].uuid)).status).toBe(200);
    expect((await client.get(`/guest/v1/fund-requests/${scenario.fundRequestId}`)).status).toBe(200);
  });

  it("ends the session when a short-lived link runs out by itself, and staff can extend it again", async () => {
    const scenario = await createScenario(api.url);
    const issued = await staff.post(`/staff/v1/fund-requests/${scenario.fundRequestId}/links`, {
      data: {
        type: "links",
        attributes: { customerId: scenario.links[0].customerId, expiresAt: new Date(Date.now() + 2000).toISOString() },
      },
    });
    const uuid = issued.body.data.id;
    const client = new Client(api.url);
    expect((await client.open(uuid)).status).toBe(200);
    expect((await client.get(`/guest/v1/fund-requests/${scenario.fundRequestId}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await client.get(`/guest/v1/fund-requests/${scenario.fundRequestId}`)).status).toBe(410);
    const created = await createApplication(client, scenario.fundRequestId);
    expect(created.status).toBe(410);
    expect(
      (await staff.get(`/staff/v1/fund-requests/${scenario.fundRequestId}`)).body.data.relationships.financeApplications.data,
    ).toEqual([]);

    const extended = await staff.patch(`/staff/v1/links/${uuid}`, { data: { type: "links", attributes: { expiresAt: null } } });
    expect(extended.status).toBe(200);
    expect(extended.body.data.attributes.expiresAt).toBeNull();
    expect((await client.get(`/guest/v1/fund-requests/${scenario.fundRequestId}`)).status).toBe(200);
  });

  it("PATCH /staff/v1/links/{uuid}: 404 for an unknown link, 409 for another id, 422 for a bad expiry", async () => {
    const scenario = await createScenario(api.url);
    const uuid = scenario.links[0].uuid;
    const unknown = await staff.patch("/staff/v1/links/11111111-1111-4111-8111-111111111111", {
      data: { type: "links", attributes: { expiresAt: null } },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await staff.patch("/staff/v1/links/not-a-uuid", { data: { type: "links", attributes: { expiresAt: null } } })).status,
    ).toBe(404);
    const otherId = await staff.patch(`/staff/v1/links/${uuid}`, {
      data: { type: "links", id: scenario.links[1].uuid, attributes: { expiresAt: null } },
    });
    expect(otherId.status).toBe(409);
    const bad = await staff.patch(`/staff/v1/links/${uuid}`, { data: { type: "links", attributes: { expiresAt: "tomorrow" } } });
    expect(bad.status).toBe(422);
    expect(pointers(bad.body)).toEqual(["/data/attributes/expiresAt"]);
    const missing = await staff.patch(`/staff/v1/links/${uuid}`, { data: { type: "links", attributes: {} } });
    expect(missing.status).toBe(422);
    expect(pointers(missing.body)).toEqual(["/data/attributes/expiresAt"]);
    expect(
      (await new Client(api.url).patch(`/staff/v1/links/${uuid}`, { data: { type: "links", attributes: { expiresAt: null } } }))
        .status,
    ).toBe(401);
  });
});

// ---- 4. Create says which happened ---------------------------------------------------

describe("creating a finance application", () => {
  it("answers 201 when it creates, 200 when it returns the open one, and 201 again after a withdraw", async () => {
    const { client, fundRequestId } = await openScenario();
    const first = await createApplication(client, fundRequestId);
    expect(first.status).toBe(201);
    const again = await createApplication(client, fundRequestId);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await client.patch(`/guest/v1/finance-applications/${first.body.data.id}/withdraw`)).status).toBe(200);
    const fresh = await createApplication(client, fundRequestId);
    expect(fresh.status).toBe(201);
    expect(fresh.body.data.id).not.toBe(first.body.data.id);
  });
});

// ---- 5. Identity checks are idempotent per applicant and document ------------------

describe("identity checks are idempotent", () => {
  const check = (overrides: Record<string, unknown> = {}) => ({
    data: {
      type: "identity-checks",
      attributes: {
        firstName: "Ann",
        lastName: "Lee",
        dateOfBirth: "1980-02-29",
        documentType: "DRIVERS_LICENCE",
        documentNumber: "12345678",
        ...overrides,
      },
    },
  });
  const rows = (applicationId: string) =>
    (
      withDatabase((db) =>
        db.prepare("select count(*) as n from identity_checks where finance_application_id = ?").get(Number(applicationId)),
      ) as { n: number }
    ).n;

  it("answers the recorded check (200, same id, no new row, no version bump) to the same request", async () => {
    const { client, fundRequestId } = await openScenario();
    const { id } = (await createApplication(client, fundRequestId)).body.data;
    const path = `/guest/v1/finance-applications/${id}/identity-checks`;
    const first = await client.post(path, check());
    expect(first.status).toBe(201);
    expect(first.body.included[0].attributes.version).toBe(2);
    const second = await client.post(path, check());
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(second.body.included[0].attributes.version).toBe(2);
    expect(rows(id)).toBe(1);
  });

  it("makes one check of two identical concurrent requests", async () => {
    const { client, fundRequestId } = await openScenario();
    const { id } = (await createApplication(client, fundRequestId)).body.data;
    const path = `/guest/v1/finance-applications/${id}/identity-checks`;
    const answers = await Promise.all([client.post(path, check()), client.post(path, check())]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0].body.data.id).toBe(answers[1].body.data.id);
    expect(answers.map((a) => a.body.included[0].attributes.version)).toEqual([2, 2]);
    expect(rows(id)).toBe(1);
  });

  it("runs a new check (201) when the document, the name or the date of birth differs", async () => {
    const { client, fundRequestId, customerId } = await openScenario();
    const { id } = (await createApplication(client, fundRequestId)).body.data;
    const path = `/guest/v1/finance-applications/${id}/identity-checks`;
    const failed = await client.post(path, check({ documentNumber: "000123" }));
    expect(failed.status).toBe(201);
    expect(failed.body.data.attributes.result).toBe("FAIL");
    const variants = [
      check(),
      check({ documentType: "PASSPORT" }),
      check({ documentType: "PASSPORT", firstName: "Anne" }),
      check({ documentType: "PASSPORT", firstName: "Anne", dateOfBirth: "1980-03-01" }),
      check({ documentNumber: "000123" }),
    ];
    const ids = new Set([failed.body.data.id]);
    for (const [i, body] of variants.entries()) {
      const answer = await client.post(path, body);
      expect(answer.status).toBe(201);
      expect(answer.body.included[0].attributes.version).toBe(3 + i);
      ids.add(answer.body.data.id);
    }
    expect(ids.size).toBe(variants.length + 1);
    expect(rows(id)).toBe(variants.length + 1);
    // The latest check was the failing document again, so that is what stands.
    const fundRequest = await staff.get(`/staff/v1/fund-requests/${fundRequestId}`);
    const customer = fundRequest.body.included.find((r: any) => r.type === "customers" && r.id === customerId);
    expect(customer.attributes.idVerificationResult).toBe("FAIL");
    const repeated = await client.post(path, check({ documentNumber: "000123" }));
    expect(repeated.status).toBe(200);
    expect(repeated.body.data.attributes.result).toBe("FAIL");
  });

  it("does not store the document number in clear", async () => {
    const { client, fundRequestId } = await openScenario();
    const { id } = (await createApplication(client, fundRequestId)).body.data;
    await client.post(`/guest/v1/finance-applications/${id}/identity-checks`, check({ documentNumber: "SECRET98765" }));
    const stored = withDatabase((db) =>
      db.prepare("select * from identity_checks where finance_application_id = ?").all(Number(id)),
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain("SECRET98765");
  });
});

// ---- 6. The submit's version ----------------------------------------------------------

describe("a submit's version", () => {
  it.each([
    ["negative", -1],
    ["fractional", 1.5],
    ["a string", "1"],
    ["null", null],
    ["missing", undefined],
    ["beyond the safe integers", 2 ** 53],
    ["huge", 1e300],
    ["a boolean", true],
  ])("is refused when %s (422 on /data/version), and nothing changes", async (_label, version) => {
    const { client, fundRequestId } = await openScenario();
    const { id, attributes } = (await createApplication(client, fundRequestId)).body.data;
    const response = await client.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: { action: "SAVE", version, applicationData: { ...attributes.applicationData, settlement: { agency: "Westside" } } },
    });
    expect(response.status).toBe(422);
    expect(pointers(response.body)).toEqual(["/data/version"]);
    const stored = await staff.get(`/staff/v1/finance-applications/${id}`);
    expect(stored.body.data.attributes).toMatchObject({ version: 1, applicationData: { settlement: null } });
  });

  it("accepts any non-negative safe integer; one that is not the stored version is 409", async () => {
    const { client, fundRequestId } = await openScenario();
    const { id, attributes } = (await createApplication(client, fundRequestId)).body.data;
    for (const version of [0, 2, Number.MAX_SAFE_INTEGER]) {
      const stale = await client.post(`/guest/v1/finance-applications/${id}/submit`, {
        data: { action: "SAVE", version, applicationData: attributes.applicationData },
      });
      expect(stale.status).toBe(409);
      expect(pointers(stale.body)).toEqual(["/data/version"]);
    }
    const saved = await client.post(`/guest/v1/finance-applications/${id}/submit`, {
      data: { action: "SAVE", version: 1, applicationData: attributes.applicationData },
    });
    expect(saved.status).toBe(200);
  });
});
