/**
 * The islands' build's rules (scripts/build/islands.ts), run by Vite's own build on small
 * projects written here: the plan read from the bundle the build makes, the starter built into
 * it, and build-only code refused.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Rollup, build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import type { IslandsPlan } from "../../app/islands/starter-tags.js";
import { islandsPlanPlugin, isServerModule, withoutServerModules } from "./islands";

const starter = path.resolve(import.meta.dirname, "../../app/islands/starter.ts");
const projects: string[] = [];
afterAll(() => {
  for (const project of projects) rmSync(project, { recursive: true, force: true });
});

/** A project of the given files, built as the islands are: its loader and due module. */
async function buildIslands(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "islands-build-"));
  projects.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  let made: IslandsPlan | undefined;
  const output = (await build({
    configFile: false,
    root,
    logLevel: "silent",
    plugins: [
      islandsPlanPlugin(
        {
          registry: path.join(root, "registry.ts"),
          loader: path.join(root, "client.ts"),
          due: path.join(root, "due.ts"),
          starter,
        },
        (plan) => (made = plan),
      ),
      withoutServerModules(root),
    ],
    build: {
      write: false,
      rollupOptions: {
        input: { islands: path.join(root, "client.ts"), due: path.join(root, "due.ts") },
        preserveEntrySignatures: "exports-only",
      },
    },
  })) as Rollup.RollupOutput;
  if (!made) throw new Error("the islands' build made no plan");
  const plan = made;
  const fileHolding = (module: string) =>
    output.output.find(
      (file) => file.type === "chunk" && file.moduleIds.includes(path.join(root, module)),
    )?.fileName;
  return { plan, output: output.output, fileHolding };
}

/** A site in small: two islands sharing a helper, one with a helper of its own, and the due check. */
const site = {
  "registry.ts": [
    "export const islands = {",
    '  "first-island": () => import("./first").then((module) => module.First),',
    '  second: () => import("./second").then((module) => module.Second),',
    "};",
  ].join("\n"),
  "client.ts": [
    'import { islands } from "./registry";',
    'import { due } from "./due";',
    'for (const element of document.querySelectorAll<HTMLElement>("[data-island]"))',
    "  if (due([]).length === 0)",
    "    void islands[element.dataset.island as keyof typeof islands]?.().then((run) => run(element));",
  ].join("\n"),
  "due.ts": 'export const due = (names: string[]) => names.filter((name) => name === "second");',
  "first.ts": [
    'import { shared } from "./shared";',
    "export const First = (element: HTMLElement) => shared(element, 'first');",
  ].join("\n"),
  "second.ts": [
    'import { shared } from "./shared";',
    'import { own } from "./own";',
    "export const Second = (element: HTMLElement) => shared(element, own('second'));",
  ].join("\n"),
  "shared.ts":
    "export const shared = (element: HTMLElement, text: string) => { element.textContent = text.repeat(3); };",
  "own.ts": "export const own = (text: string) => text.toUpperCase();",
};

describe("the islands' build", () => {
  it("plans each island's files from the bundle: what it imports first, its own chunk last", async () => {
    const { plan, output, fileHolding } = await buildIslands(site);
    expect(Object.keys(plan.islands)).toEqual(["first-island", "second"]);
    expect(plan.islands["first-island"]).toEqual([
      fileHolding("shared.ts"),
      fileHolding("first.ts"),
    ]);
    // `own` is the second island's alone: Rollup keeps it in that island's chunk.
    expect(fileHolding("own.ts")).toBe(fileHolding("second.ts"));
    expect(plan.islands.second).toEqual([fileHolding("shared.ts"), fileHolding("second.ts")]);
    expect(plan.loader).toBe(fileHolding("client.ts"));
    expect(plan.due).toEqual([fileHolding("due.ts")]);
    // The starter is text in the plan, to be written into each page, and no file of its own.
    expect(plan.starter).toContain("island-start");
    expect(plan.starter).not.toMatch(/^\s*import\s|\bexport\b/m);
    const chunks = output.filter((file) => file.type === "chunk").map((file) => file.fileName);
    expect(plan.files).toEqual([...chunks].sort());
    expect(chunks.some((file) => file.includes("starter"))).toBe(false);
  });

  it("names a registry entry that imports no module", async () => {
    await expect(
      buildIslands({
        ...site,
        "registry.ts": [
          'import { First } from "./first";',
          "export const islands = {",
          '  "first-island": () => import("./first").then((module) => module.First),',
          "  second: () => Promise.resolve(First),",
          "};",
        ].join("\n"),
      }),
    ).rejects.toThrow(/the registry's "second" does not import a module by name/);
  });

  it.each([
    ["a .server file", "secret.server.ts", "./secret.server"],
    ["a file in a .server folder", ".server/secret.ts", "./.server/secret"],
  ])(
    "refuses %s in the browser's code, naming the module that imports it",
    async (_, file, source) => {
      await expect(
        buildIslands({
          ...site,
          [file]: "export const secret = 'build only';",
          "first.ts": [
            `import { secret } from "${source}";`,
            "export const First = (element: HTMLElement) => { element.textContent = secret; };",
          ].join("\n"),
        }),
      ).rejects.toThrow(
        new RegExp(
          `first\\.ts imports ${file.replace(/\./g, "\\.")}, a build-only module \\(\\.server\\)`,
        ),
      );
    },
  );

  it("refuses zod in the browser's code, naming the module that imports it", async () => {
    await expect(
      buildIslands({
        ...site,
        "schema.ts": 'import { z } from "zod";\nexport const Name = z.string();',
        "first.ts": [
          'import { Name } from "./schema";',
          "export const First = (element: HTMLElement) => { element.textContent = Name.parse('x'); };",
        ].join("\n"),
      }),
    ).rejects.toThrow(/schema\.ts imports zod, which checks content at build time only/);
  });

  it("knows a build-only module by its name or folder", () => {
    expect(isServerModule("/app/pipeline/route-data.server.ts")).toBe(true);
    expect(isServerModule("/app/lib/.server/secret.ts")).toBe(true);
    expect(isServerModule("/app/pipeline/vite-plugin.server.ts?raw")).toBe(true);
    expect(isServerModule("/app/lib/server-time.ts")).toBe(false);
    expect(isServerModule("/app/lib/observer.ts")).toBe(false);
  });
});
