// After `react-router build`, before scripts/postbuild.mjs: read every prerendered page and write
// the site search index to <build>/client/search-index.json (see app/search and decision 0012).
// Indexing the built pages rather than the content files means search finds exactly what a
// visitor can read, under the headings they will land on.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import MiniSearch from "minisearch";
import { loadContent } from "../app/content/load.server";
import { pageDocuments } from "../app/search/documents";
import { searchIndexPath, searchOptions } from "../app/search/options";
import { routeTable } from "../app/route-table";

/** Pages that are not destinations: the listing and the results page lead to the others. */
const notIndexed = new Set(["page-listing", "search"]);

const clientDir = path.resolve(
  import.meta.dirname,
  "..",
  process.env.BUILD_DIR ?? "build",
  "client",
);

function pageHtml(pagePath: string): string {
  const candidates =
    pagePath === "/"
      ? ["index.html"]
      : [`${pagePath.slice(1)}/index.html`, `${pagePath.slice(1)}.html`];
  const found = candidates.map((file) => path.join(clientDir, file)).find((file) => existsSync(file));
  if (!found) throw new Error(`search index: no prerendered page for ${pagePath} in ${clientDir}`);
  return readFileSync(found, "utf8");
}

const { pages } = loadContent();
const documents = routeTable
  .filter((entry) => !notIndexed.has(entry.id))
  .flatMap((entry) => {
    const page = pages.pages.find((candidate) => candidate.id === entry.id);
    if (!page) throw new Error(`search index: content/pages.yaml has no page "${entry.id}"`);
    const { document } = new JSDOM(pageHtml(entry.path)).window;
    return pageDocuments(document, {
      id: entry.id,
      path: entry.path,
      name: page.name,
      description: page.description,
    });
  });

const index = new MiniSearch(searchOptions);
index.addAll(documents);
const json = JSON.stringify(index);
writeFileSync(path.join(clientDir, searchIndexPath.slice(1)), json);
console.log(
  `search index: ${documents.length} sections of ${routeTable.length - notIndexed.size} pages, ${Math.round(json.length / 1024)} KB`,
);
