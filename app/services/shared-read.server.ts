// Reference data every request reads (feature flags, additional-funds rules), read from
// the provider once for all of them (decision 0362): one fetch in flight at a time, the
// last good value served while it is stale and one refresh runs, and a refresh that
// fails leaving that value in place. Only a process that never had a value waits.

export interface SharedRead<T> {
  /** The value: fresh, or stale while one refresh runs; awaits the one fetch when there was never a value (its failure thrown). */
  get(now?: number): Promise<T>;
  /** For tests: forget the value, as a process that never read it. */
  forget(): void;
}

export function sharedRead<T>({
  load,
  freshMs,
  onRefreshFailed,
}: {
  load: () => Promise<T>;
  /** How long a value is served without asking again. */
  freshMs: number;
  /** A background refresh failed: the stale value is still served (log it). */
  onRefreshFailed: (error: unknown) => void;
}): SharedRead<T> {
  let cached: { value: T; until: number } | null = null;
  let loading: Promise<T> | null = null;

  const refresh = (now: number): Promise<T> =>
    (loading ??= load()
      .then((value) => {
        cached = { value, until: now + freshMs };
        return value;
      })
      .finally(() => {
        loading = null;
      }));

  return {
    get(now = Date.now()) {
      if (cached && cached.until > now) return Promise.resolve(cached.value);
      if (!cached) return refresh(now);
      refresh(now).catch(onRefreshFailed);
      return Promise.resolve(cached.value);
    },
    forget() {
      cached = null;
    },
  };
}
