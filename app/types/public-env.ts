/** Where the portal runs: chooses the analytics and error-reporting environment. */
export const APP_ENVS = ["qa", "sandbox", "production"] as const;

/**
 * The only configuration the browser sees (window.ENV, written by the root from
 * env.server.ts's publicEnv). A neutral module, so browser code can name its
 * type without importing a server module.
 */
export interface PublicEnv {
  APP_ENV: (typeof APP_ENVS)[number];
  PRODUCT_NAME: string;
  TAG_MANAGER_ID: string | null;
  SENTRY_DSN: string | null;
  SUPPORT_EMAIL: string;
  SUPPORT_PHONE: string;
}
