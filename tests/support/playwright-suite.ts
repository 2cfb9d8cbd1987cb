import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium, findHeadlessShell, wholeBrowser } from "./chromium";

/**
 * One browser suite against one built site, served by scripts/serve.mjs exactly as `npm start`
 * serves it: the tests of code (playwright.config.ts, the tests' own content) or the checks of the
 * live content (playwright.live.config.ts). Each names its content set and build in the
 * environment first, so the specs and their helpers (tests/support/site.ts) read the content the
 * site was built from: Playwright's workers inherit it.
 */
export function suiteConfig(options: {
  testDir: string;
  testMatch: string[];
  contentDir: string;
  buildDir: string;
  port: number;
}) {
  process.env.CONTENT_DIR ??= options.contentDir;
  process.env.BUILD_DIR ??= options.buildDir;
  const port = Number(process.env.E2E_PORT ?? options.port);
  return defineConfig({
    testDir: options.testDir,
    // One folder per port, so parallel runs on one machine (E2E_PORT, BUILD_DIR) keep their own results.
    outputDir: `test-results/${port}`,
    testMatch: options.testMatch,
    fullyParallel: true,
    workers: 2,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    reporter: [["list"], ["./tests/support/summary-reporter.ts"]],
    use: {
      ...devices["Desktop Chrome"],
      channel: undefined,
      baseURL: `http://127.0.0.1:${port}`,
      // No trace is recorded: writing one for every test cost 14% of the per-page checks' time,
      // and a failure here reproduces (the suite has no flaky tests), so rerun it with `--trace on`.
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
      command: `node scripts/serve.mjs --port ${port} --dir ${process.env.BUILD_DIR}/client`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
  });
}
