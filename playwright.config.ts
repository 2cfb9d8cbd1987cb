import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * Browser tests run against the built, prerendered site served by scripts/serve.mjs exactly as
 * `npm start` serves it (run `npm run build` first; `npm test` does).
 */
export default defineConfig({
  testDir: "tests",
  // One folder per port, so parallel runs on one machine (E2E_PORT, BUILD_DIR) keep their own results.
  outputDir: `test-results/${port}`,
  testMatch: ["e2e/**/*.spec.ts", "a11y/**/*.spec.ts"],
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"], ["./tests/support/summary-reporter.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
