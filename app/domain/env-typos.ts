// A variable set but never read is a setting silently left at its default: the
// portal warns about a name that looks like one of its own (decision 0303).
import { distance } from "fastest-levenshtein";

/** Names as settings are written: capitals and digits, words joined by underscores. */
const SETTING_NAME = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;
/** A unit is often left off or spelt out: PROVIDER_TIMEOUT for PROVIDER_TIMEOUT_MS. */
const UNIT = /_(MS|MILLISECONDS|S|SECS|SECONDS)$/;

/** Two edits for a name of six letters or more; one for HOST and PORT, or HOME and SORT would pass for them. */
function closeEnough(name: string, known: string): number | null {
  const edits = Math.min(distance(name, known), distance(name.replace(UNIT, ""), known.replace(UNIT, "")));
  return edits <= (known.length >= 6 ? 2 : 1) ? edits : null;
}

export interface LikelyTypo {
  name: string;
  intended: string;
}

/** The names in `present` that are not in `known` but within a typing slip of one of them, each with the nearest. */
export function likelyTypos(present: Iterable<string>, known: readonly string[]): LikelyTypo[] {
  const knownSet = new Set(known);
  const typos: LikelyTypo[] = [];
  for (const name of present) {
    if (knownSet.has(name) || !SETTING_NAME.test(name)) continue;
    let best: { intended: string; edits: number } | undefined;
    for (const candidate of known) {
      const edits = closeEnough(name, candidate);
      if (edits !== null && (!best || edits < best.edits)) best = { intended: candidate, edits };
    }
    if (best) typos.push({ name, intended: best.intended });
  }
  return typos;
}
