/**
 * Site search, shared by the build (which writes the index) and the browser (which loads it):
 * one set of options, so the index and the queries against it always agree. No MiniSearch
 * import here: the library loads only when the search box is first used.
 */
import type { Options, SearchOptions } from "minisearch";

/** One searchable place: a page's introduction, or one of its sections. */
export interface SearchDocument {
  /** `<route id>` for a page's introduction, `<route id>#<anchor or n>` for a section. */
  id: string;
  /** The page's name, as the navigation shows it. */
  page: string;
  /** The section's heading; the page's name for its introduction. */
  title: string;
  /** The address to open: the page's path, with the section's `#anchor` when it has one. */
  url: string;
  /** The section's text, whitespace collapsed. */
  text: string;
  /** The first words of the text, shown under a result. */
  excerpt: string;
}

/**
 * The stored fields (what a result carries without a second lookup), and the document's terms
 * the query matched, folded as the index keeps them, for highlighting.
 */
export type SearchHit = Pick<SearchDocument, "id" | "page" | "title" | "url" | "excerpt"> & {
  terms: readonly string[];
};

/** The built index, beside the pages; revalidated like them, so it is never older than they are. */
export const searchIndexPath = "/search-index.json";

/**
 * How much a page's matches weigh against another's: what visitors come for (the programmes, the
 * results) before the rest, and the news, which tells of them, after. By the page's id, the first
 * part of a document's (`results:3`, `results:2024-2025:2`).
 */
export const pageWeights: Readonly<Record<string, number>> = {
  "jade-programmes": 1.5,
  results: 1.5,
  "media-moments": 0.75,
};

/** Default query behaviour: prefix matches for words being typed, and small typos forgiven. */
export const searchDefaults: SearchOptions = {
  prefix: true,
  // Up to 20% of a term's length, so "adjudcator" finds "adjudicator" but "cat" needs all three.
  fuzzy: 0.2,
  combineWith: "AND",
  boost: { title: 3, page: 2 },
  boostDocument: (id: unknown) => pageWeights[String(id).split(":")[0] ?? ""] ?? 1,
};

export const searchOptions: Options<SearchDocument> = {
  fields: ["title", "page", "text"],
  storeFields: ["page", "title", "url", "excerpt"],
  searchOptions: searchDefaults,
  // Words are split on anything but letters and digits in any script, so "Debaters'" indexes
  // as "debaters"; accents are stripped so "Montego" and "Montégo" meet.
  tokenize: (text) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean),
  processTerm: (term) => term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase(),
};

/** How many suggestions the header shows; the results page shows all. */
export const suggestionLimit = 6;

/** The words of the excerpt: about two lines under a result. */
export const excerptLength = 160;

/** The text cut at a word boundary to at most `length` characters, with an ellipsis if cut. */
export function excerpt(text: string, length = excerptLength): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${cut.slice(0, lastSpace > length / 2 ? lastSpace : length).replace(/[\s,;:.–-]+$/, "")}…`;
}
