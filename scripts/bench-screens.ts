/**
 * Each screen's weight (document, stylesheets, the JavaScript a cold browser fetched),
 * the server's time to answer it, each payer screen in each language, the largest
 * contentful paint on a throttled phone, and the SAVE round trip of a step.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";

import { type Browser, chromium } from "@playwright/test";

import { CHROMIUM } from "../tests/e2e/support/browser";
import { coldScripts, largestPaint } from "./bench-browser";
import { DUMP, LCP_RUNS, origin, plainOrigin, RUNS, WARMUP } from "./bench-config";
import { kb, median, percentile, progress } from "./bench-figures";
import { cookieHeader, cookiesFrom, gzipBytes, mergeCookies, rawGet, rawPost } from "./bench-http";

/** The stylesheets a document links: each a request before the first paint (the portal's own are inline). */
export function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)]
    .map((m) => /href="([^"]+)"/.exec(m[0])?.[1])
    .filter((href): href is string => Boolean(href && href.startsWith("/")));
}

export interface Screen {
  name: string;
  path: string;
  /** A signed-in visitor's cookies (the staff pages); else the first visit's. */
  cookie?: string;
}

/** The gzip size of what a document writes inline in its <style> elements. */
export function inlineStyleBytes(html: string): number {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + gzipSync(m[1]).length, 0);
}

/** One screen's weight on one portal: its document, its linked and inline styles, the JavaScript a cold browser fetched. */
export async function weigh(browser: Browser, at: string, screen: Screen, language = "", locale = "") {
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
export async function measure(browser: Browser, at: string, screen: Screen) {
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

/** Runs `work` in a Chromium of its own, closed whatever happens. */
async function withBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** A row for each screen, measured one after another in one browser, each announced as `label i/n`. */
function rowPerScreen<Row>(
  screens: Screen[],
  label: string,
  row: (browser: Browser, screen: Screen) => Promise<Row>,
): Promise<Row[]> {
  return withBrowser(async (browser) => {
    const rows: Row[] = [];
    for (const [index, screen] of screens.entries()) {
      progress(`${label} ${index + 1}/${screens.length}`);
      rows.push(await row(browser, screen));
    }
    return rows;
  });
}

/** Every screen on both portals: production's figures first, the portal without monitoring beside them. */
export async function measureScreens(screens: Screen[]) {
  return rowPerScreen(screens, "screens", async (browser, screen) => {
    const live = await measure(browser, origin, screen);
    const plain = await measure(browser, plainOrigin, screen);
    return {
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
    };
  });
}

/** The languages a payer may choose (decision 0221); staff screens stay English. */
export const LANGUAGES = ["en-AU", "zh-Hans", "vi", "ar"] as const;

/**
 * Every payer screen in every language, as production runs: the document and the
 * JavaScript, gzip KB. The language is the cookie its link on the page sets.
 */
export async function measureLanguages(screens: Screen[]) {
  const chosen = new Map<string, string>();
  for (const locale of LANGUAGES) chosen.set(locale, cookiesFrom(await rawGet(`${origin}/language/${locale}?return=/`)));
  return rowPerScreen(screens, "languages", async (browser, screen) => {
    const row: Record<string, string | number> = { screen: screen.name };
    for (const locale of LANGUAGES) {
      const weight = await weigh(browser, origin, screen, chosen.get(locale), locale);
      row[`${locale} doc KB`] = kb(weight.doc);
      row[`${locale} JS KB`] = kb(weight.js);
    }
    return row;
  });
}

/**
 * What a session docs/SPEC.md 9 records whole (one in ten, decision 0260) fetches on top: the
 * SDK with session replay, once the page is idle. Measured on one application step.
 */
export async function measureRecordedSession(screen: Screen) {
  return withBrowser(async (browser) => {
    const plain = await coldScripts(browser, origin, screen);
    const recorded = await coldScripts(browser, origin, screen, { recordedSession: true, waitForSentry: true });
    return {
      screen: screen.name,
      "JS KB, a session not recorded": kb((await gzipBytes(origin, plain.scripts)) / 1024),
      "JS KB, a recorded session (the SDK after load, when idle)": kb((await gzipBytes(origin, recorded.scripts)) / 1024),
    };
  });
}

/** Each screen's largest contentful paint on a throttled phone, opened cold, with JavaScript and without (median of LCP_RUNS). */
export async function measurePaints(screens: Screen[]) {
  return rowPerScreen(screens, "paint", async (browser, screen) => {
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
    return {
      screen: screen.name,
      "LCP ms, JavaScript on": median(runs.on),
      "LCP ms, JavaScript off": median(runs.off),
      "first paint ms, on": runs.fcp.length > 0 ? median(runs.fcp) : "-",
      "requests, JavaScript off": runs.requests,
      "largest element": [...runs.elements].join(", "),
    };
  });
}

/**
 * The SAVE round trip of an application step: POST the settlement-details form
 * (portal action → provider submit with action SAVE → 303 to the next step).
 * Each save moves the application's version on, so the form carries the next one.
 */
export async function measureSave(uuid: string) {
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
