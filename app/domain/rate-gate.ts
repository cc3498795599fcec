/**
 * A gate that lets one event of each kind through per `intervalMs` (decision 0312):
 * an outage makes every request fail alike, and one report a minute of each cause
 * tells the error tracker all it needs without flooding it. Kinds are few (the
 * causes), so the map stays small.
 */
export function createRateGate(intervalMs: number): (kind: string, now?: number) => boolean {
  const lastPassed = new Map<string, number>();
  return (kind, now = Date.now()) => {
    const last = lastPassed.get(kind);
    if (last !== undefined && now - last < intervalMs) return false;
    lastPassed.set(kind, now);
    return true;
  };
}
