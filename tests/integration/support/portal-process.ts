// The built portal as production runs it, in a process of its own on free ports, every
// line it writes kept and read back. Build first: `npm run build`.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../..", import.meta.url));

export type Line = Record<string, unknown>;

export class Portal {
  output = "";
  constructor(readonly child: ChildProcess) {
    for (const stream of [child.stdout!, child.stderr!])
      stream.on("data", (chunk: Buffer) => (this.output += chunk.toString("utf8")));
  }

  /** Every JSON line written so far. */
  lines(): Line[] {
    return this.output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Line);
  }

  async waitForLine(match: (line: Line) => boolean): Promise<Line> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = this.lines().find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such line in:\n${this.output.slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  url = "";
  metricsUrl = "";

  async started(): Promise<this> {
    const deadline = Date.now() + 60_000;
    const listening = /"port":(\d+),[^\n]*listening on port/;
    while (!listening.test(this.output)) {
      if (this.child.exitCode !== null) throw new Error(`the portal exited:\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`the portal did not start:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    this.url = `http://localhost:${listening.exec(this.output)![1]}`;
    this.metricsUrl = (await this.waitForLine((line) => line.msg === "metrics listening")).url as string;
    return this;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || !this.child.pid) return;
    const exited = once(this.child, "exit");
    process.kill(-this.child.pid, "SIGTERM");
    await exited;
  }
}

export function startPortal(env: Record<string, string>): Portal {
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      APP_ENV: "qa",
      SESSION_SECRET: "portal-process-test-secret-0123456789abcdef",
      SENTRY_DSN: "",
      TAG_MANAGER_ID: "",
      PORT: "0",
      METRICS_PORT: "0",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  return new Portal(child);
}
