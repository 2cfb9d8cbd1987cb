// The layering rule (decision 0041, eslint.layers.js) refuses an import that runs back up the
// floors, and lets the named exceptions through. Each case lints a small source text as if it
// stood at a path in a lower room and imported a real file of a higher one.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("..", import.meta.url).pathname });

/** The layering rule's messages for `source` placed at `filePath`. */
async function refusals(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "boundaries/dependencies")
    .map((message) => message.message);
}

const refused = (from: string, to: string) =>
  `${from} may not import ${to}: imports run down the floors, never back up (eslint.layers.js, decision 0041)`;

describe("the layering rule", () => {
  it("refuses the content model importing the build's wiring or the outputs", async () => {
    const found = await refusals(
      "app/content/probe.ts",
      [
        'import { checkContent } from "~/pipeline/check.server";',
        'import { sitemapXml } from "../outputs/sitemap.server";',
        "export const probe = [checkContent, sitemapXml];",
      ].join("\n"),
    );
    expect(found).toEqual([
      refused("app/content/probe.ts", "app/pipeline/check.server.ts"),
      refused("app/content/probe.ts", "app/outputs/sitemap.server.ts"),
    ]);
  });

  it("refuses the outputs importing the wiring, and the app importing scripts/ or tools/", async () => {
    const found = await refusals(
      "app/outputs/probe.server.ts",
      [
        'import { contentPlugin } from "~/pipeline/vite-plugin.server";',
        'import "../../scripts/build/lock";',
        'import "../../tools/make-font.mjs";',
        "export const probe = contentPlugin;",
      ].join("\n"),
    );
    expect(found).toEqual([
      refused("app/outputs/probe.server.ts", "app/pipeline/vite-plugin.server.ts"),
      refused("app/outputs/probe.server.ts", "scripts/build/lock.ts"),
      refused("app/outputs/probe.server.ts", "tools/make-font.mjs"),
    ]);
  });

  it("refuses lib importing a component, a page or the root", async () => {
    const found = await refusals(
      "app/lib/probe.ts",
      [
        'import { Icon } from "~/components/ui/icon";',
        'import { loader } from "~/routes/results";',
        'import { Document } from "~/document";',
        "export const probe = [Icon, loader, Document];",
      ].join("\n"),
    );
    expect(found).toEqual([
      refused("app/lib/probe.ts", "app/components/ui/icon.tsx"),
      refused("app/lib/probe.ts", "app/routes/results.tsx"),
      refused("app/lib/probe.ts", "app/document.tsx"),
    ]);
  });

  it("has the content model on the ground floor: it imports no helper of lib, lib imports it", async () => {
    const model = await refusals(
      "app/content/probe.ts",
      ['import { formatList } from "~/lib/format";', "export const probe = formatList;"].join("\n"),
    );
    expect(model).toEqual([refused("app/content/probe.ts", "app/lib/format.ts")]);
    const lib = await refusals(
      "app/lib/probe.ts",
      [
        'import type { Programme } from "~/content/schema";',
        'import { sponsorTiers } from "~/content/sets";',
        'import { firstDay } from "~/content/staging-days";',
        "export const probe = [sponsorTiers, firstDay];",
        "export type Probe = Programme;",
      ].join("\n"),
    );
    expect(lib).toEqual([]);
  });

  it("has the islands' names below the registry: <Island> names an island, never imports the registry", async () => {
    const found = await refusals(
      "app/islands/probe.ts",
      [
        'import type { IslandName } from "./names";',
        'import type { islands as Islands } from "./registry";',
        'import { islands } from "./registry";',
        "export const probe = islands;",
        "export type Probe = [IslandName, typeof Islands];",
      ].join("\n"),
    );
    expect(found).toEqual([
      refused("app/islands/probe.ts", "app/islands/registry.ts"),
      refused("app/islands/probe.ts", "app/islands/registry.ts"),
    ]);
  });

  it("lets each room import the rooms below it", async () => {
    const found = await refusals(
      "app/pipeline/probe.server.ts",
      [
        'import { loadContent } from "~/content/load.server";',
        'import { sitemapXml } from "~/outputs/sitemap.server";',
        'import { jamaicaToday } from "~/lib/dates";',
        'import { routeTable } from "~/route-table";',
        "export const probe = [loadContent, sitemapXml, jamaicaToday, routeTable];",
      ].join("\n"),
    );
    expect(found).toEqual([]);
  });
});

describe("the build's modules", () => {
  /** The rule's messages for module-level variables in `source` placed at `filePath`. */
  async function stateRefusals(filePath: string, source: string): Promise<number> {
    const [result] = await eslint.lintText(source, { filePath });
    return (result?.messages ?? []).filter((message) =>
      message.message.startsWith("No module-level variable in the build"),
    ).length;
  }

  it("hold no state: a module-level let or var is refused, a constant or a function's own let is not", async () => {
    const source = [
      "let plan: string | undefined;",
      "export var run = 0;",
      "const steps = ['content'];",
      "export function step() {",
      "  let done = plan ?? steps[run];",
      "  done += '.';",
      "  return done;",
      "}",
    ].join("\n");
    for (const file of [
      "scripts/build/pages.ts",
      "app/pipeline/probe.server.ts",
      "scripts/build/build.ts",
    ])
      expect(await stateRefusals(file, source), file).toBe(2);
    // Not the build's: a test or a benchmark may keep what it measured.
    expect(await stateRefusals("tools/bench.ts", source)).toBe(0);
  });
});

describe("the build's room", () => {
  const root = new URL("..", import.meta.url).pathname;
  const extensions = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts"];

  /** The project's files `file` imports, by relative path or the `~` alias, as paths from the root. */
  function importsOf(file: string): string[] {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), "utf8"));
    return importedFiles.flatMap(({ fileName }) => {
      const base = fileName.startsWith("~/")
        ? path.join("app", fileName.slice(2))
        : fileName.startsWith(".")
          ? path.join(path.dirname(file), fileName)
          : undefined;
      if (base === undefined) return [];
      const found = extensions
        .map((extension) => base.replace(/\?.*$/, "") + extension)
        .find((candidate) => existsSync(path.join(root, candidate)) && !candidate.endsWith("/"));
      return found && statSync(path.join(root, found)).isFile() ? [found] : [];
    });
  }

  /** Every project file reached from `entries` by imports. */
  function reached(entries: string[]): Set<string> {
    const seen = new Set<string>();
    const queue = [...entries];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (seen.has(file) || !/\.(m?[jt]sx?)$/.test(file)) continue;
      seen.add(file);
      queue.push(...importsOf(file));
    }
    return seen;
  }

  const build = reached(["scripts/build/build.ts", "vite.config.ts"]);

  it("holds only what `npm run build` and `npm run dev` run", () => {
    const room = readdirSync(path.join(root, "scripts/build"), {
      recursive: true,
      encoding: "utf8",
    })
      .filter((file) => /\.(m?[jt]s)$/.test(file) && !/\.test\.ts$/.test(file))
      .filter((file) => !file.startsWith("islands-fixtures/"))
      .map((file) => `scripts/build/${file}`);
    expect(room.length).toBeGreaterThan(5);
    expect(room.filter((file) => !build.has(file))).toEqual([]);
  });

  it("runs nothing of the other commands: no tool, no content script, no test", () => {
    const outside = [...build].filter(
      (file) =>
        !file.startsWith("app/") && !file.startsWith("scripts/build/") && file !== "vite.config.ts",
    );
    expect(outside).toEqual([]);
    expect(build.has("scripts/build/pages.ts")).toBe(true);
    expect(build.has("app/render-page.server.tsx")).toBe(true);
  });
});
