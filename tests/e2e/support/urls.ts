/**
 * Where the e2e servers listen (playwright.config.ts starts them). E2E_PORT_BASE
 * moves all the ports together, so two test runs on one machine don't collide.
 */
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
/** The portal the specs use, on the base port itself. @alias of E2E_PORT_BASE, which the nginx stack counts from. */
export const PORTAL_PORT = E2E_PORT_BASE;
export const PROVIDER_PORT = E2E_PORT_BASE + 1;
export const DEAD_PROVIDER_PORTAL_PORT = E2E_PORT_BASE + 2;
/** A third portal that reports to Sentry, for third-party-scrub.spec.ts. */
export const SENTRY_PORTAL_PORT = E2E_PORT_BASE + 3;
/** The Sentry stand-in that spec starts; nothing listens here outside it. */
export const SENTRY_STAND_IN_PORT = E2E_PORT_BASE + 4;
/** A portal with the lending flag off and its own provider, which first-screen.spec.ts starts. */
export const LENDING_OFF_PORTAL_PORT = E2E_PORT_BASE + 5;
export const LENDING_OFF_PROVIDER_PORT = E2E_PORT_BASE + 6;
/** A second lending-off portal and its provider, which additional-funds.spec.ts starts. */
export const ADDITIONAL_FUNDS_LENDING_OFF_PORTAL_PORT = E2E_PORT_BASE + 7;
export const ADDITIONAL_FUNDS_LENDING_OFF_PROVIDER_PORT = E2E_PORT_BASE + 8;
/** Nothing listens here: the dead-provider portal points at it. */
export const CLOSED_PORT = E2E_PORT_BASE + 9;
/** A portal whose breaker opens after a few failures and whose deadline is short, for provider-trouble.spec.ts. */
export const BREAKER_PORTAL_PORT = E2E_PORT_BASE + 10;
export const PORTAL_URL = `http://localhost:${PORTAL_PORT}`;
export const DEAD_PROVIDER_PORTAL_URL = `http://localhost:${DEAD_PROVIDER_PORTAL_PORT}`;
export const BREAKER_PORTAL_URL = `http://localhost:${BREAKER_PORTAL_PORT}`;
export const SENTRY_PORTAL_URL = `http://localhost:${SENTRY_PORTAL_PORT}`;
export const SENTRY_PROJECT_ID = "1";
export const SENTRY_STAND_IN_DSN = `http://publickey@127.0.0.1:${SENTRY_STAND_IN_PORT}/${SENTRY_PROJECT_ID}`;
export const STAFF_API_URL = `http://127.0.0.1:${PROVIDER_PORT}`;
export const STAFF_API_KEY = "test-staff-key";
