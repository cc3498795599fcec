// The portal's memory after a busy spell (decision 0281). Under load V8 grows the heap to
// the load and keeps it: Node gives V8 no idle time, so nothing shrinks a heap full
// of a spell's garbage once requests stop, and the process stayed hundreds of MB
// above its start (the live heap itself stays about the same: no leak). So once the
// portal has answered requests and then none for a while, it collects its garbage
// once, in time nobody is waiting on.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** Full collections after a spell: each compacts more of what the load left scattered. */
export const COLLECTIONS = 4;

/** How long without a request counts as the spell being over. */
export const IDLE_MS = 10_000;

/**
 * V8's own collector, the function `node --expose-gc` would give: the flag, set
 * before a new context is made, exposes `gc` in that context (the exposed function
 * collects the whole process's heap). server.ts is started in more than one way
 * (npm start, the tests, the bench); this way each one gets it.
 */
function exposedCollector(): () => void {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  // One full collection frees the spell's garbage but moves little of what survived, so
  // the pages the load added stayed the process's, sparsely used; each further one
  // compacts more of them and gives the emptied pages back to the system (decision
  // 0281: 1 left the old space at 191 MB, 5 at 13 MB, in a probe). Each runs on its own
  // turn of the event loop, so a request that arrives meanwhile waits for one, not all.
  return () => {
    let left = COLLECTIONS;
    const next = () => {
      gc();
      if (--left > 0) setImmediate(next);
    };
    next();
  };
}

/**
 * Starts watching for idle spells; answers what each request must call. `collect`
 * runs once per quiet spell that followed at least one request, never while
 * requests keep coming. The timer never keeps the process alive.
 */
export function startIdleCollector({ idleMs = IDLE_MS, collect = exposedCollector() } = {}): () => void {
  let requestsSinceCheck = 0;
  let busySinceCollect = false;
  const timer = setInterval(() => {
    if (requestsSinceCheck > 0) {
      busySinceCollect = true;
    } else if (busySinceCollect) {
      busySinceCollect = false;
      collect();
    }
    requestsSinceCheck = 0;
  }, idleMs);
  timer.unref();
  return () => {
    requestsSinceCheck += 1;
  };
}
