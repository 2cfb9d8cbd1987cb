import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { imagetools } from "vite-imagetools";
import { contentPlugin } from "./app/pipeline/vite-plugin.server";

/**
 * Tests of code read the tests' own content set, never content/, which staff change every week
 * (decision 0044): the content plugin serves it, and CONTENT_DIR points every loader, script and
 * build a test starts at it. tests/support/vitest-setup.ts refuses a read of content/.
 */
const testContentDir = new URL("./tests/content", import.meta.url).pathname;

const include = [
  "app/**/*.test.{ts,tsx}",
  "scripts/**/*.test.ts",
  "tools/**/*.test.ts",
  "tests/support/**/*.test.ts",
];
const exclude = [...configDefaults.exclude, "**/*.built.test.ts"];

/**
 * A test file that changes what every module of its worker sees: mocks a module, stubs a global or
 * a variable of the environment, resets the modules, or writes process.env. Such a file gets a
 * module graph of its own; the rest share their worker's, so each module is imported once per
 * worker, not once per file (decision 0056: 184 s to 152 s for the unit tests). Found by reading
 * the files, so a new one is never left sharing.
 */
export const changesItsWorker =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\b|process\.env\.\w+ *(\?\?|\|\|)?=[^=]|delete process\.env|process\.chdir/;
const ownGraph = ["app", "scripts", "tools", "tests/support"]
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`),
  )
  .filter(
    (file) =>
      /\.test\.tsx?$/.test(file) &&
      !file.endsWith(".built.test.ts") &&
      changesItsWorker.test(readFileSync(file, "utf8")),
  );

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
