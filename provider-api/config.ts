// The provider's configuration, read from its environment through one valibot schema
// (decision 0304): every problem a line of its own naming the variable, all told at
// once, and production's rules: never demo data, never the fault switch, always a
// staff key of its own.
import { isIP } from "node:net";

import * as v from "valibot";

import { type FeatureFlags, parseFeatureFlags } from "./domain/feature-flags.js";
import { trustedProxies } from "./http/client-address.js";
import { maskedLog } from "./http/log-masking.js";

export interface ProviderApiOptions {
  port?: number;
  host?: string;
  dbFile?: string;
  staffApiKey?: string;
  publicUrl?: string;
  /** Unset: seeded, but never in production, where asking for it stops the start. */
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

/** What was read, after a refusal, so the line shows the mistake; never used for a secret. */
function got(input: unknown): string {
  const text = String(input);
  return ` (got ${text.length > 100 ? `${text.slice(0, 100)}…` : text})`;
}

function wholeNumber(min: number, max: number, fallback: number, unit = "") {
  const message = (issue: { input: unknown }) => `must be a whole number${unit} from ${min} to ${max}${got(issue.input)}`;
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, message),
      v.transform(Number),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    String(fallback),
  );
}

const commaList = (text: string) =>
  text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === text.replace(/\/+$/, "");
  } catch {
    return false;
  }
}

const fields = v.object({
  NODE_ENV: v.optional(v.string()),
  PROVIDER_API_PORT: wholeNumber(0, 65535, 3001),
  PROVIDER_API_DB: v.optional(v.string(), "data/provider-api.sqlite"),
  STAFF_API_KEY: v.optional(
    v.pipe(
      v.string(),
      v.minLength(12, (issue) => `must be at least 12 characters (it has ${issue.input.length})`),
    ),
  ),
  PROVIDER_API_AUTH_FAILURE_LIMIT: wholeNumber(1, 1_000_000_000, 20),
  PROVIDER_API_AUTH_FAILURE_WINDOW_SECONDS: wholeNumber(1, 31_536_000, 600, " of seconds"),
  /** The proxies whose X-Forwarded-For names the client (the portal's addresses): exact addresses, compared as written. */
  PROVIDER_API_TRUSTED_PROXIES: v.optional(
    v.pipe(
      v.string(),
      v.transform(commaList),
      v.check(
        (addresses) => addresses.every((address) => isIP(address) !== 0),
        (issue) =>
          `must be IP addresses, comma-separated, such as 10.0.3.7 (ranges are not read)${got(issue.input.filter((address) => isIP(address) === 0).join(", "))}`,
      ),
      v.transform((addresses) => addresses.join(",")),
    ),
  ),
  PROVIDER_FEATURE_FLAGS: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return parseFeatureFlags(dataset.value);
        } catch (error) {
          addIssue({ message: (error as Error).message.replace(/^PROVIDER_FEATURE_FLAGS: /, "") });
          return NEVER;
        }
      }),
    ),
  ),
  PROVIDER_CARD_SETTLE_SECONDS: wholeNumber(0, 86_400, 10, " of seconds"),
  PROVIDER_API_FAULTS: v.optional(
    v.picklist(["on", "off"], (issue) => `must be on or off${got(issue.input)}`),
    "off",
  ),
  PROVIDER_API_RESET_URL_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform(commaList),
      v.check(
        (origins) => origins.every(isOrigin),
        (issue) =>
          `must be origins only (scheme, host and port), such as https://pay.example.com.au${got(issue.input.filter((origin) => !isOrigin(origin)).join(", "))}`,
      ),
      v.transform((origins) => origins.map((origin) => new URL(origin).origin)),
    ),
  ),
});

/** Every variable the provider reads (the portal warns of a name that looks like one of them, app/services/env.server.ts). */
export const PROVIDER_VARIABLES = Object.keys(fields.entries);

type Fields = v.InferOutput<typeof fields>;

/** Empty strings count as unset, as the portal reads them. */
function withoutBlanks(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));
}

function issueLine(issue: v.BaseIssue<unknown>): string {
  const name = issue.path?.[0]?.key;
  return `${typeof name === "string" ? name : "environment"}: ${issue.message}`.replace(/[\p{Cc}\u2028\u2029]/gu, " ");
}

/** Production's refusals, each with the variable it names; an option given in code counts as its variable. */
function productionProblems(env: Fields, options: ProviderApiOptions): string[] {
  if (env.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  if (!(options.staffApiKey ?? env.STAFF_API_KEY)) {
    problems.push("STAFF_API_KEY: is required when NODE_ENV=production (at least 12 characters, made with openssl rand -hex 32)");
  }
  if (env.PROVIDER_API_FAULTS === "on") {
    problems.push("PROVIDER_API_FAULTS: is for tests only and cannot be on when NODE_ENV=production");
  }
  if (options.seedDemoData === true) {
    problems.push(
      "NODE_ENV: production never takes demo data (its links, staff accounts and published passwords); seed a test database instead",
    );
  }
  return problems;
}

/**
 * The configuration, from `options` (given in code, which win) and the environment; a
 * refusal throws an Error whose message is one line per problem, and nothing else.
 */
export function resolveConfig(options: ProviderApiOptions, source: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const result = v.safeParse(fields, withoutBlanks(source));
  const lines = result.success ? productionProblems(result.output, options) : result.issues.map(issueLine);
  if (options.staffApiKey !== undefined && options.staffApiKey.length < 12) {
    lines.push(`STAFF_API_KEY: must be at least 12 characters (it has ${options.staffApiKey.length})`);
  }
  if (!result.success || lines.length > 0) {
    const error = new Error([...new Set(lines)].join("\n"));
    error.name = "ConfigurationError";
    throw error;
  }
  const env = result.output;
  const configuredKey = options.staffApiKey ?? env.STAFF_API_KEY;
  return {
    port: options.port ?? env.PROVIDER_API_PORT,
    host: options.host ?? "127.0.0.1",
    dbFile: options.dbFile ?? env.PROVIDER_API_DB,
    staffApiKey: configuredKey ?? DEVELOPMENT_STAFF_API_KEY,
    staffApiKeyIsDefault: !configuredKey,
    publicUrl: options.publicUrl?.replace(/\/+$/, ""),
    seedDemoData: options.seedDemoData ?? env.NODE_ENV !== "production",
    log: maskedLog(options.log ?? ((line) => console.log(line))),
    authFailureLimit: env.PROVIDER_API_AUTH_FAILURE_LIMIT,
    authFailureWindowMs: 1000 * env.PROVIDER_API_AUTH_FAILURE_WINDOW_SECONDS,
    trustedProxies: trustedProxies(env.PROVIDER_API_TRUSTED_PROXIES),
    featureFlags: env.PROVIDER_FEATURE_FLAGS ?? parseFeatureFlags(undefined),
    cardSettleSeconds: env.PROVIDER_CARD_SETTLE_SECONDS,
    faultSwitch: env.PROVIDER_API_FAULTS === "on",
    resetUrlOrigins: env.PROVIDER_API_RESET_URL_ORIGINS ?? [new URL(options.portalOrigin ?? DEMO_PORTAL_ORIGIN).origin],
  };
}
