/**
 * Renders one page of the route table to its HTML (decision 0053): its data (the shell's, every
 * page's header and footer, and its own route's), its document, its islands. The build's pages
 * step bundles this module for Node and calls it once per page; `npm run dev` loads it through
 * Vite for each request. Both add the islands' starter by the same function (app/islands/starter-tags.ts).
 */
import { prerender } from "react-dom/static";
// The document first: its stylesheet opens the bundled one with the order of its layers.
import { Document } from "./document";
import { PageDataContext, mergeRouteData } from "./hooks/use-content";
import { PageIslands, PageIslandsContext } from "./islands/island";
import { loadIslandComponents } from "./islands/registry";
import type { IslandWhen } from "./islands/starter-settings.js";
import type { HeadTag } from "./lib/head-tags";
import { ServerLocation } from "./lib/location";
import { type PageModule, pageModules as modules } from "./page-modules";
import { builtOn } from "virtual:build-info";
import { type ArchivePage, archivePages } from "./lib/archives";
import { contentFor, shellData } from "./pipeline/route-data.server";
import { archiveRoutes, notFoundPath, routeTable } from "./route-table";

/** The not-found page's address: written as 404.html, served at every unknown address. */
export const notFound = notFoundPath;

/**
 * The archive pages of this build's content on its day (app/lib/archives.ts): each earlier
 * season's results, Media Moments' older articles.
 */
export const archives: readonly ArchivePage[] = archivePages(
  contentFor("programmes", "articles", "pages"),
  builtOn,
);

/** Every page the build writes: the route table's, the archive pages, and the not-found page. */
export const pagePaths: readonly string[] = [
  ...routeTable.map((entry) => entry.path),
  ...archives.map((archive) => archive.path),
  notFoundPath,
];

/** The module of the page at `path`, and the archive page it is, if it is one. */
function moduleOf(path: string): { page: PageModule; archive?: ArchivePage } {
  const archive = archives.find((candidate) => candidate.path === path);
  const file =
    path === notFoundPath
      ? "routes/not-found.tsx"
      : archive
        ? archiveRoutes.find((route) => route.id === archive.id)?.file
        : routeTable.find((entry) => entry.path === path)?.file;
  const found = file ? modules[`./${file}`] : undefined;
  if (!found) throw new Error(`render-page: no page at ${path} (app/route-table.ts).`);
  return archive ? { page: found, archive } : { page: found };
}

export interface RenderedPage {
  /** The page's HTML, without the islands' starter. */
  html: string;
  /** Its islands, by name, and when each runs: what the starter's settings are made from. */
  islands: ReadonlyMap<string, IslandWhen>;
  /**
   * What the islands every page has read, as the file the page names (`assets/…json`, the same
   * on every page of a build): whoever writes the page writes it once.
   */
  shared: { file: string; json: string } | undefined;
}

/** One page's HTML and its islands. */
export async function renderPage(
  path: string,
  { stylesheets }: { stylesheets: readonly string[] },
): Promise<RenderedPage> {
  const { page, archive } = moduleOf(path);
  const Page = page.default;
  // A page of the route table takes no argument; an archive page's module, its archive page.
  const own = page.loader(archive as ArchivePage);
  const data = mergeRouteData([shellData(), own]);
  const islands = new PageIslands(path, await loadIslandComponents());
  const head = (own.meta ?? []) as HeadTag[];
  // An error while rendering fails the page, once, with its own message: React would otherwise
  // log it and, inside a Suspense boundary, leave that part to the browser.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <ServerLocation value={{ pathname: path, search: "", hash: "" }}>
      <PageDataContext value={{ data, source: `the page ${path}` }}>
        <PageIslandsContext value={islands}>
          <Document head={head} stylesheets={stylesheets}>
            <Page data={own} />
          </Document>
        </PageIslandsContext>
      </PageDataContext>
    </ServerLocation>,
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw errors[0];
  const html = await new Response(prelude).text();
  return { html, islands: islands.when, shared: islands.sharedFile };
}
