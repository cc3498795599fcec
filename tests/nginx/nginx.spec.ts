import { readFileSync } from "node:fs";
import path from "node:path";

import { expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";

import { settle } from "../e2e/support/pages";
import { exactly, wordsIn } from "../e2e/support/words";
import { ROOT } from "../run/support";
import { get, hiddenFields, ORIGIN, Payer, type Stack, startStack } from "./stack";

// Two portals behind Debian's nginx with docs/nginx/portal.conf, as docs/operations.md
// tells an operator to run them: round robin, upstream keep-alive, Host rewritten to the
// upstream's name, TLS at nginx. The journey runs with JavaScript on and off (@browser);
// the rest speaks HTTP itself, once.

const UUID = "00000000-0000-4000-8000-000000000001";
const UNKNOWN = "00000000-0000-4000-8000-000000000099";
const stepUrl = (step: string) => `/z/${UUID}/pay-later/application/${step}`;
const t = wordsIn("en-AU");

let stack: Stack;
/** The journey's browser cookies: the rolling restart's writer goes on with that application. */
let journeyCookies: { name: string; value: string }[] = [];

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.close();
});

async function next(page: Page, step: string, button: string | RegExp) {
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(ORIGIN + stepUrl(step));
  await settle(page);
}

/** The lines of the finance application's steps in an instance's access log, of one method. */
const stepLines = (log: string, method: string) =>
  log.split("\n").filter((line) => line.includes(method) && /pay-later\/application\//.test(line));

test("a finance application through nginx, its requests alternating between the instances, keeps its session, token and answers @browser", async ({
  page,
}) => {
  await page.goto(`/z/${UUID}`);
  await settle(page);
  await page
    .getByRole("link")
    .filter({ hasText: t("ways.payLaterName") })
    .click();
  await expect(page).toHaveURL(`${ORIGIN}/z/${UUID}/pay-later`);
  await page.getByRole("link", { name: exactly(t("payLaterOffer.apply")) }).click();
  await settle(page);
  await next(page, "citizenship", exactly(t("getStarted.startApplication")));
  await page.getByLabel(exactly(t("stepCitizenship.citizen"))).check();
  await next(page, "verify-identity", exactly(t("steps.continue")));
  await page.getByLabel(exactly(t("forms.day"))).fill("27");
  await page.getByLabel(exactly(t("forms.month"))).fill("3");
  await page.getByLabel(exactly(t("forms.year"))).fill("1980");
  await page.getByLabel(exactly(t("stepIdentity.passport"))).check();
  await page.getByLabel(exactly(t("stepIdentity.documentNumber"))).fill("N1234567");
  await next(page, "mortgage-property", "Verify my identity");
  await page.getByLabel(exactly(t("stepMortgage.acknowledgement", { type: "VENDOR_PAID_ADVERTISING" }))).check();
  await next(page, "settlement-details", exactly(t("steps.continue")));
  await page.getByLabel(exactly(t("stepSettlement.label"))).fill("Swift Settlements");
  await next(page, "send-funds-to", exactly(t("steps.continue")));

  // Every answer is still there, whichever instance reads it back.
  for (let i = 0; i < 2; i++) {
    await page.goto(stepUrl("citizenship"));
    await expect(page.getByLabel(exactly(t("stepCitizenship.citizen")))).toBeChecked();
    await page.goto(stepUrl("settlement-details"));
    await expect(page.getByLabel(exactly(t("stepSettlement.label")))).toHaveValue("Swift Settlements");
  }
  journeyCookies = await page.context().cookies();
  // Both instances took a share of the journey (round robin, no sticky sessions): without
  // JavaScript each post and the page it leads to go to different instances.
  for (const portal of stack.portals) expect(stepLines(portal.log, "GET").length, portal.log).toBeGreaterThan(0);
  expect(stack.portals.flatMap((portal) => stepLines(portal.log, "POST")).length).toBeGreaterThanOrEqual(4);
});

test("the payer's address reaches the provider as the client's, through nginx and the portal (TRUST_PROXY)", async () => {
  const payer = new Payer("127.0.0.7");
  const answer = await payer.open(`/z/${UNKNOWN}`);
  expect(answer.status).toBeLessThan(500);
  // The provider counts a failed link per client address: the payer's, not nginx's or the portal's.
  const db = new Database(stack.providerDb, { readonly: true });
  try {
    const clients = db.prepare("select client_address as client from auth_failures").all() as { client: string }[];
    expect(clients.map(({ client }) => client)).toContain("127.0.0.7");
    expect(clients.map(({ client }) => client)).not.toContain("127.0.0.1");
  } finally {
    db.close();
  }
});

test("a form posted without JavaScript works with nginx rewriting Host to the upstream's name", async () => {
  const payer = new Payer();
  const signIn = await payer.open("/staff/sign-in");
  expect(signIn.status).toBe(200);
  const refused = await payer.post("/staff/sign-in", signIn.body, { email: "nobody@example.com", password: "not the password" });
  // The sign-in's own refusal, not Remix's blank 500 nor the cross-site page.
  expect(refused.status).toBe(400);
  expect(refused.body).toContain("<form");
  // And a post from elsewhere is still refused.
  const forged = await get(`${ORIGIN}/staff/sign-in`, {
    method: "POST",
    headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    body: "email=a&password=b",
  });
  expect(forged.status).toBe(403);
});

test("the portal keeps an idle connection longer than nginx does, so nginx is always the one to close it", async () => {
  const conf = readFileSync(path.join(ROOT, "docs/nginx/portal.conf"), "utf8");
  const nginxSeconds = Number(/keepalive_timeout (\d+)s;/.exec(conf)?.[1]);
  const direct = await fetch(`http://127.0.0.1:${stack.portals[0].port}/healthz`);
  const portalSeconds = Number(/timeout=(\d+)/.exec(direct.headers.get("keep-alive") ?? "")?.[1]);
  expect(nginxSeconds).toBeGreaterThan(0);
  expect(portalSeconds).toBeGreaterThan(nginxSeconds);
});

test("a rolling restart under load: every request answered 2xx or 3xx, no 502, every typed answer kept", async () => {
  test.setTimeout(150_000);
  const statuses = new Map<number, number>();
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  let running = true;
  const failures: string[] = [];

  // Readers: a steady stream of pages, each from its own payer.
  const readers = [0, 1, 2].map(async () => {
    const payer = new Payer();
    while (running) {
      const answer = await payer.open(`/z/${UUID}`).catch((error: Error) => ({ status: 0, body: error.message }));
      count(answer.status);
      if (answer.status < 200 || answer.status >= 400) failures.push(`GET ${answer.status} ${answer.body.slice(0, 200)}`);
    }
  });

  // A writer: the settlement agent's name typed anew each time, posted, then read back.
  const writer = (async () => {
    const payer = new Payer();
    payer.adopt(journeyCookies);
    let written = 0;
    for (let n = 0; running; n++) {
      const form = await payer.open(stepUrl("settlement-details"));
      count(form.status);
      if (form.status !== 200) {
        failures.push(`GET step ${form.status}`);
        continue;
      }
      const posted = await payer
        .post(stepUrl("settlement-details"), form.body, { agency: `Settlement agent ${n}` })
        .catch((error: Error) => ({ status: 0, body: error.message, headers: {} }));
      count(posted.status);
      if (posted.status !== 303) failures.push(`POST ${posted.status} ${posted.body.slice(0, 200)}`);
      const read = await payer.open(stepUrl("settlement-details"));
      count(read.status);
      const input = /<input[^>]*name="agency"[^>]*>/.exec(read.body)?.[0] ?? "";
      const value = /value="([^"]*)"/.exec(input)?.[1];
      if (value !== `Settlement agent ${n}`) failures.push(`answer ${n} read back as ${value}`);
      written += 1;
    }
    return written;
  })();

  // Each instance in turn: SIGTERM, drained and gone, started again, while the load runs.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const portal of stack.portals) {
    expect(await portal.stop()).toBe(0);
    await portal.start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  running = false;
  await Promise.all(readers);
  const written = await writer;

  const summary = [...statuses].map(([status, n]) => `${n}×${status}`).join(", ");
  console.log(`rolling restart: ${summary}; ${written} answers written and read back`);
  const upstreamErrors = readFileSync(path.join(stack.dir, "error.log"), "utf8");
  expect(failures.slice(0, 5), `nginx's error log:\n${upstreamErrors.slice(0, 3000)}`).toEqual([]);
  expect(statuses.get(502) ?? 0).toBe(0);
  expect(written).toBeGreaterThan(5);
  for (const portal of stack.portals) expect(portal.log).toContain("shutdown: done");
});

test("the hidden fields a plain form carries are read as a browser would", () => {
  expect(hiddenFields('<input type="hidden" name="csrf" value="a&amp;b"><input name="x" type="hidden" value="1">')).toEqual({
    csrf: "a&b",
    x: "1",
  });
});
