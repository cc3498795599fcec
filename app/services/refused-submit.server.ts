import type { AppLoadContext } from "@remix-run/node";

// The page drawn after an action that refused its form (4xx or 5xx: errors, a notice)
// has a title beginning "Error: ". The action and the root loader run in one request
// and share its load context; a WeakSet keeps the mark with it and nothing longer.
const refused = new WeakSet<AppLoadContext>();

/** Called by an action that answers its form with an error status. */
export function markRefusedSubmit(context: AppLoadContext): void {
  refused.add(context);
}

/** Whether this request's action refused its form (the root loader asks, for the title). */
export function isRefusedSubmit(context: AppLoadContext): boolean {
  return refused.has(context);
}
