// What a form's page was drawn from, sealed into the form (decision 0110, made
// general by decision 0200): when the provider does not answer at a press, the
// same request's loader draws the page again from it, with everything typed,
// instead of the "unavailable" error page. It opens only for the page and the
// visitor (their anti-forgery token) it was sealed for, and is never stored.
import { deflateRawSync, inflateRawSync } from "node:zlib";

import { openFromPortal, sealForPortal } from "./sealing.server";

const PURPOSE = "page-snapshot";
/** Far above any page's data; a bound on what inflating may allocate all the same. */
const MAX_BYTES = 512 * 1024;

interface Snapshot {
  path: string;
  csrf: string;
  data: unknown;
}

/** A page's loader data, sealed for this path and this visitor. */
export function sealPage(data: unknown, path: string, csrf: string): string {
  const snapshot: Snapshot = { path, csrf, data };
  return sealForPortal(deflateRawSync(Buffer.from(JSON.stringify(snapshot), "utf8")), PURPOSE);
}

/** The loader data a form's snapshot holds, when the portal sealed it for this path and visitor; else null. */
export function openPage(sealed: FormDataEntryValue | null, path: string, csrf: string): unknown {
  if (typeof sealed !== "string" || sealed === "" || csrf === "") return null;
  const bytes = openFromPortal(sealed, PURPOSE);
  if (!bytes) return null;
  try {
    const snapshot = JSON.parse(inflateRawSync(bytes, { maxOutputLength: MAX_BYTES }).toString("utf8")) as Snapshot;
    return snapshot.path === path && snapshot.csrf === csrf ? snapshot.data : null;
  } catch {
    return null;
  }
}
