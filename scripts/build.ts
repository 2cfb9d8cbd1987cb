// `npm run build`: builds the site into a fresh folder beside the served one, and puts it in place
// only when every step has succeeded. A failed build (content the check refuses, a type of page
// that no longer renders, a budget exceeded) leaves the last good site where it was, whole, so a
// server running on it (`npm start`, a host serving the folder) goes on serving it.
//
// One Node process runs every step (decision 0042). It reads the clock once (BUILD_TIME or
// SOURCE_DATE_EPOCH when set: app/pipeline/build-run.server.ts), and the content is loaded, checked
// and made into its files once: the check, React Router's build and the islands' build all read
// that one run, so the pages and the islands' scripts carry one build date. The Vite builds go
// through Vite's JavaScript API, their config files loaded by Node (configLoader "native"), so
// their content plugin shares this process's run. Each step prints one line with its time.
//
//   step          writes (under <build>.next/client/ unless said)
//   content       nothing: checks content/ and makes the files below, in memory (decision 0037)
//   pages         React Router: each page as x/index.html with a .data file, __spa-fallback.html,
//                 its client scripts, the stylesheet and its copy, public/, and the content's
//                 files (proposal, icons, social cards, calendars, sitemap, robots.txt);
//                 <build>.next/server/, which it removes itself
//   islands       assets/: the islands' scripts (vite.islands.config.ts)
//   final pages   each page as x.html (404.html) with its islands' starter; removes x/index.html,
//                 the .data files, the fallback, React Router's client scripts and the
//                 stylesheet's copy
//   search index  search-index.json, from the final pages
//   editor        admin.html, admin/ (scripts/build-editor.ts)
//   headers       _headers, <build>.next/nginx/jade.conf (scripts/hosting.mjs)
//   precompress   x.br and x.gz beside each text file
// React Router's prerender gives no choice of its pages' names or of the .data files and the
// fallback: "final pages" (finishPages in scripts/postbuild.mjs) is the one place that moves and
// removes what a tool wrote, and decision 0042 says why for each.
//
// `--until STEP` stops after that step, for a test that needs only the pages (the midnight test,
// scripts/build-one-date.test.ts): the unfinished site stays in <build>.next/ and the served one
// is left as it was.
//
// A content refusal prints exactly the check's lines (file › record › field: what is wrong), no
// stack trace or page; in GitHub Actions it is also written into the job's summary. One build at a
// time per folder: a second one refuses while the first runs (scripts/build-lock.ts). The swap is
// two renames in one folder: the served folder moves aside and the fresh one takes its name, then
// the old one is removed. Between the renames, a few microseconds, there is no folder;
// scripts/serve.mjs answers that moment as it answers a missing build (decision 0024), and a host
// never sees it, since it is sent the finished folder (decision 0031).
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { build, createBuilder, type Rollup } from "vite";
import { buildClock, startBuildRun } from "../app/pipeline/build-run.server";
import { outOfDateWarning, summariseRefusal } from "../app/pipeline/check.server";
import { ContentError } from "../app/content/load.server";
import { jamaicaToday } from "../app/lib/dates";
import { BuildLocked, takeBuildLock } from "./build-lock";
import { buildEditor } from "./build-editor";
import { buildSearchIndex } from "./build-search-index";
import { builtIslandsPlan } from "./islands-build";
import type { IslandsPlan } from "./islands-scripts.mjs";
import { finishPages, precompress, writeHostHeaders } from "./postbuild.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** The steps' names, in order: `--until` takes one of them. */
const stepNames = [
  "content",
  "pages",
  "islands",
  "final pages",
  "search index",
  "editor",
  "headers",
  "precompress",
] as const;

/** The steps no other step reads from, which a build for checks may leave out (`--skip`). */
const skippable = ["editor", "precompress"] as const;

/**
 * `--until STEP`, `--skip STEP,STEP` (of `skippable`: the content's checks read neither the
 * editor nor the compressed copies), `--content DIR` (the content set to build: content/, the
 * tests' own tests/content, or another; as CONTENT_DIR) and `--out DIR` (as BUILD_DIR, inside the
 * project: the prerender finds React from there), checked before anything is touched.
 */
function readOptions() {
  const names = stepNames.map((name) => `"${name}"`).join(", ");
  try {
    const { until, content, out, skip } = parseArgs({
      options: {
        until: { type: "string" },
        skip: { type: "string" },
        content: { type: "string" },
        out: { type: "string" },
      },
    }).values;
    const skipped = skip?.split(",").filter(Boolean) ?? [];
    const unskippable = skipped.filter((name) => !(skippable as readonly string[]).includes(name));
    if (content !== undefined && !existsSync(content))
      console.error(`build: --content names no folder: "${content}".`);
    else if (unskippable.length > 0)
      console.error(
        `build: --skip takes ${skippable.map((name) => `"${name}"`).join(" and ")}, not "${unskippable.join('", "')}": other steps need the rest.`,
      );
    else if (until === undefined || (stepNames as readonly string[]).includes(until))
      return { until, skipped, content, out };
    else console.error(`build: --until names no step: "${until}". The steps: ${names}.`);
  } catch (error) {
    console.error(
      `build: ${(error as Error).message}. It takes --until STEP (one of ${names}), --skip STEP, --content DIR and --out DIR.`,
    );
  }
  process.exit(2);
}
const { until, skipped, content, out } = readOptions();
// Read by every module that loads the content (app/content/load.server.ts) and by React Router's
// and the islands' configs, each when it is first used: after this line.
if (content !== undefined) process.env.CONTENT_DIR = path.resolve(content);
if (out !== undefined) process.env.BUILD_DIR = out;

const target = path.resolve(root, process.env.BUILD_DIR ?? "build");
const fresh = `${target}.next`;
const previous = `${target}.previous`;
const clientDir = path.join(fresh, "client");
const shown = (folder: string) => path.relative(root, folder) || ".";

const unchanged = () =>
  existsSync(target)
    ? `The site in ${shown(target)}/ is unchanged: the last good build is still there.`
    : `There is no earlier build in ${shown(target)}/.`;


try {
  takeBuildLock(`${target}.lock`);
} catch (error) {
  if (!(error instanceof BuildLocked)) throw error;
  console.error(`build: ${error.message} ${unchanged()}`);
  process.exit(1);
}

// What an earlier build stopped halfway through (the machine turned off) left behind: a fresh
// folder is dropped; a last good site moved aside but not yet replaced is put back.
rmSync(fresh, { recursive: true, force: true });
if (existsSync(previous) && !existsSync(target)) renameSync(previous, target);
rmSync(previous, { recursive: true, force: true });

// The one clock reading, and the run every step reads it from. React Router's config and the
// islands' config read BUILD_DIR; the content set is CONTENT_DIR's, else content/
// (app/content/load.server.ts).
const run = startBuildRun(buildClock());
process.env.BUILD_DIR = path.relative(root, fresh);

let plan: IslandsPlan | undefined;
/** What the Vite builds are given: the project's config file, loaded in this process. */
const viteOptions = (configFile: string) =>
  ({ root, configFile, configLoader: "native", logLevel: "warn", mode: "production" }) as const;

/** The steps, in order: each says in a few words what it did. */
const steps: { name: (typeof stepNames)[number]; run: () => Promise<string> | string }[] = [
  {
    name: "content",
    run: async () => {
      const { content, files } = await run.checked();
      const stale = outOfDateWarning(content, run.builtAt);
      if (stale) console.warn(`\nWarning, which does not stop the build:\n${stale}\n`);
      const date = `${jamaicaToday(run.builtAt)} in Jamaica (${new Date(run.builtAt).toISOString()})`;
      return `checked, ${files.length} files made from it; the build date is ${date}`;
    },
  },
  {
    name: "pages",
    run: async () => {
      const builder = await createBuilder(viteOptions("vite.config.ts"));
      await builder.buildApp();
      return "prerendered by React Router";
    },
  },
  {
    name: "islands",
    run: async () => {
      const output = (await build(viteOptions("vite.islands.config.ts"))) as Rollup.RollupOutput;
      const chunks = output.output.flatMap((file) => (file.type === "chunk" ? [file] : []));
      plan = builtIslandsPlan();
      return `${chunks.length} scripts`;
    },
  },
  {
    name: "final pages",
    run: () => {
      if (!plan) throw new Error("the islands were not built.");
      return finishPages(clientDir, plan);
    },
  },
  {
    name: "search index",
    run: async () => buildSearchIndex(clientDir, (await run.checked()).content),
  },
  { name: "editor", run: () => buildEditor(clientDir) },
  { name: "headers", run: () => writeHostHeaders(clientDir) },
  { name: "precompress", run: () => precompress(clientDir) },
];

if (steps.map(({ name }) => name).join() !== stepNames.join())
  throw new Error("scripts/build.ts: the steps and stepNames must name the same steps in order.");
const last = until === undefined ? steps.length - 1 : steps.findIndex(({ name }) => name === until);
const width = Math.max(...steps.map((step) => step.name.length));
const started = performance.now();
for (const step of steps.slice(0, last + 1)) {
  if (skipped.includes(step.name)) {
    console.log(`build: ${step.name.padEnd(width)}     -    skipped (--skip)`);
    continue;
  }
  const start = performance.now();
  let done: string;
  try {
    done = await step.run();
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true });
    if (error instanceof ContentError) {
      // Exactly the check's lines (decision 0037), then one line saying nothing was built.
      console.error(error.message);
      summariseRefusal(error);
      console.error(`\nbuild: the content was refused, so nothing was built. ${unchanged()}`);
    } else {
      console.error(error);
      const why = error instanceof Error ? error.message.split("\n")[0] : String(error);
      console.error(`\nbuild: failed at the step "${step.name}" (${why}). ${unchanged()}`);
    }
    process.exit(1);
  }
  const seconds = ((performance.now() - start) / 1000).toFixed(1).padStart(5);
  console.log(`build: ${step.name.padEnd(width)} ${seconds} s  ${done}`);
}

const total = ((performance.now() - started) / 1000).toFixed(1);
if (until !== undefined && last < steps.length - 1) {
  console.log(
    `build: stopped after "${until}" (--until): the unfinished site is in ${shown(fresh)}/ (${total} s). ${unchanged()}`,
  );
  process.exit(0);
}
if (existsSync(target)) renameSync(target, previous);
renameSync(fresh, target);
rmSync(previous, { recursive: true, force: true });
console.log(`build: the new site is in ${shown(target)}/ (${total} s).`);
