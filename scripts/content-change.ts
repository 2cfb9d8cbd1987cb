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
 * `git diff --name-only REF HEAD` (the workflow's merge commit against its first parent, the base
 * branch) or from --files.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { pageFiles, pagesShowing, shellFiles } from "../app/pipeline/page-files";
import { readPlainFile } from "../app/content/file-checks.server";
import { contentSchemas, type ContentName } from "../app/content/schema";
import type { PageId } from "../app/route-table";
import { everyPageSpecs, fileSpecs, pageSpecs } from "../tests/support/content-specs";

export type ContentPlan =
  | { kind: "code"; outside: string[] }
  | { kind: "content"; files: ContentName[]; pages: PageId[]; specs: string[] };

const contentNames = Object.keys(contentSchemas) as ContentName[];

/**
 * What a change needs checked. `texts` holds each content file's text, to find which files name a
 * changed asset (a new picture is seen where a record names it).
 */
export function planCheck(changed: string[], texts: Record<ContentName, string>): ContentPlan {
  // As .ci/scope, which chooses this check in the workflow, draws the line.
  const outside = changed.filter((file) => !file.startsWith("content/"));
  if (outside.length > 0 || changed.length === 0) return { kind: "code", outside };
  const files = new Set<ContentName>();
  for (const file of changed) {
    const name = /^content\/([\w-]+)\.yaml$/.exec(file)?.[1];
    if (name && (contentNames as string[]).includes(name)) files.add(name as ContentName);
    else if (file.startsWith("content/assets/")) {
      const asset = file.slice("content/".length);
      for (const candidate of contentNames)
        if (texts[candidate].includes(asset)) files.add(candidate);
    } else if (!/^content\/[\w-]+\.yaml$/.test(file)) return { kind: "code", outside: [file] };
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
  const diff = spawnSync("git", ["diff", "--name-only", base, "HEAD"], { encoding: "utf8" });
  if (diff.status !== 0) {
    console.error(`check:content: git diff against ${base} failed:\n${diff.stderr}`);
    process.exit(1);
  }
  return diff.stdout.split("\n").filter(Boolean);
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
  // Each file's text if it is a plain file; one that is not (a link, a folder, a pipe) names no
  // asset here, and content:check, the next step, refuses it by name.
  const texts = Object.fromEntries(
    contentNames.map((name) => {
      const read = readPlainFile(path.join(root, "content", `${name}.yaml`));
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
