import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  cpSync,
  type Dirent,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  convertWorkflowTemplate,
  NoOperationTraceWriter,
  parseWorkflow,
} from "@actions/workflow-parser";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { assetKinds } from "../app/content/asset-rules";
import { contentSchemas, type ContentName } from "../app/content/schema";
import { jamaicaToday } from "../app/lib/dates";
import { contentPath, planCheck } from "./content-change";

const dir = new URL("../.github/workflows/", import.meta.url);
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const read = (name: string) => readFileSync(new URL(name, dir), "utf8");
/** One folder for every repository and file the tests make, removed at the end. */
const scratch = mkdtempSync(path.join(tmpdir(), "jade-workflows-"));
// Some thousands of small files: seconds when the machine is loaded.
afterAll(() => rmSync(scratch, { recursive: true, force: true }), 60_000);

interface Job {
  needs?: string | string[];
  if?: string;
  container?: string;
  "continue-on-error"?: boolean | string;
  env?: Record<string, string>;
  steps: {
    id?: string;
    name?: string;
    run?: string;
    uses?: string;
    if?: string;
    "continue-on-error"?: boolean | string;
    "working-directory"?: string;
    with?: Record<string, string | boolean | number>;
    env?: Record<string, string>;
  }[];
}

/** The Node.js line the workflow runs: long-term support, maintained until April 2028. */
const supportedNode = 24;

describe("GitHub Actions workflows", () => {
  it.each(files)("%s is a valid workflow by GitHub's own parser", async (name) => {
    const parsed = parseWorkflow({ name, content: read(name) }, new NoOperationTraceWriter());
    expect(parsed.context.errors.getErrors().map((error) => error.message)).toEqual([]);
    const template = await convertWorkflowTemplate(parsed.context, parsed.value!);
    expect((template.errors ?? []).map((error) => error.Message)).toEqual([]);
  });

  it("the parser does report a broken workflow", async () => {
    const content =
      "on: push\njobs:\n  check:\n    runs-on: ubuntu-latest\n    stepz:\n      - run: true\n";
    const parsed = parseWorkflow({ name: "broken.yml", content }, new NoOperationTraceWriter());
    const template = await convertWorkflowTemplate(parsed.context, parsed.value!);
    const errors = [
      ...parsed.context.errors.getErrors().map((error) => error.message),
      ...(template.errors ?? []).map((error) => error.Message),
    ];
    expect(errors.join("\n")).toMatch(/stepz/);
  });

  it("builds and publishes main every day, just after midnight in Jamaica, and on request", () => {
    const workflow = parse(read("site.yml")) as {
      on: { schedule?: { cron: string }[]; workflow_dispatch?: unknown };
    };
    expect(workflow.on).toHaveProperty("workflow_dispatch");
    const [daily, ...others] = workflow.on.schedule ?? [];
    expect(others).toEqual([]);
    // minute hour day month weekday, in UTC: every day, in the first hour of Jamaica's day
    // (UTC-5, no daylight saving), so the day the build works from is the day it publishes on.
    const [minute = "", hour = "", ...every] = (daily?.cron ?? "").split(" ");
    expect(every).toEqual(["*", "*", "*"]);
    expect(minute).toMatch(/^\d{1,2}$/);
    expect(hour).toMatch(/^\d{1,2}$/);
    // The run's moment on a day of each month: in Jamaica, that same day, before 01:00.
    for (let month = 0; month < 12; month++) {
      const run = Date.UTC(2026, month, 15, Number(hour), Number(minute));
      const day = `2026-${String(month + 1).padStart(2, "0")}-15`;
      expect(jamaicaToday(run)).toBe(day);
      expect(jamaicaToday(run - 60 * 60 * 1000)).not.toBe(day);
    }
    // Not on the hour, when GitHub delays or drops the most scheduled runs.
    expect(Number(minute)).not.toBe(0);
  });

  it("checks every pull request, and publishes main only after the checks pass", () => {
    const workflow = parse(read("site.yml")) as {
      on: {
        pull_request: unknown;
        push: { branches: string[] };
        schedule: { cron: string }[];
        workflow_dispatch: unknown;
      };
      permissions: Record<string, string>;
      jobs: Record<string, Job>;
    };
    expect(workflow.on).toHaveProperty("pull_request");
    expect(workflow.on.push.branches).toEqual(["main"]);
    expect(workflow.permissions).toEqual({ contents: "read" });
    const check = workflow.jobs.check!.steps.map((step) => step.run ?? "");
    expect(check.findIndex((run) => run.includes("npm run content:check"))).toBeLessThan(
      check.findIndex((run) => run.includes("bash .ci/run")),
    );
    const publish = workflow.jobs.publish!;
    // The content job's site, after the whole suite too where the change needed it. Which runs
    // when, and what publishes past what, is held by running the jobs' conditions (below).
    expect(publish.needs).toEqual(["content", "check", "publishable"]);
    // The site the content's checks tested is the site published, from a run on main: a pull
    // request's run, whose copy of this workflow it may have rewritten, hands nothing on. The
    // whole suite builds no site of content/ (it checks the code on the rehearsals): it hands on
    // none.
    const uploads = workflow.jobs.content!.steps.filter((step) => step.with?.name === "site");
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.uses).toMatch(/^actions\/upload-artifact@/);
    expect(uploads[0]!.if).toBe("github.event_name != 'pull_request'");
    expect(uploads[0]!.with).toMatchObject({ name: "site", path: "build/client" });
    expect(workflow.jobs.check!.steps.filter((step) => step.with?.name === "site")).toEqual([]);
    expect(workflow.jobs.check!.env).toEqual({ EDITOR_REPOSITORY: "${{ github.repository }}" });
  });

  it("refuses sample bank details on the way to production, and only there", () => {
    const workflow = parse(read("site.yml")) as { jobs: Record<string, Job> };
    const { publish, publishable } = workflow.jobs;
    const onMain = "github.event_name != 'pull_request' && github.ref == 'refs/heads/main'";
    // The publish job cannot run unless the guard ran and passed (its condition, run below).
    expect(publish?.needs).toContain("publishable");
    expect(publish?.if).toContain("needs.publishable.result == 'success'");
    // The guard runs on exactly the production path: every push to main, the daily run and "Run
    // workflow" on main; never on a pull request, which it would fail while the content is sample.
    expect(publishable?.if).toBe(onMain);
    expect(publishable?.needs).toBeUndefined();
    expect(publishable?.container).toBe(workflow.jobs.check?.container);
    // Its failure is a failure: nothing in the job or its steps lets it pass regardless.
    expect(publishable?.["continue-on-error"]).toBeUndefined();
    const runs = publishable!.steps.filter((step) => step.run);
    expect(runs.map((step) => step.run)).toEqual([
      "npm ci --no-audit --no-fund",
      "npm run content:production",
    ]);
    for (const step of publishable!.steps) {
      expect(step["continue-on-error"], step.run ?? step.uses).toBeUndefined();
      // Only the last step, which hands on what the guard said once it failed, has a condition;
      // the guard's step is told where to write it, and nothing else.
      if (step === publishable!.steps.at(-1)) {
        expect(step.if).toBe("failure()");
        expect(step.with).toMatchObject({ name: "words-publishable", path: "check-words.md" });
      } else expect(step.if, step.run ?? step.uses).toBeUndefined();
      if (step.run === "npm run content:production")
        expect(step.env).toEqual({ CHECK_WORDS: "check-words.md" });
      else expect(step.env, step.run ?? step.uses).toBeUndefined();
    }
    const checkout = publishable!.steps[0]!;
    expect(checkout.uses).toMatch(/^actions\/checkout@/);
    expect(checkout.with).toEqual({ "persist-credentials": false });
    // The script it runs is the guard, and nothing a pull request runs calls it.
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts["content:production"]).toBe("tsx scripts/content-production.ts");
    const ci = readFileSync(new URL("../.ci/run", import.meta.url), "utf8");
    const pullRequestRuns = [
      ...workflow.jobs.check!.steps.map((step) => step.run ?? ""),
      ci,
      ...Object.values(pkg.scripts).filter((script) => !script.includes("content-production")),
    ];
    for (const run of pullRequestRuns) expect(run).not.toContain("content:production");
  });

  it("keeps the Cloudflare token in a job that runs none of the project's code", () => {
    const text = read("site.yml");
    const workflow = parse(text) as { jobs: Record<string, Job> };
    const publish = workflow.jobs.publish!;
    const withToken = files.flatMap((file) =>
      Object.entries((parse(read(file)) as { jobs: Record<string, Job> }).jobs)
        .filter(([, job]) => JSON.stringify(job).includes("secrets."))
        .map(([name]) => `${file} ${name}`),
    );
    expect(withToken).toEqual(["preview.yml preview", "site.yml publish"]);

    const checkout = publish.steps.find((step) => step.uses?.startsWith("actions/checkout@"));
    expect(checkout?.with?.["sparse-checkout-cone-mode"]).toBe(false);
    expect(String(checkout?.with?.["sparse-checkout"]).trim().split("\n")).toEqual([
      "/deploy/package.json",
      "/deploy/package-lock.json",
    ]);
    const runs = publish.steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(runs).toEqual([
      "npm ci --ignore-scripts --no-audit --no-fund",
      'npx --no-install wrangler pages deploy ../site --project-name="$PROJECT_NAME" --branch=main',
    ]);
    for (const step of publish.steps.filter((candidate) => candidate.run))
      expect(step["working-directory"]).toBe("deploy");
    const download = publish.steps.find((step) =>
      step.uses?.startsWith("actions/download-artifact@"),
    );
    expect(download?.with).toEqual({ name: "site", path: "site" });
  });

  it.each(files)(
    "%s pins every action to a commit, naming its tag, and its containers by digest",
    (file) => {
      const uses = [...read(file).matchAll(/^\s*(?:- )?uses: (.+)$/gm)].map((match) => match[1]!);
      expect(uses.length).toBeGreaterThan(0);
      for (const line of uses)
        expect(line).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
      const workflow = parse(read(file)) as { jobs: Record<string, Job> };
      for (const [name, job] of Object.entries(workflow.jobs)) {
        if (job.container === undefined) continue;
        expect(job.container, name).toMatch(
          new RegExp(`^node:${supportedNode}-bookworm@sha256:[0-9a-f]{64}$`),
        );
      }
    },
  );

  it("runs a supported Node wherever it sets one up, and the same image in every container", () => {
    const site = parse(read("site.yml")) as { jobs: Record<string, Job> };
    const containers = new Set(Object.values(site.jobs).flatMap((job) => job.container ?? []));
    expect(containers.size).toBe(1);
    for (const file of files) {
      const workflow = parse(read(file)) as { jobs: Record<string, Job> };
      for (const job of Object.values(workflow.jobs))
        for (const step of job.steps.filter((step) => step.uses?.startsWith("actions/setup-node@")))
          expect(step.with?.["node-version"], file).toBe(supportedNode);
    }
  });

  it("deploys with the wrangler its own lockfile pins, and that lockfile matches", () => {
    const deploy = JSON.parse(
      readFileSync(new URL("../deploy/package.json", import.meta.url), "utf8"),
    ) as {
      devDependencies: Record<string, string>;
    };
    const lock = JSON.parse(
      readFileSync(new URL("../deploy/package-lock.json", import.meta.url), "utf8"),
    ) as {
      packages: Record<string, { version?: string; devDependencies?: Record<string, string> }>;
    };
    const version = deploy.devDependencies.wrangler!;
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(lock.packages[""]?.devDependencies).toEqual(deploy.devDependencies);
    expect(lock.packages["node_modules/wrangler"]?.version).toBe(version);
  });
});

interface FullJob extends Job {
  name?: string;
  permissions?: Record<string, string>;
  environment?: string;
  outputs?: Record<string, string>;
  "runs-on"?: string;
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, FullJob>;
}
const site = parse(read("site.yml")) as Workflow;
const preview = parse(read("preview.yml")) as Workflow;
const root = path.resolve(import.meta.dirname, "..");

/**
 * Runs a job step's shell script with bash, as the runner does, with `env`. Its input is closed:
 * Debian's bash, its input a socket (Node's pipe) and SHLVL unset, takes itself for a shell of sshd
 * and reads ~/.bashrc first, which slowed each step to half a second and let the machine's own
 * settings in.
 */
function runStep(script: string, env: Record<string, string>, cwd = root) {
  return spawnSync("bash", ["-e", "-c", script], {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Git's environment: a machine with no settings of its own, and who commits. */
const gitEnv = {
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_AUTHOR_NAME: "Check",
  GIT_AUTHOR_EMAIL: "check@example.org",
  GIT_COMMITTER_NAME: "Check",
  GIT_COMMITTER_EMAIL: "check@example.org",
};

/** Git commands in `cwd`, in one shell (one process to start: the machine is shared); their output. */
function git(cwd: string, script: string): string {
  const result = runStep(script, gitEnv, cwd);
  if (result.status !== 0) throw new Error(`${script}: ${result.stderr}`);
  return result.stdout.trim();
}

function temporary(prefix: string): string {
  return mkdtempSync(path.join(scratch, prefix));
}

/** What a pull request's commits (or main's) do to the files, in the clone's working tree. */
interface Edit {
  write(file: string, text?: string): void;
  remove(file: string): void;
  move(from: string, to: string): void;
  copy(from: string, to: string): void;
  link(file: string, target: string): void;
  executable(file: string): void;
  /** A submodule at `file`: Git's link to a commit of another repository. */
  submodule(file: string, commit: string): void;
}

/**
 * A small repository shaped like the site's: content files and assets, code beside them, and main's
 * own .ci scripts (this worktree's), which the workflows run from their checkout.
 */
const base = (() => {
  let built: string | undefined;
  return () => {
    if (built) return built;
    const dir = temporary("jade-base-");
    const files: Record<string, string> = {
      "content/site.yaml": "name: JADE\n",
      "content/home.yaml": "title: Welcome\n",
      "content/assets/partners/jade.svg": "<svg/>\n",
      "content/assets/banners/final.jpg": "jpeg\n",
      "package.json": "{}\n",
      "scripts/build/build.ts": "export {};\n",
      ".github/CODEOWNERS": "* @example-org/jade-developers\n",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    mkdirSync(path.join(dir, ".ci"));
    for (const script of ["scope", "content-paths", "pull-request-content", "last-published"])
      copyFileSync(path.join(root, ".ci", script), path.join(dir, ".ci", script));
    // No template: no sample hooks copied into every clone.
    git(dir, "git init -q --template= -b main && git add -A && git commit -q -m base");
    built = dir;
    return dir;
  };
})();

/** Shell words, quoted: any name, a newline or a quote in it included. */
const quoted = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/** Makes `edit` on the files of `dir`; returns the Git commands it needs besides (submodules). */
function editing(dir: string, edit: (files: Edit) => void): string {
  const at = (file: string) => path.join(dir, file);
  const commands: string[] = [];
  const folderOf = (file: string) => mkdirSync(path.dirname(at(file)), { recursive: true });
  edit({
    write(file, text = "edited\n") {
      folderOf(file);
      writeFileSync(at(file), text);
    },
    remove: (file) => rmSync(at(file)),
    move(from, to) {
      folderOf(to);
      renameSync(at(from), at(to));
    },
    copy(from, to) {
      folderOf(to);
      copyFileSync(at(from), at(to));
    },
    link(file, target) {
      folderOf(file);
      rmSync(at(file), { force: true });
      symlinkSync(target, at(file));
    },
    executable: (file) => chmodSync(at(file), 0o755),
    submodule(file, commit) {
      // An empty folder where it is, as a submodule not checked out: `git add -A` keeps it.
      mkdirSync(at(file), { recursive: true });
      commands.push(`git update-index --add --cacheinfo 160000,${commit},${quoted(file)}`);
    },
  });
  return commands.map((command) => `${command} && `).join("");
}

/**
 * A copy of the base whose branch `change` holds `edit` as one commit, after main has perhaps moved
 * on (`main`), with HEAD at GitHub's merge commit of the pull request: its branch merged into main,
 * main the first parent. Where the two conflict, GitHub makes no merge commit: HEAD stays at main.
 * Returns the folder and the branch's last commit.
 */
function pullRequest(edit: (files: Edit) => void, main?: (files: Edit) => void) {
  const dir = temporary("jade-pr-");
  cpSync(base(), dir, { recursive: true });
  const merge =
    "git checkout -q --detach main && " +
    "{ git merge -q --no-ff -m merge change >/dev/null 2>&1 || git merge --abort; }";
  const change =
    `git checkout -q -b change && ${editing(dir, edit)}git add -A && ` +
    "git commit -q --allow-empty -m change && git rev-parse HEAD";
  // Main's edits are made in its own working tree, after the branch's commit: two shells.
  if (!main) return { dir, head: git(dir, `${change} && ${merge}`) };
  const head = git(dir, `${change} && git checkout -q main`);
  git(dir, `${editing(dir, main)}git add -A && git commit -q -m "main moves on" && ${merge}`);
  return { dir, head };
}

/** What the changes job's step writes to $GITHUB_OUTPUT, in the checkout of a merge commit. */
function outputsOf(script: string, env: Record<string, string>, cwd: string) {
  const output = path.join(temporary("jade-output-"), "output");
  writeFileSync(output, "");
  const result = runStep(script, { ...env, GITHUB_OUTPUT: output }, cwd);
  const outputs = Object.fromEntries(
    readFileSync(output, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  return { status: result.status, stderr: result.stderr, outputs };
}

describe("a content change is checked in minutes, code by the whole suite", () => {
  const changes = site.jobs.changes!;
  const step = changes.steps.at(-1)!;
  /** The changes job's step, as the runner runs it, on a pull request's merge commit. */
  const scope = (dir: string, event = "pull_request") =>
    outputsOf(step.run!, { EVENT: event }, dir).outputs;
  const judged = (edit: (files: Edit) => void) => scope(pullRequest(edit).dir).scope;

  it("the changes job asks .ci/scope, on the merge commit and its base", () => {
    // Main's whole history: on main, the commit last published may be many merges back.
    expect(changes.steps[0]?.with).toMatchObject({ "fetch-depth": 0 });
    expect(step.run).toBe('bash .ci/scope >> "$GITHUB_OUTPUT"');
    expect(step.env).toEqual({
      EVENT: "${{ github.event_name }}",
      PUBLISHED: "${{ steps.published.outputs.commit }}",
    });
    // The scope alone: the content job reads the changed files from git (an output handed to
    // an argument overflowed past about 3,200 files).
    expect(changes.outputs).toEqual({ scope: "${{ steps.scope.outputs.scope }}" });
  });

  it("content alone, first, middle and last kind of file: the content check", () => {
    const { dir } = pullRequest((files) => {
      files.write("content/site.yaml", "name: JADE Jamaica\n");
      files.write("content/programmes.yaml", "programmes: []\n");
      files.write("content/assets/partners/new-sponsor.svg", "<svg/>");
      files.write("content/assets/partnership/partnership.vtt", "WEBVTT\n");
    });
    expect(scope(dir)).toEqual({
      scope: "content",
      files:
        "content/assets/partners/new-sponsor.svg,content/assets/partnership/partnership.vtt,content/programmes.yaml,content/site.yaml",
    });
  });

  it("a deleted content file or asset is content, and named among the files", () => {
    const { dir } = pullRequest((files) => {
      files.remove("content/assets/partners/jade.svg");
      files.remove("content/home.yaml");
    });
    expect(scope(dir)).toEqual({
      scope: "content",
      files: "content/assets/partners/jade.svg,content/home.yaml",
    });
    expect(judged((files) => files.remove("package.json"))).toBe("code");
    expect(judged((files) => files.remove(".github/CODEOWNERS"))).toBe("code");
  });

  it("a rename into content/ is the deletion of what it was: code", () => {
    expect(judged((files) => files.move("package.json", "content/assets/package.json"))).toBe(
      "code",
    );
    // Even to a name an asset may have: scripts/build/build.ts goes, which is code.
    expect(
      judged((files) => files.move("scripts/build/build.ts", "content/assets/build.svg")),
    ).toBe("code");
    expect(judged((files) => files.move(".github/CODEOWNERS", "content/assets/owners.png"))).toBe(
      "code",
    );
    // .ci/scope itself moved away: the changes job fails, and so does "Checks passed".
    const { dir } = pullRequest((files) => files.move(".ci/scope", "content/assets/scope.jpg"));
    const { status, outputs } = outputsOf(step.run!, { EVENT: "pull_request" }, dir);
    expect(status).not.toBe(0);
    expect(outputs).toEqual({});
  });

  it("a rename out of content/ is code; a rename inside it is content, both paths named", () => {
    expect(judged((files) => files.move("content/site.yaml", "app/site.yaml"))).toBe("code");
    expect(judged((files) => files.move("content/assets/partners/jade.svg", "public/a.svg"))).toBe(
      "code",
    );
    const { dir } = pullRequest((files) =>
      files.move("content/assets/partners/jade.svg", "content/assets/partners/jade-2026.svg"),
    );
    expect(scope(dir)).toEqual({
      scope: "content",
      files: "content/assets/partners/jade-2026.svg,content/assets/partners/jade.svg",
    });
  });

  it("a copy is the file it makes: into content/ as a kind of asset, content; out of it, code", () => {
    // Its bytes are then the content check's to judge, as those of any new picture.
    const { dir } = pullRequest((files) =>
      files.copy("package.json", "content/assets/partners/package.svg"),
    );
    expect(scope(dir)).toEqual({
      scope: "content",
      files: "content/assets/partners/package.svg",
    });
    expect(judged((files) => files.copy("package.json", "content/assets/package.json"))).toBe(
      "code",
    );
    expect(judged((files) => files.copy("content/site.yaml", "app/site.yaml"))).toBe("code");
    expect(judged((files) => files.copy("content/site.yaml", ".github/workflows/x.yml"))).toBe(
      "code",
    );
  });

  it("a link, a program or a submodule in content/ is code, whatever its name", () => {
    expect(
      judged((files) => files.link("content/assets/partners/x.svg", "../../../package.json")),
    ).toBe("code");
    // A content file replaced by a link to one.
    expect(judged((files) => files.link("content/home.yaml", "site.yaml"))).toBe("code");
    expect(judged((files) => files.executable("content/site.yaml"))).toBe("code");
    expect(
      judged((files) => {
        files.write("content/assets/banners/run.jpg", "#!/bin/sh\n");
        files.executable("content/assets/banners/run.jpg");
      }),
    ).toBe("code");
    const commit = git(base(), "git rev-parse HEAD");
    expect(judged((files) => files.submodule("content/assets/x.png", commit))).toBe("code");
  });

  it("a folder named like a content file or an asset is code", () => {
    expect(judged((files) => files.write("content/x.yaml/evil"))).toBe("code");
    expect(judged((files) => files.write("content/x.yaml/evil.yaml"))).toBe("code");
    expect(judged((files) => files.write("content/assets/x.png/evil.png"))).toBe("code");
  });

  it("a file of no known kind, or a name the site does not take, is code: to planCheck too", () => {
    // planCheck judges names alone (the workflow hands it the files .ci/scope listed); no text.
    const texts = Object.fromEntries(
      Object.keys(contentSchemas).map((name) => [name, ""]),
    ) as Record<ContentName, string>;
    for (const file of [
      "content/run.sh",
      "content/.gitattributes",
      "content/site.yml",
      "content/Site Notes.yaml",
      "content/assets/.hidden.png",
      "content/assets/partners/logo.PNG",
      "content/assets/partners/logo.gif",
      "content/assets/brochure.pdf",
      "content/assets/partners/café.png",
      "content/assets/partners/a b.png",
      "content/assets/partners/a\tb.png",
      'content/assets/partners/"quoted".png',
      "content/assets/partners/a\\b.png",
      "app/content/site.yaml",
    ]) {
      expect(
        judged((files) => files.write(file)),
        JSON.stringify(file),
      ).toBe("code");
      expect(planCheck([file], texts).kind, JSON.stringify(file)).toBe("code");
    }
  });

  it("an odd name is read whole: a newline cannot split it into two content paths", () => {
    // Line by line, this one name reads as two assets.
    const { dir } = pullRequest((files) =>
      files.write("content/assets/a.png\ncontent/assets/b.png"),
    );
    const { outputs, stderr } = outputsOf(step.run!, { EVENT: "pull_request" }, dir);
    expect(outputs).toEqual({ scope: "code" });
    expect(stderr).toContain("$'content/assets/a.png\\ncontent/assets/b.png'");
  });

  it("content beside code is code, whichever comes first", () => {
    expect(
      judged((files) => {
        files.write("content/site.yaml", "x: 1\n");
        files.write("app/document.tsx");
      }),
    ).toBe("code");
    expect(
      judged((files) => {
        files.write(".ci/run");
        files.write("content/site.yaml", "x: 1\n");
      }),
    ).toBe("code");
    expect(judged((files) => files.write(".github/workflows/site.yml"))).toBe("code");
    expect(judged((files) => files.write("package.json", '{"scripts":{}}\n'))).toBe("code");
  });

  it("a change that changes nothing is the whole suite's", () => {
    expect(judged(() => {})).toBe("code");
  });

  it("main, the daily run and Run workflow, with no commit last published known: the whole suite", () => {
    const { dir } = pullRequest((files) =>
      files.write("content/site.yaml", "name: JADE Jamaica\n"),
    );
    for (const event of ["push", "schedule", "workflow_dispatch"])
      expect(scope(dir, event)).toEqual({ scope: "code" });
  });

  it("takes every kind of file asset-rules.ts names, and no other: the rule planCheck reads", () => {
    const rule = readFileSync(path.join(root, ".ci/content-paths"), "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(rule).toHaveLength(1);
    expect(contentPath.source).toBe(new RegExp(rule[0]!).source);
    const formats = [...new Set(Object.values(assetKinds).flatMap((kind) => kind.formats))];
    const listed = /\\\.\(([a-z0-9|]+)\)\)\$$/.exec(rule[0]!)?.[1]?.split("|");
    expect(listed?.sort()).toEqual(formats.sort());
    const added = [
      "content/notes.yaml",
      "content/assets/new.png",
      ...formats.map((format) => `content/assets/partners/new-2.${format}`),
    ];
    const { dir } = pullRequest((files) => {
      for (const file of added) files.write(file);
    });
    expect(scope(dir)).toEqual({ scope: "content", files: added.sort().join(",") });
    const texts = Object.fromEntries(
      Object.keys(contentSchemas).map((name) => [name, ""]),
    ) as Record<ContentName, string>;
    expect(planCheck(added, texts).kind).toBe("content");
  });

  it("the content job runs the content check on the changed files, in a pinned container", () => {
    const content = site.jobs.content!;
    expect(content.needs).toBe("changes");
    // Every change's: content alone, or code, whose check of content/ is here, not the suite's.
    expect(content.if).toBeUndefined();
    expect(site.jobs.check!.if).toBe("needs.changes.outputs.scope == 'code'");
    expect(site.jobs.check!.needs).toBe("changes");
    const runs = content.steps.flatMap((step) => (step.run ? [step] : []));
    expect(runs.map((step) => step.run)).toEqual([
      "bash .ci/install --chromium-only && npm ci --no-audit --no-fund",
      "npm run check:content",
      "npm run check:content -- --all",
    ]);
    // On a pull request of content alone, the pages its change shows on: its changes from git,
    // the merge commit against its base (content-change.ts's HEAD^1). On main, every page: the
    // day changes them; and on a pull request of code, which may change any page.
    expect(content.steps[0]?.with).toMatchObject({ "fetch-depth": 2 });
    const stepRuns = (step: Job["steps"][number], event: string, scope: string) =>
      evaluate(
        step.if!,
        { "github.event_name": event, "needs.changes.outputs.scope": scope },
        { always: true, success: true, failure: false, cancelled: false },
      );
    const checkRuns = (event: string, scope: string) =>
      [runs[1]!, runs[2]!].map((step) => stepRuns(step, event, scope));
    expect(checkRuns("pull_request", "content")).toEqual([true, false]);
    expect(checkRuns("pull_request", "code")).toEqual([false, true]);
    for (const event of ["push", "schedule", "workflow_dispatch"])
      for (const scope of ["content", "code"])
        expect(checkRuns(event, scope), `${event}, ${scope}`).toEqual([false, true]);
    expect(runs[1]?.env).toBeUndefined();
    expect(runs[2]?.env).toEqual({ CHECK_WORDS: "check-words.md" });
    expect(content.container).toBe(site.jobs.check!.container);
    expect(JSON.stringify(content)).not.toContain("secrets.");
    // What it builds on a pull request goes nowhere: the preview builds its own (below).
    for (const upload of content.steps.filter((step) => step.uses?.includes("upload-artifact")))
      expect(upload.if).toMatch(/github\.event_name != 'pull_request'$/);
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts["check:content"]).toBe("tsx scripts/content-change.ts");
  });
});

describe("the one required check", () => {
  const checks = site.jobs.checks!;
  const script = checks.steps.at(-1)!.run!;
  const verdict = (changes: string, content: string, check: string) =>
    runStep(script, { CHANGES: changes, CONTENT: content, CHECK: check }).status;

  it("is named once, waits for every check and runs whatever they did", () => {
    expect(checks.name).toBe("Checks passed");
    expect(checks.needs).toEqual(["changes", "content", "check"]);
    expect(checks.if).toBe("always()");
    expect(checks.steps.at(-1)?.env).toEqual({
      CHANGES: "${{ needs.changes.result }}",
      CONTENT: "${{ needs.content.result }}",
      CHECK: "${{ needs.check.result }}",
    });
    // The staff's guide tells whoever sets up the repository to require it by this name.
    expect(readFileSync(path.join(root, "docs/editing.md"), "utf8")).toContain(`"${checks.name}"`);
  });

  it("passes when the checks the change needed passed: the content's, and the suite's for code", () => {
    expect(verdict("success", "success", "skipped")).toBe(0);
    expect(verdict("success", "success", "success")).toBe(0);
  });

  it("fails when a check failed, was cancelled, or none ran", () => {
    expect(verdict("success", "failure", "skipped")).not.toBe(0);
    expect(verdict("success", "success", "failure")).not.toBe(0);
    expect(verdict("success", "failure", "success")).not.toBe(0);
    expect(verdict("success", "cancelled", "skipped")).not.toBe(0);
    expect(verdict("success", "success", "cancelled")).not.toBe(0);
    expect(verdict("success", "skipped", "success")).not.toBe(0);
    expect(verdict("success", "skipped", "skipped")).not.toBe(0);
    expect(verdict("failure", "skipped", "skipped")).not.toBe(0);
    expect(verdict("cancelled", "skipped", "skipped")).not.toBe(0);
  });
});

describe("the preview of a pull request: main's code, its content", () => {
  const { content, build } = preview.jobs as Record<string, FullJob>;
  const deploy = preview.jobs.preview!;
  const decide = content?.steps.find((step) => step.id === "content");

  /**
   * The content job's step as the runner runs it, in a checkout of main (the commit whose copy of
   * the workflow runs), for the pull request's last commit: its outputs, its log, its summary and
   * the folder it hands to the build.
   */
  function decideOn(dir: string, commit: string) {
    git(dir, "git checkout -q main");
    const runnerTemp = temporary("jade-runner-");
    const summary = path.join(runnerTemp, "summary.md");
    writeFileSync(summary, "");
    const env = { COMMIT: commit, RUNNER_TEMP: runnerTemp, GITHUB_STEP_SUMMARY: summary };
    const result = outputsOf(decide!.run!, env, dir);
    return {
      ...result,
      handed: path.join(runnerTemp, "pull-request"),
      summary: readFileSync(summary, "utf8"),
    };
  }

  /** Every file under `folder`, relative to it, with its text. */
  function filesIn(folder: string): Record<string, string> {
    return Object.fromEntries(
      (readdirSync(folder, { recursive: true, withFileTypes: true }) as Dirent[])
        .filter((entry) => !entry.isDirectory())
        .map((entry) => {
          const file = path.join(entry.parentPath, entry.name);
          if (!entry.isFile()) throw new Error(`${file} is not a plain file`);
          return [path.relative(folder, file), readFileSync(file, "utf8")];
        })
        .sort(([a], [b]) => (a! < b! ? -1 : 1)),
    );
  }

  it("runs main's copy of itself, after the check passed, for this repository's branches only", () => {
    expect(preview.on).toEqual({
      workflow_run: { workflows: [site.name], types: ["completed"] },
    });
    const conditions = (content!.if ?? "").split("&&").map((part) => part.trim());
    expect(conditions.sort()).toEqual(
      [
        "github.event.workflow_run.conclusion == 'success'",
        "github.event.workflow_run.event == 'pull_request'",
        // A fork's pull request gets no secrets and no preview.
        "github.event.workflow_run.head_repository.full_name == github.repository",
      ].sort(),
    );
    expect(content!.if).not.toMatch(/always\(\)|failure\(\)|\|\|/);
    // Each job after the one before, and only if it passed: a skipped or failed job's followers
    // are skipped, and no condition here says otherwise.
    expect(content!.needs).toBeUndefined();
    expect(build!.needs).toBe("content");
    expect(deploy.needs).toBe("build");
    expect(deploy.if).toBeUndefined();
  });

  it("keeps least privilege: nothing by default; reading the repository; the status alone writes", () => {
    expect(preview.permissions).toEqual({});
    expect(content!.permissions).toEqual({ contents: "read" });
    expect(build!.permissions).toEqual({ contents: "read" });
    expect(deploy.permissions).toEqual({ contents: "read", statuses: "write" });
    // The secrets are the preview environment's, which the guide keeps to main, and only the job
    // that runs none of the project's code is in it.
    expect(deploy.environment).toBe("preview");
    expect(content!.environment).toBeUndefined();
    expect(build!.environment).toBeUndefined();
    expect(site.jobs.publish?.environment).toBe("production");
    for (const job of [content!, build!]) {
      expect(JSON.stringify(job)).not.toMatch(/secrets\.|github\.token/);
      expect(job.container ?? "node:24", job.name).toMatch(/^node:24/);
    }
  });

  it("decides with main's scripts, on main's checkout, reading the pull request from Git alone", () => {
    const checkout = content!.steps[0]!;
    expect(checkout.uses).toMatch(/^actions\/checkout@/);
    expect(checkout.with).toEqual({
      "persist-credentials": false,
      ref: "${{ github.sha }}",
      "fetch-depth": 0,
      "sparse-checkout": "/.ci/\n",
      "sparse-checkout-cone-mode": false,
    });
    expect(decide?.run).toBe(
      'bash .ci/pull-request-content "$COMMIT" "$RUNNER_TEMP/pull-request" >> "$GITHUB_OUTPUT"',
    );
    expect(decide?.env).toEqual({ COMMIT: "${{ github.event.workflow_run.head_sha }}" });
    expect(content!.outputs).toEqual({ scope: "${{ steps.content.outputs.scope }}" });
    // No checkout anywhere in the workflow takes the pull request's commit or branch.
    for (const job of Object.values(preview.jobs))
      for (const step of job.steps.filter((step) => step.uses?.startsWith("actions/checkout@"))) {
        expect(step.with?.ref).toBe("${{ github.sha }}");
        expect(step.with?.repository).toBeUndefined();
      }
  });

  it("a code pull request gets no preview: nothing is handed on, built, sent or shown", () => {
    const handOn = content!.steps.find((step) => step.uses?.startsWith("actions/upload-artifact@"));
    expect(handOn?.if).toBe("steps.content.outputs.scope == 'content'");
    expect(build!.if).toBe("needs.content.outputs.scope == 'content'");
    const codeChanges: [string, (files: Edit) => void, ((files: Edit) => void)?][] = [
      ["package.json renamed into content/", (f) => f.move("package.json", "content/assets/a.svg")],
      [
        "a link in content/",
        (f) => f.link("content/assets/partners/x.svg", "../../../package.json"),
      ],
      ["a program in content/", (f) => f.executable("content/site.yaml")],
      ["a folder named like a content file", (f) => f.write("content/x.yaml/evil")],
      ["a workflow", (f) => f.write(".github/workflows/site.yml", "name: Check and publish\n")],
      [
        "content with code",
        (f) => {
          f.write("content/site.yaml", "name: JADE Jamaica\n");
          f.write("scripts/build/build.ts", "process.exit(0);\n");
        },
      ],
      // What the branch changes decides, though main has since made the same change.
      [
        "a change of code main has made too",
        (f) => f.write("package.json", '{"private":true}\n'),
        (f) => f.write("package.json", '{"private":true}\n'),
      ],
    ];
    for (const [what, edit, main] of codeChanges) {
      const { dir, head } = pullRequest(edit, main);
      const { status, outputs, handed, summary, stderr } = decideOn(dir, head);
      expect(status, `${what}: ${stderr}`).toBe(0);
      expect(outputs, what).toEqual({ scope: "code" });
      expect(existsSync(handed), what).toBe(false);
      expect(summary, what).toMatch(/^No preview: this pull request changes more than the content/);
    }
  });

  it("a pull request that rewrites .ci/scope fools its own check, never its preview", () => {
    const { dir, head } = pullRequest((files) => {
      files.write(".ci/scope", "echo scope=content\necho files=content/site.yaml\n");
      files.write("content/site.yaml", "name: JADE Jamaica\n");
    });
    // Its own run of site.yml runs its own .ci/scope: content, so the content check alone; the
    // merge still waits for a code owner, who reviews every path outside content/ (CODEOWNERS).
    expect(
      outputsOf(site.jobs.changes!.steps.at(-1)!.run!, { EVENT: "pull_request" }, dir).outputs,
    ).toEqual({ scope: "content", files: "content/site.yaml" });
    expect(decideOn(dir, head).outputs).toEqual({ scope: "code" });
  });

  it("a content pull request is built by main's code, with its content merged into main's", () => {
    const { dir, head } = pullRequest(
      (files) => {
        files.write("content/site.yaml", "name: JADE Jamaica\n");
        files.write("content/assets/partners/new-sponsor.svg", "<svg id='new'/>\n");
        files.remove("content/assets/banners/final.jpg");
      },
      // Since the branch was made, main's code and another content file have changed.
      (files) => {
        files.write("package.json", '{"name":"jade-website"}\n');
        files.write("content/home.yaml", "title: Welcome home\n");
      },
    );
    const { status, outputs, handed, stderr } = decideOn(dir, head);
    expect(status, stderr).toBe(0);
    expect(outputs).toEqual({ scope: "content" });
    // What is handed on is content/ alone, as merging would publish it: the pull request's edits
    // and main's newer content.
    expect(readdirSync(handed)).toEqual(["content"]);
    expect(filesIn(handed)).toEqual({
      "content/assets/partners/jade.svg": "<svg/>\n",
      "content/assets/partners/new-sponsor.svg": "<svg id='new'/>\n",
      "content/home.yaml": "title: Welcome home\n",
      "content/site.yaml": "name: JADE Jamaica\n",
    });

    // The build job: main's checkout at the same commit, the content handed on in place of main's.
    const [checkout, download, replace, ...rest] = build!.steps;
    expect(checkout?.uses).toMatch(/^actions\/checkout@/);
    expect(checkout?.with).toEqual({ "persist-credentials": false, ref: "${{ github.sha }}" });
    expect(download?.uses).toMatch(/^actions\/download-artifact@/);
    // This run's artifact: with no run-id, no other run's.
    expect(download?.with).toEqual({ name: "content", path: "pull-request" });
    expect(rest.map((step) => step.run ?? step.uses?.replace(/@.*/, ""))).toEqual([
      "npm ci --no-audit --no-fund",
      "npm run build",
      "actions/upload-artifact",
    ]);
    expect(rest.at(-1)?.with).toMatchObject({ name: "site", path: "build/client" });
    expect(build!.env).toEqual({ EDITOR_REPOSITORY: "${{ github.repository }}" });

    cpSync(handed, path.join(dir, "pull-request"), { recursive: true });
    expect(runStep(replace!.run!, {}, dir).status).toBe(0);
    expect(existsSync(path.join(dir, "pull-request"))).toBe(false);
    expect(filesIn(path.join(dir, "content"))).toEqual(
      Object.fromEntries(
        Object.entries(filesIn(handed)).map(([file, text]) => [
          path.relative("content", file),
          text,
        ]),
      ),
    );
    // Everything else is main's, at the commit checked out: only content/ differs.
    const changed = git(dir, "git add -A && git diff --cached --name-only").split("\n");
    expect(changed.sort()).toEqual([
      "content/assets/banners/final.jpg",
      "content/assets/partners/new-sponsor.svg",
      "content/site.yaml",
    ]);
    expect(readFileSync(path.join(dir, "package.json"), "utf8")).toBe('{"name":"jade-website"}\n');
  });

  it("refuses rather than copies: a link in main's content, a conflict, a commit not fetched", () => {
    // A link main holds (the scope of the change sees only the pull request's own edit).
    const linked = pullRequest(
      (files) => files.write("content/site.yaml", "name: JADE Jamaica\n"),
      (files) => files.link("content/assets/partners/x.svg", "../../../package.json"),
    );
    const refused = decideOn(linked.dir, linked.head);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain("content/assets/partners/x.svg is not a plain content file");
    expect(existsSync(refused.handed)).toBe(false);
    expect(refused.outputs).toEqual({});

    const conflict = pullRequest(
      (files) => files.write("content/site.yaml", "name: JADE Jamaica\n"),
      (files) => files.write("content/site.yaml", "name: JADE of Jamaica\n"),
    );
    const conflicting = decideOn(conflict.dir, conflict.head);
    expect(conflicting.status).not.toBe(0);
    expect(conflicting.stderr).toContain("no longer merges into main without a conflict");
    expect(existsSync(conflicting.handed)).toBe(false);

    const gone = decideOn(conflict.dir, "0".repeat(40));
    expect(gone.status).not.toBe(0);
    expect(gone.stderr).toContain("is not on any branch fetched");
    // What the event names reaches the script as a variable, and is taken only as a commit's name.
    const odd = decideOn(conflict.dir, "$(touch pwned)");
    expect(odd.status).not.toBe(0);
    expect(existsSync(path.join(conflict.dir, "pwned"))).toBe(false);
  });

  it("no job reads another run's artifacts: nothing a pull request's run uploads is sent", () => {
    for (const file of files) {
      const workflow = parse(read(file)) as Workflow;
      expect(JSON.stringify(workflow.permissions ?? {}), file).not.toContain("actions");
      for (const [name, job] of Object.entries(workflow.jobs)) {
        // Reading another run's artifacts takes `actions: read`; no job holds it.
        expect(job.permissions?.actions, `${file} ${name}`).toBeUndefined();
        // Nor names another run or a token to read one with: this run's artifacts alone.
        for (const step of job.steps.filter((s) =>
          s.uses?.startsWith("actions/download-artifact@"),
        ))
          for (const key of Object.keys(step.with ?? {}))
            expect(["name", "path", "pattern", "merge-multiple"], `${file} ${name}`).toContain(key);
      }
    }
    // The site sent is the one the build job of the same run made.
    const send = deploy.steps.find((step) => step.uses?.startsWith("actions/download-artifact@"));
    expect(send?.with).toEqual({ name: "site", path: "site" });
    const uploads = Object.entries(preview.jobs).flatMap(([name, job]) =>
      job.steps
        .filter((step) => step.uses?.startsWith("actions/upload-artifact@"))
        .map((step) => `${name} ${String(step.with?.name)}`),
    );
    expect(uploads).toEqual(["content content", "build site"]);
  });

  it("the token is only where none of the project's code runs", () => {
    const holding = files.flatMap((file) => {
      const workflow = parse(read(file)) as Workflow;
      return Object.entries(workflow.jobs)
        .filter(([, job]) => {
          const granted = job.permissions ?? workflow.permissions ?? {};
          const writes = Object.values(granted).some((access) => access !== "read");
          return writes || /secrets\.|github\.token/.test(JSON.stringify(job));
        })
        .map(([name]) => `${file} ${name}`);
    });
    expect(holding).toEqual([
      "preview.yml preview",
      "site.yml changes",
      "site.yml publish",
      "site.yml report",
    ]);
    // The changes job's token reads, and only main's runs use it: to ask GitHub which commit was
    // last published (.ci/last-published), never on a pull request, whose scripts it runs.
    const changes = site.jobs.changes!;
    expect(changes.permissions).toEqual({ contents: "read", deployments: "read" });
    const withToken = changes.steps.filter((step) => JSON.stringify(step).includes("github.token"));
    expect(withToken.map((step) => [step.run, step.if])).toEqual([
      ['bash .ci/last-published >> "$GITHUB_OUTPUT"', "github.event_name != 'pull_request'"],
    ]);
    // The report's writes issues alone, on main, and runs .ci/publish-report with gh (below).
    expect(site.jobs.report!.permissions).toEqual({ contents: "read", issues: "write" });
    expect(site.jobs.report!.if).toMatch(/github\.ref == 'refs\/heads\/main'$/);
    // Every other job reads the repository at most.
    for (const file of files) {
      const workflow = parse(read(file)) as Workflow;
      for (const [name, job] of Object.entries(workflow.jobs)) {
        if (holding.includes(`${file} ${name}`)) continue;
        const granted = job.permissions ?? workflow.permissions ?? {};
        expect(granted, `${file} ${name}`).toEqual({ contents: "read" });
      }
    }
  });

  it("sends with wrangler from main's lockfile, and reads the address: none of the project's code", () => {
    const checkout = deploy.steps.find((step) => step.uses?.startsWith("actions/checkout@"));
    expect(checkout?.with?.["persist-credentials"]).toBe(false);
    expect(String(checkout?.with?.["sparse-checkout"]).trim().split("\n")).toEqual([
      "/deploy/package.json",
      "/deploy/package-lock.json",
      "/deploy/preview-url.mjs",
    ]);
    const runs = deploy.steps.flatMap((step) => (step.run ? [step.run.trim()] : []));
    expect(runs[0]).toBe("npm ci --ignore-scripts --no-audit --no-fund");
    const send = deploy.steps.find((step) => step.run?.includes("wrangler pages deploy"))!;
    expect(send["working-directory"]).toBe("deploy");
    const lines = send.run!.trim().split("\n");
    expect(lines.at(-2)).toBe(
      'npx --no-install wrangler pages deploy ../site --project-name="$PROJECT_NAME" --branch="$BRANCH" --commit-hash="$SHA"',
    );
    expect(lines.at(-1)).toBe('node preview-url.mjs >> "$GITHUB_OUTPUT"');
    // What the pull request names (its branch, its commit) reaches the shell as variables, never
    // written into the script, where a branch named `$(…)` would run.
    for (const job of Object.values(preview.jobs))
      for (const step of job.steps) expect(step.run ?? "", step.name).not.toContain("${{");
    expect(send.env).toMatchObject({
      BRANCH: "${{ github.event.workflow_run.head_branch }}",
      SHA: "${{ github.event.workflow_run.head_sha }}",
    });
  });

  it("never deploys main, and shows the address as the status the editor reads", () => {
    const send = deploy.steps.find((step) => step.run?.includes("wrangler pages deploy"))!;
    expect(runStep(send.run!.split("\n")[0]!, { BRANCH: "main" }).status).not.toBe(0);
    const status = deploy.steps.at(-1)!;
    expect(status.run).toContain("-f context=Preview");
    expect(status.run).toContain('-f target_url="$URL"');
    expect(status.env).toMatchObject({ URL: "${{ steps.deploy.outputs.url }}" });
    const editor = readFileSync(path.join(root, "scripts/build/editor.ts"), "utf8");
    expect(editor).toMatch(/preview_context: "Preview"/);
  });

  it("reads the preview's address from what wrangler reports", async () => {
    const { previewUrl } = (await import("../deploy/preview-url.mjs")) as {
      previewUrl: (text: string) => string;
    };
    const detailed = {
      type: "pages-deploy-detailed",
      version: 1,
      url: "https://0a1b2c3d.jade.pages.dev",
      alias: "https://cms-content-site.jade.pages.dev",
      environment: "preview",
    };
    const lines = (...records: object[]) =>
      records.map((record) => JSON.stringify(record)).join("\n");
    expect(previewUrl(lines({ type: "wrangler-session" }, detailed))).toBe(
      "https://cms-content-site.jade.pages.dev/",
    );
    expect(previewUrl(lines({ ...detailed, alias: undefined }))).toBe(
      "https://0a1b2c3d.jade.pages.dev/",
    );
    expect(() => previewUrl(lines({ type: "wrangler-session" }))).toThrow(/no deployment/);
    expect(() => previewUrl(lines({ ...detailed, alias: "javascript:alert(1)" }))).toThrow(
      /no https address/,
    );
  });
});

describe("what the editor's token can publish on its own", () => {
  /**
   * A CODEOWNERS pattern as GitHub reads the three forms the file uses: `*` (everything), a folder
   * (`/content/assets/`: all beneath it) and a file pattern (`/content/*.yaml`, whose `*` takes no
   * slash, so reaches no deeper). Any other form fails the test, which cannot read it.
   */
  function matches(pattern: string, file: string): boolean {
    if (pattern === "*") return true;
    if (!/^\/[\w./*-]+$/.test(pattern) || /\*.*\/|\*\*/.test(pattern))
      throw new Error(`a CODEOWNERS pattern this test cannot read: ${pattern}`);
    if (pattern.endsWith("/")) return `/${file}`.startsWith(pattern);
    const expression = pattern.replaceAll(".", "\\.").replaceAll("*", "[^/]*");
    return new RegExp(`^${expression}$`).test(`/${file}`);
  }

  it("is content: every other path needs a code owner's review", () => {
    const rules = readFileSync(path.join(root, ".github/CODEOWNERS"), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.split(/\s+/));
    // GitHub takes the last rule that matches a path.
    const ownersOf = (file: string) =>
      rules.findLast(([pattern]) => matches(pattern!, file))?.slice(1) ?? [];
    for (const file of [
      "app/document.tsx",
      ".github/workflows/site.yml",
      ".github/workflows/preview.yml",
      ".github/CODEOWNERS",
      "package.json",
      "deploy/package-lock.json",
      "deploy/preview-url.mjs",
      "scripts/build/build.ts",
      ".ci/run",
      ".ci/scope",
      ".ci/content-paths",
      ".ci/pull-request-content",
      // In content/, what is neither a content file nor under assets/.
      "content/x.yaml/evil",
      "content/run.sh",
      "content/.gitattributes",
      "content/site.yml",
    ])
      expect(ownersOf(file).length, file).toBeGreaterThan(0);
    for (const file of [
      "content/site.yaml",
      "content/notes.yaml",
      "content/assets/partners/a.svg",
      "content/assets/banners/final-2026-phone.jpg",
    ])
      expect(ownersOf(file), file).toEqual([]);
    // The bank details donors send money to: the office's, never the editor's alone, and not
    // the developers' (who change code, not where the money goes).
    expect(ownersOf("content/donate.yaml")).toEqual(["@example-org/jade-office"]);
  });

  it("holds as the guide has the repository set: what the design relies on is in it", () => {
    const guide = readFileSync(path.join(root, "docs/editing.md"), "utf8").replace(/\s+/g, " ");
    for (const setting of [
      // main: no merge without the check, nor without a developer beyond content.
      "**Require review from Code Owners**",
      // Nor a change of bank details without a second person from the office.
      "### Bank details need two people",
      "`@example-org/jade-office`",
      '"Checks passed"',
      // The workflows, where a push ruleset can keep them: nobody else pushes a change to them.
      "### Protect the workflows (`.github/**`)",
      "**Restrict file paths** with the path `.github/**/*`",
      // A workflow that asks for nothing reads, and none approves a pull request.
      "**Read repository contents and packages permissions**",
      "untick **Allow GitHub Actions to create and approve pull requests**",
      // The secrets, for main's workflows alone.
      "**Selected branches and tags** and add `main`",
    ])
      expect(guide).toContain(setting);
  });
});

/**
 * A job's `if` as GitHub evaluates it, for the expressions site.yml writes: `&&`, `||`, `!`,
 * `==`, `!=`, parentheses, quoted text, `github.event_name`, `github.ref`,
 * `needs.<job>.result` and `needs.<job>.outputs.<name>`, and the status functions. Anything else
 * fails the test, which cannot read it.
 */
function evaluate(expression: string, context: Record<string, string>, status: Status): boolean {
  const tokens = expression.match(/'[^']*'|&&|\|\||==|!=|!|\(|\)|[\w.-]+\(\)|[\w.-]+/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const take = () => tokens[at++]!;
  const value = (): string | boolean => {
    const token = take();
    if (token === "(") {
      const inner = or();
      if (take() !== ")") throw new Error(`no ) in ${expression}`);
      return inner;
    }
    if (token === "!") return !truthy(value());
    if (token.startsWith("'")) return token.slice(1, -1);
    if (token.endsWith("()")) {
      const name = token.slice(0, -2) as keyof Status;
      if (!(name in status)) throw new Error(`unknown function ${token} in ${expression}`);
      return status[name];
    }
    if (!(token in context)) throw new Error(`unknown value ${token} in ${expression}`);
    return context[token]!;
  };
  const truthy = (item: string | boolean) => item !== "" && item !== false;
  const comparison = (): string | boolean => {
    const left = value();
    if (peek() === "==" || peek() === "!=") {
      const operator = take();
      const right = value();
      return operator === "==" ? left === right : left !== right;
    }
    return left;
  };
  /** Operands of `next` joined by `operator` (`&&` binds tighter, so `||` joins `&&`s). */
  const joined = (operator: "&&" | "||", next: () => string | boolean) => (): string | boolean => {
    let left = next();
    while (peek() === operator) {
      take();
      const right = next();
      left = operator === "&&" ? truthy(left) && truthy(right) : truthy(left) || truthy(right);
    }
    return left;
  };
  const and = joined("&&", comparison);
  const or = joined("||", and);
  const result = truthy(or());
  if (at !== tokens.length) throw new Error(`cannot read ${expression}`);
  return result;
}

interface Status {
  always: boolean;
  success: boolean;
  failure: boolean;
  cancelled: boolean;
}
type Result = "success" | "failure" | "skipped";

/**
 * Which jobs of site.yml run, and what each comes to, for an event on a ref: a job runs when its
 * condition holds (`success()` first where it names no status function, as GitHub adds it), and
 * comes to `failure` if it is among `failing`, else `success`. The changes job's scope is given.
 */
function runJobs(event: string, scope: "content" | "code", failing: string[] = []) {
  const results: Record<string, Result> = {};
  const pending = Object.keys(site.jobs);
  while (pending.length > 0) {
    const index = pending.findIndex((name) => {
      const needs = site.jobs[name]!.needs ?? [];
      return (Array.isArray(needs) ? needs : [needs]).every((need) => need in results);
    });
    const name = pending.splice(index, 1)[0]!;
    const job = site.jobs[name]!;
    const needs = [job.needs ?? []].flat();
    const context: Record<string, string> = {
      "github.event_name": event,
      "github.ref": event === "pull_request" ? "refs/pull/7/merge" : "refs/heads/main",
    };
    for (const need of needs) {
      context[`needs.${need}.result`] = results[need]!;
      if (need === "changes")
        context["needs.changes.outputs.scope"] = results.changes === "success" ? scope : "";
    }
    const status: Status = {
      always: true,
      success: needs.every((need) => results[need] === "success"),
      failure: needs.some((need) => results[need] === "failure"),
      cancelled: false,
    };
    const condition = job.if ?? "success()";
    const written = /\b(always|success|failure|cancelled)\(\)/.test(condition)
      ? condition
      : `success() && (${condition})`;
    const runs = evaluate(written, context, status);
    results[name] = !runs ? "skipped" : failing.includes(name) ? "failure" : "success";
  }
  return results;
}

describe("the way to production, by what changed", () => {
  const ran = (results: Record<string, Result>) =>
    Object.keys(results).filter((name) => results[name] !== "skipped");

  it("a content change merged: the checks of the content, then publish, then the report", () => {
    for (const event of ["push", "schedule", "workflow_dispatch"])
      expect(ran(runJobs(event, "content")), event).toEqual([
        "changes",
        "content",
        "checks",
        "publishable",
        "publish",
        "report",
      ]);
  });

  it("a code change merged: the checks of the content beside the whole suite, then publish", () => {
    expect(ran(runJobs("push", "code"))).toEqual([
      "changes",
      "content",
      "check",
      "checks",
      "publishable",
      "publish",
      "report",
    ]);
  });

  it("a pull request: its check alone, never a publish or a report", () => {
    expect(ran(runJobs("pull_request", "content"))).toEqual(["changes", "content", "checks"]);
    expect(ran(runJobs("pull_request", "code"))).toEqual(["changes", "content", "check", "checks"]);
  });

  it("publishes nothing past a failed check or guard, and reports each", () => {
    for (const [scope, failing] of [
      ["content", ["content"]],
      ["code", ["check"]],
      ["code", ["content"]],
      ["content", ["publishable"]],
      ["code", ["publishable"]],
      ["content", ["changes"]],
    ] as const) {
      const results = runJobs("push", scope, [...failing]);
      expect(results.publish, failing.join()).toBe("skipped");
      expect(results.report, failing.join()).toBe("success");
    }
    expect(runJobs("push", "content", ["publish"]).report).toBe("success");
  });

  it("the whole suite runs every day on its own, publishing nothing", () => {
    const suite = parse(read("suite.yml")) as Workflow & {
      on: { schedule?: { cron: string }[] };
    };
    expect(suite.on.schedule).toHaveLength(1);
    expect(suite.on).toHaveProperty("workflow_dispatch");
    expect(suite.permissions).toEqual({ contents: "read" });
    const steps = Object.values(suite.jobs).flatMap((job) => job.steps);
    expect(steps.flatMap((step) => (step.run ? [step.run] : []))).toEqual([
      "npm ci --no-audit --no-fund",
      "bash .ci/run",
    ]);
    expect(JSON.stringify(suite)).not.toMatch(/secrets\.|upload-artifact|wrangler/);
  });
});

/** A stand-in for GitHub's `gh`: answers from FAKE_* variables and writes each call to GH_LOG. */
function fakeGh(): string {
  const bin = temporary("jade-gh-");
  writeFileSync(
    path.join(bin, "gh"),
    `#!/usr/bin/env bash
printf '%s\\n' "$*" >>"$GH_LOG"
if [ "\${FAKE_FAIL:-}" = 1 ]; then echo "gh: HTTP 403" >&2; exit 1; fi
case "$*" in
  "api repos/"*"/deployments?environment=production"*) printf '%s' "\${FAKE_DEPLOYMENTS:-}" ;;
  "api repos/"*"/statuses"*)
    id="\${2#*deployments/}"; id="\${id%%/*}"
    for pair in \${FAKE_STATES:-}; do [ "\${pair%%:*}" = "$id" ] && echo "\${pair#*:}"; done ;;
  "issue list"*) printf '%s' "\${FAKE_OPEN_ISSUE:-}" ;;
  "issue create"* | "issue comment"*)
    while [ "$#" -gt 0 ]; do [ "$1" = --body-file ] && cat "$2" >>"$GH_LOG"; shift; done ;;
esac
exit 0
`,
  );
  chmodSync(path.join(bin, "gh"), 0o755);
  return bin;
}

describe("main is checked since the commit last published", () => {
  const changes = site.jobs.changes!;
  const published = changes.steps.find((step) => step.id === "published")!;
  const scopeStep = changes.steps.find((step) => step.id === "scope")!;
  const bin = fakeGh();

  /** The changes job on main as the runner runs it: the commit last published, then the scope. */
  function onMain(dir: string, fake: Record<string, string>, event = "push") {
    const log = path.join(temporary("jade-gh-log-"), "log");
    writeFileSync(log, "");
    const env = { PATH: `${bin}:${process.env.PATH}`, GH_LOG: log, REPOSITORY: "jade/site" };
    const commit = outputsOf(published.run!, { ...env, ...fake }, dir).outputs.commit ?? "";
    return outputsOf(scopeStep.run!, { ...env, EVENT: event, PUBLISHED: commit }, dir).outputs;
  }

  /** Main after `edits`, each a merge of its own, from the base: the base is what was published. */
  function mainAfter(...edits: ((files: Edit) => void)[]) {
    const dir = temporary("jade-main-");
    cpSync(base(), dir, { recursive: true });
    const published = git(dir, "git rev-parse HEAD");
    for (const edit of edits)
      git(dir, `${editing(dir, edit)}git add -A && git commit -q --allow-empty -m merge`);
    return { dir, published };
  }

  it("reads the commit from the newest deployment to production that succeeded", () => {
    const { dir, published } = mainAfter((files) => files.write("content/site.yaml", "x\n"));
    const failed = "f".repeat(40);
    const fake = {
      FAKE_DEPLOYMENTS: `12 ${failed}\n11 ${published}\n10 ${"a".repeat(40)}\n`,
      FAKE_STATES: "12:failure 11:success 10:inactive",
    };
    expect(onMain(dir, fake)).toEqual({ scope: "content", files: "content/site.yaml" });
    expect(changes.permissions).toMatchObject({ deployments: "read" });
  });

  it("content merges since: the content's checks; a code merge among them: the whole suite", () => {
    const content = (files: Edit) => files.write("content/home.yaml", "title: Hello\n");
    const code = (files: Edit) => files.write("scripts/build/build.ts", "export const x = 1;\n");
    for (const [edits, expected] of [
      [[content, content], "content"],
      [[code, content], "code"],
      [[content, code, content], "code"],
    ] as const) {
      const { dir, published } = mainAfter(...edits);
      const fake = { FAKE_DEPLOYMENTS: `5 ${published}\n`, FAKE_STATES: "5:success" };
      expect(onMain(dir, fake).scope).toBe(expected);
    }
  });

  it("the daily run with nothing merged since: the content's checks, and publish", () => {
    const { dir, published } = mainAfter();
    const fake = { FAKE_DEPLOYMENTS: `5 ${published}\n`, FAKE_STATES: "5:success" };
    expect(onMain(dir, fake, "schedule")).toEqual({ scope: "content" });
  });

  it("the whole suite when it cannot tell: nothing published, GitHub refusing, a commit not in main", () => {
    const { dir } = mainAfter((files) => files.write("content/site.yaml", "x\n"));
    expect(onMain(dir, {}).scope).toBe("code");
    expect(onMain(dir, { FAKE_FAIL: "1" }).scope).toBe("code");
    const elsewhere = { FAKE_DEPLOYMENTS: `5 ${"b".repeat(40)}\n`, FAKE_STATES: "5:success" };
    expect(onMain(dir, elsewhere).scope).toBe("code");
    const none = { FAKE_DEPLOYMENTS: `5 ${"b".repeat(40)}\n`, FAKE_STATES: "5:failure" };
    expect(onMain(dir, none).scope).toBe("code");
  });
});

describe("a failed publish reaches staff, in staff words", () => {
  const report = site.jobs.report!;
  const step = report.steps.at(-1)!;
  const bin = fakeGh();

  function reported(results: Record<string, string>, fake: Record<string, string> = {}) {
    const log = path.join(temporary("jade-gh-log-"), "log");
    writeFileSync(log, "");
    const words = temporary("jade-words-");
    mkdirSync(path.join(words, "words-content"));
    writeFileSync(
      path.join(words, "words-content", "check-words.md"),
      '## The content was refused\n\n- content/programmes.yaml › Programme 2 "national-debaters-week" › Staging 1 "ndw-2027" › costs.gold: must be more than zero\n',
    );
    const result = runStep(step.run!, {
      PATH: `${bin}:${process.env.PATH}`,
      GH_LOG: log,
      REPOSITORY: "jade/site",
      RUN_URL: "https://github.com/jade/site/actions/runs/9",
      WORDS: words,
      CHANGES: "success",
      CONTENT: "success",
      CHECK: "skipped",
      PUBLISHABLE: "success",
      PUBLISH: "success",
      ...results,
      ...fake,
    });
    expect(result.status, result.stderr).toBe(0);
    return readFileSync(log, "utf8");
  }

  it("runs gh alone, from .ci, with the run's results and a token that may write issues only", () => {
    expect(report.permissions).toEqual({ contents: "read", issues: "write" });
    expect(step.run).toBe("bash .ci/publish-report");
    expect(step.env).toMatchObject({
      GH_TOKEN: "${{ github.token }}",
      CONTENT: "${{ needs.content.result }}",
      PUBLISH: "${{ needs.publish.result }}",
    });
    const checkout = report.steps[0]!;
    expect(String(checkout.with?.["sparse-checkout"]).trim()).toBe("/.ci/publish-report");
    expect(JSON.stringify(report)).not.toMatch(/npm|secrets\./);
  });

  it("opens one issue at a failure, quoting the check, and how to retry and whom to call", () => {
    const log = reported({ CONTENT: "failure", PUBLISH: "skipped" });
    expect(log).toMatch(/^issue list --repo jade\/site --label publish failed --state open/m);
    expect(log).toMatch(/^label create publish failed/m);
    expect(log).toMatch(
      /^issue create --repo jade\/site --label publish failed --title The site was not published: the run stopped at the check of the content --body-file/m,
    );
    expect(log).toContain(
      '- content/programmes.yaml › Programme 2 "national-debaters-week" › Staging 1 "ndw-2027" › costs.gold: must be more than zero',
    );
    expect(log).toContain("**Actions › Check and publish › Run workflow**");
    expect(log).toContain("call the developers");
    expect(log).toContain("https://github.com/jade/site/actions/runs/9");
  });

  it("adds to the open issue at the next failure, rather than opening another", () => {
    const log = reported(
      { CHECK: "failure", CONTENT: "skipped", PUBLISH: "skipped" },
      {
        FAKE_OPEN_ISSUE: "41",
      },
    );
    expect(log).toMatch(/^issue comment 41 --repo jade\/site --body-file/m);
    expect(log).toContain("the developers' whole test suite");
    expect(log).not.toMatch(/^issue create/m);
  });

  it("closes it when the site is published again, and says nothing when all is well", () => {
    expect(reported({}, { FAKE_OPEN_ISSUE: "41" })).toMatch(
      /^issue close 41 --repo jade\/site --comment The site was published again/m,
    );
    expect(reported({})).not.toMatch(/^issue (create|close|comment)/m);
  });

  it("says nothing of a run a later merge cancelled: the next run publishes or reports", () => {
    const log = reported({ CONTENT: "cancelled", PUBLISH: "skipped" }, { FAKE_OPEN_ISSUE: "41" });
    expect(log).not.toMatch(/^issue (create|close|comment)/m);
  });
});
