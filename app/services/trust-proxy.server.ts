// TRUST_PROXY read as Express's "trust proxy" setting, refusing what Express would
// take wrongly (decision 0301): `true` trusts every client to name its own address,
// and `1` as text is the IP address 0.0.0.1, not one hop.
import { isIP } from "node:net";

/** What `app.set("trust proxy", …)` takes: a number of proxies in front, or the addresses, ranges and names to trust. */
export type TrustProxy = number | string[];

/** proxy-addr's names for its ranges (Express passes the setting to it). */
const RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

const WHAT_TO_WRITE =
  "write the number of proxies in front (e.g. 1), their addresses or CIDRs (e.g. 10.0.0.0/8), or loopback, linklocal, uniquelocal";

/** `10.0.0.0/8`, `fd00::/8`, `203.0.113.7`: an IP address with an optional prefix length of its family's range. */
function isAddressOrCidr(text: string): boolean {
  const [address, prefix, ...rest] = text.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The setting, or why the text cannot be one (in words for the operator, saying what to write instead). */
export function parseTrustProxy(text: string): { value: TrustProxy } | { problem: string } {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops <= 10 ? { value: hops } : { problem: `${hops} proxies in front is not a real setup; ${WHAT_TO_WRITE}` };
  }
  if (/^(true|false|yes|no|on|off)$/i.test(trimmed)) {
    return {
      problem: `"${trimmed}" is refused: true would trust every client to choose its own address (X-Forwarded-For), false forgets the proxy; ${WHAT_TO_WRITE}`,
    };
  }
  const entries = trimmed.split(",").map((entry) => entry.trim());
  const wrong = entries.find((entry) => !RANGE_NAMES.includes(entry) && !isAddressOrCidr(entry));
  if (wrong !== undefined) {
    const shown = wrong === "" ? "an empty entry" : `"${wrong}"`;
    return { problem: `${shown} is not a number of proxies, an IP address, a CIDR or a range name; ${WHAT_TO_WRITE}` };
  }
  return { value: entries };
}
