import { defineConfig, devices } from "@playwright/test";
import {
  chromiumArgs,
  findChromium,
  findHeadlessShell,
  wholeBrowser,
} from "./tests/support/chromium";

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
    ...devices["Desktop Chrome"],
    channel: undefined,
    baseURL: `http://127.0.0.1:${port}`,
    // No trace is recorded: writing one for every test cost 14% of the per-page checks' time, and
    // a failure here reproduces (the suite has no flaky tests), so rerun it with `--trace on`.
    trace: "off",
  },
  // Chromium's headless shell for most tests, the whole browser for those tagged as needing it
  // (tests/support/chromium.ts, docs/decisions/0028-a-faster-browser-suite.md).
  projects: [
    {
      name: "chromium",
      grepInvert: new RegExp(wholeBrowser),
      use: { launchOptions: { executablePath: findHeadlessShell(), args: chromiumArgs } },
    },
    {
      name: "whole-browser",
      grep: new RegExp(wholeBrowser),
      use: { launchOptions: { executablePath: findChromium(), args: chromiumArgs } },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
