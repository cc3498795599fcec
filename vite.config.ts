import { fileURLToPath } from "node:url";

import { vitePlugin as remix } from "@remix-run/dev";
import license from "rollup-plugin-license";
import { defineConfig } from "vite";

import { remixOptions } from "./remix-options";
import { chunkOf } from "./scripts/chunks";

/**
 * The build (decision 0289): Remix's Vite plugin, Rollup underneath. The server build
 * is build/server/index.js (server.ts imports it); the browser's files are in
 * build/client/_assets, served at /build/_assets/ as the classic compiler's were at
 * /build/ (app/services/portal-app.server.ts), each with its .gz and .br copy
 * (scripts/precompress.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: "/build/",
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // The libraries' licence comments stay out of the scripts every page fetches; the
  // licences are written beside the build instead (rollup-plugin-license, below).
  esbuild: { legalComments: "none" },
  build: {
    assetsDir: "_assets",
    // The portal serves public/ itself (favicon.ico); the build holds only its own files.
    copyPublicDir: false,
    // No <link rel="modulepreload"> from a lazy import's helper either: the document
    // has none (patches/@remix-run+react+2.17.5.patch), and a lazy module's imports
    // are fetched when it is.
    modulePreload: false,
    rollupOptions: isSsrBuild
      ? // One server module, build/server/index.js, as the classic compiler wrote: the lazy
        // components' code is in it too, and app/services/stylesheets.server.ts finds the
        // browser's files beside it.
        { output: { inlineDynamicImports: true } }
      : {
          output: {
            // Grouped by who uses the code (scripts/chunks.ts), not one chunk per set of routes.
            manualChunks: chunkOf,
          },
        },
  },
  plugins: [
    remix(remixOptions),
    ...(isSsrBuild
      ? []
      : [
          license({
            thirdParty: {
              includePrivate: false,
              output: { file: fileURLToPath(new URL("./build/client/_assets/LICENSES.txt", import.meta.url)) },
            },
          }),
        ]),
  ],
}));
