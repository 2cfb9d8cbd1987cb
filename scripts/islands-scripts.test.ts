import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { islands } from "../app/islands/registry";
import {
  type BuiltChunk,
  islandFiles,
  islandModules,
  islandsPlan,
  dueModule,
  loaderModule,
  settingsLine,
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
      chunk("assets/due-1.js", [dueModule, "app/lib/dates.ts"]),
    ];
    const plan = islandsPlan(chunks, modules, root);
    expect(plan.loader).toBe("assets/islands-1.js");
    expect(plan.due).toEqual(["assets/due-1.js"]);
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
    due: ["assets/due-code-1.js", "assets/due-1.js"],
    preload: ["assets/shared-1.js"],
    islands: {
      "site-header": ["assets/today-1.js", "assets/header-1.js"],
      "site-footer": ["assets/today-1.js", "assets/footer-1.js"],
      donation: ["assets/donation-1.js"],
    },
    files: [],
  };
  const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
  const data = '<script type="application/json" id="island-data">{}</script>';
  const island = (name: string, when?: string) =>
    `<div class="island" data-island="${name}" data-prefix="i0-"${when ? ` data-when="${when}"` : ""}></div>`;
  const settingsOf = (html: string) => {
    const script = /<script type="module">([\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? "";
    return JSON.parse(settingsLine.exec(script)?.[1] ?? "null") as unknown;
  };

  it("starts, after the first paint, what the page's `load` islands need, its header, and the loader", () => {
    const body = `${island("site-header", "use")}<main>${island("donation")}</main>${island("site-footer", "due")}${data}`;
    const html = withIslandScripts(page(body), plan, "donate.html");
    expect(html.startsWith(page(body).replace("</body></html>", ""))).toBe(true);
    // With a widget on the page React comes anyway, so the header (`use`) runs at once too.
    expect(settingsOf(html)).toEqual({
      initial: [
        "/assets/shared-1.js",
        "/assets/today-1.js",
        "/assets/header-1.js",
        "/assets/donation-1.js",
      ],
      loader: "/assets/islands-1.js",
      due: ["/assets/due-code-1.js", "/assets/due-1.js"],
      quiet: {
        "site-footer": {
          files: ["/assets/shared-1.js", "/assets/today-1.js", "/assets/footer-1.js"],
          use: false,
        },
      },
    });
    expect(html).toContain('observe({ type: "paint", buffered: true })');
    // Nothing is requested before the paint: no preload or script file in the HTML itself.
    expect(html).not.toMatch(/<link rel="modulepreload"|<script[^>]* src=/);
  });

  it("gives a page whose islands are all quiet nothing to fetch at first but the due module", () => {
    const html = withIslandScripts(
      page(`${island("site-header", "use")}${island("site-footer", "due")}${data}`),
      plan,
      "about-jade.html",
    );
    expect(settingsOf(html)).toMatchObject({
      initial: [],
      due: ["/assets/due-code-1.js", "/assets/due-1.js"],
      quiet: { "site-header": { use: true }, "site-footer": { use: false } },
    });
  });

  it("leaves a page without islands without scripts, and names what is wrong with a page", () => {
    expect(withIslandScripts(page("<main></main>"), plan, "about.html")).toBe(
      page("<main></main>"),
    );
    expect(() => withIslandScripts(page(island("site-header")), plan, "about.html")).toThrow(
      /about\.html has islands but no island data/,
    );
    expect(() =>
      withIslandScripts(page(`${island("carousel")}${data}`), plan, "about.html"),
    ).toThrow(/about\.html has an island "carousel" the registry does not name/);
  });
});
