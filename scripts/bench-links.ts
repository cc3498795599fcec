/**
 * The server part's load spread over many payers' links (`BENCH_LINKS`, decision 0394):
 * how many links, and the order their requests are made in. A payer's address holds
 * their uuid, so a per-path cache that one link keeps warm sees each path far less
 * often in real traffic; these decide how often the bench shows it one.
 */

/** `BENCH_LINKS=on`: enough links that a payer's steps outnumber a cache of 1,000 paths. */
export const DEFAULT_LINKS = 200;

/**
 * The number of links `BENCH_LINKS` asks for: none (unset, empty or 0: the load on one
 * link, as before), `on` for the default, or a count. Anything else is a mistake to
 * say, not a figure to guess.
 */
export function linksFrom(value: string | undefined): number {
  const said = value?.trim() ?? "";
  if (said === "" || said === "0") return 0;
  if (said === "on") return DEFAULT_LINKS;
  if (/^\d+$/.test(said)) return Number(said);
  throw new Error(`BENCH_LINKS=${value}: a number of links, or "on" for ${DEFAULT_LINKS}`);
}

/**
 * Each link's requests taken in rounds: the first of every link, then the second of
 * every link, and so on, as payers moving through their steps side by side would ask.
 * A path comes back only after every other path of the load, so no request finds
 * its own path just served.
 */
export function inRounds<T>(perLink: readonly (readonly T[])[]): T[] {
  const rounds = Math.max(0, ...perLink.map((requests) => requests.length));
  const order: T[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const requests of perLink) if (round < requests.length) order.push(requests[round]);
  }
  return order;
}

/** The next request of the load on each call, from the first again after the last, whichever connection asks. */
export function cycle<T>(requests: readonly T[]): () => T {
  if (requests.length === 0) throw new Error("a load needs at least one request");
  let next = 0;
  return () => {
    const request = requests[next];
    next = (next + 1) % requests.length;
    return request;
  };
}
