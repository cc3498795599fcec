import { existsSync, readdirSync } from "node:fs";

import type { VitePluginConfig } from "@remix-run/dev";
import type { DefineRoutesFunction } from "@remix-run/dev/dist/config/routes";

/**
 * Each application step is a feature folder, app/steps/<step>/: its screen
 * (`route.tsx`: loader, action, view), its schema and its choices, found
 * together. Every folder with a route.tsx is served at
 * /z/:uuid/pay-later/application/<step> inside the paylater layout, so adding a
 * step is its registry entry (app/domain/steps.ts) and its folder (decision 0021).
 */
function stepRoutes(defineRoutes: DefineRoutesFunction) {
  const steps = readdirSync("app/steps", { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`app/steps/${entry.name}/route.tsx`))
    .map((entry) => entry.name);
  const routes = defineRoutes((route) => {
    for (const step of steps) {
      route(`z/:uuid/pay-later/application/${step}`, `steps/${step}/route.tsx`, { id: `steps/${step}` });
    }
  });
  // defineRoutes nests under root; these pages sit in the paylater layout (app/routes/_paylater.tsx).
  for (const definition of Object.values(routes)) definition.parentId = "routes/_paylater";
  return routes;
}

/**
 * What remix.config.js held before the Vite compiler (decision 0289): Remix's own
 * options, given to its Vite plugin (vite.config.ts) and read by the route-matching
 * test (tests/integration/route-matching.test.ts).
 */
export const remixOptions = {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  routes: stepRoutes,
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_lazyRouteDiscovery: true,
    v3_relativeSplatPath: true,
    v3_singleFetch: true,
    v3_throwAbortReason: true,
  },
} satisfies VitePluginConfig;
