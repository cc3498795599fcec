import * as v from "valibot";

import { isValidTagManagerId } from "~/domain/analytics";
import { likelyTypos } from "~/domain/env-typos";
import { fieldPath } from "~/domain/form-schema";
import { APP_ENVS, type PublicEnv } from "~/types/public-env";
import { loadDotEnvFile } from "./env-file.server";
import { parseTrustProxy } from "./trust-proxy.server";

const DEV_SESSION_SECRET = "development-only-session-secret-change-me";

/** A test or a local trial on this machine may use plain http even in production (decision 0300). */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** What was read, after a refusal, so the line shows the mistake; never used for a secret. */
function got(input: unknown): string {
  const text = String(input);
  return ` (got ${text.length > 100 ? `${text.slice(0, 100)}…` : text})`;
}

/** A whole number read from its text, within bounds, with its default. */
function wholeNumber(min: number, max: number, fallback: number) {
  const message = (issue: { input: unknown }) => `must be a whole number from ${min} to ${max}${got(issue.input)}`;
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

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return v.picklist(values, (issue) => `must be one of ${values.join(", ")}${got(issue.input)}`);
}

function httpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** `https://pay.example.com.au` (a trailing slash allowed): scheme, host and port, nothing more. */
function isOrigin(text: string): boolean {
  return httpUrl(text)?.origin === text.replace(/\/$/, "");
}

function secureOrLoopback(text: string): boolean {
  const url = new URL(text);
  return url.protocol === "https:" || LOOPBACK_HOSTS.includes(url.hostname);
}

const commaList = (text: string) =>
  text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

const fields = v.object({
  NODE_ENV: v.optional(oneOf(["development", "production", "test"]), "development"),
  /** Unset: production when NODE_ENV=production, else qa (decision 0300). */
  APP_ENV: v.optional(oneOf(APP_ENVS)),
  PORT: wholeNumber(0, 65535, 3000),
  PROVIDER_API_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (text) => httpUrl(text) !== null,
        (issue) => `must be an absolute http:// or https:// URL such as https://api.provider.example${got(issue.input)}`,
      ),
    ),
  ),
  PROVIDER_API_PORT: wholeNumber(0, 65535, 3001),
  PROVIDER_TIMEOUT_MS: wholeNumber(100, 60_000, 8000),
  /** The time all of one request's provider calls together may take (decision 0361). */
  PROVIDER_DEADLINE_MS: wholeNumber(100, 120_000, 10_000),
  /** How long the provider's breaker, once open, fails calls at once before it lets a probe through (decision 0364). */
  PROVIDER_BREAKER_RESET_MS: wholeNumber(100, 600_000, 10_000),
  /** The fewest provider calls in the breaker's 10 s window before their failures can open it (decision 0364). */
  PROVIDER_BREAKER_MIN_CALLS: wholeNumber(1, 1_000_000, 5),
  /** The most connections the portal holds open to the provider at once; calls beyond them wait (decision 0360). */
  PROVIDER_MAX_CONNECTIONS: wholeNumber(1, 4096, 32),
  /** How long an idle connection to the provider is kept: shorter than the provider's own (5 s for the embedded one). */
  PROVIDER_KEEP_ALIVE_MS: wholeNumber(100, 600_000, 4000),
  /** The most requests (pages and posts) the portal works on at once; the others wait (decision 0365). */
  PORTAL_MAX_CONCURRENT_REQUESTS: wholeNumber(1, 10_000, 64),
  /** How long a request may wait for a place before it is shed: answered at once, 503 (decisions 0365, 0366). */
  PORTAL_QUEUE_WAIT_MS: wholeNumber(0, 60_000, 500),
  // Newest first, comma-separated: the first seals new cookies, every one still opens
  // the cookies it sealed, so a secret is rotated without sending anyone back to the start.
  SESSION_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.transform(commaList),
      v.array(
        v.pipe(
          v.string(),
          v.minLength(
            32,
            (issue) =>
              `each secret must be at least 32 characters (one has ${issue.input.length}); make one with openssl rand -hex 32`,
          ),
        ),
      ),
      v.minLength(1, "must name at least one secret"),
    ),
  ),
  PRODUCT_NAME: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60, "must be 60 characters or fewer")),
    "Fund Request Portal",
  ),
  TAG_MANAGER_ID: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (text) => isValidTagManagerId(text),
        (issue) => `must look like GTM-XXXXXXX or G-XXXXXXXXXX${got(issue.input)}`,
      ),
    ),
  ),
  GA4_API_SECRET: v.optional(v.string()),
  SENTRY_DSN: v.optional(
    v.pipe(
      v.string(),
      v.check((text) => httpUrl(text) !== null, "must be the DSN URL shown in Sentry's project settings"),
    ),
  ),
  /** The share of server requests traced; 0, the default, traces none (decision 0283). Errors are reported whatever it is. */
  SENTRY_TRACES_SAMPLE_RATE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (text) => /^(0|1)?(\.\d+)?$/.test(text) && Number(text) <= 1,
        (issue) => `must be a share from 0 to 1, such as 0.05${got(issue.input)}`,
      ),
      v.transform(Number),
    ),
    "0",
  ),
  SUPPORT_EMAIL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.email((issue) => `must be an email address${got(issue.input)}`),
    ),
    "support@fundrequest.com.au",
  ),
  SUPPORT_PHONE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\+?[0-9 ]{6,20}$/, (issue) => `must be digits and spaces, such as 1300 000 000${got(issue.input)}`),
    ),
    "1300 386 377",
  ),
  /** Express's "trust proxy": a number of proxies in front, or addresses, CIDRs and range names (decision 0301). */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const parsed = parseTrustProxy(dataset.value);
        if ("value" in parsed) return parsed.value;
        addIssue({ message: parsed.problem });
        return NEVER;
      }),
    ),
    "loopback",
  ),
  // How the process runs (docs/configuration.md names each with its default and why).
  /** The address to listen on; unset, every interface. */
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
  /** Longer than the load balancer's idle time-out (60 s for most), or it meets a closed connection: a 502. */
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1000, 600_000, 65_000),
  /** Longer than KEEP_ALIVE_TIMEOUT_MS, as Node requires. */
  HEADERS_TIMEOUT_MS: wholeNumber(1000, 600_000, 66_000),
  /** After SIGTERM: how long /readyz fails while the instance still serves, so the balancer stops sending. */
  SHUTDOWN_DRAIN_MS: wholeNumber(0, 600_000, 5_000),
  /** After the drain: how long requests in flight may take before they are cut (and logged). */
  SHUTDOWN_GRACE_MS: wholeNumber(1000, 600_000, 30_000),
  LOG_LEVEL: v.optional(oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  /** json, one line per event; pretty, for a person reading the demo's terminal. */
  LOG_FORMAT: v.optional(oneOf(["json", "pretty"]), "json"),
  /** The build's name in logs, metrics and error reports (a git sha, a tag). */
  RELEASE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[\w.+@/-]{1,200}$/, (issue) => `must be a word such as 1.4.2 or a git sha${got(issue.input)}`),
    ),
  ),
  /** Origins besides the provider's that a form may post to (a real card gateway, a signing service), comma-separated. */
  FORM_ACTION_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform(commaList),
      v.check(
        (origins) => origins.every(isOrigin),
        (issue) =>
          `must be origins only (scheme, host and port), comma-separated, such as https://pay.gateway.example${got(issue.input.filter((origin) => !isOrigin(origin)).join(", "))}`,
      ),
      v.transform((origins) => origins.map((origin) => new URL(origin).origin)),
    ),
    "",
  ),
  /** Prometheus metrics at /metrics on their own listener, never the public one; 0 any free port. */
  METRICS_PORT: wholeNumber(0, 65535, 9464),
  METRICS_HOST: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), "127.0.0.1"),
  PUBLIC_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        isOrigin,
        (issue) =>
          `must be the portal's public origin only (scheme, host and port), such as https://pay.example.com.au${got(issue.input)}`,
      ),
    ),
  ),
});

type Fields = v.InferOutput<typeof fields>;
/** Production is either word for it: both then hold every rule below (decision 0300). */
const isProduction = (env: Pick<Fields, "NODE_ENV" | "APP_ENV">) => env.NODE_ENV === "production" || env.APP_ENV === "production";

interface Rule {
  /** The variable a refusal names. */
  key: keyof Fields;
  /** The others it reads. */
  reads: (keyof Fields)[];
  problem: (env: Fields) => string | null;
}

const PRODUCTION_READS: (keyof Fields)[] = ["NODE_ENV", "APP_ENV"];

/** The rules between variables, production's first (decision 0300). */
const RULES: Rule[] = [
  {
    key: "APP_ENV",
    reads: ["NODE_ENV"],
    problem: (env) =>
      env.APP_ENV === "production" && env.NODE_ENV !== "production"
        ? `production runs only with NODE_ENV=production (got NODE_ENV=${env.NODE_ENV})`
        : null,
  },
  {
    key: "PUBLIC_ORIGIN",
    reads: PRODUCTION_READS,
    problem: (env) => {
      if (!isProduction(env)) return null;
      if (!env.PUBLIC_ORIGIN) return "is required in production: the address payers open, such as https://pay.example.com.au";
      return secureOrLoopback(env.PUBLIC_ORIGIN) ? null : `must be https:// in production${got(env.PUBLIC_ORIGIN)}`;
    },
  },
  {
    key: "SESSION_SECRET",
    reads: PRODUCTION_READS,
    problem: (env) =>
      isProduction(env) && !env.SESSION_SECRET
        ? "is required in production: at least 32 characters, made with openssl rand -hex 32"
        : null,
  },
  {
    key: "PROVIDER_API_URL",
    reads: PRODUCTION_READS,
    problem: (env) =>
      isProduction(env) && !env.PROVIDER_API_URL
        ? "is required in production: the provider's base URL (the embedded demo provider never runs there)"
        : null,
  },
  {
    key: "FORM_ACTION_ORIGINS",
    reads: PRODUCTION_READS,
    problem: (env) => {
      const plain = isProduction(env) ? env.FORM_ACTION_ORIGINS.filter((origin) => !secureOrLoopback(origin)) : [];
      return plain.length > 0 ? `must be https:// in production${got(plain.join(", "))}` : null;
    },
  },
  {
    key: "HEADERS_TIMEOUT_MS",
    reads: ["KEEP_ALIVE_TIMEOUT_MS"],
    problem: (env) =>
      env.HEADERS_TIMEOUT_MS > env.KEEP_ALIVE_TIMEOUT_MS
        ? null
        : `must be longer than KEEP_ALIVE_TIMEOUT_MS (${env.KEEP_ALIVE_TIMEOUT_MS}), as Node requires${got(env.HEADERS_TIMEOUT_MS)}`,
  },
];

const schema = v.pipe(
  fields,
  // Run even when another variable is refused, so that every problem is told at once;
  // a rule waits only for the variables it reads.
  v.rawCheck(({ dataset, addIssue }) => {
    const refused = new Set(dataset.issues?.map((issue) => issue.path?.[0]?.key));
    const env = dataset.value as Fields;
    for (const { key, reads, problem } of RULES) {
      if ([key, ...reads].some((name) => refused.has(name))) continue;
      const message = problem(env);
      if (message) addIssue({ message, path: fieldPath(env, key) });
    }
  }),
  v.transform((env) => ({ ...env, APP_ENV: env.APP_ENV ?? (env.NODE_ENV === "production" ? "production" : "qa") })),
);

export type Env = Omit<v.InferOutput<typeof schema>, "SESSION_SECRET"> & {
  /** The session secrets, newest first. */
  SESSION_SECRETS: string[];
  PUBLIC_ORIGIN: string;
};

/** Empty strings count as unset, so `.env` files can keep a blank line per key. */
function withoutBlanks(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));
}

/** One line per problem, starting with the variable's name: what a log collector and an operator read (decision 0300). */
function issueLine(issue: v.BaseIssue<unknown>): string {
  const name = issue.path?.[0]?.key;
  return `${typeof name === "string" ? name : "environment"}: ${issue.message}`.replace(/[\p{Cc}\u2028\u2029]/gu, " ");
}

/** The checked configuration; a refusal throws an Error whose message is one line per problem, and nothing else. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = v.safeParse(schema, withoutBlanks(source));
  if (!result.success) {
    const lines = [...new Set(result.issues.map(issueLine))];
    const error = new Error(lines.join("\n"));
    error.name = "ConfigurationError";
    throw error;
  }
  const { SESSION_SECRET, ...checked } = result.output;
  return {
    ...checked,
    SESSION_SECRETS: SESSION_SECRET ?? [DEV_SESSION_SECRET],
    // Every URL the portal gives out starts here, never from a request's Host header (decision 0100).
    PUBLIC_ORIGIN: new URL(checked.PUBLIC_ORIGIN ?? `http://localhost:${checked.PORT}`).origin,
  };
}

/**
 * The variables the embedded provider reads from the same environment
 * (provider-api/config.ts; tests/integration/configuration-names.test.ts keeps the two lists equal).
 */
export const PROVIDER_VARIABLES = [
  "NODE_ENV",
  "PROVIDER_API_PORT",
  "PROVIDER_API_DB",
  "STAFF_API_KEY",
  "PROVIDER_API_AUTH_FAILURE_LIMIT",
  "PROVIDER_API_AUTH_FAILURE_WINDOW_SECONDS",
  "PROVIDER_API_TRUSTED_PROXIES",
  "PROVIDER_FEATURE_FLAGS",
  "PROVIDER_CARD_SETTLE_SECONDS",
  "PROVIDER_API_FAULTS",
  "PROVIDER_API_RESET_URL_ORIGINS",
] as const;

/** Every variable the portal process reads: its own, the embedded provider's, and glibc's (decision 0281). */
export const KNOWN_VARIABLES: readonly string[] = [
  ...new Set([...Object.keys(fields.entries), ...PROVIDER_VARIABLES, "MALLOC_ARENA_MAX"]),
];

/**
 * What deserves a look but stops nothing, one line each: a development secret, and a
 * grace shorter than the longest request. The logger says them once, as it starts
 * (log.server.ts); the misspelt names go to the console, told even when the start is refused.
 */
export function envWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.SESSION_SECRETS[0] === DEV_SESSION_SECRET) {
    warnings.push("SESSION_SECRET: not set, so a development-only default is used; set it before deploying");
  }
  // A page makes at most three provider calls one after another, each up to the time-out.
  const longestRequest = 3 * env.PROVIDER_TIMEOUT_MS;
  if (env.SHUTDOWN_GRACE_MS <= longestRequest) {
    warnings.push(
      `SHUTDOWN_GRACE_MS: ${env.SHUTDOWN_GRACE_MS} is not longer than the longest request (3 provider calls × PROVIDER_TIMEOUT_MS = ${longestRequest}); such a request is cut at shutdown`,
    );
  }
  return warnings;
}

/** A line for each name that looks like a misspelt setting (decision 0303): the name and the one meant, never the value. */
export function typoWarnings(names: Iterable<string>): string[] {
  return likelyTypos(names, KNOWN_VARIABLES).map(
    ({ name, intended }) => `${name}: not a setting of the portal or its provider, so it is ignored; did you mean ${intended}?`,
  );
}

let cached: Env | undefined;

/**
 * The checked environment, parsed once per process; `.env` in the working directory is
 * read first, under what the environment already holds (decision 0302).
 */
export function getEnv(): Env {
  if (!cached) {
    loadDotEnvFile();
    // The log (log.server.ts) is made from this environment, so these lines cannot go through it.
    try {
      cached = parseEnv(process.env);
    } finally {
      // Told whether or not the rest starts: SESSION_SECRETS set is also SESSION_SECRET missing.
      for (const warning of typoWarnings(Object.keys(process.env))) console.warn(warning);
    }
  }
  return cached;
}

/**
 * The embedded provider's address, known only once server.ts has started it (a port
 * of 0 is any free one). Set once, at start-up and before the first request, through
 * the build's entry module: this module exists once in the process (decision 0210).
 */
export function setProviderApiUrl(url: string): void {
  cached = { ...getEnv(), PROVIDER_API_URL: v.parse(v.pipe(v.string(), v.url()), url) };
}

/** The only configuration the browser sees (window.ENV). Keep it free of secrets. */
export function publicEnv(env: Env = getEnv()): PublicEnv {
  return {
    APP_ENV: env.APP_ENV,
    PRODUCT_NAME: env.PRODUCT_NAME,
    TAG_MANAGER_ID: env.TAG_MANAGER_ID ?? null,
    SENTRY_DSN: env.SENTRY_DSN ?? null,
    SUPPORT_EMAIL: env.SUPPORT_EMAIL,
    SUPPORT_PHONE: env.SUPPORT_PHONE,
  };
}

/** An address the portal gives out (to the card gateway, in a message): always on PUBLIC_ORIGIN. */
export function publicUrl(path: string, env: Env = getEnv()): string {
  return new URL(path, `${env.PUBLIC_ORIGIN}/`).toString();
}
