// One log line and the metrics of each call to the provider (decision 0311): which
// request made it, which operation (ids masked), how it ended and how long it took.
import { providerCallLevel } from "~/domain/provider-call";
import { log } from "./log.server";
import { countProviderCall } from "./metrics.server";

export interface ProviderCall {
  requestId: string;
  /** `GET /guest/v1/fund-requests/:id` (providerOperation). */
  operation: string;
  /** The status code, or why there was no answer. */
  outcome: string;
  /** The status, when the provider answered. */
  status: number | undefined;
  /** performance.now() when the call began. */
  started: number;
}

export function recordProviderCall({ requestId, operation, outcome, status, started }: ProviderCall): void {
  const ms = performance.now() - started;
  countProviderCall(operation, outcome, ms / 1000);
  log()[providerCallLevel(status, outcome)](
    { reqId: requestId, operation, outcome, ms: Math.round(ms * 10) / 10 },
    "provider call",
  );
}
