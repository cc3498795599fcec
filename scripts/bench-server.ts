/**
 * The server's part of `npm run bench` (decision 0260): a page under load from a second
 * process (autocannon, loopback), and what it cost each server process. CPU time is
 * read from the kernel's account of each process (user + system), before and after,
 * and divided by the requests answered, so the portal and the provider are counted
 * apart; memory is the portal's resident set. And the floor under those figures: the
 * least page the portal's stack serves (bench-floor.tsx), under the same load. With
 * `BENCH_LINKS`, the load is spread over many payers' links, each request the next
 * link's path with that link's cookie (scripts/bench-links.ts, decision 0394).
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

import autocannon, { type Result as CannonResult } from "autocannon";

import { FLOOR_PORT, LOAD_SECONDS } from "./bench-config";
import { kb, progress } from "./bench-figures";
import { rawGet } from "./bench-http";
import { cycle } from "./bench-links";
import { startServer, stopServer, waitFor } from "./bench-processes";

const run = promisify(execFile);
/** What Chromium sends: every page the portal answers a browser with is compressed. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
/** The kernel counts CPU time in ticks of 1/100 s on Linux. */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 and 15 of stat (utime, stime), counted from after the command name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** A process's resident memory, in MB. */
export function residentMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

async function cannon(url: string, cookie: string, connections: number, seconds: number): Promise<CannonResult> {
  const bin = path.resolve("node_modules/.bin/autocannon");
  const args = [
    ...["-j", "-c", String(connections), "-d", String(seconds)],
    // As a browser asks: the portal compresses what it sends (decision 0287).
    ...["-H", `accept-encoding=${BROWSER_ACCEPT_ENCODING}`],
    ...(cookie ? ["-H", `cookie=${cookie}`] : []),
    url,
  ];
  const { stdout } = await run(bin, args, { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as CannonResult;
}

export interface LoadTarget {
  name: string;
  url: string;
  cookie: string;
}

/** A load spread over many links: each request of it in turn, with its own link's cookie ("" where the page needs none). */
export interface LinksTarget {
  name: string;
  origin: string;
  requests: { path: string; cookie: string }[];
}

/**
 * The same load as `cannon`, each request the next of `next` whichever connection
 * sends it: autocannon's `setupRequest` rewrites the request's path and cookie.
 */
function cannonOver(origin: string, next: () => LinksTarget["requests"][number], connections: number, seconds: number) {
  return autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING },
    requests: [
      {
        setupRequest: (request) => {
          const { path, cookie } = next();
          return { ...request, path, headers: cookie ? { ...request.headers, cookie } : request.headers };
        },
      },
    ],
  });
}

type Cannon = (connections: number, seconds: number) => Promise<CannonResult>;
type Pids = { portal: number; provider: number };
interface LoadOptions {
  connections?: number;
  seconds?: number;
}

/**
 * `connections` connections of `load` for `seconds`, after a short warm-up: the
 * requests answered a second, errors and non-2xx answers, latency, and the CPU time
 * each process spent per request answered.
 */
async function measured(
  page: string,
  paths: number,
  load: Cannon,
  pids: Pids,
  { connections = 50, seconds = 10 }: LoadOptions = {},
) {
  await load(10, 3);
  const portalBefore = cpuMs(pids.portal);
  const providerBefore = cpuMs(pids.provider);
  const result = await load(connections, seconds);
  const answered = Math.max(1, result.requests.total);
  return {
    page,
    paths,
    "requests/s": Math.round(result.requests.average),
    "errors + non-2xx": result.errors + result.timeouts + result.non2xx,
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "portal CPU ms/request": +((cpuMs(pids.portal) - portalBefore) / answered).toFixed(2),
    "provider CPU ms/request": +((cpuMs(pids.provider) - providerBefore) / answered).toFixed(2),
    "portal RSS MB": residentMb(pids.portal),
  };
}

/** One page, one cookie, under load (`measured`). */
export function underLoad(target: LoadTarget, pids: Pids, options: LoadOptions = {}) {
  const load: Cannon = (connections, seconds) => cannon(target.url, target.cookie, connections, seconds);
  return measured(target.name, 1, load, pids, options);
}

/**
 * Many links' pages under load (`measured`): the warm-up and the load take the
 * requests in one cycle, so the load goes on where the warm-up stopped.
 */
export function underLoadOverLinks(target: LinksTarget, pids: Pids, options: LoadOptions = {}) {
  const next = cycle(target.requests);
  const load: Cannon = (connections, seconds) => cannonOver(target.origin, next, connections, seconds);
  return measured(target.name, new Set(target.requests.map((request) => request.path)).size, load, pids, options);
}

/**
 * Whether the portal's memory comes back after load: three loads of `seconds` in a
 * row, each followed by as long a rest, the resident set read before, at the end of
 * each load and at the end of each rest.
 */
export async function memoryAcrossLoads(target: LoadTarget, portalPid: number, { seconds = 60, connections = 50 } = {}) {
  const rows = [{ moment: "start", "portal RSS MB": residentMb(portalPid), requests: 0 }];
  for (let load = 1; load <= 3; load++) {
    const result = await cannon(target.url, target.cookie, connections, seconds);
    rows.push({ moment: `end of load ${load}`, "portal RSS MB": residentMb(portalPid), requests: result.requests.total });
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    rows.push({ moment: `${seconds} s after load ${load}`, "portal RSS MB": residentMb(portalPid), requests: 0 });
  }
  return rows;
}

/**
 * The floor under the server figures: scripts/bench-floor.tsx with no field, 20 and 60,
 * each in a process of its own under the same load as the portal, its CPU per request.
 */
export async function measureFloor(providerPid: number) {
  const at = `http://127.0.0.1:${FLOOR_PORT}`;
  const rows = [];
  for (const fields of [0, 20, 60]) {
    progress(`floor: ${fields} fields`);
    const floor = startServer("scripts/bench-floor.tsx", { PORT: String(FLOOR_PORT), BENCH_FLOOR_FIELDS: String(fields) });
    try {
      await waitFor(`${at}/healthz`, floor);
      const document = (await rawGet(`${at}/`)).body.length;
      const target = { name: `${fields} fields`, url: `${at}/`, cookie: "" };
      const load = await underLoad(target, { portal: floor.pid!, provider: providerPid }, { seconds: LOAD_SECONDS });
      rows.push({
        page: load.page,
        "requests/s": load["requests/s"],
        "errors + non-2xx": load["errors + non-2xx"],
        "p50 ms": load["p50 ms"],
        "CPU ms/request": load["portal CPU ms/request"],
        "RSS MB": load["portal RSS MB"],
        "document gzip KB": kb(document / 1024),
      });
    } finally {
      await stopServer(floor);
    }
  }
  return rows;
}
