import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { PRODUCT } from "./support/checks";
import { AGENCY, createFundRequest, staff } from "./support/staff";
import { STAFF_API_KEY } from "./support/urls";

// No secret reaches a log (decision 0242). A portal of its own, with its
// embedded provider, on free ports the system picks, whose every line (stdout and
// stderr, the provider's too) this spec keeps; it opens a payer link, pays by card,
// signs a representative in, searches for a customer, views as the customer, asks
// for a reset and resets the password from the link, then reads the log for every
// secret it met: link uuids, the view's uuid, the reset token, the card payment's
// id and gateway token, and every cookie value the browser held.

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js-off", "One run reads the log; the server writes the same lines either way");
});

let server: ChildProcess | undefined;
let log = "";
let portal = "";
let provider = "";

/** A port free now: asked of the system, then let go for the portal to take. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const [portalPort, providerPort] = [await freePort(), await freePort()];
  server = spawn("node_modules/.bin/tsx", ["server.ts"], {
    env: {
      ...process.env,
      METRICS_PORT: "0",
      NODE_ENV: "test",
      APP_ENV: "qa",
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
      PRODUCT_NAME: PRODUCT,
      TAG_MANAGER_ID: "",
      SENTRY_DSN: "",
      PORT: String(portalPort),
      PROVIDER_API_URL: "",
      PROVIDER_API_PORT: String(providerPort),
      PROVIDER_API_DB: path.join(os.tmpdir(), `portal-e2e-logs-${Date.now()}.sqlite`),
      STAFF_API_KEY,
      PROVIDER_CARD_SETTLE_SECONDS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  for (const stream of [server.stdout!, server.stderr!]) stream.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  await expect.poll(() => /listening on port (\d+)/.exec(log)?.[1] ?? "", { timeout: 80_000 }).not.toBe("");
  portal = `http://localhost:${/listening on port (\d+)/.exec(log)![1]}`;
  provider = /embedded provider API on (http:\/\/\S+) /.exec(log)![1];
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

test("the log of a run holds no link uuid, reset token, session cookie or card payment id", async ({ page, context }) => {
  test.setTimeout(120_000);
  const secrets = new Map<string, string>();
  const keep = (what: string, value: string | null | undefined) => {
    if (value && value.length >= 6) secrets.set(value, what);
  };

  // A payer's link, and a card payment through the test gateway.
  const { id, links } = await createFundRequest({ reference: "VPA-LOGS-1" }, provider);
  const uuid = links[0].uuid;
  keep("link uuid", uuid);
  keep("link uuid without dashes", uuid.replace(/-/g, ""));
  await page.goto(`${portal}/z/${uuid}/card`);
  await page.getByRole("button", { name: /^Pay .* by card$/ }).click();
  await expect(page).toHaveURL(/\/card-gateway\/\d+\?token=/);
  const gateway = new URL(page.url());
  const paymentId = gateway.pathname.split("/").pop()!;
  keep("card gateway token", gateway.searchParams.get("token"));
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/z/${uuid}/(pending-payment|paid-in-full)$`));
  // A refused post to the link's pages, for its error lines.
  await page.request.post(`${portal}/z/${uuid}/pay-later/application/citizenship`, { form: { csrf: "forged" } });

  // A representative: signs in, searches for the customer by name, views as them.
  const email = `logs-${Date.now()}@agency.example.com.au`;
  const password = "ochre lantern quarry drift";
  await staff(
    "POST",
    "/representatives",
    {
      data: {
        type: "representatives",
        attributes: { email, name: "Lou Logan", role: "ROLE_3", locations: [AGENCY.name], password },
      },
    },
    provider,
  );
  await page.goto(`${portal}/staff/sign-in`);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.goto(`${portal}/staff?q=${encodeURIComponent("Mia Nguyen")}`);
  await page.getByRole("link", { name: /^VPA-LOGS-1:/ }).click();
  await page.getByRole("button", { name: "View as customer: Mia Nguyen" }).click();
  await expect(page).toHaveURL(/\/z\/[0-9a-f-]{36}/);
  const viewUuid = /\/z\/([0-9a-f-]{36})/.exec(page.url())![1];
  keep("view uuid", viewUuid);
  for (const cookie of await context.cookies()) keep(`cookie ${cookie.name}`, cookie.value);
  await page.getByRole("button", { name: "End viewing" }).click();

  // Forgot, then the emailed link (on the provider's outbox), then a new password.
  await page.goto(`${portal}/staff/forgot-password`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  const outbox = await fetch(`${provider}/dev/outbox`).then((r) => r.text());
  const mail = outbox.split("<article>").find((article) => article.includes(`To: ${email}`))!;
  const token = new URL(/href="([^"]+)"/.exec(mail)![1].replace(/&amp;/g, "&")).searchParams.get("token")!;
  keep("reset token", token);
  keep("reset token, URL-encoded", encodeURIComponent(token));
  await page.goto(`${portal}/staff/reset-password?token=${encodeURIComponent(token)}`);
  await page.getByLabel("New password", { exact: true }).fill("Seaview2026!");
  await page.getByRole("button", { name: "Save the password and sign in" }).click();
  await page.getByLabel("New password", { exact: true }).fill("quince harbour ember pilot");
  await page.getByRole("button", { name: "Save the password and sign in" }).click();
  await expect(page).toHaveURL(`${portal}/staff`);
  for (const cookie of await context.cookies()) keep(`cookie ${cookie.name}`, cookie.value);

  // The log has had every line of those requests: it holds their shapes, and none of the secrets.
  // Its access lines (decision 0310), one JSON line per request: `METHOD path status`, as masked.
  const requests = () =>
    log
      .split("\n")
      .filter((line) => line.startsWith("{") && line.includes('"msg":"request"') && line.includes('"service":"portal"'))
      .map((line) => JSON.parse(line) as { method: string; path: string; status: number | null })
      .map(({ method, path, status }) => `${method} ${path} ${status}`);
  await expect.poll(() => requests().some((line) => line.startsWith("POST /staff/reset-password"))).toBe(true);
  expect(requests()).toContain("GET /z/:uuid/card 200");
  expect(requests()).toContain("GET /staff/reset-password?token=:masked 200");
  expect(requests().some((line) => /^GET \/z\/:uuid\/card-payment\?payment=:masked 30\d$/.test(line))).toBe(true);
  expect(requests()).toContain("GET /staff?q=:masked 200");
  const found = [...secrets].filter(([value]) => log.includes(value)).map(([, what]) => what);
  const cardPaymentId = [`payment=${paymentId}`, `card-payments/${paymentId}`, `card-gateway/${paymentId}`].filter((text) =>
    log.includes(text),
  );
  console.log(`log: ${log.split("\n").length} lines, ${secrets.size} secrets looked for, fund request ${id}`);
  expect(found).toEqual([]);
  expect(cardPaymentId).toEqual([]);
});
