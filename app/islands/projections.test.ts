// Each island's projection, on every page of the tests' content that has the island: the page
// renders, which means <Island> rendered the widget again from its projection alone, through the
// strict view, and got the same HTML as from the whole files (app/islands/island.tsx); the page
// carries less than the whole file; and a projection that leaves out what the widget reads fails
// the page, naming the island and the field.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Content } from "~/content/schema";
import { pagePaths, renderPage } from "~/render-page.server";
import { DroppedFieldError } from "./carried";
import { type IslandData, islandDataId } from "./page-data";
import { projections } from "./projections";
import type { IslandName } from "./names";

/** Every page of the tests' content, rendered once, with its islands and the data it carries. */
const pages = await Promise.all(
  pagePaths.map(async (path) => {
    const { html, islands, shared } = await renderPage(path, { stylesheets: [] });
    const json = new RegExp(`id="${islandDataId}">([^<]*)<`).exec(html)?.[1];
    const data = json ? (JSON.parse(json) as IslandData) : undefined;
    return { path, islands, data, shared };
  }),
);

const projected = Object.entries(projections) as [IslandName, NonNullable<unknown>][];

const original = { ...projections };
afterEach(() => Object.assign(projections, original));

describe.each(projected)("the island %s", (name) => {
  const withIsland = pages.filter((page) => page.islands.has(name));
  const files = Object.keys(projections[name] ?? {}) as (keyof Content)[];

  it("is on a page of the tests' content, which renders from what it carries", () => {
    expect(withIsland.map((page) => page.path).length).toBeGreaterThan(0);
  });

  it("carries less of the files it projects than the whole files", async () => {
    const { loadContent } = await import("~/content/load.server");
    const whole = loadContent();
    for (const file of files) {
      // An island reads a file on some pages and is given it as props on others.
      const carried = withIsland.flatMap((page) => {
        const shared = page.shared ? (JSON.parse(page.shared.json) as IslandData) : undefined;
        const found = page.data?.content[file] ?? shared?.content[file];
        return found === undefined ? [] : [found];
      });
      expect(carried.length, `pages carrying content/${file}.yaml`).toBeGreaterThan(0);
      for (const found of carried)
        expect(JSON.stringify(found).length).toBeLessThan(JSON.stringify(whole[file]).length);
    }
  });

  it.each(files)("fails its page, naming the field, if it carried nothing of %s", async (file) => {
    projections[name] = { ...projections[name], [file]: () => ({}) };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const page = withIsland.find((page) =>
      [page.data?.content, page.shared?.json].some((data) =>
        typeof data === "string" ? data.includes(`"${file}":`) : data?.[file] !== undefined,
      ),
    );
    if (!page) throw new Error(`${name} reads content/${file}.yaml on no page`);
    const rendering = renderPage(page.path, { stylesheets: [] });
    await expect(rendering).rejects.toThrow(DroppedFieldError);
    await expect(rendering).rejects.toThrow(
      new RegExp(`^Island "${name}" reads ${file}\\.\\w+, which its projection leaves out`),
    );
  });
});
