// Signals that abort after a time, held by their own timers. On Node 20 a signal made by
// AbortSignal.timeout that nothing listens to directly is lost to the garbage collector with
// its timer, and AbortSignal.any holds its sources only weakly: `AbortSignal.any([signal,
// AbortSignal.timeout(ms)])` then never aborts, and a provider call or a request's deadline
// made that way can wait forever (the slow-provider bench saw calls hang 120 s under load;
// abort-signals.server.test.ts shows both). Here an AbortController is aborted by a plain
// timer, which holds it until it fires or is cleared.

/** The reason a time limit gives, as AbortSignal.timeout's: a DOMException named TimeoutError. */
function timeoutReason(): DOMException {
  return new DOMException("The operation was aborted due to timeout", "TimeoutError");
}

export interface TimeLimit {
  signal: AbortSignal;
  /** The work is over: stop the timer and stop following the parent, so nothing is held for nothing. */
  release(): void;
}

/**
 * A signal aborted `ms` from now (a TimeoutError), or as soon as `parent` is (with its reason).
 * The timer does not keep the process alive.
 */
export function timeLimit(ms: number, parent?: AbortSignal): TimeLimit {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(timeoutReason()), ms);
  timer.unref();
  const follow = () => controller.abort(parent?.reason);
  if (parent?.aborted) follow();
  else parent?.addEventListener("abort", follow, { once: true });
  return {
    signal: controller.signal,
    release() {
      clearTimeout(timer);
      parent?.removeEventListener("abort", follow);
    },
  };
}
