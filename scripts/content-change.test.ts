import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { pageFiles } from "../app/pipeline/page-files";
import { contentSchemas, type ContentName } from "../app/content/schema";
import { codeSpecs, everyPageSpecs, fileSpecs, pageSpecs } from "../tests/support/content-specs";
import { planCheck } from "./content-change";
import { contentText } from "../tests/support/content-files";

const root = path.resolve(import.meta.dirname, "..");
const names = Object.keys(contentSchemas) as ContentName[];
const texts = Object.fromEntries(
  names.map((name) => [name, contentText(name)]),
) as Record<ContentName, string>;

function specFiles(dir: string, prefix = ""): string[] {
  return readdirSync(path.join(root, "tests", dir)).flatMap((name) =>
    name.endsWith(".spec.ts") ? [`${prefix}${dir}/${name}`] : [],
  );
}

describe("the browser tests a content change needs", () => {
  const placed = [
    ...everyPageSpecs,
    ...Object.values(pageSpecs).flat(),
    ...Object.values(fileSpecs).flat(),
    ...codeSpecs,
  ];

  it("places every spec file, and names only files that exist", () => {
    const all = [...specFiles("e2e"), ...specFiles("a11y")];
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter((spec) => !placed.includes(spec))).toEqual([]);
    for (const spec of placed) expect(existsSync(path.join(root, "tests", spec)), spec).toBe(true);
    // A code spec is never also a content one: it would run for content after all.
    const content = new Set(placed.filter((spec) => !codeSpecs.includes(spec)));
    expect(codeSpecs.filter((spec) => content.has(spec))).toEqual([]);
  });

  it("a change outside content/ is the whole suite's", () => {
    expect(planCheck(["content/home.yaml", "app/root.tsx"], texts)).toEqual({
      kind: "code",
      outside: ["app/root.tsx"],
    });
    expect(planCheck([".github/workflows/site.yml"], texts).kind).toBe("code");
    // A file in content/ that is no content file nor an asset (a script put there) is code too.
    expect(planCheck(["content/run.sh"], texts).kind).toBe("code");
    expect(planCheck([], texts).kind).toBe("code");
    // A YAML file that no page reads is content, on no page.
    expect(planCheck(["content/notes.yaml"], texts)).toMatchObject({ kind: "content", pages: [] });
  });

  it("a file of one page: that page's specs and the every-page specs on it", () => {
    expect(planCheck(["content/donate.yaml"], texts)).toEqual({
      kind: "content",
      files: ["donate"],
      pages: ["donate"],
      specs: [...new Set([...everyPageSpecs, ...pageSpecs.donate])].sort(),
    });
  });

  it("the programmes: each page that shows them, and the announcements and calendar they feed", () => {
    const plan = planCheck(["content/programmes.yaml"], texts);
    if (plan.kind !== "content") throw new Error("a content plan");
    const showing = (Object.keys(pageFiles) as (keyof typeof pageFiles)[]).filter((page) =>
      (pageFiles[page] as readonly string[]).includes("programmes"),
    );
    expect(plan.pages).toEqual(showing);
    for (const page of showing)
      for (const spec of pageSpecs[page]) expect(plan.specs, page).toContain(spec);
    for (const spec of fileSpecs.programmes ?? []) expect(plan.specs).toContain(spec);
    expect(plan.specs).not.toContain(pageSpecs.donate[0]);
  });

  it("a shell file: every page, with the shell's specs, not every page's own", () => {
    const plan = planCheck(["content/site.yaml"], texts);
    if (plan.kind !== "content") throw new Error("a content plan");
    expect(plan.pages).toEqual(Object.keys(pageFiles));
    expect(plan.specs).toEqual([...new Set([...everyPageSpecs, ...(fileSpecs.site ?? [])])].sort());
  });

  it("an asset: the pages of the files that name it, first, middle and last partner", () => {
    const { partners } = parse(texts.partners) as { partners: { logo: string }[] };
    const picks = [partners[0], partners[Math.floor(partners.length / 2)], partners.at(-1)];
    for (const partner of picks) {
      const plan = planCheck([`content/${partner!.logo}`], texts);
      expect(plan).toMatchObject({ kind: "content", files: ["partners"], pages: ["home"] });
    }
    // A picture no file names yet is checked and built, on no page.
    expect(planCheck(["content/assets/partners/new-sponsor.svg"], texts)).toEqual({
      kind: "content",
      files: [],
      pages: [],
      specs: [],
    });
  });
});
