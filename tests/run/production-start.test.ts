// Production as the image runs it (Dockerfile, docs/operations.md): in a folder of
// its own, the runtime stage's COPY, RUN and CMD lines carried out as written, the
// portal started with node alone (no tsx, no npm, no devDependencies, no provider
// workspace), its provider a process of its own. Uses the build `npm run build` made.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { createFundRequest } from "../e2e/support/staff";
import { STAFF_API_KEY as E2E_STAFF_API_KEY } from "../e2e/support/urls";
import { runtimeStage } from "./dockerfile";
import { captureOutput, freePort, ROOT, SESSION_SECRET, startProvider, stop, waitForOutput, waitForStatus } from "./support";

const stage = runtimeStage();
const work = mkdtempSync(path.join(tmpdir(), "portal-production-"));
const app = path.join(work, "app");

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the Dockerfile's runtime stage", () => {
  it("is production, without privileges, node as PID 1 on the bundled server", () => {
    expect(stage.env).toMatchObject({ NODE_ENV: "production", MALLOC_ARENA_MAX: "2" });
    expect(stage.user).toBe("node");
    expect(stage.cmd).toEqual(["node", "build/server.js"]);
    expect(stage.runs).toEqual(["npm ci --omit=dev --workspaces=false --no-audit --no-fund"]);
  });

  it("installs, starts with node alone, serves a payer's page, is ready, and stops on SIGTERM", async () => {
    // The COPY lines: from the context (the repository), or from the build stage (its build/).
    for (const copy of stage.copies) {
      for (const source of copy.sources) {
        const from = copy.from === "build" ? path.join(ROOT, path.relative("/app", source)) : path.join(ROOT, source);
        const destination = copy.destination.endsWith("/")
          ? path.join(app, copy.destination, path.basename(source))
          : path.join(app, copy.destination === "./" ? path.basename(source) : copy.destination);
        cpSync(from, destination, { recursive: true });
      }
    }
    for (const command of stage.runs) {
      // As written; npm may take what its cache already holds (the registry is the fallback).
      const install = spawn("sh", ["-c", command], {
        cwd: app,
        env: { ...process.env, ...stage.env, npm_config_prefer_offline: "true" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const output = captureOutput(install);
      const code = await new Promise((resolve) => install.once("exit", resolve));
      expect(code, output.text()).toBe(0);
    }
    // Only the portal's runtime: no TypeScript runner, no provider, no SQLite.
    for (const absent of ["tsx", "vite", "@remix-run/dev", "better-sqlite3", "provider-api"]) {
      expect(existsSync(path.join(app, "node_modules", absent)), absent).toBe(false);
    }
    // patch-package ran: the runtime packages carry the repository's patches.
    expect(readFileSync(path.join(app, "node_modules/@remix-run/server-runtime/dist/data.js"), "utf8")).toContain("Patched");

    // A production provider seeds no demo data: the fund request is made as the provider's staff would make one.
    const provider = await startProvider(path.join(work, "provider.sqlite"), { STAFF_API_KEY: E2E_STAFF_API_KEY });
    const { links } = await createFundRequest({}, provider.url);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const [command, ...args] = stage.cmd;
    const portal = spawn(command, args, {
      cwd: app,
      env: {
        PATH: process.env.PATH,
        // Only what the image sets (NODE_ENV among it) and what an operator would.
        NODE_ENV: stage.env.NODE_ENV as "production",
        ...stage.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_ORIGIN: origin,
        SESSION_SECRET,
        PROVIDER_API_URL: provider.url,
        METRICS_PORT: "0",
        SHUTDOWN_DRAIN_MS: "200",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = captureOutput(portal);
    try {
      await waitForOutput(portal, output, /listening on port/);
      const page = await fetch(`${origin}/z/${links[0].uuid}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<html");
      // Production's cookies: Secure whatever the scheme the test speaks.
      expect(page.headers.getSetCookie().join("\n")).toMatch(/__portal=[^;]+;.*Secure/i);
      await waitForStatus(`${origin}/readyz`, 200);
    } finally {
      const code = await stop(portal);
      await stop(provider.child);
      expect(code, output.text()).toBe(0);
    }
    expect(output.text()).toContain("shutdown: done");
    expect(output.text()).not.toContain("This is the DEMO");
  });
});
