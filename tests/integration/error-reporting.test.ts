import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { data } from "@remix-run/node";
import { flush } from "@sentry/node-core/light";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { handleServerError, initMonitoring } from "~/services/monitoring.server";
import { type SentryStandIn, startSentryStandIn } from "../e2e/support/sentry-stand-in";

// Error reporting as production runs it without a trace rate (decision 0295): Sentry's
// light SDK, no OpenTelemetry, no scope per request. Two requests fail at the same
// time, each after its own call to the provider: each report must say which request
// failed (its method and masked path), carry nothing of the other request (no
// breadcrumbs of calls and log lines mixed from both), and no link uuid.

const REQUESTS = [
  { name: "first", uuid: "00000000-0000-4000-8000-0000000000a1" },
  { name: "second", uuid: "00000000-0000-4000-8000-0000000000a2" },
];

let standIn: SentryStandIn;
let provider: Server;
let portal: Server;

const portOf = (server: Server) => (server.address() as AddressInfo).port;

async function listening(server: Server): Promise<Server> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return server;
}

beforeAll(async () => {
  standIn = await startSentryStandIn(0);
  provider = await listening(createServer((_req, res) => res.writeHead(503).end()));
  await initMonitoring({
    dsn: `http://publickey@127.0.0.1:${standIn.port}/1`,
    environment: "test",
    release: "test-release",
    tracesSampleRate: 0,
  });
  // As a loader fails: a call to the provider, a pause in which the other request runs, the fault.
  portal = await listening(
    createServer((req, res) => {
      const [, name, uuid] = (req.url ?? "").split("/");
      void (async () => {
        await fetch(`http://127.0.0.1:${portOf(provider)}/api/${name}/fund-requests/${uuid}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const request = new Request(`http://portal.test/z/${uuid}/${name}`);
        handleServerError(new Error(`the provider failed for ${uuid}`), request);
        res.writeHead(503).end();
      })();
    }),
  );
});

// handleServerError logs each fault too: the log is logs.spec's and monitoring.server.test's to read, not this one's.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  portal?.close();
  provider?.close();
  await standIn?.close();
});

it("reports each request's error with that request only, and no link uuid", async () => {
  await Promise.all(REQUESTS.map(({ name, uuid }) => fetch(`http://127.0.0.1:${portOf(portal)}/${name}/${uuid}`)));
  await flush(5_000);

  const events = standIn.envelopes.filter((envelope) => envelope.itemTypes.includes("event"));
  expect(events).toHaveLength(2);
  for (const { name } of REQUESTS) {
    const other = REQUESTS.find((request) => request.name !== name)!.name;
    const report = events.find((event) => event.text.includes(`"path":"/z/:uuid/${name}"`));
    expect(report, `the ${name} request's report`).toBeDefined();
    expect(report!.text).toContain(`"method":"GET"`);
    expect(report!.text).toContain("the provider failed for");
    expect(report!.text).not.toContain(`/${other}`);
  }
  for (const envelope of standIn.envelopes) {
    for (const { uuid } of REQUESTS) expect(envelope.text).not.toContain(uuid);
  }
});

it("reports an answer thrown as data by what it was, not as an object", async () => {
  standIn.clear();
  const uuid = REQUESTS[0].uuid;
  handleServerError(data("The provider is unavailable", { status: 503 }), new Request(`http://portal.test/z/${uuid}/bpay`));
  await flush(5_000);

  const [event] = standIn.envelopes.filter((envelope) => envelope.itemTypes.includes("event"));
  expect(event.text).toContain(`"value":"GET /z/:uuid/bpay: answered 503"`);
  expect(event.text).not.toContain(uuid);
});
