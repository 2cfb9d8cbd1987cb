import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { islands } from "../app/islands/registry";
import {
  type BuiltChunk,
  islandFiles,
  islandModules,
  islandsPlan,
  loaderModule,
  withIslandScripts,
} from "./islands-scripts.mjs";

const registry = readFileSync(new URL("../app/islands/registry.ts", import.meta.url), "utf8");
const root = "/project";
const chunk = (fileName: string, modules: string[], imports: string[] = []): BuiltChunk => ({
  fileName,
  imports,
  moduleIds: modules.map((module) => `${root}/${module}`),
});

describe("the islands' scripts", () => {
  it("reads every island of the registry, and its module", () => {
    const modules = islandModules(registry);
    expect([...modules.keys()].sort()).toEqual(Object.keys(islands).sort());
    expect(modules.get("site-header")).toBe("app/components/site/header.tsx");
    expect(modules.get("donation")).toBe("app/components/sections/donation.tsx");
    expect(() => islandModules("export const islands = {};")).toThrow(/no island/);
  });

  it("plans each island's files, its imports first, without what the loader already brings", () => {
    const modules = new Map([
      ["site-header", "app/components/site/header.tsx"],
      ["donation", "app/components/sections/donation.tsx"],
    ]);
    const chunks = [
      chunk(
        "assets/islands-1.js",
        [loaderModule, "node_modules/react-dom/client.js"],
        ["assets/shared-1.js"],
      ),
      chunk("assets/shared-1.js", ["app/lib/format.ts"]),
      chunk("assets/today-1.js", ["app/hooks/use-today.ts"], ["assets/islands-1.js"]),
      chunk(
        "assets/header-1.js",
        ["app/components/site/header.tsx"],
        ["assets/islands-1.js", "assets/today-1.js"],
      ),
      chunk(
        "assets/donation-1.js",
        ["app/components/sections/donation.tsx"],
        ["assets/shared-1.js"],
      ),
      chunk("assets/engine-1.js", ["app/search/engine.ts"]),
    ];
    const plan = islandsPlan(chunks, modules, root);
    expect(plan.loader).toBe("assets/islands-1.js");
    expect(plan.preload).toEqual(["assets/shared-1.js"]);
    expect(plan.islands).toEqual({
      "site-header": ["assets/today-1.js", "assets/header-1.js"],
      donation: ["assets/donation-1.js"],
    });
    // A file loaded later (the search engine) is kept with the rest.
    expect([...islandFiles(plan)].sort()).toEqual(chunks.map((built) => built.fileName).sort());
    expect(() => islandsPlan(chunks, new Map([["missing", "app/missing.tsx"]]), root)).toThrow(
      /no built chunk holds app\/missing\.tsx/,
    );
  });

  const plan = {
    loader: "assets/islands-1.js",
    preload: ["assets/shared-1.js"],
    islands: {
      "site-header": ["assets/today-1.js", "assets/header-1.js"],
      "site-footer": ["assets/today-1.js", "assets/footer-1.js"],
    },
    files: [],
  };
  const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
  const data = '<script type="application/json" id="island-data">{}</script>';

  it("gives a page, after its first paint, its islands' files once each, then the loader", () => {
    const body = `<div data-island="site-header"></div><main></main><div data-island="site-footer"></div>${data}`;
    const html = withIslandScripts(page(body), plan, "index.html");
    const script = /<script type="module">([\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? "";
    expect(html.startsWith(page(body).replace("</body></html>", ""))).toBe(true);
    expect(script).toContain(
      'for (const href of ["/assets/shared-1.js","/assets/today-1.js","/assets/header-1.js","/assets/footer-1.js"])',
    );
    expect(script).toContain('import("/assets/islands-1.js")');
    expect(script).toContain('observe({ type: "paint", buffered: true })');
    // Nothing is requested before the paint: no preload or script file in the HTML itself.
    expect(html).not.toMatch(/<link rel="modulepreload"|<script[^>]* src=/);
  });

  it("leaves a page without islands without scripts, and names what is wrong with a page", () => {
    expect(withIslandScripts(page("<main></main>"), plan, "about.html")).toBe(
      page("<main></main>"),
    );
    expect(() =>
      withIslandScripts(page('<div data-island="site-header"></div>'), plan, "about.html"),
    ).toThrow(/about\.html has islands but no island data/);
    expect(() =>
      withIslandScripts(page(`<div data-island="carousel"></div>${data}`), plan, "about.html"),
    ).toThrow(/about\.html has an island "carousel" the registry does not name/);
  });
});
