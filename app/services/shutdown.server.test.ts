import { once } from "node:events";
import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

import { afterEach, describe, expect, it, vi } from "vitest";

import type { Logger } from "./log.server";
import { gracefulShutdown } from "./shutdown.server";

type Answer = { status: number; connection: string | undefined; socket: Socket };

function fakeLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn(), flush: (done: () => void) => done() };
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose /slow?ms=N answers after N ms; each response it made, for the test to look at. */
async function slowServer(): Promise<{ server: Server; port: number; responses: ServerResponse[] }> {
  const responses: ServerResponse[] = [];
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    responses.push(res);
    const ms = Number(new URL(req.url ?? "/", "http://x").searchParams.get("ms") ?? 0);
    // ?head=1: the head is sent at once, the body after N ms (an answer under way).
    if (new URL(req.url ?? "/", "http://x").searchParams.has("head")) res.flushHeaders();
    setTimeout(() => {
      if (!res.destroyed) res.end("done");
    }, ms);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port, responses };
}

function get(port: number, path: string, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, socket: request.socket! }),
      );
    });
    request.on("error", reject);
  });
}

/** A shutdown whose readiness, log and exit no test here looks at: drains for `drainMs`, 3 s of grace. */
const quietShutdown = (server: Server, drainMs: number) =>
  gracefulShutdown({
    server,
    startDraining: () => {},
    drainMs,
    graceMs: 3000,
    log: fakeLog() as unknown as Logger,
    exit: () => {},
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("gracefulShutdown", () => {
  it("fails readiness, keeps serving through the drain, then refuses new connections and lets requests in flight finish", async () => {
    const { server, port } = await slowServer();
    const log = fakeLog();
    const exit = vi.fn();
    const startDraining = vi.fn();
    const shutdown = gracefulShutdown({
      server,
      startDraining,
      drainMs: 400,
      graceMs: 3000,
      log: log as unknown as Logger,
      exit,
    });

    const inFlight = get(port, "/slow?ms=900");
    await sleep(50);
    const done = shutdown("SIGTERM");
    expect(startDraining).toHaveBeenCalledOnce();

    // During the drain: served, and told to close its connection.
    const duringDrain = await get(port, "/slow?ms=0");
    expect(duringDrain).toMatchObject({ status: 200, connection: "close" });

    await sleep(500);
    await expect(get(port, "/slow?ms=0")).rejects.toMatchObject({ code: "ECONNREFUSED" });

    expect(await inFlight).toMatchObject({ status: 200, connection: "close" });
    await done;
    expect(exit).toHaveBeenCalledWith(0);
    expect(log.warn).not.toHaveBeenCalled();
    // A second signal does not start a second shutdown.
    await shutdown("SIGINT");
    expect(startDraining).toHaveBeenCalledOnce();
  });

  it("closes a kept-alive connection once the drain is over, without waiting for its time-out", async () => {
    const { server, port } = await slowServer();
    server.keepAliveTimeout = 60_000;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const before = await get(port, "/slow?ms=0", agent);
    expect(before.connection).toBe("keep-alive");
    const closed = new Promise((resolve) => before.socket.once("close", resolve));

    const shutdown = quietShutdown(server, 100);
    await shutdown("SIGTERM");
    await closed;
    agent.destroy();
  });

  it("closes the connection of an answer under way at the signal as soon as it ends, not at the drain's end", async () => {
    const { server, port } = await slowServer();
    server.keepAliveTimeout = 60_000;
    const shutdown = quietShutdown(server, 3000);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answer = get(port, "/slow?ms=300&head=1", agent);
    await sleep(100);
    const stopped = shutdown("SIGTERM");
    const { socket, connection } = await answer;
    // Its head said keep-alive before the signal: only closing the connection can end it.
    expect(connection).toBe("keep-alive");
    const closed =
      socket.destroyed || (await Promise.race([once(socket, "close").then(() => true), sleep(1000).then(() => false)]));
    expect(closed).toBe(true);
    agent.destroy();
    await stopped;
  });

  it("cuts what outlasts the grace: marked for the access log, counted in one line, and the process still exits 0", async () => {
    const { server, port, responses } = await slowServer();
    const log = fakeLog();
    const exit = vi.fn();
    const shutdown = gracefulShutdown({
      server,
      startDraining: () => {},
      drainMs: 50,
      graceMs: 300,
      log: log as unknown as Logger,
      exit,
    });

    const stuck = get(port, "/slow?ms=10000");
    await sleep(50);
    const started = Date.now();
    await shutdown("SIGTERM");
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(stuck).rejects.toMatchObject({ code: "ECONNRESET" });
    expect((responses[0] as ServerResponse & { locals?: Record<string, unknown> }).locals).toEqual({ cutAtShutdown: true });
    expect(log.warn).toHaveBeenCalledWith({ cut: 1 }, "shutdown: cut 1 requests");
    expect(exit).toHaveBeenCalledWith(0);
  });
});
