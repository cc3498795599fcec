// Analytics rules (docs/SPEC.md 2.4 and 9). Link tokens are bearer credentials, so they
// are masked before any path leaves the portal (docs/decisions/0024-analytics-masking.md).

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
// The segment after a visitor prefix is a link token whatever it looks like,
// except the two fixed pages that share the /z prefix.
const TOKEN_AFTER_PREFIX = /(^|\/)([zce])\/(?!(?:not-found|token-expire)(?:[/?#]|$))([^/?#]+)/g;

export const MASKED_TOKEN = ":uuid";

export function maskLinkTokens(path: string): string {
  return path.replace(UUID, MASKED_TOKEN).replace(TOKEN_AFTER_PREFIX, `$1$2/${MASKED_TOKEN}`);
}

export function isValidTagManagerId(id: unknown): id is string {
  return typeof id === "string" && /^(GTM|G)-[A-Z0-9]+$/.test(id);
}

export const MAX_USER_PROPERTIES = 1000;

export function limitUserProperties<T>(properties: Record<string, T>): Record<string, T> {
  if (typeof properties !== "object" || properties === null) return {};
  return Object.fromEntries(Object.entries(properties).slice(0, MAX_USER_PROPERTIES));
}
