import { writeFile } from "node:fs/promises";

import { expect, type Page, test } from "@playwright/test";

import { REPLAY_SESSION_KEY } from "../../app/domain/replay-sampling";
import { jsOn, settle as settlePage } from "./support/pages";
import { occurrencesOf, type ReceivedEnvelope, type SentryStandIn, startSentryStandIn } from "./support/sentry-stand-in";
import { applicationAt, createFundRequest } from "./support/staff";
import { SENTRY_PORTAL_URL, SENTRY_STAND_IN_PORT } from "./support/urls";

// A payment link's uuid is a bearer credential: it must reach Sentry by no path
// (docs/decisions/0102-no-link-uuid-to-error-reporting.md). The third e2e portal
// (playwright.config.ts) reports to a stand-in for Sentry's ingest started here;
// this walks the link pages, a 404, a refused POST and, with JavaScript, a
// client-side navigation and a browser error (which loads the SDK, decision 0260,
// and sends the session replay), then reads every envelope, compressed replay
// recordings inflated.

const DEMO_PAY_NOW = "00000000-0000-4000-8000-000000000001";

let standIn: SentryStandIn;

test.beforeAll(async () => {
  standIn = await startSentryStandIn(SENTRY_STAND_IN_PORT);
});

test.afterAll(async () => {
  await standIn?.close();
});

async function waitUntil(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) {
      const received = standIn.envelopes.map((e) => `${e.fromBrowser ? "browser" : "server"}[${e.itemTypes.join(",")}]`);
      throw new Error(`timed out waiting for ${what}; received: ${received.join(" ") || "nothing"}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits until no envelope has arrived for `quietMs`, so late spans are counted too. */
async function settle(quietMs = 2_000): Promise<void> {
  let seen = -1;
  while (seen !== standIn.envelopes.length) {
    seen = standIn.envelopes.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

const itemsOf = (envelopes: ReceivedEnvelope[], type: string) =>
  envelopes.filter((envelope) => envelope.itemTypes.includes(type)).length;

/** Where each uuid shows up: a line per leaking envelope, for the failure message. */
function leaks(envelopes: ReceivedEnvelope[], uuids: string[]) {
  let total = 0;
  const lines: string[] = [];
  envelopes.forEach((envelope, index) => {
    const found = uuids.map((uuid) => occurrencesOf(uuid, envelope.text)).reduce((a, b) => a + b, 0);
    if (found === 0) return;
    total += found;
    const source = envelope.fromBrowser ? "browser" : "server";
    lines.push(`#${index} ${source} [${envelope.itemTypes.join(", ")}]: ${found}`);
  });
  return { total, envelopesWithUuid: lines.length, lines };
}

/** Prints the figures and attaches every decoded envelope, to read what was sent. */
async function report(label: string, envelopes: ReceivedEnvelope[], uuids: string[]) {
  const found = leaks(envelopes, uuids);
  const decoded = envelopes.map(
    (envelope, index) => `#${index} ${envelope.fromBrowser ? "browser" : "server"}\n${envelope.text}`,
  );
  const file = test.info().outputPath("envelopes.txt");
  await writeFile(file, decoded.join("\n\n"));
  await test.info().attach("envelopes.txt", { path: file, contentType: "text/plain" });
  const types = new Map<string, number>();
  for (const envelope of envelopes) for (const type of envelope.itemTypes) types.set(type, (types.get(type) ?? 0) + 1);
  console.log(
    `[${label}] ${envelopes.length} envelopes (${[...types].map(([type, n]) => `${type} ${n}`).join(", ")}); ` +
      `${found.envelopesWithUuid} carry a link uuid, ${found.total} occurrences`,
  );
  for (const line of found.lines) console.log(`  ${line}`);
  return found;
}

async function visit(page: Page, path: string, status: number) {
  const response = await page.goto(`${SENTRY_PORTAL_URL}${path}`);
  expect(response?.status(), path).toBe(status);
  await settlePage(page);
}

test("the server tells Sentry no link uuid: traces, spans and any error", async ({ page, request }) => {
  test.setTimeout(90_000);
  const fundRequest = await createFundRequest({ canDeferPayment: true });
  const payUuid = fundRequest.links[0].uuid;
  const { uuid: applicationUuid } = await applicationAt("citizenship");
  const uuids = [payUuid, applicationUuid, DEMO_PAY_NOW];
  standIn.clear();

  await visit(page, `/z/${payUuid}`, 200);
  await visit(page, `/z/${DEMO_PAY_NOW}`, 200);
  await visit(page, `/z/${payUuid}/pay-later`, 200);
  await visit(page, `/z/${applicationUuid}/pay-later/application/citizenship`, 200);
  await visit(page, `/z/${payUuid}/no/such/page`, 404);
  // A POST to a page without an action: Remix answers 405 with an error whose
  // message names the path (reported only if it counts as a fault).
  const refused = await request.post(`${SENTRY_PORTAL_URL}/z/${payUuid}?next=/z/${payUuid}`, {
    form: { note: payUuid },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(405);

  // A transaction is sent as its request ends (not for a 404: the SDK drops those),
  // an error as it is captured; request sessions only on the SDK's 60 s interval,
  // and they carry no URL.
  const server = () => standIn.envelopes.filter((envelope) => !envelope.fromBrowser);
  await waitUntil("a transaction per request", () => itemsOf(server(), "transaction") >= 5, 20_000);
  await settle();

  const found = await report(`server, ${test.info().project.name}`, standIn.envelopes, uuids);
  expect(standIn.envelopes.filter((envelope) => envelope.undecodable)).toEqual([]);
  expect(found.lines).toEqual([]);
  expect(found.total).toBe(0);
  // The addresses are there, masked: what was sent is a real trace, not an empty shell.
  expect(server().some((envelope) => envelope.text.includes("/z/:uuid/pay-later/application/citizenship"))).toBe(true);
});

/** Whether Sentry's browser SDK has started a client in the page. */
function sentryClientRuns(): boolean {
  type Carrier = { version?: string } & Record<string, { defaultCurrentScope?: { getClient(): unknown } }>;
  const carrier = (window as unknown as { __SENTRY__?: Carrier }).__SENTRY__;
  return Boolean(carrier?.version && carrier[carrier.version]?.defaultCurrentScope?.getClient());
}

/** Chooses whether this browser session is one of those docs/SPEC.md 9 records whole (decision 0260). */
async function replaySession(page: Page, recorded: boolean) {
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
    REPLAY_SESSION_KEY,
    recorded ? "1" : "0",
  ] as const);
}

test("the browser loads Sentry with its first error and tells it no link uuid: the error, breadcrumbs, the replay", async ({
  page,
}) => {
  test.skip(!jsOn(), "Without JavaScript no browser SDK runs; the server part is checked in both projects.");
  test.setTimeout(90_000);
  const fundRequest = await createFundRequest({ canDeferPayment: true });
  const uuid = fundRequest.links[0].uuid;
  await replaySession(page, false);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  standIn.clear();

  await visit(page, `/z/${uuid}`, 200);
  const browser = () => standIn.envelopes.filter((envelope) => envelope.fromBrowser);

  // A client-side navigation (fetches with the uuid in their URLs) and a fetch that
  // 404s: nothing went wrong, so no SDK has loaded and nothing was sent.
  await page.getByRole("link", { name: "Pay at settlement" }).click();
  await expect(page).toHaveURL(`${SENTRY_PORTAL_URL}/z/${uuid}/pay-later`);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => fetch(`${location.pathname}/no/such/page`).then((response) => response.status));
  expect(await page.evaluate(sentryClientRuns)).toBe(false);
  const scriptsBeforeTheError = scripts.length;

  // An uncaught error whose message holds the address: it brings in the SDK, which
  // reports it and sends the session replay it starts buffering then.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error(`Something broke at ${location.href}`);
    }, 0);
  });

  await waitUntil("the browser's error event", () => itemsOf(browser(), "event") >= 1, 20_000);
  await waitUntil("the session replay", () => itemsOf(browser(), "replay_recording") >= 1, 30_000);
  expect(scripts.length, "the SDK came with the error").toBeGreaterThan(scriptsBeforeTheError);
  expect(browser().some((envelope) => envelope.text.includes("Something broke at"))).toBe(true);
  // Leaving the page flushes what the replay still holds.
  await page.goto("about:blank");
  await settle();

  const found = await report("browser", standIn.envelopes, [uuid]);
  expect(standIn.envelopes.filter((envelope) => envelope.undecodable)).toEqual([]);
  expect(standIn.strays).toEqual([]);
  expect(found.lines).toEqual([]);
  expect(found.total).toBe(0);
  // The replay was sent, with the page's address in it, masked.
  expect(itemsOf(browser(), "replay_event")).toBeGreaterThanOrEqual(1);
  const replays = browser().filter((envelope) => envelope.itemTypes.includes("replay_recording"));
  expect(replays.some((envelope) => envelope.text.includes("/z/:uuid/pay-later"))).toBe(true);
});

test("a session chosen for replay loads Sentry once the page is idle and records it, telling no link uuid", async ({ page }) => {
  test.skip(!jsOn(), "Without JavaScript no browser SDK runs.");
  test.setTimeout(90_000);
  const fundRequest = await createFundRequest({ canDeferPayment: true });
  const uuid = fundRequest.links[0].uuid;
  await replaySession(page, true);
  standIn.clear();

  await visit(page, `/z/${uuid}`, 200);
  await page.waitForFunction(sentryClientRuns);
  await page.getByRole("link", { name: "Pay at settlement" }).click();
  await expect(page).toHaveURL(`${SENTRY_PORTAL_URL}/z/${uuid}/pay-later`);
  const browser = () => standIn.envelopes.filter((envelope) => envelope.fromBrowser);
  await waitUntil("the session replay", () => itemsOf(browser(), "replay_recording") >= 1, 30_000);
  await page.goto("about:blank");
  await settle();

  const found = await report("browser, recorded session", standIn.envelopes, [uuid]);
  expect(standIn.envelopes.filter((envelope) => envelope.undecodable)).toEqual([]);
  expect(found.total).toBe(0);
  // Nothing went wrong: a recording, no error event.
  expect(itemsOf(browser(), "event")).toBe(0);
  const replays = browser().filter((envelope) => envelope.itemTypes.includes("replay_recording"));
  expect(replays.some((envelope) => envelope.text.includes("/z/:uuid"))).toBe(true);
});

test("the tag manager's container loads after the page has loaded and been drawn, and its page views carry no link uuid", async ({
  page,
}) => {
  test.skip(!jsOn(), "Without JavaScript no tag manager runs.");
  const fundRequest = await createFundRequest({ canDeferPayment: true });
  const uuid = fundRequest.links[0].uuid;
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__containerRan = true;" }),
  );

  await visit(page, `/z/${uuid}`, 200);
  await page.waitForFunction(() => (window as unknown as { __containerRan?: boolean }).__containerRan === true);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const container = performance.getEntriesByType("resource").find((entry) => entry.name.includes("googletagmanager"));
    const painted = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
    return { loaded: navigation.loadEventStart, painted, requested: container?.startTime ?? -1 };
  });
  expect(timing.requested, "the container is asked for once the page has loaded").toBeGreaterThanOrEqual(timing.loaded);
  expect(timing.requested, "and once the page has been drawn").toBeGreaterThan(timing.painted);
  const pageViews = () => page.evaluate(() => JSON.stringify(window.dataLayer));
  await expect.poll(pageViews).toContain(`"page_path":"/z/:uuid"`);
  expect(occurrencesOf(uuid, await pageViews())).toBe(0);

  // The next page's view, whether the router drew it or the browser loaded it anew.
  await page.getByRole("link", { name: "Pay at settlement" }).click();
  await expect(page).toHaveURL(`${SENTRY_PORTAL_URL}/z/${uuid}/pay-later`);
  await expect.poll(pageViews).toContain(`"page_path":"/z/:uuid/pay-later"`);
  expect(occurrencesOf(uuid, await pageViews())).toBe(0);
});
