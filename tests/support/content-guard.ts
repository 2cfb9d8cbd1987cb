/**
 * Tests of code read the tests' own content set, tests/content, never the association's content/,
 * which staff change every week (docs/decisions/0044). `refuseLiveContent()` makes every read of
 * a path under content/ through Node's fs throw, naming the path and what to read instead. It runs
 * in every unit test's worker (tests/support/vitest-setup.ts) and in the browser tests of code
 * (playwright.config.ts); the checks of the live content (tests/live/, scripts/content-change.ts)
 * are the only tests that read content/, and they do not install it.
 */
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The association's content folder, which tests of code must not read. */
export const liveContentDir = path.resolve(import.meta.dirname, "../../content");
/** The tests' own content set. */
export const testContentDir = path.resolve(import.meta.dirname, "../content");

/** The message of a refused read. */
export const refusal = (file: string) =>
  `A test of code read ${path.relative(process.cwd(), file) || file}, in the association's content/, which staff change: ` +
  `read the tests' own set, tests/content (loadContent() and contentDirectory() follow CONTENT_DIR, set to it), ` +
  `or put a check of the live content in tests/live/ (docs/decisions/0044).`;

/** Whether a path argument of fs names content/ or a file under it. */
function isLive(argument: unknown): string | undefined {
  let file: string;
  if (typeof argument === "string") file = argument;
  else if (argument instanceof URL && argument.protocol === "file:") file = fileURLToPath(argument);
  else if (Buffer.isBuffer(argument)) file = argument.toString();
  else return undefined;
  const resolved = path.resolve(file);
  return resolved === liveContentDir || resolved.startsWith(liveContentDir + path.sep)
    ? resolved
    : undefined;
}

/** fs's functions that take a path first, synchronous, callback and promise forms. */
const pathFunctions = [
  "access",
  "cp",
  "createReadStream",
  "exists",
  "lstat",
  "open",
  "opendir",
  "readdir",
  "readFile",
  "readlink",
  "realpath",
  "stat",
  "statfs",
  "watch",
  "watchFile",
];
const installed = Symbol.for("jade.refuseLiveContent");

/** Makes every read of content/ through Node's fs throw. Safe to call more than once. */
export function refuseLiveContent() {
  const target = fs as unknown as Record<string | symbol, unknown>;
  if (target[installed]) return;
  target[installed] = true;
  const wrap = (owner: Record<string, unknown>, name: string, promised = false) => {
    const original = owner[name];
    if (typeof original !== "function") return;
    const wrapped = function (this: unknown, ...args: unknown[]) {
      const live = isLive(args[0]) ?? (name === "cp" ? isLive(args[1]) : undefined);
      // A promise's refusal is a rejected promise, as its other errors are.
      if (live && promised) return Promise.reject(new Error(refusal(live)));
      if (live) throw new Error(refusal(live));
      return (original as (...rest: unknown[]) => unknown).apply(this, args);
    };
    // What hangs on the function stays (realpathSync.native, which Vite calls, is wrapped too).
    Object.assign(wrapped, original);
    owner[name] = wrapped;
    if ("native" in original) wrap(wrapped as unknown as Record<string, unknown>, "native");
  };
  const sync = fs as unknown as Record<string, unknown>;
  const promises = fs.promises as unknown as Record<string, unknown>;
  for (const name of pathFunctions) {
    wrap(sync, name);
    wrap(sync, `${name}Sync`);
    wrap(promises, name, true);
  }
  // `import { readFileSync } from "node:fs"` binds to the ESM exports: bring them up to date.
  syncBuiltinESMExports();
}
