/**
 * `npm run check:content [-- --base REF | --files a,b | --all] [--content DIR --out DIR]`: the
 * checks of a content set that hold for any valid content (decision 0044). A pull request that
 * changes `content/` alone gets them on the pages it shows on, and every change on main gets them
 * on every page (.github/workflows/site.yml, job "content"); `npm test` runs them on the
 * rehearsals made from content/ (scripts/content-suite.ts). In order:
 *   1. the build, whose first step is the content check (file › record › field of every mistake):
 *      content/ whole, as it is published; another set without the editor and the compressed
 *      copies, which no check reads;
 *   2. the checks of the content that open no page (tests/live/*.test.ts, vitest.live.config.ts);
 *   3. the browser checks of the content (tests/live/*.spec.ts, playwright.live.config.ts): every
 *      page renders clean, axe finds nothing, links resolve, the budgets hold, each widget works
 *      with what the content holds. For a change, on the pages it shows on
 *      (app/pipeline/page-files.ts, E2E_PAGES); with --all or a shell file, on every page.
 * With --rehearsal (content staff may write, made by scripts/next-season.ts or scripts/decade.ts),
 * every page of the build must be within the pages' budget too: its build holds it
 * (`--hold-budget`, scripts/build/page-budget.ts);
 * --no-browser stops before the browser checks; --pages-differing-from OTHER, another build of the
 * same content on another day, keeps the browser checks to the pages whose own part differs.
 * Then it prints each step's time. A change outside content/ is not its to check: it says so and
 * stops with status 2 (the workflow runs the whole suite for those). The changed files come from
 * `git diff --name-only --no-renames REF HEAD` (the workflow's merge commit against its first
 * parent, the base branch) or from --files. The tests of code never run here: they read the
 * tests' own content, which no content change touches.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { pageFiles, pagesShowing } from "../app/pipeline/page-files";
import { pagesThatDiffer } from "./pages-that-differ";
import { readPlainFile } from "../app/content/file-checks.server";
import { writeSummary } from "../app/pipeline/check-summary.server";
import { contentSchemas, type ContentName } from "../app/content/schema";
import type { PageId } from "../app/route-table";

export type ContentPlan =
  { kind: "code"; outside: string[] } | { kind: "content"; files: ContentName[]; pages: PageId[] };

const contentNames = Object.keys(contentSchemas) as ContentName[];
const everyPage = Object.keys(pageFiles) as PageId[];

/**
 * The paths a change to the content alone may touch: content files and assets of the kinds a field
 * takes, with plain names. One expression in `.ci/content-paths`, which `.ci/scope` and the
 * preview's `.ci/pull-request-content` read too, so the workflow and this check draw one line
 * (decision 0045). The files' modes (a link, a program) are `.ci/scope`'s to judge: a list of
 * names has none.
 */
export const contentPath = new RegExp(
  readFileSync(path.join(import.meta.dirname, "../.ci/content-paths"), "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .join(""),
);

/**
 * What a change needs checked. `texts` holds each content file's text, to find which files name a
 * changed asset (a new picture is seen where a record names it).
 */
export function planCheck(changed: string[], texts: Record<ContentName, string>): ContentPlan {
  // As .ci/scope, which chooses this check in the workflow, draws the line.
  const outside = changed.filter((file) => !contentPath.test(file));
  if (outside.length > 0 || changed.length === 0) return { kind: "code", outside };
  const files = new Set<ContentName>();
  for (const file of changed) {
    const name = /^content\/([\w-]+)\.yaml$/.exec(file)?.[1];
    if (name && (contentNames as string[]).includes(name)) files.add(name as ContentName);
    else if (file.startsWith("content/assets/")) {
      const asset = file.slice("content/".length);
      for (const candidate of contentNames)
        if (texts[candidate].includes(asset)) files.add(candidate);
    }
    // A YAML file that is no content file is read by nothing: checked and built, on no page.
  }
  const reached = new Set<PageId>();
  for (const file of files) for (const page of pagesShowing(file)) reached.add(page);
  return {
    kind: "content",
    files: [...files].sort(),
    pages: everyPage.filter((page) => reached.has(page)),
  };
}

/**
 * The build's options for a content set. content/ is built whole: on main this build is the site
 * published (site.yml's content job hands build/client to the publish job). Another set is built
 * for its checks alone, without the editor and the compressed copies, which no check reads; a
 * rehearsal's build fails if a page is over the pages' budget.
 */
export function buildArguments(contentDir: string, out: string, rehearsal = false): string[] {
  const live = path.resolve(contentDir) === path.resolve(import.meta.dirname, "../content");
  return [
    "--content",
    contentDir,
    "--out",
    out,
    ...(live ? [] : ["--skip", "editor,precompress"]),
    ...(rehearsal ? ["--hold-budget"] : []),
  ];
}

/**
 * The files HEAD changes against `base`, read from git in `cwd`: never handed over as one argument
 * or variable, which a change of some thousands of files overflows (a string of the environment
 * or of a command's arguments holds at most 128 KB on Linux).
 */
export function changedFiles(base: string, cwd = process.cwd()): string[] {
  // Both paths of a rename or a copy, as .ci/scope sees them; NUL-separated, so no name is quoted.
  const diff = spawnSync("git", ["diff", "--name-only", "--no-renames", "-z", base, "HEAD"], {
    cwd,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (diff.status !== 0) {
    console.error(`check:content: git diff against ${base} failed:\n${diff.stderr}`);
    process.exit(1);
  }
  return diff.stdout.split("\0").filter(Boolean);
}

const times: string[] = [];

/** Runs one step, timed; stops the check on its failure. */
function step(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\ncheck:content: ${label}`);
  const started = performance.now();
  const { status } = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  const seconds = (performance.now() - started) / 1000;
  times.push(`${label} ${seconds.toFixed(1)} s`);
  if (status !== 0) {
    report(`failed at ${label}`);
    process.exit(status ?? 1);
  }
}

/** The steps' times, on the log and, on GitHub, in the job's summary. */
function report(outcome: string) {
  const line = `check:content ${outcome}: ${times.join(", ")}`;
  console.log(`\n${line}`);
  writeSummary(`${line}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      base: { type: "string", default: "HEAD^1" },
      files: { type: "string" },
      all: { type: "boolean", default: false },
      content: { type: "string", default: "content" },
      out: { type: "string" },
      rehearsal: { type: "boolean", default: false },
      // The build, the budget and the checks that open no page, not the browser's: for the next
      // season, whose every kind of edit the decade makes ten times over (scripts/content-suite.ts).
      "no-browser": { type: "boolean", default: false },
      // Another build of the same content on another day: the browser checks look again only
      // at the pages whose own part the day changes (scripts/pages-that-differ.ts).
      "pages-differing-from": { type: "string" },
    },
  });
  const root = path.resolve(import.meta.dirname, "..");
  const contentDir = path.resolve(values.content);
  const live = contentDir === path.join(root, "content");
  if (!existsSync(contentDir)) {
    console.error(`check:content: --content names no folder: ${values.content}`);
    process.exit(2);
  }
  if (!live && values.out === undefined) {
    console.error(
      "check:content: a content set other than content/ needs --out, its build's folder",
    );
    process.exit(2);
  }
  const buildDir = values.out ?? "build";

  let pages: PageId[] = everyPage;
  if (values.all) console.log(`check:content: every page of ${path.relative(root, contentDir)}/.`);
  else {
    const changed = values.files?.split(",").filter(Boolean) ?? changedFiles(values.base);
    // Each file's text if it is a plain file; one that is not (a link, a folder, a pipe) names no
    // asset here, and the build, the next step, refuses it by name.
    const texts = Object.fromEntries(
      contentNames.map((name) => {
        const read = readPlainFile(path.join(contentDir, `${name}.yaml`));
        return [name, read.ok ? read.bytes.toString("utf8") : ""];
      }),
    ) as Record<ContentName, string>;
    const plan = planCheck(changed, texts);
    if (plan.kind === "code") {
      console.error(
        `check:content: this change is not to content/ alone (${plan.outside.join(", ") || "no files"}): run npm test.`,
      );
      process.exit(2);
    }
    pages = plan.pages;
    console.log(
      `check:content: ${plan.files.map((file) => `content/${file}.yaml`).join(", ") || "assets no file names"} changed; ` +
        `the pages it shows on: ${pages.join(", ") || "none"}.`,
    );
  }

  const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
  const env = { CONTENT_DIR: contentDir, BUILD_DIR: buildDir };
  // A rehearsal's content (the next season, the decade: scripts/content-suite.ts) is content staff
  // may write: every page of it must be within the budget, or the code has a defect to mend, and
  // its build fails. The build of content/ only reports a page over it, so that no staff publish
  // is refused for it.
  step("build", bin("tsx"), [
    "scripts/build/build.ts",
    ...buildArguments(contentDir, buildDir, values.rehearsal),
  ]);
  const other = values["pages-differing-from"];
  if (other !== undefined) {
    pages = pagesThatDiffer(path.join(buildDir, "client"), path.join(other, "client")).filter(
      (page) => pages.includes(page),
    );
    console.log(
      `check:content: the pages whose own part differs from ${other}'s: ${pages.join(", ")}.`,
    );
  }
  step("checks of the content", bin("vitest"), ["run", "-c", "vitest.live.config.ts"], env);
  if (pages.length > 0 && !values["no-browser"])
    step("browser checks", bin("playwright"), ["test", "-c", "playwright.live.config.ts"], {
      ...env,
      // Every page: the whole suite; else the pages the change shows on.
      ...(pages.length < everyPage.length ? { E2E_PAGES: pages.join(",") } : {}),
    });
  report("passed");
}
