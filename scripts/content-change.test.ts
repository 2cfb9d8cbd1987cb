import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { pageFiles } from "../app/pipeline/page-files";
import { contentSchemas, type ContentName } from "../app/content/schema";
import { liveContentDir } from "../tests/support/content-guard";
import { buildArguments, changedFiles, planCheck } from "./content-change";
import { contentText } from "../tests/support/content-files";

const names = Object.keys(contentSchemas) as ContentName[];
const texts = Object.fromEntries(names.map((name) => [name, contentText(name)])) as Record<
  ContentName,
  string
>;

describe("the pages a content change is checked on", () => {
  it("a change outside content/ is the whole suite's", () => {
    expect(planCheck(["content/home.yaml", "app/document.tsx"], texts)).toEqual({
      kind: "code",
      outside: ["app/document.tsx"],
    });
    expect(planCheck([".github/workflows/site.yml"], texts).kind).toBe("code");
    // A file in content/ that is no content file nor an asset (a script put there) is code too.
    expect(planCheck(["content/run.sh"], texts).kind).toBe("code");
    expect(planCheck([], texts).kind).toBe("code");
    // A YAML file that no page reads is content, on no page.
    expect(planCheck(["content/notes.yaml"], texts)).toMatchObject({ kind: "content", pages: [] });
  });

  it("a file of one page: that page", () => {
    expect(planCheck(["content/donate.yaml"], texts)).toEqual({
      kind: "content",
      files: ["donate"],
      pages: ["donate"],
    });
  });

  it("the programmes: each page that shows them, in the site's order", () => {
    const plan = planCheck(["content/programmes.yaml"], texts);
    if (plan.kind !== "content") throw new Error("a content plan");
    const showing = (Object.keys(pageFiles) as (keyof typeof pageFiles)[]).filter((page) =>
      (pageFiles[page] as readonly string[]).includes("programmes"),
    );
    expect(showing.length).toBeGreaterThan(1);
    expect(plan.pages).toEqual(showing);
  });

  it("a shell file: every page", () => {
    const plan = planCheck(["content/site.yaml"], texts);
    if (plan.kind !== "content") throw new Error("a content plan");
    expect(plan.pages).toEqual(Object.keys(pageFiles));
  });

  it("an asset: the pages of the files that name it, first, middle and last partner", () => {
    const { partners } = parse(texts.partners) as { partners: { logo: string }[] };
    const picks = [partners[0], partners[Math.floor(partners.length / 2)], partners.at(-1)];
    for (const partner of picks) {
      const plan = planCheck([`content/${partner!.logo}`], texts);
      expect(plan).toMatchObject({
        kind: "content",
        files: ["partners"],
        pages: ["home", "programme-sponsorship"],
      });
    }
    // A picture no file names yet is checked and built, on no page.
    expect(planCheck(["content/assets/partners/new-sponsor.svg"], texts)).toEqual({
      kind: "content",
      files: [],
      pages: [],
    });
  });
});

describe("the build a content set is checked on", () => {
  it("is whole for content/, whose build main publishes; for another set, without what no check reads", () => {
    const live = liveContentDir;
    expect(buildArguments(live, "build")).toEqual(["--content", live, "--out", "build"]);
    expect(buildArguments("tests/content", "build-tests")).toEqual([
      "--content",
      "tests/content",
      "--out",
      "build-tests",
      "--skip",
      "editor,precompress",
    ]);
  });

  it("holds a rehearsal's every page to the budget, failing its build", () => {
    expect(buildArguments("build-next-season/content", "build-next-season/site", true)).toEqual([
      "--content",
      "build-next-season/content",
      "--out",
      "build-next-season/site",
      "--skip",
      "editor,precompress",
      "--hold-budget",
    ]);
  });
});

describe("the changed files, read from git", () => {
  it("are every one of 4,000 new logos, more than an argument can carry", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "jade-changes-"));
    try {
      const git = (...args: string[]) =>
        execFileSync("git", ["-c", "user.name=JADE", "-c", "user.email=web@example.org", ...args], {
          cwd: dir,
        });
      git("init", "--quiet");
      writeFileSync(path.join(dir, "README.md"), "JADE\n");
      git("add", ".");
      git("commit", "--quiet", "-m", "base");
      mkdirSync(path.join(dir, "content/assets/partners"), { recursive: true });
      const added = Array.from(
        { length: 4000 },
        (_, index) => `content/assets/partners/sponsor-logo-${String(index).padStart(4, "0")}.svg`,
      );
      for (const file of added) writeFileSync(path.join(dir, file), "<svg/>");
      git("add", ".");
      git("commit", "--quiet", "-m", "4,000 logos");
      // Linux's limit on one argument or one variable of the environment: 128 KB.
      expect(added.join(",").length).toBeGreaterThan(128 * 1024);
      expect(changedFiles("HEAD^1", dir)).toEqual(added);
      expect(planCheck(changedFiles("HEAD^1", dir), texts).kind).toBe("content");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
