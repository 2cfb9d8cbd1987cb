import { defineConfig } from "vitest/config";

// Set here, not in test.env: the global setup, which serves the build, runs outside the workers.
process.env.BUILD_DIR ??= "build-tests";

/**
 * `npm run test:engines`, after `npm run build:tests`: what can differ between engines, in
 * Chromium, Firefox ESR and WebKitGTK (tests/engines, decision 0048). One file per engine, two at
 * a time (the machines have two cores); each drives its browser through tests/engines/drivers.ts.
 */
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: [process.env.ENGINES_ONLY ?? "tests/engines/*.test.ts"],
    globalSetup: ["./tests/engines/global-setup.ts"],
    setupFiles: ["./tests/support/vitest-setup.ts"],
    env: {
      CONTENT_DIR: new URL("./tests/content", import.meta.url).pathname,
      BUILD_DIR: process.env.BUILD_DIR,
    },
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
