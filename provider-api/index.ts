import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { createApp } from "./app.js";
import { type ProviderApiOptions, resolveConfig } from "./config.js";
import type { ProviderContext } from "./context.js";
import { openDatabase } from "./db/database.js";
import { signingSecret } from "./repositories/settings.js";
import { seedLender } from "./seed/lender.js";
import { seedRepresentatives } from "./seed/representatives.js";
import { type DemoLink, seedDemoData } from "./seed/seed.js";

export type { ProviderApiOptions } from "./config.js";
export type { DemoLink } from "./seed/seed.js";

export interface RunningProviderApi {
  url: string;
  port: number;
  demoLinks: DemoLink[];
  close(): Promise<void>;
}

/** Opens the database (migrating it), seeds demo data when empty, and listens. */
export async function startProviderApi(options: ProviderApiOptions = {}): Promise<RunningProviderApi> {
  const config = resolveConfig(options);
  const db = await openDatabase(config.dbFile);
  let publicUrl = config.publicUrl ?? "";
  const ctx: ProviderContext = {
    db,
    config,
    publicUrl: () => publicUrl,
    signingSecret: await signingSecret(db),
    now: () => new Date(),
  };
  const demoLinks = await seedDemoData(db, { onlyWhenEmpty: true, enabled: config.seedDemoData, now: ctx.now() });
  if (config.seedDemoData) {
    await seedRepresentatives(db, ctx.now());
    await seedLender(db);
  }

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = createApp(ctx).listen(config.port, config.host, () => resolve(listening));
    listening.once("error", reject);
  }).catch(async (error) => {
    await db.destroy();
    throw error;
  });
  server.keepAliveTimeout = 5_000;
  const port = (server.address() as AddressInfo).port;
  const hostForUrl = config.host.includes(":") ? `[${config.host}]` : config.host;
  const url = `http://${hostForUrl}:${port}`;
  if (!config.publicUrl) publicUrl = url;

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    demoLinks,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }).then(() => db.destroy());
      return closing;
    },
  };
}
