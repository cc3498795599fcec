/**
 * A URL from the provider that the portal may put in a link or an image: absolute
 * http(s) only. A `javascript:` or `data:` URL (or anything unparseable) is null,
 * so no markup is ever made from it, whatever the CSP would then block.
 */
export function httpUrlOrNull(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
