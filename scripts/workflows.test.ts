import { readdirSync, readFileSync } from "node:fs";
import {
  convertWorkflowTemplate,
  NoOperationTraceWriter,
  parseWorkflow,
} from "@actions/workflow-parser";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const dir = new URL("../.github/workflows/", import.meta.url);
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const read = (name: string) => readFileSync(new URL(name, dir), "utf8");

interface Job {
  needs?: string | string[];
  if?: string;
  container?: string;
  "continue-on-error"?: boolean | string;
  env?: Record<string, string>;
  steps: {
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
    const [minute, hour, ...every] = (daily?.cron ?? "").split(" ");
    expect(every).toEqual(["*", "*", "*"]);
    expect(Number(hour)).toBe(5);
    expect(Number(minute)).toBeGreaterThanOrEqual(0);
    expect(Number(minute)).toBeLessThan(60);
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
    expect(publish.needs).toEqual(["check", "publishable"]);
    const onMain = "github.event_name != 'pull_request' && github.ref == 'refs/heads/main'";
    // Exactly: no always() or failure() that would publish past a failed check or guard.
    expect(publish.if).toBe(onMain);
    // The site the checks tested is the site published.
    const upload = workflow.jobs.check!.steps.at(-1)!;
    expect(upload.uses).toMatch(/^actions\/upload-artifact@/);
    expect(upload.if).toBe(onMain);
    expect(upload.with).toMatchObject({ name: "site", path: "build/client" });
    expect(workflow.jobs.check!.env).toEqual({ EDITOR_REPOSITORY: "${{ github.repository }}" });
  });

  it("refuses sample bank details on the way to production, and only there", () => {
    const workflow = parse(read("site.yml")) as { jobs: Record<string, Job> };
    const { publish, publishable } = workflow.jobs;
    const onMain = "github.event_name != 'pull_request' && github.ref == 'refs/heads/main'";
    // The publish job cannot run unless the guard ran and passed: a job whose need failed or was
    // skipped is skipped, and publish's condition (above) adds no status function.
    expect(publish?.needs).toContain("publishable");
    expect(publish?.if).toBe(onMain);
    // The guard runs on exactly the production path: every push to main, the daily run and "Run
    // workflow" on main; never on a pull request, which it would fail while the content is sample.
    expect(publishable?.if).toBe(onMain);
    expect(publishable?.needs).toBeUndefined();
    expect(publishable?.container).toBe(`node:${supportedNode}-bookworm`);
    // Its failure is a failure: nothing in the job or its steps lets it pass regardless.
    expect(publishable?.["continue-on-error"]).toBeUndefined();
    const runs = publishable!.steps.filter((step) => step.run);
    expect(runs.map((step) => step.run)).toEqual([
      "npm ci --no-audit --no-fund",
      "npm run content:production",
    ]);
    for (const step of publishable!.steps) {
      expect(step.if, step.run ?? step.uses).toBeUndefined();
      expect(step["continue-on-error"], step.run ?? step.uses).toBeUndefined();
      expect(step.env, step.run ?? step.uses).toBeUndefined();
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
    const withToken = Object.entries(workflow.jobs).filter(([, job]) =>
      JSON.stringify(job).includes("secrets."),
    );
    expect(withToken.map(([name]) => name)).toEqual(["publish"]);

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

  it("pins every action to a commit, naming its tag, and runs a supported Node", () => {
    const uses = [...read("site.yml").matchAll(/^\s*(?:- )?uses: (.+)$/gm)].map(
      (match) => match[1]!,
    );
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    const workflow = parse(read("site.yml")) as { jobs: Record<string, Job> };
    expect(workflow.jobs.check!.container).toBe(`node:${supportedNode}-bookworm`);
    const setup = workflow.jobs.publish!.steps.find((step) =>
      step.uses?.startsWith("actions/setup-node@"),
    );
    expect(setup?.with?.["node-version"]).toBe(supportedNode);
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
