import { afterEach, vi } from "vitest";
import { refuseLiveContent } from "./content-guard";

// Tests of code read tests/content (vitest.config.ts sets CONTENT_DIR to it), never content/.
refuseLiveContent();

// A console.error during a unit test (a React warning, a failed prop type) fails that test.
afterEach(() => {
  vi.restoreAllMocks();
});
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
};
