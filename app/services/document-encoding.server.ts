// How a page's document goes on the wire: compressed here, whole, in one call
// (decision 0287). entry.server renders the whole document into one buffer
// (decision 0285); handing that to the compression middleware ran it through a
// brotli stream made for each response, which cost the portal about 2 ms of CPU per
// step page against 0.55 ms for gzip in one call, for the same size (9.08 KB gzip,
// 9.11 KB brotli at the middleware's quality 4). The middleware leaves an answer
// that already names its encoding alone, and still compresses everything else.
import { gzipSync } from "node:zlib";

import Negotiator from "negotiator";

/** zlib's default: level 9 saved 8 bytes of a step page for 10 % more time. */
const GZIP_LEVEL = 6;

export interface EncodedDocument {
  body: Buffer<ArrayBuffer>;
  /** The Content-Encoding to send, or null for the bytes as rendered. */
  encoding: "gzip" | null;
}

/** The document as the request's Accept-Encoding takes it: gzip when accepted, else as it is. */
export function encodeDocument(html: Buffer<ArrayBuffer>, acceptEncoding: string | null): EncodedDocument {
  const accepted = new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? undefined } }).encoding(["gzip", "identity"]);
  if (accepted !== "gzip") return { body: html, encoding: null };
  // zlib answers in a buffer of its own, never a shared one.
  return { body: gzipSync(html, { level: GZIP_LEVEL }) as Buffer<ArrayBuffer>, encoding: "gzip" };
}
