/**
 * The browser's part of `npm run bench` (decisions 0260 and 0277): what a screen costs a visitor
 * opening it cold, in Chromium. Every script the page fetched until the network was
 * quiet (the lazily loaded chunks and Sentry's SDK included, were they fetched) is
 * counted at its gzip size as the portal sends it, and the largest contentful paint
 * is read on a throttled phone, with JavaScript and without.
 */
import type { Browser, BrowserContext, CDPSession, Page } from "@playwright/test";

import { REPLAY_SESSION_KEY } from "../app/domain/replay-sampling";

/** The tag manager's host, answered by the bench itself: a container that only notes when it ran. */
const TAG_MANAGER_URLS = "https://www.googletagmanager.com/*";
const TAG_MANAGER_STAND_IN = "window.__benchTagManagerRan = performance.now();";

/**
 * A phone on a slow mobile network (Chrome's "Slow 4G"): 150 ms round trips,
 * 1.6 Mbps down, 750 kbps up, and a CPU four times slower than this machine's.
 */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
export const CPU_SLOWDOWN = 4;

export interface BrowserScreen {
  name: string;
  path: string;
  /** A Cookie header the visitor already holds (the staff pages). */
  cookie?: string;
}

export interface VisitorPage {
  context: BrowserContext;
  page: Page;
  /** The page's DevTools session, for throttling and the performance timeline. */
  cdp: CDPSession;
}

/**
 * A page as production's visitor has it, in a context of its own: the tag
 * manager's host answered locally, and (with monitoring) this session one of the
 * nine in ten that docs/SPEC.md 9 does not record, unless `recordedSession` (decision 0260).
 *
 * The tag manager is answered through the DevTools protocol's Fetch domain, which
 * holds only the requests to its host. A Playwright route (`context.route`) holds
 * every request of the context, the document's too, and hands each to the test
 * process and back: on a throttled load that cost the first paint 100-140 ms that
 * no visitor pays (decision 0288).
 */
export async function visitorPage(
  browser: Browser,
  origin: string,
  options: { javaScriptEnabled?: boolean; cookie?: string; recordedSession?: boolean } = {},
): Promise<VisitorPage> {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, locale: "en-AU" });
  await context.addInitScript(
    ([key, value]) => {
      try {
        sessionStorage.setItem(key, value);
      } catch {
        // about:blank has no storage
      }
    },
    [REPLAY_SESSION_KEY, options.recordedSession ? "1" : "0"] as const,
  );
  if (options.cookie) {
    await context.addCookies(
      options.cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
      }),
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  cdp.on("Fetch.requestPaused", ({ requestId }) => {
    cdp
      .send("Fetch.fulfillRequest", {
        requestId,
        responseCode: 200,
        responseHeaders: [{ name: "Content-Type", value: "text/javascript" }],
        body: Buffer.from(TAG_MANAGER_STAND_IN).toString("base64"),
      })
      .catch(() => {
        // the page went away meanwhile
      });
  });
  await cdp.send("Fetch.enable", { patterns: [{ urlPattern: TAG_MANAGER_URLS, requestStage: "Request" }] });
  return { context, page, cdp };
}

/**
 * The scripts of the portal a cold browser fetched for `screen`, until the network
 * had been quiet for 500 ms after the load event (and, with `waitForSentry`, until
 * Sentry's SDK runs: a recorded session loads it once idle); and whether the tag
 * manager's container ran, and when, against the first paint.
 */
export async function coldScripts(
  browser: Browser,
  origin: string,
  screen: BrowserScreen,
  options: { recordedSession?: boolean; waitForSentry?: boolean } = {},
) {
  const { context, page } = await visitorPage(browser, origin, {
    cookie: screen.cookie,
    recordedSession: options.recordedSession,
  });
  try {
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script" && request.url().startsWith(origin)) scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(origin + screen.path);
    await page.waitForLoadState("networkidle");
    if (options.waitForSentry) {
      await page.waitForFunction(() => Boolean((window as unknown as { __SENTRY__?: unknown }).__SENTRY__), null, {
        timeout: 15_000,
      });
      await page.waitForLoadState("networkidle");
    }
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      tagManagerRan: (window as unknown as { __benchTagManagerRan?: number }).__benchTagManagerRan ?? null,
    }));
    return { scripts: [...scripts], ...timing };
  } finally {
    await context.close();
  }
}

/**
 * The largest contentful paint of a page opened cold on a throttled phone, the
 * element it was, and how many requests the page made. Read from the DevTools
 * protocol's performance timeline, not a PerformanceObserver in the page: with
 * JavaScript off the page runs no callback, and the observer never answered.
 */
export async function largestPaint(browser: Browser, origin: string, screen: BrowserScreen, javaScriptEnabled: boolean) {
  const { context, page, cdp } = await visitorPage(browser, origin, { cookie: screen.cookie, javaScriptEnabled });
  try {
    const candidates: Array<{ time: number; nodeId?: number }> = [];
    cdp.on("PerformanceTimeline.timelineEventAdded", ({ event }) => {
      const details = event.lcpDetails;
      if (event.type !== "largest-contentful-paint" || !details) return;
      // An image's paint is its render time, or its load time when the browser withholds that.
      candidates.push({ time: (details.renderTime || details.loadTime) * 1000, nodeId: details.nodeId });
    });
    await cdp.send("PerformanceTimeline.enable", { eventTypes: ["largest-contentful-paint"] });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(origin + screen.path, { waitUntil: "load" });
    // The timeline's events come over the protocol after the frame they describe, later on a busy machine.
    for (let waited = 0; candidates.length === 0 && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    await page.waitForTimeout(300);
    const clock = await page.evaluate(() => ({
      origin: performance.timeOrigin,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      requests: performance.getEntriesByType("resource").length + 1,
    }));
    const last = candidates.at(-1);
    if (!last) throw new Error(`${screen.name}: no largest contentful paint`);
    return { lcp: last.time - clock.origin, fcp: clock.fcp, requests: clock.requests, element: await describe(cdp, last.nodeId) };
  } finally {
    await context.close();
  }
}

/** An element as a selector-like name (`h1`, `p.lead`), for the table. */
async function describe(cdp: CDPSession, backendNodeId: number | undefined): Promise<string> {
  if (backendNodeId === undefined) return "-";
  try {
    const { node } = await cdp.send("DOM.describeNode", { backendNodeId });
    const attributes = node.attributes ?? [];
    const className = attributes[attributes.indexOf("class") + 1];
    const name = node.localName || node.nodeName.toLowerCase();
    return attributes.includes("class") && className ? `${name}.${className.split(" ")[0]}` : name;
  } catch {
    return "(gone)";
  }
}
