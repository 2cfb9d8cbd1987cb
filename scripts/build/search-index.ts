// A build step (scripts/build/build.ts), after the pages are in their final place and form: reads every
// prerendered page and writes the site search index to <build>/client/search-index.json (see
// app/search and decision 0012). Indexing the built pages rather than the content files means
// search finds exactly what a visitor can read, under the headings they will land on.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import MiniSearch from "minisearch";
import type { Content } from "../../app/content/schema";
import { pageDocuments } from "../../app/search/documents";
import { searchIndexPath, searchOptions } from "../../app/search/options";
import { archivePages } from "../../app/lib/archives";
import { routeTable } from "../../app/route-table";

/** Pages that are not destinations: the listing and the results page lead to the others. */
export const notIndexed = new Set(["page-listing", "search"]);

/**
 * Pages indexed by their introduction alone: every section of home shows a part of another page
 * (the season's programmes, the champions, the numbers, the news, the partners), found there, so
 * a search lists each thing once.
 */
export const introductionOnly = new Set(["home"]);

/**
 * Writes the index of the pages in `clientDir` (each page as `x.html`), the archive pages of the
 * content on the build's day `day` among them (each earlier season's results, each page of older
 * articles, under its own heading); says what it holds.
 */
export function buildSearchIndex(
  clientDir: string,
  content: Pick<Content, "pages" | "programmes" | "articles">,
  day: string,
): string {
  const archives = archivePages(content, day);
  const entries = routeTable
    .filter((entry) => !notIndexed.has(entry.id))
    .flatMap((entry) => {
      const page = content.pages.pages.find((candidate) => candidate.id === entry.id);
      if (!page) throw new Error(`search index: content/pages.yaml has no page "${entry.id}"`);
      return [
        {
          id: entry.id,
          path: entry.path,
          name: page.name,
          description: page.description,
          introductionOnly: introductionOnly.has(entry.id),
        },
        ...archives
          .filter((archive) => archive.of === entry.id)
          .map((archive) => ({
            id: `${archive.id}:${archive.key}`,
            path: archive.path,
            name: archive.heading,
            description: archive.description,
          })),
      ];
    });
  const documents = entries.flatMap((entry) => {
    const file = entry.path === "/" ? "index.html" : `${entry.path.slice(1)}.html`;
    const { document } = new JSDOM(readFileSync(path.join(clientDir, file), "utf8")).window;
    return pageDocuments(document, entry);
  });

  const index = new MiniSearch(searchOptions);
  index.addAll(documents);
  const json = JSON.stringify(index);
  writeFileSync(path.join(clientDir, searchIndexPath.slice(1)), json);
  return `${documents.length} sections of ${entries.length} pages, ${Math.round(json.length / 1024)} KB`;
}
