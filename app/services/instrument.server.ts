import { getEnv } from "./env.server";
import { initMonitoring } from "./monitoring.server";

/** Imported by server.ts before the Remix build, so Sentry wraps everything after it. */
const env = getEnv();
if (env.SENTRY_DSN) {
  await initMonitoring({ dsn: env.SENTRY_DSN, environment: env.APP_ENV, providerUrl: env.PROVIDER_API_URL });
}
