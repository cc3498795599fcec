// A provider failure the payer meets as the outage page (503), or as a form kept unsaved
// (decision 0312): logged once as a warning with its cause and the request's id, counted
// (provider_unavailable_total), and reported to Sentry at most once a minute per cause,
// since an outage fails every request alike and one report says all of it.
import { data } from "@remix-run/node";

import { createRateGate } from "~/domain/rate-gate";
import { log } from "./log.server";
import { countProviderUnavailable } from "./metrics.server";
import { reportError } from "./monitoring.server";
import { ProviderError } from "./provider-http.server";

const REPORT_INTERVAL_MS = 60_000;
const reportPasses = createRateGate(REPORT_INTERVAL_MS);

/** The outage answer's text: how the answer is still known after Remix has turned it into an error response. */
const OUTAGE_MESSAGE = "The payment service is not answering at the moment.";

const outageAnswers = new WeakSet<object>();

/**
 * Logs, counts and (rate-limited) reports a provider failure the payer is told of.
 * `failure` is the call's ProviderError when there is one (its cause and request id).
 */
export function noteProviderUnavailable(failure: unknown, answer: "outage page" | "form kept"): void {
  const known = failure instanceof ProviderError ? failure : undefined;
  const cause = known?.failureCause ?? "other";
  if (cause === "aborted") {
    // The payer went away and their calls were stopped (decision 0361): no fault of the
    // provider's, nothing to count as an outage or report; the line says what happened.
    log().info({ reqId: known?.requestId, operation: known?.operation }, "the payer went away: their provider calls stopped");
    return;
  }
  // A shed request (decision 0366) was logged and counted once when it was shed; the provider did not fail.
  if (cause === "shed") return;
  countProviderUnavailable(cause);
  log().warn(
    { reqId: known?.requestId, cause, operation: known?.operation, answer },
    `provider unavailable (${cause}): ${answer}`,
  );
  if (reportPasses(cause)) {
    const error = new Error(`The provider is unavailable (${cause}): ${known?.operation ?? "no call"}`, { cause: failure });
    error.name = "ProviderUnavailable";
    reportError(error, { cause, operation: known?.operation ?? "", requestId: known?.requestId ?? "" });
  }
}

/** Thrown as the route's error: the error boundary shows the "provider unavailable" page (503). */
export function providerUnavailable(failure?: unknown): never {
  noteProviderUnavailable(failure, "outage page");
  const response = data(OUTAGE_MESSAGE, { status: 503 });
  outageAnswers.add(response);
  throw response;
}

/**
 * Whether an error is providerUnavailable's answer (already logged and reported): as
 * thrown, which a form's action may answer itself, or as the error response Remix made of it.
 */
export function isProviderUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if (outageAnswers.has(error)) return true;
  const answer = error as { status?: unknown; data?: unknown; internal?: unknown };
  return answer.status === 503 && answer.data === OUTAGE_MESSAGE && "internal" in answer;
}
