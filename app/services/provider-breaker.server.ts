// The circuit breaker around the provider (decision 0364): after a run of time-outs or
// 5xx answers, calls fail at once for PROVIDER_BREAKER_RESET_MS instead of each waiting
// on a provider in trouble; then one probe goes through, and its answer closes it or
// opens it again. Its state is a metric and a log line at each change.
import CircuitBreaker from "opossum";

import { getEnv } from "./env.server";
import { log } from "./log.server";
import { setBreakerState } from "./metrics.server";

/** Whether a failed call says the provider is in trouble: 5xx or no answer, not the portal's own stop or a 4xx. */
export type FailureTest = (error: unknown) => boolean;

let breaker: CircuitBreaker<[() => Promise<unknown>], unknown> | undefined;
let isFailure: FailureTest = () => true;

const STATES = { closed: 0, "half-open": 1, open: 2 } as const;

function changed(state: keyof typeof STATES): void {
  setBreakerState(STATES[state]);
  const level = state === "closed" ? "info" : "warn";
  log()[level]({ state }, `provider breaker ${state}`);
}

function theBreaker(): CircuitBreaker<[() => Promise<unknown>], unknown> {
  if (!breaker) {
    const env = getEnv();
    breaker = new CircuitBreaker((call: () => Promise<unknown>) => call(), {
      // The calls have their own time-outs and the request's deadline (decision 0361).
      timeout: false,
      // Open when half of the calls of the last 10 s failed, once at least PROVIDER_BREAKER_MIN_CALLS were made.
      errorThresholdPercentage: 50,
      volumeThreshold: env.PROVIDER_BREAKER_MIN_CALLS,
      rollingCountTimeout: 10_000,
      rollingCountBuckets: 10,
      resetTimeout: env.PROVIDER_BREAKER_RESET_MS,
      // True: not the provider's failure (a 4xx, the payer leaving, the deadline): not counted.
      errorFilter: (error: unknown) => !isFailure(error),
    });
    breaker.on("open", () => changed("open"));
    breaker.on("halfOpen", () => changed("half-open"));
    breaker.on("close", () => changed("closed"));
    setBreakerState(0);
  }
  return breaker;
}

/** Sets what counts as the provider's failure (provider-http.server.ts, which knows its errors). */
export function countAsFailure(test: FailureTest): void {
  isFailure = test;
}

/** The breaker's answer to a call refused while it is open. */
export function refusedByBreaker(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "EOPENBREAKER";
}

/** `call`, through the breaker: rejected at once (refusedByBreaker) while it is open. */
export function throughBreaker<T>(call: () => Promise<T>): Promise<T> {
  return theBreaker().fire(call) as Promise<T>;
}

/** Whether calls are being refused now (/readyz says "degraded"). */
export function breakerOpen(): boolean {
  return breaker?.opened ?? false;
}
