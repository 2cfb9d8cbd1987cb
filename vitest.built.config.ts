import { defineConfig } from "vitest/config";

// `npm run test:built`, after the build: the tests that serve the built site without a browser
// (`*.built.test.ts`: npm start's server, the generated nginx config, a failed build; decision
// 0040). No content plugin: they read the build and the content files as they are.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["scripts/**/*.built.test.ts"],
    setupFiles: ["./tests/support/vitest-setup.ts"],
    // The site built from the tests' own content (npm run build:tests), as the browser tests of
    // code read it (decision 0044).
    env: {
      CONTENT_DIR: new URL("./tests/content", import.meta.url).pathname,
      BUILD_DIR: process.env.BUILD_DIR ?? "build-tests",
      // As vitest.config.ts: a fixture's refusal reaches no summary and no failed publish's issue.
      GITHUB_STEP_SUMMARY: "",
      CHECK_WORDS: "",
    },
    // Mostly waiting on servers (a timeout of 10 s, a build): all the files at once, each test
    // given Playwright's 30 s, as the busiest send a few hundred requests.
    maxWorkers: 3,
    testTimeout: 30_000,
  },
});
