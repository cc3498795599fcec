import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The real server refuses a configuration production must never run with: exit code
// 1 and one line naming the variable, no stack (decision 0300). Each run stops
// before it listens, at the first check of the environment.
const root = fileURLToPath(new URL("../..", import.meta.url));
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const SECRET = "integration-secret-integration-secret";
const PRODUCTION = {
  NODE_ENV: "production",
  PUBLIC_ORIGIN: "https://pay.example.com.au",
  SESSION_SECRET: SECRET,
  PROVIDER_API_URL: "https://api.provider.example",
};

let workDir: string;

beforeAll(() => {
  // The server runs the Remix build, and `npm test` builds only after the unit tests:
  // on a clean clone this suite builds first (a build already there is taken as it is).
  if (!existsSync(path.join(root, "build", "server", "index.js"))) {
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "ignore", timeout: 240_000 });
  }
  // A directory of its own: a developer's .env in the repository must not change what is tested.
  workDir = mkdtempSync(path.join(tmpdir(), "production-refusals-"));
}, 250_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Runs server.ts with exactly these variables (and PATH) in `cwd`; its exit code and every line it wrote. */
function runServer(variables: Record<string, string>, cwd = workDir): Promise<{ code: number | null; lines: string[] }> {
  // Nothing of this process's environment but PATH: vitest's NODE_ENV=test would change what is checked.
  const env: Partial<NodeJS.ProcessEnv> = { PATH: process.env.PATH ?? "", ...variables };
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [path.join(root, "server.ts")], {
      cwd,
      env: env as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, lines: output.split("\n").filter((line) => line.trim() !== "") });
    });
  });
}

async function expectRefusal(variables: Record<string, string>, expected: string, cwd?: string) {
  const { code, lines } = await runServer(variables, cwd);
  const name = expected.split(":")[0];
  expect(code, lines.join("\n")).toBe(1);
  expect(lines.filter((line) => line.includes(name))).toEqual([expected]);
  expect(lines.filter((line) => /^\s+at /.test(line))).toEqual([]);
}

describe("production refusals of the real server", () => {
  it("refuses to run without a provider: the embedded demo provider never starts in production", async () => {
    const { PROVIDER_API_URL: _, ...withoutProvider } = PRODUCTION;
    await expectRefusal(
      withoutProvider,
      "PROVIDER_API_URL: is required in production: the provider's base URL (the embedded demo provider never runs there)",
    );
  });

  it("refuses a public origin on plain http", async () => {
    await expectRefusal(
      { ...PRODUCTION, PUBLIC_ORIGIN: "http://pay.example.com.au" },
      "PUBLIC_ORIGIN: must be https:// in production (got http://pay.example.com.au)",
    );
  });

  it("refuses APP_ENV=production without NODE_ENV=production", async () => {
    const { NODE_ENV: _, ...withoutNodeEnv } = PRODUCTION;
    await expectRefusal(
      { ...withoutNodeEnv, APP_ENV: "production" },
      "APP_ENV: production runs only with NODE_ENV=production (got NODE_ENV=development)",
    );
  });

  it("refuses a session secret left unset", async () => {
    const { SESSION_SECRET: _, ...withoutSecret } = PRODUCTION;
    await expectRefusal(
      withoutSecret,
      "SESSION_SECRET: is required in production: at least 32 characters, made with openssl rand -hex 32",
    );
  });

  it("refuses TRUST_PROXY=true, saying why", async () => {
    const { lines, code } = await runServer({ ...PRODUCTION, TRUST_PROXY: "true" });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^TRUST_PROXY: "true" is refused: true would trust every client to choose its own address/);
  });

  it("reads the refusal's values from .env, under the environment's", async () => {
    const dir = mkdtempSync(path.join(workDir, "dotenv-"));
    writeFileSync(
      path.join(dir, ".env"),
      `NODE_ENV=production\nPUBLIC_ORIGIN=http://pay.example.com.au\nSESSION_SECRET=${SECRET}\nPROVIDER_API_URL=https://api.provider.example\n`,
    );
    await expectRefusal({}, "PUBLIC_ORIGIN: must be https:// in production (got http://pay.example.com.au)", dir);
    await expectRefusal(
      { PUBLIC_ORIGIN: "http://shop.example.com.au" },
      "PUBLIC_ORIGIN: must be https:// in production (got http://shop.example.com.au)",
      dir,
    );
  });

  it("tells the embedded provider's refusal in one line too", async () => {
    await expectRefusal(
      { SESSION_SECRET: SECRET, PROVIDER_API_FAULTS: "yes" },
      "PROVIDER_API_FAULTS: must be on or off (got yes)",
    );
  });
});
