// No secret reaches the portal's log (decision 0242): link uuids, reset
// tokens, session cookies and card payment ids are masked in every line, whoever
// writes it. Pure functions, so a unit test reaches every rule.
import { maskLinkTokensInText } from "./link-token-scrub";

export const MASKED_SECRET = ":masked";

/**
 * The demo's seeded links (00000000-0000-4000-8000-…) are printed at start for a
 * developer to click: fixed, published in the README, and no one's credential.
 */
const DEMO_LINK = /^00000000-0000-4000-8000-[0-9a-f]{12}$/i;
const isDemoLink = (token: string) => DEMO_LINK.test(token);

// A value after one of these names, in a query, a form body, a cookie or a JSON text, is a credential.
const SECRET_NAMES = [
  "token",
  "payment",
  "paymentId",
  "signature",
  "password",
  "csrf",
  "provider_session",
  "XSRF-TOKEN",
  "__portal",
  "__staff",
  "__session",
].join("|");
const SECRET_PAIR = new RegExp(`(^|[^\\w-])(${SECRET_NAMES})=([^&\\s;"'\`,<>]+)`, "gi");
const SECRET_MEMBER = new RegExp(`"(${SECRET_NAMES})"\\s*:\\s*"(?:[^"\\\\]|\\\\.)*"`, "gi");
// A header that carries credentials, as a line or a JSON member: everything up to the line's or the string's end.
const SECRET_HEADER =
  /\b(cookie|set-cookie|authorization|x-xsrf-token|x-representative-session)(["']?\s*[:=]\s*["']?)([^\n"']+)/gi;
// A card payment's id in a path (its gateway page or the provider's resource).
const CARD_PAYMENT = /(\/card-payments\/|\/card-gateway\/)([^/?#\s"'`\\<>]+)/gi;

/** `text` with every secret the rules know masked; everything else as it was. */
export function maskSecretsInText(text: string): string {
  return maskLinkTokensInText(text, isDemoLink)
    .replace(SECRET_HEADER, `$1$2${MASKED_SECRET}`)
    .replace(SECRET_MEMBER, `"$1":"${MASKED_SECRET}"`)
    .replace(SECRET_PAIR, `$1$2=${MASKED_SECRET}`)
    .replace(CARD_PAYMENT, `$1${MASKED_SECRET}`);
}

// The query values a request line may keep: Remix's own routing parameters, none a secret.
const PLAIN_QUERY = new Set(["_data", "index", "page", "paylater", "signatureStatus"]);

/**
 * A request's URL for the access log: the path with link tokens and payment ids
 * masked, and every query value masked but Remix's own and a few harmless
 * flags (a reset token, a payment id, a search for a customer's name stay out).
 */
export function requestLogUrl(originalUrl: string): string {
  const at = originalUrl.indexOf("?");
  const path = maskSecretsInText(at === -1 ? originalUrl : originalUrl.slice(0, at));
  if (at === -1) return path;
  const query = originalUrl
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals === -1) return maskSecretsInText(pair);
      const name = pair.slice(0, equals);
      return PLAIN_QUERY.has(name) ? maskSecretsInText(pair) : `${maskSecretsInText(name)}=${MASKED_SECRET}`;
    })
    .join("&");
  return `${path}?${query}`;
}
