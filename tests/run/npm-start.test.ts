// `npm start`, the demo, stops with its server: npm's child is node itself (the
// script ends in `exec node`), npm passes SIGTERM on to it, and the server drains
// and logs its shutdown rather than being left running without its npm (decision 0320).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, it } from "vitest";

import { captureOutput, freePort, isRunning, ROOT, waitForOutput } from "./support";

it("SIGTERM to npm start's npm leaves no server behind, and the server logs its shutdown", async () => {
  const work = mkdtempSync(path.join(tmpdir(), "portal-npm-start-"));
  const port = await freePort();
  const npm = spawn("npm", ["start"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PROVIDER_API_PORT: "0",
      PROVIDER_API_DB: path.join(work, "provider.sqlite"),
      METRICS_PORT: "0",
      SHUTDOWN_DRAIN_MS: "300",
    },
    stdio: ["ignore", "pipe", "pipe"],
    // A group of its own, so a failed test can end everything it started.
    detached: true,
  });
  const output = captureOutput(npm);
  try {
    await waitForOutput(npm, output, /listening on port/, 120_000);
    // The banner is a later write than the log line: on a busy machine the line can be read before it is written.
    await waitForOutput(npm, output, /This is the DEMO/, 10_000);
    // npm's only child is the server itself: no shell, no tsx CLI in between.
    const children = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(npm.pid)], { encoding: "utf8" })
      .trim()
      .split("\n");
    expect(children).toHaveLength(1);
    const [pid, ...args] = children[0].trim().split(/\s+/);
    expect(args.join(" ")).toBe("node --import tsx build/server.js");
    expect((await fetch(`http://localhost:${port}/healthz`)).status).toBe(200);
    // npm start built the browser's code with this test's NODE_ENV (vitest's "test") in its
    // environment: still React's production build, as every page is served (package.json's
    // build sets it). React's development build carries this warning; the production one only a code.
    const assets = path.join(ROOT, "build/client/_assets");
    const development = readdirSync(assets)
      .filter((name) => name.endsWith(".js"))
      .filter((name) => readFileSync(path.join(assets, name), "utf8").includes("Text content did not match. Server:"));
    expect(development, "React's development build in the browser's code").toEqual([]);

    const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
    npm.kill("SIGTERM");
    await exited;
    const deadline = Date.now() + 10_000;
    while (isRunning(Number(pid)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isRunning(Number(pid)), "the server outlived npm").toBe(false);
    expect(output.text()).toContain("shutdown: SIGTERM, draining");
    expect(output.text()).toContain("shutdown: done");
    await expect(fetch(`http://localhost:${port}/healthz`)).rejects.toThrow();
  } finally {
    try {
      process.kill(-npm.pid!, "SIGKILL");
    } catch {
      // the group has ended: nothing was left
    }
    rmSync(work, { recursive: true, force: true });
  }
});
