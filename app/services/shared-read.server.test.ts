import { describe, expect, it, vi } from "vitest";

import { sharedRead } from "./shared-read.server";

/** A load whose answers the test gives, one pending promise per call. */
function controlledLoad() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

describe("sharedRead", () => {
  it("makes one fetch for every concurrent first read, and all get its value", async () => {
    const { load, pending } = controlledLoad();
    const read = sharedRead({ load, freshMs: 1000, onRefreshFailed: vi.fn() });
    const reads = Array.from({ length: 50 }, () => read.get(0));
    expect(load).toHaveBeenCalledTimes(1);
    pending[0].resolve("v1");
    expect(await Promise.all(reads)).toEqual(Array(50).fill("v1"));
  });

  it("serves a fresh value without asking again", async () => {
    const { load, pending } = controlledLoad();
    const read = sharedRead({ load, freshMs: 1000, onRefreshFailed: vi.fn() });
    const first = read.get(0);
    pending[0].resolve("v1");
    await first;
    expect(await read.get(999)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves the stale value at once while one refresh runs, then the new one", async () => {
    const { load, pending } = controlledLoad();
    const read = sharedRead({ load, freshMs: 1000, onRefreshFailed: vi.fn() });
    const first = read.get(0);
    pending[0].resolve("v1");
    await first;
    expect(await Promise.all([read.get(2000), read.get(2000), read.get(2001)])).toEqual(["v1", "v1", "v1"]);
    expect(load).toHaveBeenCalledTimes(2);
    pending[1].resolve("v2");
    await new Promise((resolve) => setImmediate(resolve));
    expect(await read.get(2500)).toBe("v2");
  });

  it("keeps the last good value when a refresh fails, and says so once", async () => {
    const { load, pending } = controlledLoad();
    const onRefreshFailed = vi.fn();
    const read = sharedRead({ load, freshMs: 1000, onRefreshFailed });
    const first = read.get(0);
    pending[0].resolve("v1");
    await first;
    expect(await read.get(2000)).toBe("v1");
    pending[1].reject(new Error("down"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(await read.get(2001)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("throws a first fetch's failure to every reader waiting on it, and asks again next time", async () => {
    const { load, pending } = controlledLoad();
    const read = sharedRead({ load, freshMs: 1000, onRefreshFailed: vi.fn() });
    const reads = [read.get(0), read.get(0)];
    pending[0].reject(new Error("down"));
    for (const r of reads) await expect(r).rejects.toThrow("down");
    void read.get(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
