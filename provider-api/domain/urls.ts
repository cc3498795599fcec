// Where the provider stores a URL that a browser will later follow or load
// (an agency's website and logo, the portal's card-payment return address),
// only absolute http: and https: URLs are accepted (decision 0101).
import { z } from "zod";

export const MAX_URL_LENGTH = 2000;

/** Whitespace or control characters anywhere: browsers strip some of them, which hides a scheme. */
const UNSAFE_CHARACTERS = /[\s\p{Cc}]/u;

/**
 * True for an absolute http: or https: URL with a host, written out in full
 * (`https://host…`). javascript:, data:, vbscript:, file:, relative and
 * scheme-relative URLs, and anything that needs cleaning up to parse, are not.
 */
export function isHttpUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || UNSAFE_CHARACTERS.test(value)) return false;
  if (!/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A stored value on its way out: an http(s) URL as stored, anything else null. */
export function httpUrlOrNull(value: string | null | undefined): string | null {
  return typeof value === "string" && isHttpUrl(value) ? value : null;
}

export const httpUrl = z
  .string()
  .max(MAX_URL_LENGTH, `Must be at most ${MAX_URL_LENGTH} characters.`)
  .refine(isHttpUrl, "Must be an absolute http or https URL, like https://example.com.au.");
