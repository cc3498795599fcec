// How a streamed answer reaches the socket (a data request's turbo-stream, a
// resource route's body; a document comes whole, decision 0285). Remix's own writer
// flushes the compressor after every chunk (about one per 2 KB of HTML, when the
// documents still streamed), and each flush ends a compressed block with its own
// code tables: the contract page went out 19.5 KB gzip where the same bytes
// compress to 17.5. Here what is written in one turn of the event loop is flushed
// once, at the end of the turn, so an answer still streams (a part that arrives
// later is flushed when it arrives) without paying for every chunk.
import type { Writable } from "node:stream";

/** A writable that may hold back compressed bytes until asked (the compression middleware's response). */
type MaybeFlushable = Writable & { flush?: () => void };

export async function writeStreamCoalesced(stream: ReadableStream<Uint8Array>, writable: MaybeFlushable): Promise<void> {
  const reader = stream.getReader();
  let flushScheduled = false;
  const flushAtEndOfTurn = () => {
    if (flushScheduled || typeof writable.flush !== "function") return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      if (!writable.writableEnded && !writable.destroyed) writable.flush?.();
    });
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        writable.end();
        return;
      }
      writable.write(value);
      flushAtEndOfTurn();
    }
  } catch (error) {
    writable.destroy(error as Error);
    throw error;
  }
}
