import { getEnv } from "./env.server";
import { initMonitoring } from "./monitoring.server";

/**
 * Imported by server.ts before the Remix build, so Sentry wraps everything after it.
 * Sentry's Remix tracing patches @remix-run/server-runtime when it initialises, so
 * server traces need this to run before anything imports that package: preload it
 * (`tsx --import ./app/services/instrument.server.ts server.ts`, Sentry's setup for
 * an ES module server; the e2e Sentry portal runs so). server.ts's own import then
 * finds it already evaluated. Whatever is sent is scrubbed (decision 0102).
 */
const env = getEnv();
if (env.SENTRY_DSN) {
  await initMonitoring({ dsn: env.SENTRY_DSN, environment: env.APP_ENV, providerUrl: env.PROVIDER_API_URL });
}
