/**
 * `npm run check:content [-- --base REF | --files a,b]`: the pull request's content check, for a
 * change to `content/` alone (.github/workflows/site.yml, job "content"). It runs what such a
 * change can break, and no more:
 *   1. `npm run content:check`: every file, as the build reads it;
 *   2. `npm run build`: the whole site, every output made from the content;
 *   3. the browser tests of the pages the change shows on (app/pipeline/page-files.ts), and of
 *      what its files feed beyond them (tests/support/content-specs.ts), with the every-page
 *      specs kept to those pages (E2E_PAGES).
 * Then it prints each step's time. A change outside content/ is not its to check: it says so and
 * stops with status 2 (the workflow runs the whole suite for those). The changed files come from
 * `git diff --name-only --no-renames REF HEAD` (the workflow's merge commit against its first
 * parent, the base branch) or from --files.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { pageFiles, pagesShowing, shellFiles } from "../app/pipeline/page-files";
import { contentSchemas, type ContentName } from "../app/content/schema";
import type { PageId } from "../app/route-table";
import { everyPageSpecs, fileSpecs, pageSpecs } from "../tests/support/content-specs";

export type ContentPlan =
  | { kind: "code"; outside: string[] }
  | { kind: "content"; files: ContentName[]; pages: PageId[]; specs: string[] };

const contentNames = Object.keys(contentSchemas) as ContentName[];

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
  const specs = new Set<string>();
  for (const file of files) {
    for (const page of pagesShowing(file)) reached.add(page);
    for (const spec of fileSpecs[file] ?? []) specs.add(spec);
    // A page's own specs, where the file is its own; a shell file's reach is the shell's specs.
    if (!(shellFiles as readonly string[]).includes(file))
      for (const page of Object.keys(pageFiles) as PageId[])
        if ((pageFiles[page] as readonly string[]).includes(file))
          for (const spec of pageSpecs[page]) specs.add(spec);
  }
  if (reached.size > 0) for (const spec of everyPageSpecs) specs.add(spec);
  const order = Object.keys(pageFiles);
  return {
    kind: "content",
    files: [...files].sort(),
    pages: [...reached].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
    specs: [...specs].sort(),
  };
}

function changedFiles(base: string): string[] {
  // Both paths of a rename or a copy, as .ci/scope sees them; NUL-separated, so no name is quoted.
  const diff = spawnSync("git", ["diff", "--name-only", "--no-renames", "-z", base, "HEAD"], {
    encoding: "utf8",
  });
  if (diff.status !== 0) {
    console.error(`check:content: git diff against ${base} failed:\n${diff.stderr}`);
    process.exit(1);
  }
  return diff.stdout.split("\0").filter(Boolean);
}

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

const times: string[] = [];

/** The steps' times, on the log and, on GitHub, in the job's summary. */
function report(outcome: string) {
  const line = `check:content ${outcome}: ${times.join(", ")}`;
  console.log(`\n${line}`);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${line}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { base: { type: "string", default: "HEAD^1" }, files: { type: "string" } },
  });
  const root = path.resolve(import.meta.dirname, "..");
  const changed = values.files?.split(",").filter(Boolean) ?? changedFiles(values.base);
  const texts = Object.fromEntries(
    contentNames.map((name) => [
      name,
      readFileSync(path.join(root, "content", `${name}.yaml`), "utf8"),
    ]),
  ) as Record<ContentName, string>;
  const plan = planCheck(changed, texts);
  if (plan.kind === "code") {
    console.error(
      `check:content: this change is not to content/ alone (${plan.outside.join(", ") || "no files"}): run npm test.`,
    );
    process.exit(2);
  }
  console.log(
    `check:content: ${plan.files.map((file) => `content/${file}.yaml`).join(", ") || "assets no file names"} changed; ` +
      `the pages it shows on: ${plan.pages.join(", ") || "none"}; ${plan.specs.length} spec files.`,
  );
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  step("content:check", npm, ["run", "--silent", "content:check"]);
  step("build", npm, ["run", "--silent", "build"]);
  if (plan.specs.length > 0)
    step(
      "browser tests",
      path.join(root, "node_modules", ".bin", "playwright"),
      ["test", ...plan.specs.map((spec) => `tests/${spec}`)],
      {
        E2E_PAGES: plan.pages.join(","),
      },
    );
  report("passed");
}
