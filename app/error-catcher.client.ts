import { REPLAY_SESSION_KEY, replaySessionChoice } from "./domain/replay-sampling";
import type { PublicEnv } from "./types/public-env";

/** Whether this tab's session records a replay; a browser that keeps no sessionStorage is not recorded. */
function isRecordedSession(): boolean {
  try {
    const choice = replaySessionChoice(sessionStorage.getItem(REPLAY_SESSION_KEY), Math.random());
    sessionStorage.setItem(REPLAY_SESSION_KEY, choice.store);
    return choice.recorded;
  } catch {
    return false;
  }
}

/** Runs `then` once the page has loaded and the browser is idle: the page is usable by then. */
function whenSettled(then: () => void): void {
  const idle = () => ("requestIdleCallback" in window ? requestIdleCallback(then, { timeout: 5_000 }) : setTimeout(then, 1));
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

/**
 * Error reporting without the Sentry SDK in the page (decision 0260). What loads
 * with every page is this: two listeners that keep what went wrong. The first
 * uncaught error or unhandled rejection brings in the SDK (app/sentry.client.ts),
 * which reports it, and every later one, scrubbed as before (decision 0102), with
 * a session replay from that moment. In the one session in ten that docs/SPEC.md 9 records
 * whole, the SDK comes once the page has loaded and the browser is idle.
 */
export function catchErrorsForSentry(env: PublicEnv): void {
  const caught: unknown[] = [];
  const recordSession = isRecordedSession();
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    void import("./sentry.client").then(({ initBrowserMonitoring, reportUncaught }) => {
      initBrowserMonitoring(env, { recordSession });
      // The SDK's own handlers catch everything from here on.
      removeEventListener("error", onError);
      removeEventListener("unhandledrejection", onRejection);
      for (const error of caught.splice(0)) reportUncaught(error);
    });
  };
  function onError(event: ErrorEvent) {
    caught.push(event.error ?? event.message);
    load();
  }
  function onRejection(event: PromiseRejectionEvent) {
    caught.push(event.reason);
    load();
  }
  addEventListener("error", onError);
  addEventListener("unhandledrejection", onRejection);
  if (recordSession) whenSettled(load);
}
