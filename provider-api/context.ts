import type { ProviderConfig } from "./config.js";
import type { Db } from "./db/database.js";

/** What every route and service needs, passed explicitly instead of imported globals. */
export interface ProviderContext {
  db: Db;
  config: ProviderConfig;
  /** Base for absolute URLs (download links), known once the server listens. */
  publicUrl: () => string;
  signingSecret: string;
  now: () => Date;
}
