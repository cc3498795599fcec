// Which browser sessions record a session replay (docs/SPEC.md 9: one in ten). Decided once
// per browser session and kept in sessionStorage, so every page of a sampled visit
// is recorded and no page of the others loads the recorder (decision 0260).

export const REPLAY_SESSION_RATE = 0.1;
/** The sessionStorage key that holds this session's choice ("1" recorded, "0" not). */
export const REPLAY_SESSION_KEY = "portal-replay-session";

/**
 * Whether this session is recorded, from what the session stored (null on its first
 * page, or anything unreadable) and a uniform draw in [0, 1); `store` is the value
 * to keep for the session's next pages.
 */
export function replaySessionChoice(
  stored: string | null,
  draw: number,
  rate = REPLAY_SESSION_RATE,
): { recorded: boolean; store: "1" | "0" } {
  if (stored === "1" || stored === "0") return { recorded: stored === "1", store: stored };
  const recorded = draw < rate;
  return { recorded, store: recorded ? "1" : "0" };
}
