import { afterEach, vi } from "vitest";
import { refuseLiveContent } from "./content-guard";

// Tests of code read tests/content (vitest.config.ts sets CONTENT_DIR to it), never content/.
refuseLiveContent();

// A console.error during a unit test (a React warning, a failed prop type) fails that test.
// A file that shares its worker's modules (vitest.config.ts) runs this again after the last: the
// clock and console it leaves are put back, and console.error is wrapped once.
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});
const wrapped = Symbol.for("jade.console-error-throws");
if (!(wrapped in console.error)) {
  const originalError = console.error;
  console.error = Object.assign(
    (...args: unknown[]) => {
      originalError(...args);
      throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
    },
    { [wrapped]: true },
  );
}
