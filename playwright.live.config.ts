import { suiteConfig } from "./tests/support/playwright-suite";

/**
 * The checks of the live content in a browser (tests/live/*.spec.ts): every page renders clean,
 * axe finds nothing, links resolve, the budgets hold, each widget works with what the content
 * holds. They expect only what they compute from the content as loaded, so they hold for any valid
 * content: content/ built into build/ by default, or the set CONTENT_DIR and BUILD_DIR name (the
 * next season's, scripts/next-season.ts). `npm run check:content` runs them (decision 0044).
 */
export default suiteConfig({
  testDir: "tests/live",
  testMatch: ["**/*.spec.ts"],
  contentDir: "content",
  buildDir: "build",
  port: 4180,
});
