import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { imagetools } from "vite-imagetools";
import { contentPlugin } from "./app/pipeline/vite-plugin.server";
import { filesNeedingTheirOwnGraph } from "./tests/support/own-graph";

/**
 * Tests of code read the tests' own content set, never content/, which staff change every week
 * (decision 0044): the content plugin serves it, and CONTENT_DIR points every loader, script and
 * build a test starts at it. tests/support/vitest-setup.ts refuses a read of content/.
 */
const testContentDir = new URL("./tests/content", import.meta.url).pathname;

/** The folders of the unit tests, each searched for `*.test.ts` (and `.tsx` in app/). */
const testDirs = ["app", "scripts", "tools", "tests/support"];
const include = testDirs.map((dir) => `${dir}/**/*.test.${dir === "app" ? "{ts,tsx}" : "ts"}`);
const exclude = [...configDefaults.exclude, "**/*.built.test.ts"];

/**
 * Files that mock, stub or write the environment get a module graph of their own; the rest share
 * their worker's, so each module is imported once per worker, not once per file (decision 0056:
 * the unit tests took 184 s with every file on its own, 160 s so).
 */
const ownGraph = filesNeedingTheirOwnGraph(import.meta.dirname, testDirs);

// Separate from vite.config.ts, which is dev's server of the pages (scripts/build/pages.ts).
// The tests that serve the built site (`*.built.test.ts`) run after the build with their own
// config, vitest.built.config.ts (decision 0040).
export default defineConfig({
  plugins: [contentPlugin(testContentDir), imagetools({ removeMetadata: true })],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "shared", include, exclude: [...exclude, ...ownGraph], isolate: false },
      },
      { extends: true, test: { name: "own graph", include: ownGraph } },
    ],
    setupFiles: ["./tests/support/vitest-setup.ts"],
    // What a test's fixtures are refused for is nobody's to read: not the job's summary on
    // GitHub, nor CHECK_WORDS, which a failed publish's issue quotes to staff
    // (app/pipeline/check-summary.server.ts). A test that reads them sets its own.
    env: { CONTENT_DIR: testContentDir, GITHUB_STEP_SUMMARY: "", CHECK_WORDS: "" },
    // A worker per core. Vitest's default keeps one core for its main process, which is mostly
    // idle here, while many tests wait on a process they start (content:check, the midnight build)
    // or a server's timeout: on the 2-core machine its one worker left the other core idle, and
    // the unit tests took 280-305 s against 183 s with two (decision 0042).
    maxWorkers: availableParallelism(),
    // A test that hangs still fails, but a busy machine (a build or a browser suite beside it, a
    // spawned tsx taking 6 s to start) does not fail a test: Vitest's 5 s did.
    testTimeout: 60_000,
    // It imports its schema JSON without an import attribute, which Node refuses: Vite bundles it.
    server: { deps: { inline: ["@actions/workflow-parser"] } },
  },
});
