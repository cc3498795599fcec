import { limitUserProperties, maskLinkTokens } from "~/domain/analytics";
import { timeLimit } from "./abort-signals.server";
import { getEnv } from "./env.server";
import { log } from "./log.server";

type EventParams = Record<string, string | number | boolean | null | undefined>;

function masked(params: EventParams): EventParams {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, typeof value === "string" ? maskLinkTokens(value) : value]),
  );
}

/**
 * Server-side analytics (docs/SPEC.md 7: invoice views, application actions), so payers
 * without JavaScript count too. Always a JSON log line; also GA4's Measurement
 * Protocol when a G- id and its API secret are configured. Link uuids never leave.
 */
export async function trackEvent(
  name: string,
  params: EventParams = {},
  clientId = "portal-server",
  requestId?: string,
): Promise<void> {
  const safe = limitUserProperties(masked(params)) as EventParams;
  // The event's own fields under `params`: none can overwrite the line's (time, level, event, reqId).
  log().info({ reqId: requestId, event: name, params: safe }, "analytics event");
  const env = getEnv();
  if (!env.TAG_MANAGER_ID?.startsWith("G-") || !env.GA4_API_SECRET) return;
  const url = new URL("https://www.google-analytics.com/mp/collect");
  url.searchParams.set("measurement_id", env.TAG_MANAGER_ID);
  url.searchParams.set("api_secret", env.GA4_API_SECRET);
  const limit = timeLimit(2000);
  try {
    await fetch(url, {
      method: "POST",
      body: JSON.stringify({ client_id: clientId, events: [{ name, params: safe }] }),
      signal: limit.signal,
    });
  } catch (error) {
    log().warn({ reqId: requestId, event: name, err: error }, "analytics event not sent to GA4");
  } finally {
    limit.release();
  }
}
