import { z } from "zod";

import { isValidTagManagerId } from "~/domain/analytics";
import { APP_ENVS, type PublicEnv } from "~/types/public-env";

const DEV_SESSION_SECRET = "development-only-session-secret-change-me";

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    APP_ENV: z.enum(APP_ENVS).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PROVIDER_API_URL: z.string().url("PROVIDER_API_URL must be an absolute URL such as https://api.example.com").optional(),
    PROVIDER_API_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
    // Newest first, comma-separated: the first seals new cookies, every one still opens
    // the cookies it sealed, so a secret is rotated without sending anyone back to the start.
    SESSION_SECRET: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((secret) => secret.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string().min(32, "SESSION_SECRET must be at least 32 characters each (e.g. `openssl rand -hex 32`)"))
          .min(1, "SESSION_SECRET must name at least one secret"),
      )
      .optional(),
    PRODUCT_NAME: z.string().trim().min(1).max(60).default("Fund Request Portal"),
    TAG_MANAGER_ID: z
      .string()
      .refine(isValidTagManagerId, "TAG_MANAGER_ID must look like GTM-XXXXXXX or G-XXXXXXXXXX")
      .optional(),
    GA4_API_SECRET: z.string().min(1).optional(),
    SENTRY_DSN: z.string().url("SENTRY_DSN must be the DSN URL shown in Sentry").optional(),
    /** The share of server requests traced (decision 0260); errors are reported whatever it is. */
    SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
    SUPPORT_EMAIL: z.string().email().default("support@fundrequest.com.au"),
    SUPPORT_PHONE: z
      .string()
      .regex(/^\+?[0-9 ]{6,20}$/, "SUPPORT_PHONE must be digits and spaces, e.g. 1300 000 000")
      .default("1300 386 377"),
    TRUST_PROXY: z.string().default("loopback"),
    PUBLIC_ORIGIN: z
      .string()
      .url("PUBLIC_ORIGIN must be the portal's public origin, such as https://pay.example.com.au")
      .refine((value) => {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value.replace(/\/$/, "");
      }, "PUBLIC_ORIGIN must be an origin only (scheme, host and port), such as https://pay.example.com.au")
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.PUBLIC_ORIGIN) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["PUBLIC_ORIGIN"],
        message: "PUBLIC_ORIGIN is required when NODE_ENV=production (the address payers open, e.g. https://pay.example.com.au)",
      });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET is required when NODE_ENV=production",
      });
    }
  });

export type Env = Omit<z.infer<typeof schema>, "SESSION_SECRET"> & {
  /** The session secrets, newest first. */
  SESSION_SECRETS: string[];
  PUBLIC_ORIGIN: string;
};

/** Empty strings count as unset, so `.env` files can keep a blank line per key. */
function withoutBlanks(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(withoutBlanks(source));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const { SESSION_SECRET, ...checked } = result.data;
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
  if (!cached) {
    cached = parseEnv(process.env);
    if (cached.SESSION_SECRETS[0] === DEV_SESSION_SECRET) {
      console.warn("[env] SESSION_SECRET is not set: using a development-only default. Set it before deploying.");
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
  cached = { ...getEnv(), PROVIDER_API_URL: z.string().url().parse(url) };
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
