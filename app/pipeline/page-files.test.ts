import { describe, expect, it } from "vitest";
import { routeTable, type PageId } from "~/route-table";
import { pageFiles, pagesShowing, shellFiles } from "./page-files";
import { shellData } from "./route-data.server";
import { contentSchemas, type ContentName } from "../content/schema";

/** Every page's route module, as React Router builds them (app/routes.ts). */
const routeModules = import.meta.glob<{
  loader: () => { content: object; articleLinks?: object };
}>("../routes/*.tsx");
const modules: Record<PageId, string> = {
  ...(Object.fromEntries(routeTable.map((entry) => [entry.id, entry.file])) as Record<
    PageId,
    string
  >),
  "not-found": "routes/not-found.tsx",
};

/** The content files a loader hands over: its `content`, and the articles a result links to. */
function filesOf(data: { content: object; articleLinks?: object }): string[] {
  return [...Object.keys(data.content), ...(data.articleLinks ? ["articles"] : [])].sort();
}

describe("which content files each page shows", () => {
  it("names every page once", () => {
    expect(Object.keys(pageFiles).sort()).toEqual(Object.keys(modules).sort());
  });

  it.each(Object.entries(modules))("%s: the files its loader hands over", async (id, file) => {
    const load = routeModules[`../${file}`];
    if (!load) throw new Error(`No route module app/${file}`);
    const route = await load();
    expect(filesOf(route.loader())).toEqual([...pageFiles[id as PageId]].sort());
  });

  it("the shell's files are the root loader's", async () => {
    expect(Object.keys(shellData().content).sort()).toEqual([...shellFiles].sort());
  });

  it("a shell file shows on every page; another on the pages that read it", () => {
    const every = Object.keys(modules).sort();
    expect(pagesShowing("site").sort()).toEqual(every);
    expect(pagesShowing("donate")).toEqual(["donate"]);
    expect(pagesShowing("articles").sort()).toEqual(["home", "media-moments", "results"]);
    // Every content file shows somewhere, so a change to it is always tested on a page.
    for (const name of Object.keys(contentSchemas) as ContentName[])
      expect(pagesShowing(name).length, name).toBeGreaterThan(0);
  });
});
