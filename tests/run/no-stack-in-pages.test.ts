// No page shows a stack trace, in any mode: Remix runs in production mode even under
// NODE_ENV=development (decision 0324). A provider answer the portal cannot read fails
// the page; what the payer sees is the error page, never the error's stack or file paths.
import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { expect, it } from "vitest";

import { captureOutput, freePort, ROOT, stop, waitForOutput } from "./support";

it("a page that fails under NODE_ENV=development shows no stack", async () => {
  // A provider that answers every call with a document of no type the portal knows.
  const provider = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/vnd.api+json" });
    res.end(JSON.stringify({ data: { type: "no-such-type", id: "1", attributes: {} } }));
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  const port = await freePort();
  const portal = spawn(process.execPath, ["build/server.js"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "development", PORT: String(port), PROVIDER_API_URL: providerUrl, METRICS_PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = captureOutput(portal);
  try {
    await waitForOutput(portal, output, /listening on port/);
    for (const page of ["/z/00000000-0000-4000-8000-000000000001"]) {
      const answer = await fetch(`http://localhost:${port}${page}`);
      const html = await answer.text();
      expect(answer.status, page).toBeGreaterThanOrEqual(500);
      expect(html, page).not.toMatch(/\bat \S+ \(|\.js:\d+:\d+|"stack"|build\/server/);
      expect(html, page).not.toContain(path.join(ROOT, "build"));
    }
  } finally {
    await stop(portal);
    provider.close();
  }
});
