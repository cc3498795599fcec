import { type FeatureFlags, parseFeatureFlags } from "./domain/feature-flags.js";
import { trustedProxies } from "./http/client-address.js";
import { maskedLog } from "./http/log-masking.js";

export interface ProviderApiOptions {
  port?: number;
  host?: string;
  dbFile?: string;
  staffApiKey?: string;
  publicUrl?: string;
  seedDemoData?: boolean;
  log?: (line: string) => void;
  /** The portal's own origin (its PUBLIC_ORIGIN), where reset links go when PROVIDER_API_RESET_URL_ORIGINS is unset. */
  portalOrigin?: string;
}

export interface ProviderConfig {
  port: number;
  host: string;
  dbFile: string;
  staffApiKey: string;
  /** True when no key was configured and the development default is in use. */
  staffApiKeyIsDefault: boolean;
  publicUrl: string | undefined;
  seedDemoData: boolean;
  log: (line: string) => void;
  authFailureLimit: number;
  authFailureWindowMs: number;
  trustedProxies: Set<string>;
  featureFlags: FeatureFlags;
  /** How long an approved card payment takes to settle; 0 settles on the next read. */
  cardSettleSeconds: number;
  /** The test-only fault switch (PUT /staff/v1/faults) exists: PROVIDER_API_FAULTS=on, never in production. */
  faultSwitch: boolean;
  /**
   * Origins a password reset link may point at: PROVIDER_API_RESET_URL_ORIGINS, or
   * unset, the portal's own (the embedding portal's PUBLIC_ORIGIN, else the demo's).
   */
  resetUrlOrigins: string[];
}

export const DEVELOPMENT_STAFF_API_KEY = "dev-staff-key-not-for-production";
/** The demo portal's address (`npm start` on its default port): reset links go there when nothing else is said. */
export const DEMO_PORTAL_ORIGIN = "http://localhost:3000";

/** The configured reset link origins, each as an origin (scheme, host, port); a value that is not one stops the start. */
function resetUrlOrigins(value: string | undefined, portalOrigin: string | undefined): string[] {
  const listed = (value ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  return (listed.length > 0 ? listed : [portalOrigin ?? DEMO_PORTAL_ORIGIN]).map((origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new Error(`PROVIDER_API_RESET_URL_ORIGINS: ${origin} is not an origin such as https://pay.example.com.au`);
    }
    if (url.origin !== origin.replace(/\/+$/, "")) {
      throw new Error(`PROVIDER_API_RESET_URL_ORIGINS: ${origin} is not an origin only (scheme, host and port)`);
    }
    return url.origin;
  });
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}

export function resolveConfig(options: ProviderApiOptions, env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const configuredKey = options.staffApiKey ?? env.STAFF_API_KEY;
  if (!configuredKey && env.NODE_ENV === "production") {
    throw new Error("STAFF_API_KEY must be set when NODE_ENV=production");
  }
  const faultSwitch = env.PROVIDER_API_FAULTS === "on";
  if (faultSwitch && env.NODE_ENV === "production") {
    throw new Error("PROVIDER_API_FAULTS is for tests only and cannot be on when NODE_ENV=production");
  }
  if (configuredKey !== undefined && configuredKey.length < 12) {
    throw new Error("STAFF_API_KEY must be at least 12 characters");
  }
  return {
    port: options.port ?? positiveIntegerOrZero(env.PROVIDER_API_PORT, 3001),
    host: options.host ?? "127.0.0.1",
    dbFile: options.dbFile ?? env.PROVIDER_API_DB ?? "data/provider-api.sqlite",
    staffApiKey: configuredKey || DEVELOPMENT_STAFF_API_KEY,
    staffApiKeyIsDefault: !configuredKey,
    publicUrl: options.publicUrl?.replace(/\/+$/, ""),
    seedDemoData: options.seedDemoData ?? true,
    log: maskedLog(options.log ?? ((line) => console.log(line))),
    authFailureLimit: positiveInteger("PROVIDER_API_AUTH_FAILURE_LIMIT", env.PROVIDER_API_AUTH_FAILURE_LIMIT, 20),
    authFailureWindowMs:
      1000 * positiveInteger("PROVIDER_API_AUTH_FAILURE_WINDOW_SECONDS", env.PROVIDER_API_AUTH_FAILURE_WINDOW_SECONDS, 600),
    trustedProxies: trustedProxies(env.PROVIDER_API_TRUSTED_PROXIES),
    featureFlags: parseFeatureFlags(env.PROVIDER_FEATURE_FLAGS),
    cardSettleSeconds: nonNegativeInteger("PROVIDER_CARD_SETTLE_SECONDS", env.PROVIDER_CARD_SETTLE_SECONDS, 10),
    faultSwitch,
    resetUrlOrigins: resetUrlOrigins(env.PROVIDER_API_RESET_URL_ORIGINS, options.portalOrigin),
  };
}

function positiveIntegerOrZero(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error("PROVIDER_API_PORT must be a port number");
  return n;
}

function nonNegativeInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of seconds, 0 or more`);
  return n;
}
