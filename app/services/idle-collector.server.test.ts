import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { startIdleCollector } from "./idle-collector.server";

describe("startIdleCollector", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("collects once when requests stop, and not again until there were more", () => {
    const collect = vi.fn();
    const noteRequest = startIdleCollector({ idleMs: 1000, collect });
    noteRequest();
    vi.advanceTimersByTime(1000); // the busy interval ends
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000); // a whole interval without a request
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
    noteRequest();
    vi.advanceTimersByTime(2000);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it("never collects while requests keep coming", () => {
    const collect = vi.fn();
    const noteRequest = startIdleCollector({ idleMs: 1000, collect });
    for (let i = 0; i < 20; i++) {
      noteRequest();
      vi.advanceTimersByTime(500);
    }
    expect(collect).not.toHaveBeenCalled();
  });

  it("does nothing for a portal nobody has asked anything", () => {
    const collect = vi.fn();
    startIdleCollector({ idleMs: 1000, collect });
    vi.advanceTimersByTime(10_000);
    expect(collect).not.toHaveBeenCalled();
  });

  it("gets V8's own collector when none is given", () => {
    const noteRequest = startIdleCollector({ idleMs: 1000 });
    noteRequest();
    expect(() => vi.advanceTimersByTime(2000)).not.toThrow();
  });
});
