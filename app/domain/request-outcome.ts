// How one request ended, for its access line (decision 0310): answered in full, given
// up by the client before the answer was sent (its response closed unfinished), or cut
// by the shutdown at the end of its grace. Every request gets exactly one line.

export type RequestOutcome = "completed" | "abandoned" | "cut";

/** `cut` wins: the shutdown destroys the request, which also closes it unfinished. */
export function requestOutcome({ finished, cut }: { finished: boolean; cut: boolean }): RequestOutcome {
  if (cut) return "cut";
  return finished ? "completed" : "abandoned";
}

/** A cut request, and an answer of 5xx, are warnings; the rest (a client gone away too) information. */
export function accessLevel(outcome: RequestOutcome, status: number): "info" | "warn" {
  return outcome === "cut" || (outcome === "completed" && status >= 500) ? "warn" : "info";
}
