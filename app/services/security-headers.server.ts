import type { Env } from "./env.server";

/**
 * Hosts the browser may reach besides the portal itself. With 'strict-dynamic' a
 * nonce'd script may load others (GTM's gtm.js, the lazily imported Sentry chunk),
 * so scripts need no host list; only connect-src does.
 */
function connectSources(env: Pick<Env, "TAG_MANAGER_ID" | "SENTRY_DSN">): string[] {
  const sources = ["'self'"];
  if (env.TAG_MANAGER_ID) {
    sources.push("https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com");
  }
  if (env.SENTRY_DSN) sources.push(new URL(env.SENTRY_DSN).origin);
  return sources;
}

export function contentSecurityPolicy(
  nonce: string,
  env: Pick<Env, "TAG_MANAGER_ID" | "SENTRY_DSN">,
  formTargets: string[] = [],
): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [`'nonce-${nonce}'`, "'strict-dynamic'"],
    // The portal's stylesheet is written into each document (decision 0260), under this nonce.
    "style-src": ["'self'", `'nonce-${nonce}'`],
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'"],
    "connect-src": connectSources(env),
    "worker-src": env.SENTRY_DSN ? ["'self'", "blob:"] : ["'self'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'", ...formTargets],
    "base-uri": ["'none'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * Where a form may post, or be redirected to after a post (browsers check form-action on
 * redirects too): the provider's origin, for the pay-by-card form answered with a
 * redirect to its hosted payment page (server.ts passes the embedded provider's URL
 * once it has started it), and FORM_ACTION_ORIGINS, a real card gateway or signing
 * service on a host of its own (docs/configuration.md).
 */
function formTargets(env: Partial<Pick<Env, "PROVIDER_API_URL" | "FORM_ACTION_ORIGINS">>): string[] {
  const targets = [...(env.FORM_ACTION_ORIGINS ?? [])];
  try {
    if (env.PROVIDER_API_URL) targets.unshift(new URL(env.PROVIDER_API_URL).origin);
  } catch {
    // Checked at start (env.server.ts): an unparsable URL adds nothing.
  }
  return [...new Set(targets)];
}

export function securityHeaders(
  nonce: string,
  env: Pick<Env, "TAG_MANAGER_ID" | "SENTRY_DSN" | "NODE_ENV"> & Partial<Pick<Env, "PROVIDER_API_URL" | "FORM_ACTION_ORIGINS">>,
): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, env, formTargets(env)),
    // Links carry bearer tokens in the path: never leak them to other sites.
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
  if (env.NODE_ENV === "production") {
    headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  }
  return headers;
}
