import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { flush } from "@sentry/node-core/light";
import { afterAll, beforeAll, expect, it } from "vitest";

import { handleServerError, initMonitoring } from "~/services/monitoring.server";
import { type SentryStandIn, startSentryStandIn } from "../e2e/support/sentry-stand-in";

// Error reporting as production runs it without a trace rate (decision 0295): Sentry's
// light SDK, no OpenTelemetry. Two requests fail at the same time, each after its own
// call to the provider: each report must carry its own request's call and not the
// other's (the isolation a request had under @sentry/remix), and no link uuid.

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
    tracesSampleRate: 0,
  });
  // As a loader fails: a call to the provider, a pause in which the other request runs, the fault.
  portal = await listening(
    createServer((req, res) => {
      const [, name, uuid] = (req.url ?? "").split("/");
      void (async () => {
        await fetch(`http://127.0.0.1:${portOf(provider)}/api/${name}/fund-requests/${uuid}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const log = console.error;
        console.error = () => {};
        handleServerError(new Error(`the provider failed for ${uuid}`), new Request(`http://portal.test/z/${uuid}`));
        console.error = log;
        res.writeHead(503).end();
      })();
    }),
  );
});

afterAll(async () => {
  portal?.close();
  provider?.close();
  await standIn?.close();
});

it("reports each request's error with that request's provider call only, and no link uuid", async () => {
  await Promise.all(REQUESTS.map(({ name, uuid }) => fetch(`http://127.0.0.1:${portOf(portal)}/${name}/${uuid}`)));
  await flush(5_000);

  const events = standIn.envelopes.filter((envelope) => envelope.itemTypes.includes("event"));
  expect(events).toHaveLength(2);
  for (const { name } of REQUESTS) {
    const other = REQUESTS.find((request) => request.name !== name)!.name;
    const report = events.find((event) => event.text.includes(`/api/${name}/fund-requests/`));
    expect(report, `the ${name} request's report`).toBeDefined();
    expect(report!.text).not.toContain(`/api/${other}/fund-requests/`);
    expect(report!.text).toContain("the provider failed for");
  }
  for (const envelope of standIn.envelopes) {
    for (const { uuid } of REQUESTS) expect(envelope.text).not.toContain(uuid);
  }
});
