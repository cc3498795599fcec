// Processes for the run tests: a free port, a line awaited in a process's output,
// the standalone provider, and a stop that waits for the exit.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const SESSION_SECRET = "run-tests-session-secret-0123456789abcdef";
export const STAFF_API_KEY = "run-tests-staff-key";

/** A port nothing listens on now (the kernel's choice). */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Everything a process wrote to stdout and stderr so far, kept as it comes. */
export function captureOutput(child: ChildProcess): { text: () => string } {
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  return { text: () => text };
}

/** Resolves with the first match of `pattern` in the output; rejects if the process exits first or time runs out. */
export async function waitForOutput(
  child: ChildProcess,
  output: { text: () => string },
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = pattern.exec(output.text());
    if (match) return match;
    if (child.exitCode !== null || child.signalCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${pattern} in the output (exit ${child.exitCode}):\n${output.text().slice(-3000)}`);
}

/** Polls `url` until it answers `status`. */
export async function waitForStatus(url: string, status: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 0;
  while (Date.now() < deadline) {
    last = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (last === status) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} answered ${last}, not ${status}`);
}

/** The reference provider alone, as production would reach a real one: its own process, on a free port. */
export async function startProvider(dbFile: string, env: Record<string, string> = {}) {
  const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["provider-api/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Production's rules for the provider too: a staff key of its own, no fault switch.
      NODE_ENV: "production",
      STAFF_API_KEY,
      PROVIDER_API_PORT: "0",
      PROVIDER_API_DB: dbFile,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = captureOutput(child);
  const [, url] = await waitForOutput(child, output, /Provider API listening on (http:\/\/\S+)/);
  return { child, output, url };
}

/** SIGTERM, then waits for the exit; answers the exit code. */
export async function stop(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill(signal);
  return exited;
}

/** Whether a process of that id is still running. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
