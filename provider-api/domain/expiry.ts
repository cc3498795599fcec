/** True when `at` (an ISO timestamp, or null for "never") is now or earlier. */
export function hasPassed(at: string | null, now: Date): boolean {
  return at !== null && Date.parse(at) <= now.getTime();
}
