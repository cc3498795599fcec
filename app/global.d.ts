import type { PublicEnv } from "./types/public-env";

declare global {
  interface Window {
    /** The allow-listed configuration the root document writes (publicEnv). */
    ENV: PublicEnv;
    dataLayer?: unknown[];
    /** Defined by the GA4 bootstrap only when a G- id is configured. */
    gtag?: (...args: unknown[]) => void;
  }
}

export {};
