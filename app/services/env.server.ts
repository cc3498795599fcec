import * as v from "valibot";

import { isValidTagManagerId } from "~/domain/analytics";
import { fieldPath } from "~/domain/form-schema";
import { APP_ENVS, type PublicEnv } from "~/types/public-env";

const DEV_SESSION_SECRET = "development-only-session-secret-change-me";

/** A whole number read from its text, within bounds, with its default. */
function wholeNumber(min: number, max: number, fallback: number) {
  return v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(min), v.maxValue(max)), String(fallback));
}

const schema = v.pipe(
  v.object({
    NODE_ENV: v.optional(v.picklist(["development", "production", "test"]), "development"),
    APP_ENV: v.optional(v.picklist(APP_ENVS), "production"),
    PORT: wholeNumber(0, 65535, 3000),
    PROVIDER_API_URL: v.optional(
      v.pipe(v.string(), v.url("PROVIDER_API_URL must be an absolute URL such as https://api.example.com")),
    ),
    PROVIDER_API_PORT: wholeNumber(0, 65535, 3001),
    PROVIDER_TIMEOUT_MS: wholeNumber(100, 60_000, 8000),
    // Newest first, comma-separated: the first seals new cookies, every one still opens
    // the cookies it sealed, so a secret is rotated without sending anyone back to the start.
    SESSION_SECRET: v.optional(
      v.pipe(
        v.string(),
        v.transform((value) =>
          value
            .split(",")
            .map((secret) => secret.trim())
            .filter(Boolean),
        ),
        v.array(
          v.pipe(v.string(), v.minLength(32, "SESSION_SECRET must be at least 32 characters each (e.g. `openssl rand -hex 32`)")),
        ),
        v.minLength(1, "SESSION_SECRET must name at least one secret"),
      ),
    ),
    PRODUCT_NAME: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)), "Fund Request Portal"),
    TAG_MANAGER_ID: v.optional(
      v.pipe(
        v.string(),
        v.check((value) => isValidTagManagerId(value), "TAG_MANAGER_ID must look like GTM-XXXXXXX or G-XXXXXXXXXX"),
      ),
    ),
    GA4_API_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
    SENTRY_DSN: v.optional(v.pipe(v.string(), v.url("SENTRY_DSN must be the DSN URL shown in Sentry"))),
    /** The share of server requests traced; 0, the default, traces none (decision 0283). Errors are reported whatever it is. */
    SENTRY_TRACES_SAMPLE_RATE: v.optional(v.pipe(v.string(), v.toNumber(), v.minValue(0), v.maxValue(1)), "0"),
    SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.email()), "support@fundrequest.com.au"),
    SUPPORT_PHONE: v.optional(
      v.pipe(v.string(), v.regex(/^\+?[0-9 ]{6,20}$/, "SUPPORT_PHONE must be digits and spaces, e.g. 1300 000 000")),
      "1300 386 377",
    ),
    TRUST_PROXY: v.optional(v.string(), "loopback"),
    // How the process runs (docs/operations.md names each with its default and why).
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
    LOG_LEVEL: v.optional(v.picklist(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
    /** json, one line per event; pretty, for a person reading the demo's terminal. */
    LOG_FORMAT: v.optional(v.picklist(["json", "pretty"]), "json"),
    /** The build's name in logs, metrics and error reports (a git sha, a tag). */
    RELEASE: v.optional(
      v.pipe(v.string(), v.trim(), v.regex(/^[\w.+@/-]{1,200}$/, "RELEASE must be a word such as 1.4.2 or a git sha")),
    ),
    /** Origins besides the provider's that a form may post to (a real card gateway, a signing service), comma-separated. */
    FORM_ACTION_ORIGINS: v.optional(v.string(), ""),
    /** Prometheus metrics at /metrics on their own listener, never the public one; 0 any free port. */
    METRICS_PORT: wholeNumber(0, 65535, 9464),
    METRICS_HOST: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), "127.0.0.1"),
    PUBLIC_ORIGIN: v.optional(
      v.pipe(
        v.string(),
        v.url("PUBLIC_ORIGIN must be the portal's public origin, such as https://pay.example.com.au"),
        v.check((value) => {
          const url = new URL(value);
          return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value.replace(/\/$/, "");
        }, "PUBLIC_ORIGIN must be an origin only (scheme, host and port), such as https://pay.example.com.au"),
      ),
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const env = dataset.value;
    if (env.NODE_ENV === "production" && !env.PUBLIC_ORIGIN) {
      addIssue({
        path: fieldPath(env, "PUBLIC_ORIGIN"),
        message: "PUBLIC_ORIGIN is required when NODE_ENV=production (the address payers open, e.g. https://pay.example.com.au)",
      });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      addIssue({ path: fieldPath(env, "SESSION_SECRET"), message: "SESSION_SECRET is required when NODE_ENV=production" });
    }
  }),
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

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = v.safeParse(schema, withoutBlanks(source));
  if (!result.success) {
    const lines = result.issues.map((issue) => `  - ${v.getDotPath(issue) ?? ""}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const { SESSION_SECRET, ...checked } = result.output;
  return {
    ...checked,
    SESSION_SECRETS: SESSION_SECRET ?? [DEV_SESSION_SECRET],
    // Every URL the portal gives out starts here, never from a request's Host header (decision 0100).
    PUBLIC_ORIGIN: new URL(checked.PUBLIC_ORIGIN ?? `http://localhost:${checked.PORT}`).origin,
  };
}

let cached: Env | undefined;

/** The checked environment, parsed once per process. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** What a checked environment allows but an operator should hear of; the logger says it once, as it starts. */
export function environmentWarnings(env: Env): string[] {
  return env.SESSION_SECRETS[0] === DEV_SESSION_SECRET
    ? ["SESSION_SECRET is not set: using a development-only default. Set it before deploying."]
    : [];
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
