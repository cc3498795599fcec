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
 * (docs/DESIGN.md 5: with JavaScript, nothing is slower); and a step GET and the blank page
 * under load, with each process's CPU time per request (decision 0260); and the floor under
 * those: the least page the portal's stack (Express, Remix, React) serves, under the
 * same load (scripts/bench-floor.tsx). `BENCH_ONLY=slow-provider`: a portal behind a
 * delaying proxy, the provider slow then hung (scripts/bench-slow-provider.ts).
 * Figures, not assertions: they go in the closing note of each issue.
 *
 * Server times are measured over loopback from this process, one request at a
 * time, after a warm-up, so they are the server's render time plus a little loopback.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { STEP_DEFINITIONS, type StepDefinition } from "../app/domain/steps";
import { startSentryStandIn } from "../tests/e2e/support/sentry-stand-in";
import { CPU_SLOWDOWN, SLOW_4G } from "./bench-browser";
import {
  DEMO_AWAITING,
  DEMO_CEREMONY,
  DEMO_CONTRACT,
  DEMO_DECLINED,
  DEMO_FAILED_IDENTITY,
  DEMO_PLEASE_SIGN,
  DEMO_SIGNED,
  DEMO_SUBMITTED,
  HOLD,
  LCP_RUNS,
  LINKS,
  LOAD_SECONDS,
  measures,
  ONLY,
  origin,
  PLAIN_PORT,
  plainOrigin,
  PORT,
  PROVIDER_PORT,
  providerOrigin,
  RUNS,
  SCREENS,
  SENTRY_DSN,
  SENTRY_STAND_IN_PORT,
  STAFF_API_KEY,
  SUBMIT_RUNS,
  TAG_MANAGER_ID,
  WARMUP,
} from "./bench-config";
import { documentScreens, measureCameraPhoto } from "./bench-documents";
import { progress } from "./bench-figures";
import { measureFirstSubmit } from "./bench-first-submit";
import { applicationAt, createFundRequest, manyPayers, staffSignedIn } from "./bench-fixtures";
import { cookiesFrom, rawGet } from "./bench-http";
import { inRounds } from "./bench-links";
import { startServer, stopServer, waitFor } from "./bench-processes";
import {
  measureLanguages,
  measurePaints,
  measureRecordedSession,
  measureSave,
  measureScreens,
  type Screen,
} from "./bench-screens";
import { type LinksTarget, measureFloor, memoryAcrossLoads, underLoad, underLoadOverLinks } from "./bench-server";
import { measureSlowProvider } from "./bench-slow-provider";

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-bench-"));
  const sentry = await startSentryStandIn(SENTRY_STAND_IN_PORT);
  // The provider in its own process, as the provider's real host is, so each side's CPU is counted apart.
  const provider = startServer("provider-api/main.ts", {
    // The stand-in for the real provider, with the demo data the bench opens: production never seeds it (decision 0304).
    NODE_ENV: "test",
    PROVIDER_API_PORT: String(PROVIDER_PORT),
    PROVIDER_API_DB: path.join(dataDir, "provider.sqlite"),
    STAFF_API_KEY,
    // Both portals open every screen's link many times from this one address, the expired one too.
    PROVIDER_API_AUTH_FAILURE_LIMIT: "1000000",
  });
  if (measures("slow-provider")) {
    // A portal of its own behind the delaying proxy; the two portals below are not started.
    try {
      await waitFor(`${providerOrigin}/sanctum/csrf-cookie`, provider);
      await measureSlowProvider();
    } finally {
      await stopServer(provider);
      await sentry.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return;
  }
  const portalEnv = (port: number, at: string) => ({
    APP_ENV: "qa",
    PORT: String(port),
    PUBLIC_ORIGIN: at,
    PROVIDER_API_URL: providerOrigin,
    SESSION_SECRET: "bench-session-secret-bench-session-secret",
    // Two portals on one machine: each its metrics listener on a free port.
    METRICS_PORT: "0",
  });
  // As `npm start` runs it: Sentry initialised before the build (instrument.server.ts).
  const preload = "./app/services/instrument.server.ts";
  const live = startServer("build/server.js", { ...portalEnv(PORT, origin), SENTRY_DSN, TAG_MANAGER_ID }, preload);
  const plain = startServer(
    "build/server.js",
    { ...portalEnv(PLAIN_PORT, plainOrigin), SENTRY_DSN: "", TAG_MANAGER_ID: "" },
    preload,
  );
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
      // Additional funds (decision 0170): open to demo 12's vendor, whose VPA application is submitted; only GETs, nothing made.
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
      // After the signature (decisions 0341-0353): the loan's own pages, and what a borrower must be shown.
      { name: "/z/{uuid}/your-sale (demo 15)", path: `/z/${DEMO_SIGNED}/your-sale` },
      { name: "/z/{uuid}/payout-letter (demo 15)", path: `/z/${DEMO_SIGNED}/payout-letter` },
      { name: "pay-later/having-trouble (demo 15)", path: `/z/${DEMO_SIGNED}/pay-later/having-trouble` },
      { name: "pay-later/loan-summary (demo 14)", path: `/z/${DEMO_CONTRACT}/pay-later/loan-summary` },
      ...(["credit-guide", "complaints", "hardship", "privacy"] as const).map((page) => ({
        name: `/z/{uuid}/${page} (demo 15)`,
        path: `/z/${DEMO_SIGNED}/${page}`,
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
      if (measures("server") && LINKS > 0) {
        progress(`${LINKS} payers' links with an application, ${LINKS} without`);
        const links = await manyPayers(LINKS, "mortgage-property");
        // The first screen is a link not yet started: one with an application is sent on to it.
        const freshLinks = await manyPayers(LINKS);
        const stepPath = (uuid: string, step: string) => `/z/${uuid}/pay-later/application/${step}`;
        // The build's version, which Remix's route discovery sends with every /__manifest request.
        const firstManifest = await (await fetch(`${origin}${stepPath(links[0], laterSteps[0])}`)).text();
        const version = /"version":"([^"]+)"/.exec(firstManifest)?.[1];
        if (!version) throw new Error("the step page carried no route manifest version");
        const linksTargetsOf = async (at: string): Promise<LinksTarget[]> => {
          // Each link's own visitor, as its payer's browser holds it after the first visit.
          const cookies = new Map<string, string>();
          for (const uuid of links) cookies.set(uuid, cookiesFrom(await rawGet(`${at}${stepPath(uuid, laterSteps[0])}`)));
          for (const uuid of freshLinks) cookies.set(uuid, cookiesFrom(await rawGet(`${at}/z/${uuid}`)));
          const eachLink = <T>(requests: (uuid: string) => T[], of = links) => inRounds(of.map(requests));
          return [
            {
              name: `step GETs (${laterSteps.length} later steps)`,
              origin: at,
              requests: eachLink((uuid) =>
                laterSteps.map((step) => ({ path: stepPath(uuid, step), cookie: cookies.get(uuid)! })),
              ),
            },
            {
              name: "/z/{uuid} (first screen)",
              origin: at,
              requests: eachLink((uuid) => [{ path: `/z/${uuid}`, cookie: cookies.get(uuid)! }], freshLinks),
            },
            {
              // As a step page's browser discovers its links' routes; no cookie: the manifest gets no session (app/services/portal-app.server.ts).
              name: "/__manifest (a step's routes)",
              origin: at,
              requests: eachLink((uuid) =>
                laterSteps.map((step) => ({
                  path: `/__manifest?${new URLSearchParams({ p: stepPath(uuid, step), version })}`,
                  cookie: "",
                })),
              ),
            },
          ];
        };
        const rows = [];
        for (const [label, at, portal] of [
          ["as production", origin, live],
          ["no monitoring", plainOrigin, plain],
        ] as const) {
          for (const target of await linksTargetsOf(at)) {
            progress(`load over ${LINKS} links: ${label}, ${target.name}`);
            rows.push({ portal: label, ...(await underLoadOverLinks(target, pids(portal), { seconds: LOAD_SECONDS })) });
            sentry.clear();
          }
        }
        console.log(
          `Under load over ${LINKS} payers' links: autocannon, 50 connections, ${LOAD_SECONDS} s, loopback; each request the next link's ` +
            `(every link's first before any link's second), with its own cookie; paths: distinct paths in the load; CPU time per request answered, each process apart`,
        );
        console.table(rows);
      } else if (measures("server")) {
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
    if (measures("floor")) {
      console.log(
        `The floor: Express, Remix (single fetch) and React rendering a page of labelled fields, gzipped; ` +
          `no session, provider, translations or headers (scripts/bench-floor.tsx); the same load as above`,
      );
      console.table(await measureFloor(provider.pid!));
    }
  } finally {
    await Promise.all(children.map(stopServer));
    await sentry.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
