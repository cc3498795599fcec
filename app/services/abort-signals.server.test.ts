import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { timeLimit } from "./abort-signals.server";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many of `count` signals made by `make` abort within a while, after the garbage collector has run. */
async function abortedAfterCollection(count: number, make: (parent: AbortSignal) => AbortSignal): Promise<number> {
  const parent = new AbortController();
  let aborted = 0;
  for (let n = 0; n < count; n += 1) make(parent.signal).addEventListener("abort", () => (aborted += 1));
  collectGarbage();
  await pause(20);
  collectGarbage();
  await pause(150);
  return aborted;
}

describe("a time limit", () => {
  it("aborts with a TimeoutError when its time is up", async () => {
    const limit = timeLimit(10);
    await pause(30);
    expect(limit.signal.aborted).toBe(true);
    expect((limit.signal.reason as DOMException).name).toBe("TimeoutError");
  });

  it("aborts with its parent's reason when the parent aborts first", () => {
    const parent = new AbortController();
    const limit = timeLimit(10_000, parent.signal);
    parent.abort(new Error("gone"));
    expect(limit.signal.aborted).toBe(true);
    expect((limit.signal.reason as Error).message).toBe("gone");
    limit.release();
  });

  it("starts aborted under an aborted parent", () => {
    const limit = timeLimit(10_000, AbortSignal.abort(new Error("shed")));
    expect((limit.signal.reason as Error).message).toBe("shed");
  });

  it("released, neither its timer nor its parent aborts it", async () => {
    const parent = new AbortController();
    const limit = timeLimit(10, parent.signal);
    limit.release();
    parent.abort();
    await pause(30);
    expect(limit.signal.aborted).toBe(false);
  });

  it("still aborts after the garbage collector has run, where AbortSignal.any with AbortSignal.timeout does not", async () => {
    expect(await abortedAfterCollection(50, (parent) => timeLimit(50, parent).signal)).toBe(50);
    // Node's own, as the portal made them before: timeouts are collected, and their signals never abort.
    // When this fails, Node keeps them: abort-signals.server.ts can go back to AbortSignal.any and .timeout.
    expect(await abortedAfterCollection(50, (parent) => AbortSignal.any([parent, AbortSignal.timeout(50)]))).toBeLessThan(50);
  });
});
