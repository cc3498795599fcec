// The bound on the portal's own work (decision 0365): every request Remix answers
// (a page, a form's post, a data request) runs in one p-queue of
// PORTAL_MAX_CONCURRENT_REQUESTS; one that would wait past PORTAL_QUEUE_WAIT_MS is shed,
// and its answer is made at once without the provider (decision 0366). A payer who goes
// away while waiting leaves the queue. The queue is p-queue's; this module only says when
// a waiter gives up, and logs and counts it.
import PQueue from "p-queue";

import { timeLimit } from "./abort-signals.server";
import { log } from "./log.server";
import { countShed, observeQueueWait, watchWorkQueue } from "./metrics.server";

/** The Retry-After of a shed request's 503: a few seconds, long enough for the queue to drain (decision 0366). */
export const SHED_RETRY_AFTER_SECONDS = 5;

/** How a request's turn in the queue ended: it ran, it was shed, or its client went away first. */
export type Admission = "ran" | "shed" | "gone";

export interface WorkQueue {
  /**
   * Runs `work` when a place is free within the wait; answers "shed" without running it
   * when none came in time, "gone" when `gone` aborted first. Once started, `work` runs
   * to its end whatever happens to the wait.
   */
  run(work: () => Promise<void>, request: { requestId: string; method: string; gone: AbortSignal }): Promise<Admission>;
}

class WaitEnded extends Error {
  constructor(readonly why: "shed" | "gone") {
    super(why === "shed" ? "waited too long for a place" : "the client went away while waiting");
  }
}

export function createWorkQueue({ concurrency, waitMs }: { concurrency: number; waitMs: number }): WorkQueue {
  const queue = new PQueue({ concurrency });
  watchWorkQueue(() => ({ running: queue.pending, waiting: queue.size }));
  return {
    async run(work, { requestId, method, gone }) {
      const started = performance.now();
      // p-queue's signal also races a task that has started; the wait's own controller
      // is aborted only before the start, so a running request is never cut by it.
      const waiting = new AbortController();
      let running = false;
      const giveUp = (why: "shed" | "gone") => () => {
        if (!running) waiting.abort(new WaitEnded(why));
      };
      const timeout = timeLimit(waitMs);
      const onTimeout = giveUp("shed");
      const onGone = giveUp("gone");
      timeout.signal.addEventListener("abort", onTimeout, { once: true });
      gone.addEventListener("abort", onGone, { once: true });
      if (gone.aborted) onGone();
      try {
        await queue.add(
          async () => {
            running = true;
            observeQueueWait("ran", (performance.now() - started) / 1000);
            await work();
          },
          { signal: waiting.signal },
        );
        return "ran";
      } catch (error) {
        if (!(error instanceof WaitEnded) || running) throw error;
        const waitedMs = Math.round(performance.now() - started);
        observeQueueWait(error.why, waitedMs / 1000);
        if (error.why === "gone") {
          log().info({ reqId: requestId, waitedMs }, "the client went away while waiting for a place");
          return "gone";
        }
        countShed(method);
        log().warn(
          { reqId: requestId, method, cause: "queue-wait", waitedMs, running: queue.pending, waiting: queue.size },
          "request shed: no place free within PORTAL_QUEUE_WAIT_MS",
        );
        return "shed";
      } finally {
        timeout.release();
        timeout.signal.removeEventListener("abort", onTimeout);
        gone.removeEventListener("abort", onGone);
      }
    },
  };
}
