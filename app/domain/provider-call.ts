// What the log line and the metrics of one call to the provider say (decision 0311):
// which operation it was, with every id masked, so the names stay few and carry no
// secret (a link's uuid is its bearer token), and how it ended. Pure, so a unit
// test reaches every rule.

/** How a call with no answer ended; a call with one ended with its status code. */
export type NoAnswerCause = "timeout" | "deadline" | "breaker-open" | "shed" | "refused" | "reset" | "dns" | "aborted" | "other";

/**
 * A call the portal did not send or gave up on for a reason of its own (decisions 0361,
 * 0364, 0366): the request's deadline had passed, the breaker was open, or the request was
 * shed (no place in the portal's bounded work: it is answered without the provider). Its name says which.
 */
const REFUSALS = {
  deadline: "The request's deadline for provider calls has passed",
  "breaker-open": "The provider's breaker is open",
  shed: "The request was shed: it is answered without the provider",
} as const;

export class CallRefused extends Error {
  constructor(readonly reason: keyof typeof REFUSALS) {
    super(REFUSALS[reason]);
    this.name = "CallRefused";
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The provider's own words in a path: its areas, versions, collections and actions
// (`guest`, `v1`, `fund-requests`, `csrf-cookie`). Its ids are numbers and uuids: any
// other segment is masked as an id too, so a new kind of id never widens the names.
const WORD = /^(?:[a-z]+(?:-[a-z]+)*|v\d{1,2})$/;

/** `GET /guest/v1/fund-requests/:id`: the method and the path, its query dropped and its ids masked. */
export function providerOperation(method: string, path: string): string {
  const end = path.search(/[?#]/);
  const segments = (end === -1 ? path : path.slice(0, end)).split("/");
  const template = segments
    .map((segment) => (segment === "" || WORD.test(segment) ? segment : UUID.test(segment) ? ":uuid" : ":id"))
    .join("/");
  return `${method} ${template}`;
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
}

const CODES: Record<string, NoAnswerCause> = {
  ECONNREFUSED: "refused",
  ECONNRESET: "reset",
  EPIPE: "reset",
  UND_ERR_SOCKET: "reset",
  UND_ERR_CLOSED: "reset",
  ENOTFOUND: "dns",
  EAI_AGAIN: "dns",
  EAI_FAIL: "dns",
  ETIMEDOUT: "timeout",
  UND_ERR_CONNECT_TIMEOUT: "timeout",
  UND_ERR_HEADERS_TIMEOUT: "timeout",
  UND_ERR_BODY_TIMEOUT: "timeout",
};

/**
 * Why a call got no answer, from what fetch threw: AbortSignal.timeout's TimeoutError,
 * an abort (the payer went away), or the system's code on the error fetch wraps
 * ("fetch failed", its cause; an AggregateError when every address refused).
 */
export function noAnswerCause(error: unknown): NoAnswerCause {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const { name, code, cause, errors } = current as ErrorLike;
    if (current instanceof CallRefused) return current.reason;
    if (name === "TimeoutError") return "timeout";
    if (name === "AbortError") return "aborted";
    if (typeof code === "string" && code in CODES) return CODES[code];
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return "other";
}

/** A call's outcome as its log line and metrics name it: the status code, or why there was none. */
export function providerCallOutcome(status: number | undefined, error?: unknown): string {
  return status === undefined ? noAnswerCause(error) : String(status);
}

/**
 * An answer the provider meant (2xx, 4xx) is information; a 5xx or no answer is a
 * warning, unless the payer went away (aborted): that is no fault of the provider's.
 */
export function providerCallLevel(status: number | undefined, outcome?: string): "info" | "warn" {
  if (status === undefined) return outcome === "aborted" ? "info" : "warn";
  return status < 500 ? "info" : "warn";
}

/** Outcomes after which a read is not tried again: waiting more is what the request cannot afford, or nobody waits. */
export function endsTheRequest(outcome: string): boolean {
  return (
    outcome === "timeout" || outcome === "deadline" || outcome === "aborted" || outcome === "breaker-open" || outcome === "shed"
  );
}

/** Before a read is tried again: 100 to 300 ms, spread so the instances' retries do not arrive together (decision 0363). */
export function retryBackoffMs(random: number): number {
  return 100 + Math.floor(Math.min(Math.max(random, 0), 1) * 200);
}
