import { getEnv } from "./env.server";
import { initMonitoring } from "./monitoring.server";
import { release } from "./release.server";

/**
 * Starts error reporting, and tracing when SENTRY_TRACES_SAMPLE_RATE asks for it
 * (Sentry, only with SENTRY_DSN; decision 0295). server.ts calls it through the
 * build's entry once the environment is complete (the embedded provider's address
 * included) and before the portal's request handler is made: when tracing, Sentry's
 * Remix tracing replaces @remix-run/server-runtime's createRequestHandler as it
 * initialises, and remix-handler.server.ts takes that function when the handler is
 * made, so every request is traced under its route (decision 0210). Whatever is sent
 * is scrubbed (decision 0102).
 */
export async function startMonitoring(): Promise<void> {
  const env = getEnv();
  if (env.SENTRY_DSN) {
    await initMonitoring({
      dsn: env.SENTRY_DSN,
      environment: env.APP_ENV,
      release: release(),
      providerUrl: env.PROVIDER_API_URL,
      tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE,
    });
  }
}
