/**
 * No secret reaches the provider's log (decision 0242): link uuids (but the
 * demo's published ones), tokens, session cookies and card payment ids are
 * masked in every line it writes. The portal masks its own lines the same way;
 * the two share no code, as they share nothing but HTTP (docs/DESIGN.md 1).
 */
export const MASKED_SECRET = ":masked";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const DEMO_LINK = /^00000000-0000-4000-8000-[0-9a-f]{12}$/i;
const NAMES = "token|payment|paymentId|signature|password|csrf|provider_session|XSRF-TOKEN";
const PAIR = new RegExp(`(^|[^\\w-])(${NAMES})=([^&\\s;"'\`,<>]+)`, "gi");
const MEMBER = new RegExp(`"(${NAMES})"\\s*:\\s*"(?:[^"\\\\]|\\\\.)*"`, "gi");
const HEADER = /\b(cookie|set-cookie|authorization|x-xsrf-token|x-representative-session)(["']?\s*[:=]\s*["']?)([^\n"']+)/gi;
const CARD_PAYMENT = /(\/card-payments\/|\/card-gateway\/)([^/?#\s"'`\\<>]+)/gi;

export function maskSecrets(line: string): string {
  return line
    .replace(UUID, (uuid) => (DEMO_LINK.test(uuid) ? uuid : ":uuid"))
    .replace(HEADER, `$1$2${MASKED_SECRET}`)
    .replace(MEMBER, `"$1":"${MASKED_SECRET}"`)
    .replace(PAIR, `$1$2=${MASKED_SECRET}`)
    .replace(CARD_PAYMENT, `$1${MASKED_SECRET}`);
}

/** A log that masks every line before `write` gets it. */
export const maskedLog =
  (write: (line: string) => void) =>
  (line: string): void =>
    write(maskSecrets(line));
