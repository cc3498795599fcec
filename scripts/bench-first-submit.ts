/**
 * A step's first Continue on a throttled phone, with JavaScript and without (docs/DESIGN.md 5:
 * with JavaScript, nothing is slower): from the press to the next heading painted.
 */
import { performance } from "node:perf_hooks";

import { type Browser, chromium } from "@playwright/test";

import { type PageName, stepInfo } from "../app/domain/steps";
import { serverTranslator } from "../app/i18n/catalogs.server";
import { CHROMIUM } from "../tests/e2e/support/browser";
import { CPU_SLOWDOWN, SLOW_4G, visitorPage } from "./bench-browser";
import { origin, SUBMIT_RUNS } from "./bench-config";
import { median, progress } from "./bench-figures";
import { applicationAt, createFundRequest } from "./bench-fixtures";

/** A page's heading as the bench's English-speaking browser sees it. */
export const englishTitle = (page: PageName) => serverTranslator("en-AU").t(stepInfo(page).titleKey);

/** From the last letter typed to the press: a thumb's move to the button (both modes wait it). */
export const REACH_FOR_BUTTON_MS = 300;

export type SubmitMode = "on" | "journey" | "off" | "early";

export const MODE_LABELS: Record<SubmitMode, string> = {
  on: "JavaScript on",
  journey: "JavaScript on, arriving from the step before",
  off: "JavaScript off (plain form post)",
  early: "JavaScript on, pressed before it has run",
};

/** Whether React has taken over the page: it keeps its props on the elements it hydrated. */
export function isHydrated(selector: string): boolean {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}

/** The page's clock: its time origin, and when it first painted (a new page's heading is in that paint). */
export function pageClock(): { origin: number; firstPaint: number | null; documentReceived: number | null } {
  const clock = window.performance;
  const paint = clock.getEntriesByType("paint").find((entry) => entry.name === "first-contentful-paint");
  const navigation = clock.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  return {
    origin: clock.timeOrigin,
    firstPaint: paint ? clock.timeOrigin + paint.startTime : null,
    documentReceived: navigation ? clock.timeOrigin + navigation.responseEnd : null,
  };
}

/**
 * Marks each h1 for Element Timing as it enters the page, before it is painted: the
 * bench's own init script, so the portal's HTML carries no `elementtiming`, an
 * attribute the HTML standard does not have (decision 0334). Mutation records are
 * delivered before the next rendering, so the mark is there at the heading's first paint.
 */
function markHeadingsForElementTiming(): void {
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLElement && node.localName === "h1") node.setAttribute("elementtiming", "step-heading");
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** When a step heading was painted on this page (marked by markHeadingsForElementTiming), as wall-clock ms. */
export function headingPainted(title: string): Promise<number> {
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
export async function firstSubmit(browser: Browser, mode: SubmitMode) {
  const uuid = await createFundRequest({ reference: "BENCH-SUBMIT" });
  await applicationAt(uuid, "bank-details");
  const { context, page, cdp } = await visitorPage(browser, origin, { javaScriptEnabled: mode !== "off" });
  await context.addInitScript(markHeadingsForElementTiming);
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
export async function measureFirstSubmit() {
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
