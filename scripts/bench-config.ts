/**
 * The settings of one `npm run bench` run (each from the environment, with its
 * default) and the ports, origins and seeded demo links it measures on.
 */

import { linksFrom } from "./bench-links";

export const PORT = Number(process.env.BENCH_PORT ?? 3200);
export const PROVIDER_PORT = PORT + 1;
/** The same portal without SENTRY_DSN and TAG_MANAGER_ID, for the figures beside production's. */
export const PLAIN_PORT = PORT + 2;
export const SENTRY_STAND_IN_PORT = PORT + 3;
/** The floor: the least page the portal's stack serves (scripts/bench-floor.tsx). */
export const FLOOR_PORT = PORT + 4;
export const SENTRY_DSN = `http://benchkey@127.0.0.1:${SENTRY_STAND_IN_PORT}/1`;
export const TAG_MANAGER_ID = "GTM-BENCH25";
export const STAFF_API_KEY = "bench-staff-key";
export const RUNS = Number(process.env.BENCH_RUNS ?? 40);
export const SUBMIT_RUNS = Number(process.env.BENCH_SUBMIT_RUNS ?? 7);
/** Throttled page loads per screen and mode for the largest contentful paint (the median is shown). */
export const LCP_RUNS = Number(process.env.BENCH_LCP_RUNS ?? 1);
/** Seconds of each load on the server (autocannon, 50 connections). */
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
export const WARMUP = 5;
/**
 * What to measure: `all` (the default: screens, SAVE, each payer screen in each
 * language, paint, first Continue, server load, camera photo), or one of `screens`,
 * `languages`, `lcp`, `submit`, `server`, `floor` (the least page the stack serves,
 * under the same load), and, only when asked, `memory` (three 60 s loads with a rest
 * after each, about six minutes) and `slow-provider` (a delaying proxy between a portal and
 * the provider, scripts/bench-slow-provider.ts: two to three minutes).
 */
export const ONLY = process.env.BENCH_ONLY ?? "all";
/** `BENCH_SCREENS=step` measures only the screens whose name holds that text (a regular expression). */
export const SCREENS = new RegExp(process.env.BENCH_SCREENS ?? "");
/** `BENCH_DUMP=dir` writes each document measured there, to see what it carries. */
export const DUMP = process.env.BENCH_DUMP;
/** `BENCH_HOLD=1` (with BENCH_ONLY=server): start the portals and the load targets, print them and wait for SIGUSR2. */
export const HOLD = Boolean(process.env.BENCH_HOLD);
/**
 * `BENCH_LINKS=N` (`on`: 200), for the `server` part: the load spread over N payers'
 * links instead of one: N fund requests, each with an application, and each load
 * target (every later step, the first screen, Remix's `/__manifest`) asked across all
 * their uuids, each link with its own cookie (scripts/bench-links.ts, decision 0394).
 */
export const LINKS = linksFrom(process.env.BENCH_LINKS);
/** The parts run only when asked by name: long, and about one question each. */
const ONLY_WHEN_ASKED = new Set(["memory", "slow-provider"]);
export const measures = (part: string) => (ONLY === "all" ? !ONLY_WHEN_ASKED.has(part) : ONLY === part);
/** The portal as production runs it: error reporting and the tag manager configured. */
export const origin = `http://127.0.0.1:${PORT}`;
export const plainOrigin = `http://127.0.0.1:${PLAIN_PORT}`;
/** Seeded demo links (provider-api/README.md): a co-applicant still to finish, a submitted application. */
export const DEMO_AWAITING = "00000000-0000-4000-8000-000000000011";
export const DEMO_SUBMITTED = "00000000-0000-4000-8000-000000000012";
// The contract's screens (decision 0161): a contract to sign, signed, a co-applicant still to sign, declined, the ceremony flag on.
export const DEMO_CONTRACT = "00000000-0000-4000-8000-000000000014";
export const DEMO_SIGNED = "00000000-0000-4000-8000-000000000015";
export const DEMO_PLEASE_SIGN = "00000000-0000-4000-8000-000000000060";
export const DEMO_DECLINED = "00000000-0000-4000-8000-000000000061";
export const DEMO_CEREMONY = "00000000-0000-4000-8000-000000000062";
export const DEMO_FAILED_IDENTITY = "00000000-0000-4000-8000-000000000008";
export const providerOrigin = `http://127.0.0.1:${PROVIDER_PORT}`;
