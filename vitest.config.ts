import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { imagetools } from "vite-imagetools";
import { contentPlugin } from "./app/pipeline/vite-plugin.server";

// Separate from vite.config.ts: the React Router plugin there is for the app build, not tests.
// The tests that serve the built site (`*.built.test.ts`) run after the build with their own
// config, vitest.built.config.ts (decision 0040).
export default defineConfig({
  plugins: [contentPlugin(), imagetools({ removeMetadata: true })],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    exclude: [...configDefaults.exclude, "**/*.built.test.ts"],
    setupFiles: ["./tests/support/vitest-setup.ts"],
    // A worker per core. Vitest's default keeps one core for its main process, which is mostly
    // idle here, while many tests wait on a process they start (content:check, the midnight build)
    // or a server's timeout: on the 2-core machine its one worker left the other core idle, and
    // the unit tests took 280-305 s against 183 s with two (decision 0042).
    maxWorkers: availableParallelism(),
    // It imports its schema JSON without an import attribute, which Node refuses: Vite bundles it.
    server: { deps: { inline: ["@actions/workflow-parser"] } },
  },
});
