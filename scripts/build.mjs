// `npm run build`: builds the site into a fresh folder beside the served one, and puts it in place
// only when every step has succeeded. A failed build (content the check refuses, a type of page
// that no longer renders, a budget exceeded) leaves the last good site where it was, whole, so a
// server running on it (`npm start`, a host serving the folder) goes on serving it.
//
// First the content check, the one `npm run content:check` runs (decision 0037): content it refuses
// never reaches Vite, and the build prints exactly the check's lines (file › record › field:
// what is wrong), no stack trace or page; in GitHub Actions the check also writes them into the
// job's summary, which the pull request's check shows. Then the steps, each run with BUILD_DIR naming
// the fresh folder:
//   react-router build (prerenders every page), the islands (the browser's scripts), the search index, the content editor, postbuild.
// The swap is two renames in one folder: the served folder moves aside and the fresh one takes its
// name, then the old one is removed. Between the renames, a few microseconds, there is no folder;
// scripts/serve.mjs answers that moment as it answers a missing build (decision 0024), and a host
// never sees it, since it is sent the finished folder (decision 0031).
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const target = path.resolve(root, process.env.BUILD_DIR ?? "build");
const fresh = `${target}.next`;
const previous = `${target}.previous`;

/**
 * The project's own copy of a command-line tool, so the build runs the same outside npm.
 * @param {string} name
 */
const bin = (name) => path.join(root, "node_modules", ".bin", name);

/**
 * The build's steps: each a command, run from the project's root.
 * @type {[string, ...string[]][]}
 */
const steps = [
  [bin("react-router"), "build"],
  [bin("vite"), "build", "--config", "vite.islands.config.ts", "--logLevel", "warn"],
  [bin("tsx"), "scripts/build-search-index.ts"],
  [bin("tsx"), "scripts/build-editor.ts"],
  [process.execPath, "scripts/postbuild.mjs"],
];

// What an earlier build stopped halfway through (the machine turned off) left behind: a fresh
// folder is dropped; a last good site moved aside but not yet replaced is put back.
rmSync(fresh, { recursive: true, force: true });
if (existsSync(previous) && !existsSync(target)) renameSync(previous, target);
rmSync(previous, { recursive: true, force: true });

const unchanged = () =>
  existsSync(target)
    ? `The site in ${path.relative(root, target)}/ is unchanged: the last good build is still there.`
    : `There is no earlier build in ${path.relative(root, target)}/.`;

// CONTENT_DIR, if set, names the folder checked instead of content/ (app/content/load.server.ts).
const check = spawnSync(bin("tsx"), ["scripts/content-check.ts"], {
  cwd: root,
  stdio: ["ignore", "ignore", "pipe"],
  encoding: "utf8",
});
if (check.status !== 0) {
  // Exit code 1 is a refusal, in the check's words; anything else is the check failing to run.
  process.stderr.write(check.stderr ?? "");
  if (check.status === 1) {
    console.error(`\nbuild: the content was refused, so nothing was built. ${unchanged()}`);
  } else {
    const why = check.error?.message ?? (check.signal ? `stopped by ${check.signal}` : `exit code ${check.status}`);
    console.error(`\nbuild: the content check did not run (${why}). ${unchanged()}`);
  }
  process.exit(1);
}

for (const [command, ...args] of steps) {
  const { status, signal, error } = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: path.relative(root, fresh) },
  });
  if (status === 0) continue;
  rmSync(fresh, { recursive: true, force: true });
  const why = error ? error.message : signal ? `stopped by ${signal}` : `exit code ${status}`;
  const kept = unchanged();
  const step = [path.basename(command), ...args].join(" ");
  console.error(`\nbuild: failed at \`${step}\` (${why}). ${kept}`);
  process.exit(status || 1);
}

if (existsSync(target)) renameSync(target, previous);
renameSync(fresh, target);
rmSync(previous, { recursive: true, force: true });
console.log(`build: the new site is in ${path.relative(root, target)}/.`);
