import { defineConfig } from "vitest/config";

// The tests of how the built portal runs (`npm run test:run`, after `npm run build`):
// each starts real processes from build/, so one file at a time (npm start rebuilds it).
export default defineConfig({
  test: {
    include: ["tests/run/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 60_000,
  },
});
