import { defineConfig } from "vitest/config";

// The checks of the live content that open no page (tests/live/*.test.ts, decision 0044). They hold
// for any valid content, and read the content set CONTENT_DIR names, else content/:
// `npm run check:content` runs them beside the browser checks of tests/live/.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: { include: ["tests/live/**/*.test.ts"] },
});
