import { refuseLiveContent } from "./tests/support/content-guard";
import { suiteConfig } from "./tests/support/playwright-suite";

/**
 * The browser tests of code (`npm run test:e2e`): the site built from the tests' own content,
 * tests/content, into build-tests/ (`npm run build:tests`; `npm test` does both), which nobody
 * edits but us, so a test may expect its exact values. They never read content/: the guard below
 * refuses it, in the runner and in every worker. The live content's checks are
 * playwright.live.config.ts (decision 0044).
 */
refuseLiveContent();

export default suiteConfig({
  testDir: "tests/e2e",
  testMatch: ["**/*.spec.ts"],
  contentDir: "tests/content",
  buildDir: "build-tests",
  port: 4173,
});
