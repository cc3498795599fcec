/**
 * The server processes the bench measures: each started as `npm start` runs it, in a
 * process (group) of its own so its CPU is counted apart, waited for, and stopped.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { openSync } from "node:fs";

/** Resolves once `url` answers 2xx; throws if `child` exits first or a minute passes. */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
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
export function startServer(entry: string, env: Record<string, string>, preload?: string): ChildProcess {
  // `BENCH_PROFILE=dir` has each server write a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir", process.env.BENCH_PROFILE] : [];
  const args = [...profile, "--import", "tsx", ...(preload ? ["--import", preload] : []), entry];
  return spawn(process.execPath, args, {
    // As `npm start` runs it: glibc's allocator with two arenas (decision 0281).
    env: { ...process.env, NODE_ENV: "production", MALLOC_ARENA_MAX: "2", METRICS_PORT: "0", ...env },
    // `BENCH_SERVER_LOG=file`: the servers' log lines are appended there, to find what a figure hides.
    stdio: ["ignore", process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, "a") : "ignore", "inherit"],
    detached: true,
  });
}

/** Stops a server started by startServer (its whole process group) and waits for it to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}
