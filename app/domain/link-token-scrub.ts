// Link uuids are bearer credentials: nothing the portal hands to error reporting
// may carry one (docs/decisions/0102-no-link-uuid-to-error-reporting.md). These
// are pure functions over plain data, so the server and the browser SDK share them.
import { MASKED_TOKEN } from "./analytics";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
// maskLinkTokens' rule for the segment after a visitor prefix, for free text: the
// segment also ends at whitespace, quotes, a backslash or angle brackets, so a path
// inside a message, a JSON text or an HTML attribute is masked without eating what
// follows it.
const TOKEN_AFTER_PREFIX = /(^|\/)([zce])\/(?!(?:not-found|token-expire)(?:[/?#\s"'`\\<>]|$))([^/?#\s"'`\\<>]+)/g;
// The same with the slashes percent-encoded, as in a query (`?p=%2Fz%2F…&…`).
const ENCODED_TOKEN_AFTER_PREFIX =
  /(^|%2F)([zce])%2F(?!(?:not-found|token-expire)(?:%2F|[?#&\s"'`\\<>]|$))((?:(?!%2F)[^/?#&\s"'`\\<>])+)/gi;

/**
 * Every link token in a text masked the way `maskLinkTokens` masks a path: any
 * uuid anywhere, and the segment after /z, /c or /e whatever its shape, slashes
 * percent-encoded or not. On an ordinary path it agrees with `maskLinkTokens`.
 * `keep` spares a token that is no one's credential (the log keeps the demo's).
 */
export function maskLinkTokensInText(text: string, keep: (token: string) => boolean = () => false): string {
  return text
    .replace(UUID, (uuid) => (keep(uuid) ? uuid : MASKED_TOKEN))
    .replace(TOKEN_AFTER_PREFIX, (all, start: string, prefix: string, token: string) =>
      keep(token) ? all : `${start}${prefix}/${MASKED_TOKEN}`,
    )
    .replace(ENCODED_TOKEN_AFTER_PREFIX, (all, start: string, prefix: string, token: string) =>
      keep(token) ? all : `${start}${prefix}%2F${MASKED_TOKEN}`,
    );
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function scrubValue(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === "string") return maskLinkTokensInText(value);
  if (typeof value !== "object" || value === null) return value;
  if (seen.has(value)) return seen.get(value);
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(scrubValue(item, seen));
    return copy;
  }
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) copy[maskLinkTokensInText(key)] = scrubValue(item, seen);
  return copy;
}

/**
 * A copy of `value` with every link token masked in every string, key or value, of
 * every plain object and array, however deep (cycles kept). Anything else (class
 * instances such as the SDK's scopes, binary data) is passed through untouched:
 * what Sentry sends has been normalised into plain data before these hooks run,
 * and `scrubEnvelope` refuses what is not.
 */
export function scrubLinkTokens<T>(value: T): T {
  return scrubValue(value, new WeakMap()) as T;
}

interface ReportLike {
  request?: { method?: unknown; url?: unknown } & Record<string, unknown>;
  user?: unknown;
}

/**
 * An error, transaction or replay event ready for Sentry: link tokens masked
 * everywhere (message, exception values, breadcrumbs, spans and their data, trace
 * context, contexts, tags, replay `urls`…), no user, and of the request only the
 * method and the masked URL (no headers, cookies, body, query string or env).
 */
export function scrubReport<T extends object>(event: T): T {
  const { request, user: _user, ...rest } = event as T & ReportLike;
  const scrubbed = scrubLinkTokens(rest) as Record<string, unknown>;
  if (request) {
    const kept: Record<string, unknown> = {};
    if (typeof request.method === "string") kept.method = request.method;
    if (typeof request.url === "string") kept.url = maskLinkTokensInText(request.url);
    scrubbed.request = kept;
  }
  return scrubbed as T;
}

type EnvelopeItem = readonly [Record<string, unknown>, unknown];

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * A replay recording item is its own header line, then the rrweb events as JSON
 * (uncompressed: the browser SDK runs with `useCompression: false`). The events
 * are parsed and scrubbed value by value; text that is not JSON is masked as text.
 */
function scrubRecording(payload: string): string {
  const newline = payload.indexOf("\n");
  if (newline === -1) return maskLinkTokensInText(payload);
  const header = maskLinkTokensInText(payload.slice(0, newline));
  const body = payload.slice(newline + 1);
  try {
    return `${header}\n${JSON.stringify(scrubLinkTokens(JSON.parse(body)))}`;
  } catch {
    return `${header}\n${maskLinkTokensInText(body)}`;
  }
}

/**
 * The last gate before anything leaves for Sentry (the SDK's transport): every
 * envelope header, item header and payload scrubbed, whatever produced it, so
 * what no `beforeSend*` hook sees (the replay's DOM snapshots and page address,
 * the trace header's transaction name) is masked too. A payload that cannot be
 * read (binary: a compressed replay, an attachment) is dropped, and a replay event
 * whose recording was dropped goes with it. Null when nothing is left to send.
 */
export function scrubEnvelope<E extends readonly [unknown, readonly unknown[]]>(envelope: E): E | null {
  const [headers, items] = envelope;
  const kept: Array<[Record<string, unknown>, unknown]> = [];
  let droppedRecording = false;
  for (const [itemHeader, payload] of items as readonly EnvelopeItem[]) {
    const header = scrubLinkTokens(itemHeader);
    let scrubbed: unknown;
    if (typeof payload === "string") {
      scrubbed = header.type === "replay_recording" ? scrubRecording(payload) : maskLinkTokensInText(payload);
      if (typeof header.length === "number") header.length = byteLength(scrubbed as string);
    } else if (typeof payload === "object" && payload !== null && !Array.isArray(payload) && isPlainObject(payload)) {
      scrubbed =
        header.type === "event" || header.type === "transaction" || header.type === "replay_event"
          ? scrubReport(payload)
          : scrubLinkTokens(payload);
    } else if (Array.isArray(payload)) {
      scrubbed = scrubLinkTokens(payload);
    } else {
      if (header.type === "replay_recording") droppedRecording = true;
      continue;
    }
    kept.push([header, scrubbed]);
  }
  const sent = droppedRecording ? kept.filter(([header]) => header.type !== "replay_event") : kept;
  if (sent.length === 0) return null;
  return [scrubLinkTokens(headers), sent] as unknown as E;
}

type Sendable = readonly [unknown, readonly unknown[]];

/**
 * Wraps an SDK transport factory (`makeNodeTransport`, `makeFetchTransport`) so
 * every envelope goes through `scrubEnvelope` before it is sent; one with nothing
 * left is not sent at all. This is the gate no hook can miss.
 */
export function withScrubbedEnvelopes<O, T extends { send(envelope: never): PromiseLike<unknown> }>(
  makeTransport: (options: O) => T,
): (options: O) => T {
  return (options) => {
    const transport = makeTransport(options);
    const send = transport.send.bind(transport) as (envelope: Sendable) => PromiseLike<unknown>;
    const scrubbingSend = (envelope: Sendable) => {
      const scrubbed = scrubEnvelope(envelope);
      return scrubbed ? send(scrubbed) : Promise.resolve({});
    };
    return { ...transport, send: scrubbingSend } as T;
  };
}
