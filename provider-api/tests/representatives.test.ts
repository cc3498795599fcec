import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RunningProviderApi } from "../index.js";
import { Client, createScenario, staffClient, startTestApi, tempDbFile } from "./support.js";

let api: RunningProviderApi;
let cleanup: () => void;
let staff: ReturnType<typeof staffClient>;

const LOCATION = "Test Realty Perth";
const PASSWORD = "ochre-lantern-quarry-drift";
let counter = 0;

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

async function addRepresentative(role = "ROLE_3", locations = [LOCATION]) {
  const email = `rep${++counter}@agency.example.com.au`;
  const created = await staff.post("/staff/v1/representatives", {
    data: { type: "representatives", attributes: { email, name: `Rep ${counter}`, role, locations, password: PASSWORD } },
  });
  expect(created.status).toBe(201);
  return { email, id: created.body.data.id as string };
}

const login = (email: string, password: string) => ({
  data: { type: "representative-logins", attributes: { email, password } },
});

async function signedIn(email: string, password = PASSWORD): Promise<Client> {
  const client = new Client(api.url);
  await client.get("/sanctum/csrf-cookie");
  const response = await client.post("/login/representative", login(email, password));
  expect(response.status).toBe(200);
  return client;
}

async function outboxLinkFor(email: string): Promise<string> {
  const page = await fetch(`${api.url}/dev/outbox`).then((r) => r.text());
  const article = page.split("<article>").find((a) => a.includes(`To: ${email}`));
  const match = article && /href="([^"]+)"/.exec(article);
  if (!match) throw new Error(`no email to ${email}`);
  return match[1].replace(/&amp;/g, "&");
}

describe("sign in and out", () => {
  it("answers a wrong password and an unknown email alike, and a right one with a new session", async () => {
    const { email } = await addRepresentative();
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    const wrong = await client.post("/login/representative", login(email, "not-the-password"));
    const unknown = await client.post("/login/representative", login("nobody@agency.example.com.au", "not-the-password"));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    const before = client.cookies.get("provider_session");
    const right = await client.post("/login/representative", login(email.toUpperCase(), PASSWORD));
    expect(right.status).toBe(200);
    expect(right.body.data.attributes).toMatchObject({
      email,
      role: "ROLE_3",
      roleName: "Office management",
      locations: [LOCATION],
    });
    expect(client.cookies.get("provider_session")).not.toBe(before);
    expect((await client.get("/representative/v1/me")).status).toBe(200);
  });

  it("needs the XSRF token to sign in", async () => {
    const { email } = await addRepresentative();
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    expect((await client.post("/login/representative", login(email, PASSWORD), { noXsrf: true })).status).toBe(419);
  });

  it("locks an email address after 5 failures, even for the right password, and says so plainly", async () => {
    const { email } = await addRepresentative();
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    for (let i = 0; i < 4; i++) {
      expect((await client.post("/login/representative", login(email, `wrong-${i}`))).status).toBe(401);
    }
    const fifth = await client.post("/login/representative", login(email, "wrong-5"));
    expect(fifth.status).toBe(429);
    expect(fifth.body.errors[0].detail).toMatch(/locked for 15 minutes after 5 failed attempts/);
    expect(Number(fifth.headers.get("Retry-After"))).toBeGreaterThan(800);
    const right = await client.post("/login/representative", login(email, PASSWORD));
    expect(right.status).toBe(429);
    // The same for an address no account has: the lock does not tell which exist.
    const ghost = "ghost@agency.example.com.au";
    for (let i = 0; i < 4; i++) await client.post("/login/representative", login(ghost, `wrong-${i}`));
    const ghostFifth = await client.post("/login/representative", login(ghost, "wrong-5"));
    expect(ghostFifth.status).toBe(429);
    expect(ghostFifth.body.errors[0].detail).toBe(fifth.body.errors[0].detail);
  });

  it("signs out: the session ends", async () => {
    const { email } = await addRepresentative();
    const client = await signedIn(email);
    expect((await client.post("/logout")).status).toBe(204);
    expect((await client.get("/representative/v1/me")).status).toBe(401);
  });

  it("refuses a link session as a representative's", async () => {
    const scenario = await createScenario(api.url, { location: { name: LOCATION } });
    const client = new Client(api.url);
    await client.open(scenario.links[0].uuid);
    expect((await client.get("/representative/v1/me")).status).toBe(401);
  });
});

describe("forgot and reset password", () => {
  const forgot = (email: string, resetUrl = "http://localhost:3000/staff/reset-password") => ({
    data: { type: "password-reset-requests", attributes: { email, resetUrl } },
  });
  const reset = (token: string, password: string) => ({
    data: { type: "password-resets", attributes: { token, password } },
  });

  it("answers the same whether or not an account has the address, and emails a link only to an account", async () => {
    const { email } = await addRepresentative();
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    const known = await client.post("/forgot-password", forgot(email));
    const unknown = await client.post("/forgot-password", forgot("nobody-here@agency.example.com.au"));
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(await outboxLinkFor(email)).toMatch(/^http:\/\/localhost:3000\/staff\/reset-password\?token=[\w-]{40,}$/);
    await expect(outboxLinkFor("nobody-here@agency.example.com.au")).rejects.toThrow();
  });

  it("sends one account at most three reset emails an hour, and answers a fourth ask the same", async () => {
    const { email } = await addRepresentative();
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await client.post("/forgot-password", forgot(email)));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const outbox = await fetch(`${api.url}/dev/outbox`).then((r) => r.text());
    expect(outbox.split("<article>").filter((mail) => mail.includes(`To: ${email}`))).toHaveLength(3);
  });

  it("refuses a reset address on another origin", async () => {
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    const response = await client.post("/forgot-password", forgot("a@agency.example.com.au", "https://evil.example.com/reset"));
    expect(response.status).toBe(422);
    expect(response.body.errors[0].source.pointer).toBe("/data/attributes/resetUrl");
  });

  it("resets once with a good password, signs in, and unlocks", async () => {
    const { email } = await addRepresentative();
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    for (let i = 0; i < 5; i++) await client.post("/login/representative", login(email, `wrong-${i}`));
    await client.post("/forgot-password", forgot(email));
    const token = new URL(await outboxLinkFor(email)).searchParams.get("token")!;

    const short = await client.post("/reset-password", reset(token, "short-pass"));
    expect(short.status).toBe(422);
    expect(short.body.errors[0]).toMatchObject({ source: { pointer: "/data/attributes/password" } });
    expect(short.body.errors[0].detail).toMatch(/at least 12 characters/);
    const common = await client.post("/reset-password", reset(token, "Password1234"));
    expect(common.status).toBe(422);
    expect(common.body.errors[0].detail).toMatch(/too easy to guess/);

    const done = await client.post("/reset-password", reset(token, "a much better passphrase"));
    expect(done.status).toBe(200);
    expect((await client.get("/representative/v1/me")).body.data.attributes.email).toBe(email);
    const again = await client.post("/reset-password", reset(token, "another fine passphrase"));
    expect(again.status).toBe(422);
    expect(again.body.errors[0].source.pointer).toBe("/data/attributes/token");

    await signedIn(email, "a much better passphrase");
    const oldPassword = new Client(api.url);
    await oldPassword.get("/sanctum/csrf-cookie");
    expect((await oldPassword.post("/login/representative", login(email, PASSWORD))).status).toBe(401);
  });

  it("refuses an unknown token", async () => {
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    const response = await client.post("/reset-password", reset("not-a-token", "a much better passphrase"));
    expect(response.status).toBe(422);
    expect(response.body.errors[0].source.pointer).toBe("/data/attributes/token");
  });
});

describe("staff search, view and viewing as a customer", () => {
  it("finds only the representative's locations' requests, by reference, name or email, a page at a time", async () => {
    const location = `Search Realty ${counter}`;
    for (let i = 0; i < 12; i++) {
      await createScenario(api.url, {
        reference: `SRCH-${i}`,
        location: { name: location },
        customers: [{ firstName: "Zed", lastName: `Quill${i}`, email: `zq${i}@example.com.au` }],
      });
    }
    await createScenario(api.url, { reference: "SRCH-OTHER", location: { name: "Elsewhere Realty" } });
    const { email } = await addRepresentative("ROLE_5", [location]);
    const client = await signedIn(email);
    const first = await client.get("/representative/v1/fund-requests?search=srch");
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, pageSize: 10, total: 12, pages: 2 });
    const second = await client.get("/representative/v1/fund-requests?search=srch&page=2");
    expect(second.body.data).toHaveLength(2);
    const references = [...first.body.data, ...second.body.data].map((d: any) => d.attributes.reference);
    expect(references).not.toContain("SRCH-OTHER");
    // Each row names its own customers (read for the whole page at once).
    for (const row of [...first.body.data, ...second.body.data]) {
      expect(row.attributes.customerNames).toEqual([`Zed Quill${row.attributes.reference.slice("SRCH-".length)}`]);
    }
    expect((await client.get("/representative/v1/fund-requests?search=zed%20quill3")).body.data[0].attributes.reference).toBe(
      "SRCH-3",
    );
    expect((await client.get("/representative/v1/fund-requests?search=ZQ7@EXAMPLE")).body.meta.total).toBe(1);
    expect((await client.get("/representative/v1/fund-requests?search=%25")).body.meta.total).toBe(0);
    expect((await client.get("/representative/v1/fund-requests?page=0")).status).toBe(400);
    // No search text: every request of the locations, newest first.
    const all = await client.get("/representative/v1/fund-requests");
    expect(all.body.meta.total).toBe(12);
    expect(all.body.data[0].attributes.reference).toBe("SRCH-11");
  });

  it("views as a customer: saves answers as the representative, never submits, signs or pays; ROLE_6 only looks", async () => {
    const scenario = await createScenario(api.url, { location: { name: LOCATION } });
    const customer = new Client(api.url);
    await customer.open(scenario.links[0].uuid);
    const created = await customer.post("/guest/v1/finance-applications", {
      data: { type: "finance-applications", attributes: { fundRequestId: scenario.fundRequestId, financeType: "VPA" } },
    });
    const applicationId = created.body.data.id as string;

    const { email } = await addRepresentative("ROLE_3");
    const rep = await signedIn(email);
    const outsider = await signedIn((await addRepresentative("ROLE_1", ["Elsewhere Realty"])).email);
    expect((await outsider.get(`/representative/v1/fund-requests/${scenario.fundRequestId}`)).status).toBe(404);

    const view = await rep.get(`/representative/v1/fund-requests/${scenario.fundRequestId}`);
    expect(view.status).toBe(200);
    // The links come in no particular order: the first is Ann's or Ben's.
    const customerName = view.body.data.attributes.customers.find((c: any) => c.id === scenario.links[0].customerId).name;
    expect(["Ann Lee", "Ben Lee"]).toContain(customerName);
    expect(view.body.data.attributes.financeApplications[0].applicants[0]).toMatchObject({
      customerId: scenario.links[0].customerId,
      name: customerName,
      hasCompletedApplication: false,
    });

    const opened = await rep.post(`/representative/v1/fund-requests/${scenario.fundRequestId}/impersonations`, {
      data: { type: "impersonations", attributes: { customerId: scenario.links[0].customerId } },
    });
    expect(opened.status).toBe(201);
    const expiresIn = Date.parse(opened.body.data.attributes.impersonationExpiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);

    const viewer = new Client(api.url);
    const auth = await viewer.open(opened.body.data.id, rep);
    expect(auth.status).toBe(200);
    expect(auth.body.data.attributes.impersonatedBy).toEqual({
      representativeName: expect.stringMatching(/^Rep /),
      role: "ROLE_3",
      customerName,
    });
    const applicationData = { applicants: [{ id: scenario.links[0].customerId, citizenship: "CITIZEN" }] };
    const saved = await viewer.post(`/guest/v1/finance-applications/${applicationId}/submit`, {
      data: { action: "SAVE", version: 1, applicationData },
    });
    expect(saved.status).toBe(200);
    const completed = await viewer.post(`/guest/v1/finance-applications/${applicationId}/submit`, {
      data: { action: "COMPLETE", version: 2, applicationData },
    });
    expect(completed.status).toBe(403);
    expect(completed.body.errors[0].detail).toMatch(/cannot submit the application/);
    const paid = await viewer.post(`/guest/v1/fund-requests/${scenario.fundRequestId}/card-payments`, {
      data: { type: "card-payments", attributes: { idempotencyKey: "k-1", returnUrl: "http://localhost:3000/z/x/card-payment" } },
    });
    expect(paid.status).toBe(403);
    expect((await viewer.patch(`/guest/v1/finance-applications/${applicationId}/withdraw`)).status).toBe(403);

    await expect
      .poll(
        async () =>
          (await rep.get(`/representative/v1/fund-requests/${scenario.fundRequestId}`)).body.data.attributes.actionsWhileViewing,
      )
      .toEqual([
        expect.objectContaining({
          customerName,
          request: `POST /guest/v1/finance-applications/${applicationId}/submit`,
        }),
      ]);

    const office = await signedIn((await addRepresentative("ROLE_6")).email);
    const officeLink = await office.post(`/representative/v1/fund-requests/${scenario.fundRequestId}/impersonations`, {
      data: { type: "impersonations", attributes: { customerId: scenario.links[0].customerId } },
    });
    const officeViewer = new Client(api.url);
    await officeViewer.open(officeLink.body.data.id, office);
    expect((await officeViewer.get(`/guest/v1/fund-requests/${scenario.fundRequestId}`)).status).toBe(200);
    const refused = await officeViewer.post(`/guest/v1/finance-applications/${applicationId}/submit`, {
      data: { action: "SAVE", version: 2, applicationData },
    });
    expect(refused.status).toBe(403);

    expect((await rep.post(`/representative/v1/impersonations/${opened.body.data.id}/end`)).status).toBe(204);
    expect((await viewer.get(`/guest/v1/fund-requests/${scenario.fundRequestId}`)).status).toBe(401);
    const reopened = await new Client(api.url).open(opened.body.data.id, rep);
    expect(reopened.status).toBe(410);
    expect(reopened.body.errors[0].title).toBe("Viewing ended");
    expect((await office.post(`/representative/v1/impersonations/${opened.body.data.id}/end`)).status).toBe(404);
  });

  it("refuses a customer of another request", async () => {
    const scenario = await createScenario(api.url, { location: { name: LOCATION } });
    const other = await createScenario(api.url, { location: { name: LOCATION } });
    const rep = await signedIn((await addRepresentative()).email);
    const response = await rep.post(`/representative/v1/fund-requests/${scenario.fundRequestId}/impersonations`, {
      data: { type: "impersonations", attributes: { customerId: other.links[0].customerId } },
    });
    expect(response.status).toBe(422);
  });
});
