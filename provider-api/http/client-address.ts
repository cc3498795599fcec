import { isIP } from "node:net";

import type { Request } from "express";

const LOOPBACK = ["127.0.0.1", "::1", "::ffff:127.0.0.1"];

export function trustedProxies(setting: string | undefined): Set<string> {
  const extra = (setting ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return new Set([...LOOPBACK, ...extra]);
}

/**
 * The visitor's address: the socket peer, or the first X-Forwarded-For hop when
 * the peer is a trusted proxy (the portal forwards its visitor's address).
 */
export function clientAddress(req: Request, trusted: Set<string>): string {
  const peer = req.socket.remoteAddress ?? "unknown";
  if (!trusted.has(peer)) return peer;
  const forwarded = req.headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first && isIP(first) ? first : peer;
}
