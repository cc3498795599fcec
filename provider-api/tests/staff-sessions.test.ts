import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RunningProviderApi } from "../index.js";
import { Client, createScenario, staffClient, startTestApi, tempDbFile } from "./support.js";

/**
 * Decision 0240 at the provider: a reset or a sign-out everywhere
 * ends every other session of the representative at once; weak passwords are
 * refused at reset; reset links go only to the portal's reset page; a view as a
 * customer opens only with, and lives only as long as, the staff session that
 * started it (decision 0240).
 */

let api: RunningProviderApi;
let cleanup: () => void;
let dbFile: string;
let counter = 0;
const LOCATION = "Session Realty";
const PASSWORD = "lantern-quarry-thistle";
const RESET_URL = "http://localhost:3000/staff/reset-password";

beforeAll(async () => {
  const db = tempDbFile();
  cleanup = db.cleanup;
  dbFile = db.file;
  api = await startTestApi({ dbFile: db.file });
});

afterAll(async () => {
  await api.close();
  cleanup();
});

async function addRepresentative(name = "Rosa Marsh") {
  const email = `session-rep${++counter}@agency.example.com.au`;
  const created = await staffClient(api.url).post("/staff/v1/representatives", {
    data: { type: "representatives", attributes: { email, name, role: "ROLE_3", locations: [LOCATION], password: PASSWORD } },
  });
  expect(created.status, created.text).toBe(201);
  return email;
}

async function signedIn(email: string, password = PASSWORD): Promise<Client> {
  const client = new Client(api.url);
  await client.get("/sanctum/csrf-cookie");
  const response = await client.post("/login/representative", {
    data: { type: "representative-logins", attributes: { email, password } },
  });
  expect(response.status).toBe(200);
  return client;
}

async function resetToken(email: string, client: Client): Promise<string> {
  await client.post("/forgot-password", {
    data: { type: "password-reset-requests", attributes: { email, resetUrl: RESET_URL } },
  });
  const page = await fetch(`${api.url}/dev/outbox`).then((r) => r.text());
  const article = page.split("<article>").find((a) => a.includes(`To: ${email}`))!;
  return new URL(/href="([^"]+)"/.exec(article)![1].replace(/&amp;/g, "&")).searchParams.get("token")!;
}

const resetBody = (token: string, password: string) => ({ data: { type: "password-resets", attributes: { token, password } } });

async function startView(rep: Client) {
  const scenario = await createScenario(api.url, { location: { name: LOCATION } });
  const opened = await rep.post(`/representative/v1/fund-requests/${scenario.fundRequestId}/impersonations`, {
    data: { type: "impersonations", attributes: { customerId: scenario.links[0].customerId } },
  });
  expect(opened.status).toBe(201);
  return { uuid: opened.body.data.id as string, fundRequestId: scenario.fundRequestId };
}

describe("a reset ends every other session at once", () => {
  it("signs out the other browsers and ends their views; the old session cannot be renewed", async () => {
    const email = await addRepresentative();
    const first = await signedIn(email);
    const second = await signedIn(email);
    const { uuid, fundRequestId } = await startView(first);
    const viewer = new Client(api.url);
    expect((await viewer.open(uuid, first)).status).toBe(200);
    expect((await viewer.get(`/guest/v1/fund-requests/${fundRequestId}`)).status).toBe(200);

    const resetter = new Client(api.url);
    await resetter.get("/sanctum/csrf-cookie");
    const done = await resetter.post(
      "/reset-password",
      resetBody(await resetToken(email, resetter), "a brand new passphrase here"),
    );
    expect(done.status).toBe(200);

    expect((await first.get("/representative/v1/me")).status).toBe(401);
    expect((await second.get("/representative/v1/me")).status).toBe(401);
    const afterReset = await viewer.get(`/guest/v1/fund-requests/${fundRequestId}`);
    expect(afterReset.status).toBe(401);
    // The view itself is over: it cannot be opened again, not even by the new session.
    const reopened = await new Client(api.url).open(uuid, resetter);
    expect(reopened.status).toBe(410);
    expect(reopened.body.errors[0].title).toBe("Viewing ended");
    expect((await resetter.get("/representative/v1/me")).status).toBe(200);
  });

  it("signs out everywhere on request: every device and every view, the asking one too", async () => {
    const email = await addRepresentative();
    const laptop = await signedIn(email);
    const phone = await signedIn(email);
    const { uuid, fundRequestId } = await startView(laptop);
    const viewer = new Client(api.url);
    expect((await viewer.open(uuid, laptop)).status).toBe(200);

    expect((await phone.post("/representative/v1/sessions/end", undefined, { noXsrf: true })).status).toBe(419);
    const ended = await phone.post("/representative/v1/sessions/end");
    expect(ended.status).toBe(204);
    expect(ended.headers.getSetCookie().some((c) => c.startsWith("provider_session=;"))).toBe(true);

    expect((await laptop.get("/representative/v1/me")).status).toBe(401);
    expect((await phone.get("/representative/v1/me")).status).toBe(401);
    expect((await viewer.get(`/guest/v1/fund-requests/${fundRequestId}`)).status).toBe(401);
    // Another representative's sessions are untouched.
    const other = await signedIn(await addRepresentative());
    expect((await other.get("/representative/v1/me")).status).toBe(200);
  });
});

describe("a view as a customer is bound to the staff session that started it", () => {
  it("does not open from its URL alone, nor from another session of the same representative", async () => {
    const email = await addRepresentative();
    const rep = await signedIn(email);
    const { uuid } = await startView(rep);

    const bare = await new Client(api.url).open(uuid);
    expect(bare.status).toBe(410);
    expect(bare.body.errors[0].title).toBe("Viewing ended");
    const forged = new Client(api.url);
    await forged.get("/sanctum/csrf-cookie");
    const wrongSession = await forged.get(`/guest/v1/authenticate/${uuid}`, {
      headers: { "X-Representative-Session": "not-a-session" },
    });
    expect(wrongSession.status).toBe(410);
    const sameRepElsewhere = await signedIn(email);
    expect((await new Client(api.url).open(uuid, sameRepElsewhere)).status).toBe(410);

    const viewer = new Client(api.url);
    const opened = await viewer.open(uuid, rep);
    expect(opened.status).toBe(200);
    expect(opened.body.data.attributes.impersonatedBy.representativeName).toBe("Rosa Marsh");
  });

  it("ends when that staff session signs out, with a 410 the portal shows as the end of the view", async () => {
    const rep = await signedIn(await addRepresentative());
    const { uuid, fundRequestId } = await startView(rep);
    const viewer = new Client(api.url);
    expect((await viewer.open(uuid, rep)).status).toBe(200);
    expect((await rep.post("/logout")).status).toBe(204);
    const after = await viewer.get(`/guest/v1/fund-requests/${fundRequestId}`);
    expect(after.status).toBe(401);
    expect((await new Client(api.url).open(uuid, rep)).status).toBe(410);
  });

  it("ends when that staff session has expired in the provider, though the view's own time has not", async () => {
    const email = await addRepresentative();
    const rep = await signedIn(email);
    const { uuid, fundRequestId } = await startView(rep);
    const viewer = new Client(api.url);
    expect((await viewer.open(uuid, rep)).status).toBe(200);
    // The staff session runs out (as after two idle hours) while its view's row is still there.
    const db = new Database(dbFile);
    db.prepare(
      "update sessions set expires_at = '2000-01-01T00:00:00.000Z' where link_uuid is null and representative_id = (select id from representatives where email = ?)",
    ).run(email);
    db.close();
    const ended = await viewer.get(`/guest/v1/fund-requests/${fundRequestId}`);
    expect(ended.status).toBe(410);
    expect(ended.body.errors[0].title).toBe("Viewing ended");
  });
});

describe("weak passwords are refused at reset, saying how to choose better", () => {
  const weak: Array<[string, string, RegExp]> = [
    ["twelve control characters", "\u0001".repeat(12), /control characters/],
    ["a repeated pair", "abababababab", /too easy to guess.*Repeated/],
    ["a keyboard walk", "qwertyqwerty", /too easy to guess/],
    ["a word, a year and a mark", "Seaview2026!", /too easy to guess/],
    ["a common password", "Password1234", /too easy to guess/],
  ];

  it.each(weak)("refuses %s, and the token stays usable", async (_what, password, message) => {
    const email = await addRepresentative();
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    const token = await resetToken(email, client);
    const refused = await client.post("/reset-password", resetBody(token, password));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].source.pointer).toBe("/data/attributes/password");
    expect(refused.body.errors[0].detail).toMatch(message);
    expect(refused.body.errors[0].detail).toMatch(/unrelated words|letters, digits, spaces and punctuation only/);
    expect((await client.post("/reset-password", resetBody(token, "ochre lantern quarry drift"))).status).toBe(200);
  });

  it("refuses the account's own email address and name", async () => {
    const email = await addRepresentative("Marguerite Okonkwo");
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    const token = await resetToken(email, client);
    for (const password of [email, `${email.split("@")[0]}!!`, "MargueriteOkonkwo1", "okonkwo garden party"]) {
      const refused = await client.post("/reset-password", resetBody(token, password));
      expect(refused.status, password).toBe(422);
      expect(refused.body.errors[0].detail).toMatch(/your email address or name/);
    }
  });

  it("weighs a password only for a live token: an unknown token is refused first", async () => {
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    const refused = await client.post("/reset-password", resetBody("no-such-token", "abababababab"));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].source.pointer).toBe("/data/attributes/token");
  });
});

describe("reset links go only to the portal's own reset page", () => {
  const forgot = (resetUrl: string) => ({
    data: { type: "password-reset-requests", attributes: { email: "anyone@agency.example.com.au", resetUrl } },
  });

  it.each([
    "http://localhost:4444/phish",
    "http://localhost:4444/staff/reset-password",
    "http://127.0.0.1:3000/staff/reset-password",
    "http://localhost:3000/phish",
    "http://localhost:3000/staff/reset-password/",
    "https://evil.example.com/staff/reset-password",
  ])("refuses %s with PROVIDER_API_RESET_URL_ORIGINS unset", async (resetUrl) => {
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    const response = await client.post("/forgot-password", forgot(resetUrl));
    expect(response.status).toBe(422);
    expect(response.body.errors[0].source.pointer).toBe("/data/attributes/resetUrl");
  });

  it("takes the demo portal's reset page", async () => {
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    expect((await client.post("/forgot-password", forgot(RESET_URL))).status).toBe(202);
  });
});
