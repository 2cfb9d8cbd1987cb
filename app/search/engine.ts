/**
 * The browser's side of site search, loaded on demand (`import("~/search/engine")`) the first
 * time the search box is focused or the results page has a query: MiniSearch and the built index
 * arrive together, and no page pays for them before.
 */
import MiniSearch from "minisearch";
import { type SearchDocument, type SearchHit, searchIndexPath, searchOptions } from "./options";

export type Search = (query: string, limit?: number) => SearchHit[];

/** Searches the index: best first, one hit per address (a page's sections can share one). */
export function searcher(index: MiniSearch<SearchDocument>): Search {
  return (query, limit = Number.POSITIVE_INFINITY) => {
    const seen = new Set<string>();
    const hits: SearchHit[] = [];
    for (const result of index.search(query.trim())) {
      const hit = result as unknown as Omit<SearchHit, "terms"> & { terms: string[] };
      if (seen.has(hit.url)) continue;
      seen.add(hit.url);
      hits.push({
        id: hit.id,
        page: hit.page,
        title: hit.title,
        url: hit.url,
        excerpt: hit.excerpt,
        terms: [...hit.terms].sort(),
      });
      if (hits.length >= limit) break;
    }
    return hits;
  };
}

/** The index from its serialised form, with the options it was built with. */
export function searchFromJson(json: string): Search {
  return searcher(MiniSearch.loadJSON<SearchDocument>(json, searchOptions));
}

let loading: Promise<Search> | undefined;

/**
 * The site's search, fetched once per page view and shared by every caller. A failed fetch is
 * forgotten, so the next attempt tries again rather than failing for good.
 */
export function loadSearch(): Promise<Search> {
  loading ??= fetch(searchIndexPath)
    .then((response) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}`);
      return response.text();
    })
    .then(searchFromJson)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
