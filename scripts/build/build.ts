// `npm run build`: builds the site into a fresh folder beside the served one, and puts it in place
// only when every step has succeeded. A failed build (content the check refuses, a type of page
// that no longer renders) leaves the last good site where it was, whole, so a
// server running on it (`npm start`, a host serving the folder) goes on serving it.
//
// One Node process runs every step (decision 0042), each given the build's run: its one clock
// reading (BUILD_TIME or SOURCE_DATE_EPOCH when set: app/pipeline/build-run.server.ts) and its
// content, loaded, checked and made into its files once. Each file is written once, in its final
// place and form, and nothing is removed (decision 0053). Each step prints one line with its time.
//
//   step          writes (under <build>.next/client/ unless said)
//   content       the files made from the content (contentOutputs in app/pipeline/check.server.ts:
//                 proposal and cover, icons and manifest, social cards, calendars, sitemap,
//                 robots.txt)
//   pages' code   assets/: the stylesheet, the font, the pictures and files the pages name;
//                 <build>.next/prerender/: the renderer's code for Node (scripts/build/pages.ts)
//   islands       assets/: the islands' scripts, and the assets only they name
//                 (scripts/build/islands.ts)
//   pages         each page as x.html (index.html, 404.html) with its islands' starter;
//                 assets/islands-shared-<hash>.json: what the header and footer read, for all
//   search index  search-index.json, from the pages
//   editor        admin.html, admin/ (scripts/build/editor.ts)
//   headers       _headers, <build>.next/nginx/jade.conf (scripts/build/hosting.mjs)
//   precompress   x.br and x.gz beside each text file
//   budget        nothing: reports each page over 14,000 bytes of brotli, naming its largest
//                 parts (scripts/build/page-budget.ts); never stops the build, unless it is a
//                 rehearsal's (`--hold-budget`: content staff may write, made by
//                 scripts/next-season.ts or scripts/decade.ts), where a page over it fails it
//
// `--until STEP` stops after that step, for a test that needs only the pages (the midnight test,
// scripts/build/one-date.test.ts): the unfinished site stays in <build>.next/ and the served one
// is left as it was.
//
// A content refusal prints exactly the check's lines (file › record › field: what is wrong), no
// stack trace or page; in GitHub Actions it is also written into the job's summary. One build at a
// time per folder: a second one refuses while the first runs (scripts/build/lock.ts). The swap is
// two renames in one folder: the served folder moves aside and the fresh one takes its name, then
// the old one is removed. Between the renames, a few microseconds, there is no folder;
// scripts/serve.mjs answers that moment as it answers a missing build (decision 0024), and a host
// never sees it, since it is sent the finished folder (decision 0031).
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { build, type Rollup } from "vite";
import { type BuildRun, buildClock, startBuildRun } from "../../app/pipeline/build-run.server";
import { outOfDateWarning, summariseRefusal } from "../../app/pipeline/check.server";
import { writeSummary } from "../../app/pipeline/check-summary.server";
import { ContentError } from "../../app/content/load.server";
import { jamaicaToday } from "../../app/lib/dates";
import { BuildLocked, takeBuildLock } from "./lock";
import { buildEditor } from "./editor";
import { buildSearchIndex } from "./search-index";
import type { IslandsPlan } from "../../app/islands/starter-tags.js";
import { islandsViteConfig } from "./islands";
import { type PagesBundle, buildPagesCode, renderPages } from "./pages";
import { OverBudget, pageBudgetReport } from "./page-budget";
import { precompress, writeHostHeaders } from "./postbuild.mjs";

const root = path.resolve(import.meta.dirname, "../..");

/** The steps' names, in order: `--until` takes one of them. */
const stepNames = [
  "content",
  "pages' code",
  "islands",
  "pages",
  "search index",
  "editor",
  "headers",
  "precompress",
  "budget",
] as const;

/** The steps no other step reads from, which a build for checks may leave out (`--skip`). */
const skippable = ["editor", "precompress"] as const;

/**
 * `--until STEP`, `--skip STEP,STEP` (of `skippable`: the content's checks read neither the
 * editor nor the compressed copies), `--hold-budget` (a page over the budget fails the build: a
 * rehearsal's, scripts/content-change.ts), `--content DIR` (the content set to build: content/, the
 * tests' own tests/content, or another; as CONTENT_DIR) and `--out DIR` (as BUILD_DIR, inside the
 * project: the prerender finds React from there), checked before anything is touched.
 */
function readOptions() {
  const names = stepNames.map((name) => `"${name}"`).join(", ");
  try {
    const { until, content, out, skip, "hold-budget": holdBudget } = parseArgs({
      options: {
        until: { type: "string" },
        skip: { type: "string" },
        "hold-budget": { type: "boolean", default: false },
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
      return { until, skipped, content, out, holdBudget };
    else console.error(`build: --until names no step: "${until}". The steps: ${names}.`);
  } catch (error) {
    console.error(
      `build: ${(error as Error).message}. It takes --until STEP (one of ${names}), --skip STEP, --hold-budget, --content DIR and --out DIR.`,
    );
  }
  process.exit(2);
}
const { until, skipped, content, out, holdBudget } = readOptions();
// The content set: CONTENT_DIR's, else content/ (app/content/load.server.ts).
if (content !== undefined) process.env.CONTENT_DIR = path.resolve(content);
if (out !== undefined) process.env.BUILD_DIR = out;
// The renderer's packages (React) are loaded in their production builds, as the browser's are.
process.env.NODE_ENV = "production";

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

/**
 * The steps, in order, given the build's run: each says in a few words what it did. What one step
 * makes for a later one (the pages' bundle, the islands' plan) is held here, in this build's
 * own scope, not in a module's variable.
 */
function buildSteps(run: BuildRun) {
  const prerenderDir = path.join(fresh, "prerender");

  /** Every file the steps below write themselves, once each (the editor, headers and compression write their own). */
  const written = new Set<string>();
  const write = (file: string, data: string | Uint8Array) => {
    if (written.has(file)) throw new Error(`${shown(file)} would be written twice.`);
    written.add(file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
  };

  let pagesBundle: PagesBundle | undefined;
  let plan: IslandsPlan | undefined;

  /** The steps, in order: each says in a few words what it did. */
  const steps: { name: (typeof stepNames)[number]; run: () => Promise<string> | string }[] = [
    {
      name: "content",
      run: async () => {
        const { content, files } = await run.checked();
        const stale = outOfDateWarning(content, run.builtAt);
        if (stale) {
          console.warn(`\nWarning, which does not stop the build:\n${stale}\n`);
          // On GitHub, where staff read the check: its summary.
          writeSummary(`## Worth knowing, which does not stop the build\n\n${stale}\n\n`);
        }
        for (const { fileName, source } of files) write(path.join(clientDir, fileName), source);
        const date = `${jamaicaToday(run.builtAt)} in Jamaica (${new Date(run.builtAt).toISOString()})`;
        return `checked, ${files.length} files made from it; the build date is ${date}`;
      },
    },
    {
      name: "pages' code",
      run: async () => {
        pagesBundle = await buildPagesCode(root, run);
        for (const asset of pagesBundle.assets)
          write(path.join(clientDir, asset.fileName), asset.source);
        for (const chunk of pagesBundle.code)
          write(path.join(prerenderDir, chunk.fileName), chunk.code);
        return `${pagesBundle.assets.length} assets (one stylesheet), the renderer in ${shown(prerenderDir)}/`;
      },
    },
    {
      name: "islands",
      run: async () => {
        const output = (await build(
          islandsViteConfig({ root, run, onPlan: (made) => (plan = made) }),
        )) as Rollup.RollupOutput;
        let scripts = 0;
        for (const file of output.output) {
          const to = path.join(clientDir, file.fileName);
          // An asset the pages named too (a partner's logo, the video) is written already: its
          // name is its content's hash, so it is the same file.
          if (file.type === "asset" && written.has(to)) continue;
          write(to, file.type === "asset" ? file.source : file.code);
          if (file.type === "chunk") scripts += 1;
        }
        return `${scripts} scripts`;
      },
    },
    {
      name: "pages",
      run: async () => {
        if (!plan || !pagesBundle) throw new Error("the pages' code or the islands were not built.");
        const entry = pagesBundle.code.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error("the pages' code has no entry.");
        const { pages, withStarter, shared } = await renderPages(
          path.join(prerenderDir, entry.fileName),
          { stylesheets: pagesBundle.stylesheets, plan },
          (file, html) => write(path.join(clientDir, file), html),
        );
        return (
          `${pages} pages as x.html (404.html included), ${withStarter} with a starter, ` +
          `${shared} file of what the header and footer read`
        );
      },
    },
    {
      name: "search index",
      run: async () =>
        buildSearchIndex(clientDir, (await run.checked()).content, jamaicaToday(run.builtAt)),
    },
    { name: "editor", run: () => buildEditor(clientDir) },
    { name: "headers", run: () => writeHostHeaders(clientDir) },
    { name: "precompress", run: () => precompress(clientDir) },
    { name: "budget", run: () => pageBudgetReport(clientDir, holdBudget) },
  ];

  return steps;
}

// The one clock reading and the content, in the run every step is given.
const steps = buildSteps(startBuildRun(buildClock()));
if (steps.map(({ name }) => name).join() !== stepNames.join())
  throw new Error("scripts/build/build.ts: the steps and stepNames must name the same steps in order.");
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
    } else if (error instanceof OverBudget) {
      console.error(error.message);
      console.error(`\nbuild: failed at the step "budget", as --hold-budget asks. ${unchanged()}`);
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
