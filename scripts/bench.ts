/**
 * `npm run bench`: serves the built portal as production runs it (NODE_ENV=production,
 * Sentry initialised before the build, SENTRY_DSN and TAG_MANAGER_ID set) beside the
 * same portal without monitoring, both over one provider API process on a fresh
 * database; Sentry's ingest and the tag manager's host are answered by stand-ins
 * here. It prints, for each screen and both portals, the compressed weight of the
 * document, the stylesheets it links and the JavaScript a cold browser fetched, and
 * the time the server takes to answer it; the time of one application step's SAVE;
 * each screen's largest contentful paint on a throttled phone, with JavaScript and
 * without; a step's first submit in that phone, with JavaScript and without
 * (DESIGN 5: with JavaScript, nothing is slower); and a step GET and the blank page
 * under load, with each process's CPU time per request (issue 25).
 * Figures, not assertions: they go in the closing note of each issue.
 *
 * Server times are measured over loopback from this process, one request at a
 * time, after a warm-up, so they are the server's render time plus a little loopback.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";

import { type Browser, chromium } from "@playwright/test";

import { type PageName, STEP_DEFINITIONS, type StepDefinition, stepInfo } from "../app/domain/steps";
import { serverTranslator } from "../app/i18n/catalogs.server";
import { CHROMIUM } from "../tests/e2e/support/browser";
import { startSentryStandIn } from "../tests/e2e/support/sentry-stand-in";
import { coldScripts, CPU_SLOWDOWN, largestPaint, SLOW_4G, visitorPage } from "./bench-browser";
import { documentScreens, measureCameraPhoto } from "./bench-documents";
import { memoryAcrossLoads, underLoad } from "./bench-server";

/** A page's heading as the bench's English-speaking browser sees it. */
const englishTitle = (page: PageName) => serverTranslator("en-AU").t(stepInfo(page).titleKey);

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PROVIDER_PORT = PORT + 1;
/** The same portal without SENTRY_DSN and TAG_MANAGER_ID, for the figures beside production's. */
const PLAIN_PORT = PORT + 2;
const SENTRY_STAND_IN_PORT = PORT + 3;
const SENTRY_DSN = `http://benchkey@127.0.0.1:${SENTRY_STAND_IN_PORT}/1`;
const TAG_MANAGER_ID = "GTM-BENCH25";
const STAFF_API_KEY = "bench-staff-key";
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const SUBMIT_RUNS = Number(process.env.BENCH_SUBMIT_RUNS ?? 7);
/** Throttled page loads per screen and mode for the largest contentful paint (the median is shown). */
const LCP_RUNS = Number(process.env.BENCH_LCP_RUNS ?? 1);
/** Seconds of each load on the server (autocannon, 50 connections). */
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARMUP = 5;
/**
 * What to measure: `all` (the default: screens, SAVE, each payer screen in each
 * language, paint, first Continue, server load, camera photo), or one of `screens`,
 * `languages`, `lcp`, `submit`, `server`, and `memory`
 * (three 60 s loads with a rest after each, about six minutes; only when asked).
 */
const ONLY = process.env.BENCH_ONLY ?? "all";
/** `BENCH_SCREENS=step` measures only the screens whose name holds that text (a regular expression). */
const SCREENS = new RegExp(process.env.BENCH_SCREENS ?? "");
/** `BENCH_DUMP=dir` writes each document measured there, to see what it carries. */
const DUMP = process.env.BENCH_DUMP;
/** `BENCH_HOLD=1` (with BENCH_ONLY=server): start the portals and the load targets, print them and wait for SIGUSR2. */
const HOLD = Boolean(process.env.BENCH_HOLD);
const measures = (part: string) => (ONLY === "all" ? part !== "memory" : ONLY === part);
/** The portal as production runs it: error reporting and the tag manager configured. */
const origin = `http://127.0.0.1:${PORT}`;
const plainOrigin = `http://127.0.0.1:${PLAIN_PORT}`;
/** Seeded demo links (provider-api/README.md): a co-applicant still to finish, a submitted application. */
const DEMO_AWAITING = "00000000-0000-4000-8000-000000000011";
const DEMO_SUBMITTED = "00000000-0000-4000-8000-000000000012";
// The contract's screens (issue 11): a contract to sign, signed, a co-applicant still to sign, declined, the ceremony flag on.
const DEMO_CONTRACT = "00000000-0000-4000-8000-000000000014";
const DEMO_SIGNED = "00000000-0000-4000-8000-000000000015";
const DEMO_PLEASE_SIGN = "00000000-0000-4000-8000-000000000060";
const DEMO_DECLINED = "00000000-0000-4000-8000-000000000061";
const DEMO_CEREMONY = "00000000-0000-4000-8000-000000000062";
const DEMO_FAILED_IDENTITY = "00000000-0000-4000-8000-000000000008";
const providerOrigin = `http://127.0.0.1:${PROVIDER_PORT}`;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that keeps the body exactly as sent (compressed), unlike fetch. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { "accept-encoding": "gzip", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

async function staff(method: string, pathname: string, body: unknown) {
  const res = await fetch(providerOrigin + pathname, {
    method,
    headers: {
      authorization: `Bearer ${STAFF_API_KEY}`,
      "content-type": "application/vnd.api+json",
      accept: "application/vnd.api+json",
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A fund request made for the bench through the staff API; answers its payer link uuid. */
async function createFundRequest(overrides: Record<string, unknown>, linkExpiresAt?: string): Promise<string> {
  const customer: Record<string, unknown> = {
    firstName: "Bench",
    lastName: "Payer",
    email: "bench.payer@example.com.au",
    mobile: "0412345678",
  };
  if (linkExpiresAt) customer.expiresAt = linkExpiresAt;
  const doc = await staff("POST", "/staff/v1/fund-requests", {
    data: {
      type: "fund-requests",
      attributes: {
        requestType: "VENDOR_PAID_ADVERTISING",
        amount: 450000,
        amountPaid: 0,
        dueAt: "2026-12-15",
        description: "Marketing campaign: online listings, signboard and photography",
        canDeferPayment: true,
        reference: "BENCH-0001",
        receivableStatus: "UNPAID",
        paymentType: "INVOICE",
        location: {
          name: "Harbour Realty",
          email: "hello@harbourrealty.example.com.au",
          phone: "0299990000",
          cardSurcharges: 1.2,
          bpayBillerCode: "254581",
          trustAccountName: "Harbour Realty Trust Account",
          trustAccountBsb: "062-000",
          trustAccountNumber: "12345678",
          streetNumber: "12",
          streetName: "George",
          streetType: "Street",
          city: "Sydney",
          state: "NSW",
          postalCode: "2000",
          country: "Australia",
        },
        property: {
          streetNumber: "7",
          streetName: "Ocean",
          streetType: "Parade",
          city: "Coogee",
          state: "NSW",
          postalCode: "2034",
          country: "Australia",
        },
        customers: [customer],
        ...overrides,
      },
    },
  });
  return doc.meta.links[0].uuid as string;
}

/** The stylesheets a document links: each a request before the first paint (the portal's own are inline). */
function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)]
    .map((m) => /href="([^"]+)"/.exec(m[0])?.[1])
    .filter((href): href is string => Boolean(href && href.startsWith("/")));
}

async function gzipBytes(at: string, paths: string[]): Promise<number> {
  let total = 0;
  for (const p of paths) total += (await rawGet(at + p)).body.length;
  return total;
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)];
}

/** The cookies a first visit sets, so later runs measure a visitor with a session. */
/**
 * The cookies a browser holds after `res`: a cookie set twice keeps its last value.
 * The first visit to a payer link sets the portal session twice (a new visitor's,
 * then with the link's provider session); sending both made every later request of
 * the load re-authenticate with the provider as if it were a first visit.
 */
function cookiesFrom(res: RawResponse): string {
  const jar = new Map<string, string>();
  for (const line of res.headers["set-cookie"] ?? []) {
    const pair = line.split(";")[0];
    jar.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  return [...jar.values()].join("; ");
}

interface Screen {
  name: string;
  path: string;
  /** A signed-in visitor's cookies (the staff pages); else the first visit's. */
  cookie?: string;
}

/** The gzip size of what a document writes inline in its <style> elements. */
function inlineStyleBytes(html: string): number {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + gzipSync(m[1]).length, 0);
}

/** One screen's weight on one portal: its document, its linked and inline styles, the JavaScript a cold browser fetched. */
async function weigh(browser: Browser, at: string, screen: Screen, language = "", locale = "") {
  const withLanguage = (cookie: string) => [cookie, language].filter(Boolean).join("; ");
  const first = await rawGet(at + screen.path, screen.cookie || language ? { cookie: withLanguage(screen.cookie ?? "") } : {});
  const cookie = withLanguage(screen.cookie ?? cookiesFrom(first));
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const doc = await rawGet(at + screen.path, headers);
  const html = (await (await fetch(at + screen.path, { headers, redirect: "manual" })).text()) || "";
  if (DUMP) writeFileSync(path.join(DUMP, `${screen.name.replace(/[^\w]+/g, "_")}.${locale || "default"}.html`), html);
  if (process.env.BENCH_SHOTS) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      javaScriptEnabled: false,
      extraHTTPHeaders: headers,
    });
    const page = await context.newPage();
    await page.goto(at + screen.path);
    await page.screenshot({
      path: path.join(process.env.BENCH_SHOTS, `${screen.name.replace(/[^\w]+/g, "_")}.${locale || "default"}.png`),
      fullPage: true,
    });
    await context.close();
  }
  const linked = stylesheetsOf(html);
  const css = await gzipBytes(at, linked);
  const cold = doc.status >= 300 && doc.status < 400 ? null : await coldScripts(browser, at, { ...screen, cookie });
  const js = cold ? await gzipBytes(at, cold.scripts) : 0;
  return {
    headers,
    status: doc.status,
    doc: doc.body.length / 1024,
    inlineCss: inlineStyleBytes(html) / 1024,
    linkedCss: css / 1024,
    stylesheets: linked.length,
    js: js / 1024,
    scripts: cold?.scripts.length ?? 0,
    tagManagerAfterPaint:
      cold && cold.tagManagerRan !== null && cold.firstPaint !== null ? cold.tagManagerRan > cold.firstPaint : null,
  };
}

/** One screen on one portal: its weight (see `weigh`) and the time the server takes to answer it. */
async function measure(browser: Browser, at: string, screen: Screen) {
  const { headers, ...weight } = await weigh(browser, at, screen);
  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const start = performance.now();
    await rawGet(at + screen.path, headers);
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ...weight, median: percentile(times, 50), p95: percentile(times, 95) };
}

const kb = (value: number) => +value.toFixed(1);

/** Where the bench is, on stderr: a whole run takes minutes. */
function progress(what: string): void {
  process.stderr.write(`[bench] ${what}\n`);
}

/** Every screen on both portals: production's figures first, the portal without monitoring beside them. */
async function measureScreens(screens: Screen[]) {
  const browser = await chromium.launch(CHROMIUM);
  const rows = [];
  try {
    for (const [index, screen] of screens.entries()) {
      progress(`screens ${index + 1}/${screens.length}`);
      const live = await measure(browser, origin, screen);
      const plain = await measure(browser, plainOrigin, screen);
      rows.push({
        screen: screen.name,
        status: live.status,
        "doc KB": kb(live.doc),
        "css KB (inline + linked)": `${kb(live.inlineCss)} + ${kb(live.linkedCss)}`,
        "JS KB": kb(live.js),
        scripts: live.scripts,
        "tag manager after first paint": live.tagManagerAfterPaint === null ? "-" : live.tagManagerAfterPaint ? "yes" : "NO",
        "median ms": kb(live.median),
        "p95 ms": kb(live.p95),
        "no monitoring: doc KB": kb(plain.doc),
        "JS KB ": kb(plain.js),
        "median ms ": kb(plain.median),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The languages a payer may choose (issue 22); staff screens stay English. */
const LANGUAGES = ["en-AU", "zh-Hans", "vi", "ar"] as const;

/**
 * Every payer screen in every language, as production runs: the document and the
 * JavaScript, gzip KB. The language is the cookie its link on the page sets.
 */
async function measureLanguages(screens: Screen[]) {
  const browser = await chromium.launch(CHROMIUM);
  const chosen = new Map<string, string>();
  for (const locale of LANGUAGES) chosen.set(locale, cookiesFrom(await rawGet(`${origin}/language/${locale}?return=/`)));
  const rows = [];
  try {
    for (const [index, screen] of screens.entries()) {
      progress(`languages ${index + 1}/${screens.length}`);
      const row: Record<string, string | number> = { screen: screen.name };
      for (const locale of LANGUAGES) {
        const weight = await weigh(browser, origin, screen, chosen.get(locale), locale);
        row[`${locale} doc KB`] = kb(weight.doc);
        row[`${locale} JS KB`] = kb(weight.js);
      }
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * What a session SPEC 9 records whole (one in ten, decision 0260) fetches on top: the
 * SDK with session replay, once the page is idle. Measured on one application step.
 */
async function measureRecordedSession(screen: Screen) {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const plain = await coldScripts(browser, origin, screen);
    const recorded = await coldScripts(browser, origin, screen, { recordedSession: true, waitForSentry: true });
    return {
      screen: screen.name,
      "JS KB, a session not recorded": kb((await gzipBytes(origin, plain.scripts)) / 1024),
      "JS KB, a recorded session (the SDK after load, when idle)": kb((await gzipBytes(origin, recorded.scripts)) / 1024),
    };
  } finally {
    await browser.close();
  }
}

/** Each screen's largest contentful paint on a throttled phone, opened cold, with JavaScript and without (median of LCP_RUNS). */
async function measurePaints(screens: Screen[]) {
  const browser = await chromium.launch(CHROMIUM);
  const rows = [];
  const median = (values: number[]) =>
    Math.round(
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      ),
    );
  try {
    for (const [index, screen] of screens.entries()) {
      progress(`paint ${index + 1}/${screens.length}`);
      const cookie = screen.cookie ?? cookiesFrom(await rawGet(origin + screen.path));
      const runs = { on: [] as number[], off: [] as number[], requests: 0, fcp: [] as number[], elements: new Set<string>() };
      for (let i = 0; i < LCP_RUNS; i++) {
        const withScripts = await largestPaint(browser, origin, { ...screen, cookie }, true);
        const without = await largestPaint(browser, origin, { ...screen, cookie }, false);
        runs.on.push(withScripts.lcp);
        runs.off.push(without.lcp);
        if (withScripts.fcp !== null) runs.fcp.push(withScripts.fcp);
        runs.requests = without.requests;
        runs.elements.add(withScripts.element).add(without.element);
      }
      rows.push({
        screen: screen.name,
        "LCP ms, JavaScript on": median(runs.on),
        "LCP ms, JavaScript off": median(runs.off),
        "first paint ms, on": runs.fcp.length > 0 ? median(runs.fcp) : "-",
        "requests, JavaScript off": runs.requests,
        "largest element": [...runs.elements].join(", "),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Cookies as a jar: each answer's Set-Cookie replaces earlier values of the same name. */
function mergeCookies(jar: Map<string, string>, setCookie: string[] | undefined): void {
  for (const line of setCookie ?? []) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/**
 * A payer's application at `currentPage` (identity verified unless said otherwise):
 * created as the link's customer at the provider, then moved on through the staff API.
 */
async function applicationAt(uuid: string, currentPage: string, verified = true): Promise<void> {
  const jar = new Map<string, string>();
  const guest = async (method: string, pathname: string, body?: unknown) => {
    const headers: Record<string, string> = { accept: "application/vnd.api+json", cookie: cookieHeader(jar) };
    if (body !== undefined) {
      headers["content-type"] = "application/vnd.api+json";
      headers["x-xsrf-token"] = decodeURIComponent(jar.get("XSRF-TOKEN") ?? "");
    }
    const res = await fetch(providerOrigin + pathname, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    mergeCookies(jar, res.headers.getSetCookie());
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  await guest("GET", "/sanctum/csrf-cookie");
  const link = await guest("GET", `/guest/v1/authenticate/${uuid}`);
  const created = await guest("POST", "/guest/v1/finance-applications", {
    data: { type: "finance-applications", attributes: { fundRequestId: link.data.attributes.fundRequestId, financeType: "VPA" } },
  });
  const data = created.data.attributes.applicationData;
  const [applicant] = data.applicants;
  await staff("PATCH", `/staff/v1/finance-applications/${created.data.id}`, {
    data: {
      type: "finance-applications",
      attributes: {
        applicationData: {
          ...data,
          applicants: [{ ...applicant, citizenship: "CITIZEN", hasVerifiedIdentity: verified, settings: { currentPage } }],
        },
      },
    },
  });
}

/** One form POST, as a browser without JavaScript sends it. */
function rawPost(url: string, form: URLSearchParams, cookie: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const body = form.toString();
    const req = http.request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          "sec-fetch-site": "same-origin",
          cookie,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A demo representative signed in as a browser without JavaScript does it (README: demo staff): their cookies. */
async function staffSignedIn(): Promise<string> {
  const jar = new Map<string, string>();
  const page = await fetch(`${origin}/staff/sign-in`);
  mergeCookies(jar, page.headers.getSetCookie());
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!csrf) throw new Error("/staff/sign-in showed no form");
  const fields = new URLSearchParams({ csrf, email: "owner@seaview.example.com.au", password: "demo-owner-pass-2026" });
  const res = await rawPost(`${origin}/staff/sign-in`, fields, cookieHeader(jar));
  if (res.status !== 303) throw new Error(`staff sign-in answered ${res.status}`);
  mergeCookies(jar, res.headers["set-cookie"]);
  jar.delete("__toasts");
  return cookieHeader(jar);
}

/**
 * The SAVE round trip of an application step: POST the settlement-details form
 * (portal action → provider submit with action SAVE → 303 to the next step).
 * Each save moves the application's version on, so the form carries the next one.
 */
async function measureSave(uuid: string) {
  const stepPath = `/z/${uuid}/pay-later/application/settlement-details`;
  const jar = new Map<string, string>();
  const page = await rawGet(origin + stepPath, {});
  mergeCookies(jar, page.headers["set-cookie"]);
  const form = await fetch(origin + stepPath, { headers: { cookie: cookieHeader(jar) } });
  // The form's anti-forgery token goes with the cookie this answer sets, if it sets one.
  mergeCookies(jar, form.headers.getSetCookie());
  const html = await form.text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!csrf) throw new Error(`settlement-details showed no form (${form.status} ${form.url})`);
  let version = Number(/name="version" value="(\d+)"/.exec(html)?.[1] ?? "0");
  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const fields = new URLSearchParams({ csrf, version: String(version), returnTo: "review", agency: `Bench Settlements ${i}` });
    const start = performance.now();
    const res = await rawPost(origin + stepPath, fields, cookieHeader(jar));
    const elapsed = performance.now() - start;
    if (res.status !== 303) {
      throw new Error(`SAVE ${i + 1} answered ${res.status}: ${/<h1[^>]*>([^<]*)/.exec(res.body.toString())?.[1] ?? ""}`);
    }
    mergeCookies(jar, res.headers["set-cookie"]);
    version += 1;
    if (i >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return {
    screen: "SAVE settlement-details (POST → 303)",
    status: 303,
    "median ms": +percentile(times, 50).toFixed(1),
    "p95 ms": +percentile(times, 95).toFixed(1),
  };
}

/** From the last letter typed to the press: a thumb's move to the button (both modes wait it). */
const REACH_FOR_BUTTON_MS = 300;

type SubmitMode = "on" | "journey" | "off" | "early";

const MODE_LABELS: Record<SubmitMode, string> = {
  on: "JavaScript on",
  journey: "JavaScript on, arriving from the step before",
  off: "JavaScript off (plain form post)",
  early: "JavaScript on, pressed before it has run",
};

/** Whether React has taken over the page: it keeps its props on the elements it hydrated. */
function isHydrated(selector: string): boolean {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}

/** The page's clock: its time origin, and when it first painted (a new page's heading is in that paint). */
function pageClock(): { origin: number; firstPaint: number | null; documentReceived: number | null } {
  const clock = window.performance;
  const paint = clock.getEntriesByType("paint").find((entry) => entry.name === "first-contentful-paint");
  const navigation = clock.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  return {
    origin: clock.timeOrigin,
    firstPaint: paint ? clock.timeOrigin + paint.startTime : null,
    documentReceived: navigation ? clock.timeOrigin + navigation.responseEnd : null,
  };
}

/** When a step heading was painted on this page (StepForm marks it with elementtiming), as wall-clock ms. */
function headingPainted(title: string): Promise<number> {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { identifier?: string; renderTime?: number; element?: Element | null }
      >) {
        if (entry.identifier === "step-heading" && entry.element?.textContent === title) {
          resolve(window.performance.timeOrigin + (entry.renderTime ?? entry.startTime));
        }
      }
    }).observe({ type: "element", buffered: true });
  });
}

/**
 * One first submit of bank-details, on an application of its own, in a fresh
 * browser context (nothing cached; in "journey" the step before is shown first,
 * as on the way through the application). The page loads; with JavaScript the payer
 * waits until the network is quiet (anyone types for longer than that), or in the
 * "early" mode types and presses at once, before the scripts have run. Valid
 * values are typed, and Continue pressed a moment later (REACH_FOR_BUTTON_MS). The time is from the press until the next
 * page's heading is painted, as the browser records it: the new document's first
 * paint, or, for a page the router draws, the heading's element timing (a test's
 * own check of visibility runs on the page's main thread, so it comes late on a
 * page busy starting its scripts, though the heading is already on screen).
 */
async function firstSubmit(browser: Browser, mode: SubmitMode) {
  const uuid = await createFundRequest({ reference: "BENCH-SUBMIT" });
  await applicationAt(uuid, "bank-details");
  const { context, page, cdp } = await visitorPage(browser, origin, { javaScriptEnabled: mode !== "off" });
  try {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // The JavaScript the page fetched, as sent (compressed), until the payer presses Continue.
    const scripts = new Set<string>();
    let scriptBytes = 0;
    let counting = true;
    cdp.on("Network.responseReceived", (event) => {
      if (event.type === "Script") scripts.add(event.requestId);
    });
    let posted: number | null = null;
    // What the press asked of the network, in order: the round trips it waited on.
    let afterPress: string[] | null = null;
    cdp.on("Network.requestWillBeSent", (event) => {
      if (event.request.method === "POST" && event.type === "Document") posted = event.wallTime * 1000;
      afterPress?.push(`${event.request.method} ${new URL(event.request.url).pathname.replace(uuid, "{uuid}")}`);
    });
    cdp.on("Network.dataReceived", (event) => {
      if (counting && scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
    });
    if (mode === "journey") {
      // As on the way through the application: the step before was shown, so the
      // scripts the pages share are in the browser's cache, and were run once.
      await page.goto(`${origin}/z/${uuid}/pay-later/application/repayment`);
      await page.waitForFunction(isHydrated, "form#step button.button", { polling: "raf", timeout: 60_000 });
      await page.waitForLoadState("networkidle");
      scriptBytes = 0;
    }
    const opened = performance.now();
    await page.goto(`${origin}/z/${uuid}/pay-later/application/bank-details`, { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1, name: englishTitle("bank-details") }).waitFor();
    const shown = performance.now() - opened;
    let interactive: number | null = null;
    if (mode === "on" || mode === "journey") {
      await page.waitForFunction(isHydrated, "form#step button.button", { polling: "raf", timeout: 60_000 });
      interactive = performance.now() - opened;
      await page.waitForLoadState("networkidle");
    } else if (mode === "off") {
      await page.waitForLoadState("load");
    }
    await page.getByLabel("BSB").fill("062-000");
    await page.getByLabel("Account number").fill("12345678");
    await page.getByLabel("Name on the account").fill("Bench Payer");
    const button = page.getByRole("button", { name: "Continue", exact: true }).last();
    await button.scrollIntoViewIfNeeded();
    // A person takes a moment from the last letter typed to the button; in "early" the press comes at once.
    if (mode !== "early") await page.waitForTimeout(REACH_FOR_BUTTON_MS);
    const box = await button.boundingBox();
    if (!box) throw new Error("bank-details shows no Continue button");
    counting = false;
    const before = await page.evaluate(pageClock);
    const nextTitle = englishTitle("add-applicants");
    const pressed = Date.now();
    afterPress = [];
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page
      .getByRole("heading", { level: 1, name: nextTitle })
      .waitFor({ state: "visible", timeout: 30_000 })
      .catch(async (error: Error) => {
        const headings = await page.locator("h1").allTextContents();
        throw new Error(`${MODE_LABELS[mode]}: Continue led to ${page.url()} (${headings.join(", ")}): ${error.message}`);
      });
    const after = await page.evaluate(pageClock);
    const painted =
      after.origin !== before.origin && after.firstPaint !== null
        ? after.firstPaint
        : await page.evaluate(headingPainted, nextTitle);
    // For a new document: how long its HTML took to arrive, and how long after that it painted.
    const newDocument = after.origin !== before.origin && after.documentReceived !== null;
    const received = newDocument ? after.documentReceived! - pressed : null;
    const sent = posted === null ? null : (posted as number) - pressed;
    const requests = afterPress as string[];
    if (process.env.BENCH_SUBMIT_LOG) progress(`${MODE_LABELS[mode]}: ${requests.join(", ")}`);
    return {
      shown,
      interactive,
      scriptKB: scriptBytes / 1024,
      submit: painted - pressed,
      received,
      sent,
      requests: requests.length,
    };
  } finally {
    await context.close();
  }
}

/**
 * bank-details' first Continue, throttled, with JavaScript (bank-details opened
 * first, and after the step before it), as a plain form post, and pressed before
 * the scripts have run; the modes take turns.
 */
async function measureFirstSubmit() {
  // The Chromium the e2e specs run in (Debian's).
  const browser = await chromium.launch(CHROMIUM);
  const modes: SubmitMode[] = ["on", "journey", "off", "early"];
  const runs = new Map(modes.map((mode) => [mode, [] as Array<Awaited<ReturnType<typeof firstSubmit>>>]));
  try {
    // One of each first, not counted: the server's first save of a kind is slower.
    for (const mode of modes) await firstSubmit(browser, mode);
    for (let i = 0; i < SUBMIT_RUNS; i++) {
      progress(`first Continue ${i + 1}/${SUBMIT_RUNS}`);
      for (const mode of modes) runs.get(mode)!.push(await firstSubmit(browser, mode));
    }
  } finally {
    await browser.close();
  }
  const median = (values: number[]) =>
    Math.round(
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      ),
    );
  return modes.map((mode) => {
    const results = runs.get(mode)!;
    const submits = results.map((run) => run.submit);
    const interactive = results.flatMap((run) => (run.interactive === null ? [] : [run.interactive]));
    return {
      mode: MODE_LABELS[mode],
      "page shown ms": median(results.map((run) => run.shown)),
      "hydrated ms": interactive.length > 0 ? median(interactive) : "-",
      "JS fetched KB":
        mode !== "on" && mode !== "journey"
          ? "-"
          : +(results.reduce((sum, run) => sum + run.scriptKB, 0) / results.length).toFixed(1),
      "Continue → next heading painted, median ms": median(submits),
      "post sent after": results.every((run) => run.sent !== null) ? median(results.map((run) => run.sent!)) : "-",
      "of which the HTML's arrival": results.every((run) => run.received !== null)
        ? median(results.map((run) => run.received!))
        : "-",
      "requests after the press": median(results.map((run) => run.requests)),
      "min ms": Math.round(Math.min(...submits)),
      "max ms": Math.round(Math.max(...submits)),
    };
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/** A server process of its own: `node --import tsx [--import preload] entry`, so its pid is the server's. */
function startServer(entry: string, env: Record<string, string>, preload?: string): ChildProcess {
  // `BENCH_PROFILE=dir` has each server write a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir", process.env.BENCH_PROFILE] : [];
  const args = [...profile, "--import", "tsx", ...(preload ? ["--import", preload] : []), entry];
  return spawn(process.execPath, args, {
    // As `npm start` runs it: glibc's allocator with two arenas (decision 0281).
    env: { ...process.env, NODE_ENV: "production", MALLOC_ARENA_MAX: "2", ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-bench-"));
  const sentry = await startSentryStandIn(SENTRY_STAND_IN_PORT);
  // The provider in its own process, as the provider's real host is, so each side's CPU is counted apart.
  const provider = startServer("provider-api/main.ts", {
    PROVIDER_API_PORT: String(PROVIDER_PORT),
    PROVIDER_API_DB: path.join(dataDir, "provider.sqlite"),
    STAFF_API_KEY,
    // Both portals open every screen's link many times from this one address, the expired one too.
    PROVIDER_API_AUTH_FAILURE_LIMIT: "1000000",
  });
  const portalEnv = (port: number, at: string) => ({
    APP_ENV: "qa",
    PORT: String(port),
    PUBLIC_ORIGIN: at,
    PROVIDER_API_URL: providerOrigin,
    SESSION_SECRET: "bench-session-secret-bench-session-secret",
  });
  // As `npm start` runs it: Sentry initialised before the build (instrument.server.ts).
  const preload = "./app/services/instrument.server.ts";
  const live = startServer("server.ts", { ...portalEnv(PORT, origin), SENTRY_DSN, TAG_MANAGER_ID }, preload);
  const plain = startServer("server.ts", { ...portalEnv(PLAIN_PORT, plainOrigin), SENTRY_DSN: "", TAG_MANAGER_ID: "" }, preload);
  const children = [provider, live, plain];
  try {
    await waitFor(`${providerOrigin}/sanctum/csrf-cookie`, provider);
    await waitFor(`${origin}/healthz`, live);
    await waitFor(`${plainOrigin}/healthz`, plain);
    const payNow = await createFundRequest({});
    const expired = await createFundRequest({}, "2020-01-01T00:00:00Z");
    const pending = await createFundRequest({ receivableStatus: "PROCESSING" });
    const paid = await createFundRequest({
      receivableStatus: "PAID",
      amountPaid: 450000,
      transactions: [{ amount: 450000, method: "CARD", status: "SUCCEEDED", reference: "CARD-1" }],
    });
    // The later application steps: one application at mortgage-property shows each
    // of them (the guard lets an applicant open any step before submitting).
    const atMortgage = await createFundRequest({ reference: "BENCH-STEPS" });
    await applicationAt(atMortgage, "mortgage-property");
    // Every step an applicant fills in, from the step registry, on the application
    // that can show it: identity steps before the check, the full lending questions
    // on a large amount, the rest after.
    const stepsWhere = (keep: (step: StepDefinition) => boolean) => STEP_DEFINITIONS.filter(keep).map((step) => step.name);
    const identitySteps = stepsWhere((step) => step.stage === "identity");
    const lendingSteps = stepsWhere((step) => step.stage === "details" && step.audience === "full-lending");
    const laterSteps = stepsWhere(
      (step) => (step.stage === "details" || step.stage === "review") && step.audience !== "full-lending",
    );
    // The first steps: identity not yet verified; the lending steps: a full lending
    // application (above 3000000 cents), identity verified.
    const atCitizenship = await createFundRequest({ reference: "BENCH-START" });
    await applicationAt(atCitizenship, "citizenship", false);
    const atLending = await createFundRequest({ reference: "BENCH-LENDING", amount: 3_500_000 });
    await applicationAt(atLending, "marital-status");
    const forSaving = await createFundRequest({ reference: "BENCH-SAVE" });
    await applicationAt(forSaving, "settlement-details");
    const staffCookie = await staffSignedIn();
    const staffHome = await (await fetch(`${origin}/staff?q=VPA-24011`, { headers: { cookie: staffCookie } })).text();
    const staffFundRequest = /href="(\/staff\/fund-requests\/\d+)"/.exec(staffHome)?.[1];
    if (!staffFundRequest) throw new Error("the staff search found no demo fund request");
    const screens: Screen[] = [
      { name: "/ (blank page)", path: "/" },
      { name: "/staff/sign-in", path: "/staff/sign-in" },
      { name: "/staff/forgot-password", path: "/staff/forgot-password" },
      { name: "/staff/reset-password?token=…", path: "/staff/reset-password?token=bench-token" },
      { name: "/staff (search, signed in)", path: "/staff?q=VPA", cookie: staffCookie },
      { name: "/staff/fund-requests/{id} (signed in)", path: staffFundRequest, cookie: staffCookie },
      { name: "/staff/viewing-ended", path: "/staff/viewing-ended" },
      { name: "catch-all 404", path: "/no/such/page" },
      { name: "/z/not-found", path: "/z/not-found" },
      { name: "/z/token-expire", path: `/z/token-expire?uuid=${expired}` },
      { name: "/z/{uuid} (select a payment method)", path: `/z/${payNow}` },
      { name: "/z/{uuid}/bpay (printable instructions)", path: `/z/${payNow}/bpay` },
      { name: "/z/{uuid}/contact-us", path: `/z/${payNow}/contact-us` },
      { name: "/z/{uuid}/pending-payment", path: `/z/${pending}/pending-payment` },
      { name: "/z/{uuid}/paid-in-full", path: `/z/${paid}/paid-in-full` },
      { name: "/z/{uuid}/pay-later", path: `/z/${payNow}/pay-later` },
      { name: "/z/{uuid}/pay-later/get-started", path: `/z/${payNow}/pay-later/get-started` },
      ...identitySteps.map((step) => ({
        name: `application/${step}`,
        path: `/z/${atCitizenship}/pay-later/application/${step}`,
      })),
      {
        name: "application/verification-fail (demo 8)",
        path: `/z/${DEMO_FAILED_IDENTITY}/pay-later/application/verification-fail`,
      },
      ...lendingSteps.map((step) => ({
        name: `application/${step}`,
        path: `/z/${atLending}/pay-later/application/${step}`,
      })),
      ...laterSteps.map((step) => ({ name: `application/${step}`, path: `/z/${atMortgage}/pay-later/application/${step}` })),
      {
        name: "application/awaiting-applicants (demo 11)",
        path: `/z/${DEMO_AWAITING}/pay-later/application/awaiting-applicants`,
      },
      { name: "application/reviewing (demo 12)", path: `/z/${DEMO_SUBMITTED}/pay-later/application/reviewing` },
      { name: "application/processing (demo 12)", path: `/z/${DEMO_SUBMITTED}/pay-later/application/processing` },
      // Additional funds (issue 12): open to demo 12's vendor, whose VPA application is submitted; only GETs, nothing made.
      { name: "additional-funds (demo 12)", path: `/z/${DEMO_SUBMITTED}/pay-later/additional-funds` },
      { name: "additional-funds/how-much (demo 12)", path: `/z/${DEMO_SUBMITTED}/pay-later/additional-funds/how-much` },
      {
        name: "additional-funds/what-are-the-funds-for (demo 12)",
        path: `/z/${DEMO_SUBMITTED}/pay-later/additional-funds/what-are-the-funds-for?amount=1200000&product=VPA+Additional`,
      },
      ...(
        [
          ["creating-contract", DEMO_CONTRACT, "14"],
          ["contract-signing", DEMO_CONTRACT, "14"],
          ["contract-signing?decline", DEMO_CONTRACT, "14"],
          ["contract-signing", DEMO_CEREMONY, "62, the ceremony flag on"],
          ["please-sign", DEMO_PLEASE_SIGN, "60"],
          ["signed", DEMO_SIGNED, "15"],
          ["declined-signature", DEMO_DECLINED, "61"],
          ["declined-signature?pay-now", DEMO_DECLINED, "61"],
        ] as const
      ).map(([page, uuid, demo]) => ({
        name: `application/${page} (demo ${demo})`,
        path: `/z/${uuid}/pay-later/application/${page}`,
      })),
      ...documentScreens(),
      // Last: its failed authentications count towards the provider's per-address limit.
      { name: "/z/{uuid} expired link (redirect)", path: `/z/${expired}` },
    ];
    const measured = screens.filter((screen) => SCREENS.test(screen.name));
    const submitted = await (async () => {
      if (!measures("submit")) return null;
      return measureFirstSubmit();
    })();
    const cameraPhoto = ONLY === "all" ? await measureCameraPhoto(origin) : null;
    if (measures("screens")) {
      const rows = await measureScreens(measured);
      console.log(
        `Every screen, as production runs (SENTRY_DSN and TAG_MANAGER_ID set, their hosts answered here) and without monitoring; ` +
          `gzip KB; JS: every script of the portal a cold Chromium fetched until the network was quiet; ` +
          `server times: ${RUNS} runs after ${WARMUP} warm-up, loopback`,
      );
      console.table(rows);
      const step = measured.find((screen) => screen.name === "application/bank-details");
      if (step) console.table([await measureRecordedSession(step)]);
      progress("SAVE");
      console.table([await measureSave(forSaving)]);
    }
    if (measures("languages")) {
      console.log(
        `Every payer screen in each language, as production runs; gzip KB; JS as above (staff screens and redirects are English only)`,
      );
      console.table(
        await measureLanguages(measured.filter((screen) => !screen.name.includes("staff") && !screen.name.includes("redirect"))),
      );
    }
    if (measures("lcp")) {
      console.log(
        `Largest contentful paint, opened cold on slow 4G (${SLOW_4G.latency} ms RTT, 1.6 Mbps down), CPU ${CPU_SLOWDOWN}× slower, as production runs; median of ${LCP_RUNS}`,
      );
      console.table(await measurePaints(measured.filter((screen) => !screen.name.includes("redirect"))));
    }
    if (submitted) {
      console.log(
        `bank-details' first Continue in Chromium on slow 4G (${SLOW_4G.latency} ms RTT, 1.6 Mbps down, 750 kbps up), CPU ${CPU_SLOWDOWN}× slower; ${SUBMIT_RUNS} runs each, times from opening the page (shown, hydrated) and from the press`,
      );
      console.table(submitted);
    }
    if (cameraPhoto) {
      console.log("A 4 MB camera photo chosen on the documents page with JavaScript on (demo 40), at full speed:");
      console.table([cameraPhoto]);
    }
    if (measures("server") || measures("memory")) {
      const loadStep = await createFundRequest({ reference: "BENCH-LOAD" });
      await applicationAt(loadStep, "bank-details");
      const targetsOf = async (at: string) => {
        const stepUrl = `${at}/z/${loadStep}/pay-later/application/bank-details`;
        const visitor = cookiesFrom(await rawGet(stepUrl));
        return [
          { name: "step GET (bank-details)", url: stepUrl, cookie: visitor },
          { name: "/ (blank page)", url: `${at}/`, cookie: visitor },
        ];
      };
      const pids = (portal: ChildProcess) => ({ portal: portal.pid!, provider: provider.pid! });
      if (HOLD) {
        // The portals kept running for profiling by hand: each load target, with the pids to watch.
        for (const [label, at, portal] of [
          ["as production", origin, live],
          ["no monitoring", plainOrigin, plain],
        ] as const) {
          for (const target of await targetsOf(at)) {
            console.log(`${label}: portal pid ${portal.pid}, provider pid ${provider.pid}, ${target.name}`);
            console.log(`  curl -H 'cookie: ${target.cookie}' ${target.url}`);
          }
        }
        progress("holding; `kill -USR2` this process to stop");
        await new Promise((resolve) => process.once("SIGUSR2", resolve));
        return;
      }
      if (measures("server")) {
        const rows = [];
        for (const [label, at, portal] of [
          ["as production", origin, live],
          ["no monitoring", plainOrigin, plain],
        ] as const) {
          for (const target of await targetsOf(at)) {
            progress(`load: ${label}, ${target.name}`);
            rows.push({ portal: label, ...(await underLoad(target, pids(portal), { seconds: LOAD_SECONDS })) });
            sentry.clear();
          }
        }
        console.log(
          `Under load: autocannon, 50 connections, ${LOAD_SECONDS} s, loopback; CPU time per request answered, each process apart`,
        );
        console.table(rows);
      }
      if (measures("memory")) {
        const [step] = await targetsOf(origin);
        console.log("The portal's memory (as production), three 60 s loads of the step GET, each followed by 60 s of rest:");
        console.table(await memoryAcrossLoads(step, live.pid!));
      }
    }
  } finally {
    for (const child of children) if (child.pid) process.kill(-child.pid, "SIGTERM");
    await sentry.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
