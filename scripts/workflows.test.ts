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
      jobs: Record<
        string,
        {
          needs?: string;
          if?: string;
          steps: {
            run?: string;
            uses?: string;
            with?: Record<string, string>;
            env?: Record<string, string>;
          }[];
        }
      >;
    };
    expect(workflow.on).toHaveProperty("pull_request");
    expect(workflow.on.push.branches).toEqual(["main"]);
    expect(workflow.permissions).toEqual({ contents: "read" });
    const check = workflow.jobs.check!.steps.map((step) => step.run ?? "");
    expect(check.findIndex((run) => run.includes("npm run content:check"))).toBeLessThan(
      check.findIndex((run) => run.includes("bash .ci/run")),
    );
    const publish = workflow.jobs.publish!;
    expect(publish.needs).toBe("check");
    expect(publish.if).toBe(
      "github.event_name != 'pull_request' && github.ref == 'refs/heads/main'",
    );
    const deploy = publish.steps.find((step) =>
      step.uses?.startsWith("cloudflare/wrangler-action@"),
    );
    expect(deploy?.with?.command).toMatch(/^pages deploy build\/client /);
    expect(publish.steps.find((step) => step.run?.includes("npm run build"))?.env).toEqual({
      EDITOR_REPOSITORY: "${{ github.repository }}",
    });
    for (const job of Object.values(workflow.jobs))
      for (const step of job.steps.filter((candidate) => candidate.uses))
        expect(step.uses, "actions are pinned to a major version").toMatch(/@v\d+$/);
  });
});
