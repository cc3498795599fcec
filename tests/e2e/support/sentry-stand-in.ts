import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, inflateRawSync, inflateSync } from "node:zlib";

/**
 * A stand-in for Sentry's ingest: accepts envelope POSTs (`/api/<project>/envelope/`,
 * gzip or plain, with the CORS preflight a browser sends) and keeps every body, so
 * a spec can read all a portal would have told Sentry. It answers 200 `{}` to all.
 */
export interface ReceivedEnvelope {
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as sent, after the HTTP content-encoding (gzip) is undone. */
  body: Buffer;
  /** Every header and payload as text, compressed replay recordings inflated. */
  text: string;
  /** Item types in order (event, transaction, span, replay_event, replay_recording…). */
  itemTypes: string[];
  /** True when the body could not be read item by item (then `text` is the raw body). */
  undecodable: boolean;
  fromBrowser: boolean;
}

export interface SentryStandIn {
  /** The port it listens on (the one asked for, or the one given for 0). */
  port: number;
  envelopes: ReceivedEnvelope[];
  /** Requests that were not envelope POSTs (should stay empty). */
  strays: string[];
  clear(): void;
  close(): Promise<void>;
}

export async function startSentryStandIn(port: number): Promise<SentryStandIn> {
  const envelopes: ReceivedEnvelope[] = [];
  const strays: string[] = [];
  const cors = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "*",
    "Access-Control-Max-Age": "600",
  };
  const server: Server = createServer((req, res) => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "";
      if (req.method !== "POST" || !/^\/api\/[^/]+\/envelope\/?(\?|$)/.test(path)) {
        strays.push(`${req.method} ${path}`);
        res.writeHead(404, cors).end();
        return;
      }
      let body = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip" || (body[0] === 0x1f && body[1] === 0x8b)) body = gunzipSync(body);
      const decoded = decodeEnvelope(body);
      envelopes.push({
        path,
        headers: req.headers,
        body,
        ...decoded,
        fromBrowser: /Mozilla|Chrome/.test(req.headers["user-agent"] ?? ""),
      });
      res.writeHead(200, { ...cors, "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const listening = (server.address() as AddressInfo).port;
  if (port !== 0 && listening !== port) throw new Error("stand-in did not get its port");
  return {
    port: listening,
    envelopes,
    strays,
    clear() {
      envelopes.length = 0;
      strays.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Text of a payload: UTF-8, or inflated first when it is zlib/deflate/gzip data. */
function payloadText(payload: Buffer): string {
  if (payload.length >= 2) {
    const [a, b] = payload;
    if (a === 0x1f && b === 0x8b) return gunzipSync(payload).toString("utf8");
    if ((a & 0x0f) === 8 && ((a << 8) | b) % 31 === 0) return inflateSync(payload).toString("utf8");
  }
  const text = payload.toString("utf8");
  if (!text.includes("\uFFFD")) return text;
  return inflateRawSync(payload).toString("utf8");
}

/**
 * Splits an envelope (header line, then item header line + payload, with the
 * payload `length` bytes long when the item header says so). A replay recording's
 * payload is its own header line and then the recording, usually zlib-compressed.
 */
export function decodeEnvelope(body: Buffer): Pick<ReceivedEnvelope, "text" | "itemTypes" | "undecodable"> {
  try {
    const parts: string[] = [];
    const itemTypes: string[] = [];
    let pos = 0;
    const readLine = () => {
      let end = body.indexOf(0x0a, pos);
      if (end === -1) end = body.length;
      const line = body.subarray(pos, end);
      pos = end + 1;
      return line;
    };
    parts.push(JSON.stringify(JSON.parse(readLine().toString("utf8"))));
    while (pos < body.length) {
      const headerLine = readLine().toString("utf8").trim();
      if (!headerLine) continue;
      const header = JSON.parse(headerLine) as { type?: string; length?: number };
      parts.push(headerLine);
      itemTypes.push(String(header.type));
      let payload: Buffer;
      if (typeof header.length === "number") {
        payload = body.subarray(pos, pos + header.length);
        pos += header.length;
        if (body[pos] === 0x0a) pos += 1;
      } else {
        payload = readLine();
      }
      if (header.type === "replay_recording") {
        const newline = payload.indexOf(0x0a);
        parts.push(payload.subarray(0, newline).toString("utf8"));
        parts.push(payloadText(payload.subarray(newline + 1)));
      } else {
        parts.push(payloadText(payload));
      }
    }
    return { text: parts.join("\n"), itemTypes, undecodable: false };
  } catch {
    return { text: body.toString("latin1"), itemTypes: [], undecodable: true };
  }
}

/** How often a uuid appears, with dashes or without, in any letter case. */
export function occurrencesOf(uuid: string, text: string): number {
  const haystack = text.toLowerCase();
  let count = 0;
  for (const needle of new Set([uuid.toLowerCase(), uuid.toLowerCase().replaceAll("-", "")])) {
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count += 1;
  }
  return count;
}
