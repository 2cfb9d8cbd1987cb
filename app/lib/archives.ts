/**
 * What of a page's history has an address of its own (issue 51): a page shows what its visitor
 * needs now and links to the rest, so no page's weight follows the years. The Results page shows
 * the latest season with a staging held; each earlier season has a page of its own. Media Moments
 * shows the newest articles; older ones follow on further pages of as many. Pure: the build, its
 * sitemap and search index, and the tests all work them out here from the content and the day.
 */
import type { Article, Content, Programme, Staging } from "../content/schema";
import { type ArchiveId, type RouteId, archivePath, pathOf } from "../route-table";
import { newestFirst } from "./articles";
import { type Season, heldBySeason, resultsAnchor, seasonName, seasonOf } from "./results";
import { findPage } from "./pages";
import { firstDay } from "./stagings";
import { fill } from "./template";

/** How many articles each page of Media Moments shows: four rows of three on a desktop. */
export const articlesPerPage = 12;

/** A season's key in its page's address: `2024-2025`, or `2026` for a season within one year. */
export function seasonKey(season: { from: number; to: number }): string {
  return season.from === season.to ? String(season.from) : `${season.from}-${season.to}`;
}

/**
 * The first year of the season the Results page shows on `day`: the latest with a staging held.
 * Nothing before any staging is held.
 */
export function latestResultsSeason(
  programmes: readonly Programme[],
  day: string,
  startMonth: number,
): number | undefined {
  return heldBySeason(programmes, day, startMonth)[0]?.from;
}

/** The seasons before the latest with a staging held on `day`, the latest first: each a page. */
export function earlierSeasons(
  programmes: readonly Programme[],
  day: string,
  startMonth: number,
): Season[] {
  return heldBySeason(programmes, day, startMonth).slice(1);
}

/**
 * Where a staging's results are, for a page built on `day`: in the Results page while its season
 * is the latest held (or later), else on its season's own page.
 */
export function resultsHref(
  staging: Staging,
  programmes: readonly Programme[],
  day: string,
  startMonth: number,
): string {
  return `${seasonHref(seasonOf(firstDay(staging), startMonth), programmes, day, startMonth)}#${resultsAnchor(staging)}`;
}

/** The page of a season's results, for a page built on `day`. */
export function seasonHref(
  season: { from: number; to: number },
  programmes: readonly Programme[],
  day: string,
  startMonth: number,
): string {
  const latest = latestResultsSeason(programmes, day, startMonth);
  return latest === undefined || season.from >= latest
    ? pathOf("results")
    : archivePath("results-season", seasonKey(season));
}

/** Media Moments' articles, newest first, page by page: the first page is Media Moments itself. */
export function articlePages(articles: readonly Article[]): Article[][] {
  const sorted = newestFirst(articles);
  const pages: Article[][] = [];
  for (let start = 0; start < sorted.length; start += articlesPerPage)
    pages.push(sorted.slice(start, start + articlesPerPage));
  return pages.length > 0 ? pages : [[]];
}

/** The address of Media Moments' page `n` (1 is Media Moments itself). */
export function articlePagePath(n: number): string {
  return n === 1 ? pathOf("media-moments") : archivePath("media-moments-page", String(n));
}

/** One archive page: what it is of, its address, and the words that head it. */
export interface ArchivePage {
  id: ArchiveId;
  /** The page of the route table it continues, whose entry in content/pages.yaml it shares. */
  of: RouteId;
  /** What tells it from the others of its kind: the season's key, the page's number. */
  key: string;
  path: string;
  /** Its heading (h1) and its page title. */
  heading: string;
  /** The sentence under its heading, and its description. */
  description: string;
}

/** Every archive page of the content on `day`, each kind in its order (the latest season first). */
export function archivePages(
  { programmes, articles, pages: pageWords }: Pick<Content, "programmes" | "articles" | "pages">,
  day: string,
): ArchivePage[] {
  const words = programmes.results;
  const seasons = earlierSeasons(programmes.programmes, day, words.startMonth).map(
    (season): ArchivePage => {
      const name = seasonName(season, words);
      const key = seasonKey(season);
      return {
        id: "results-season",
        of: "results",
        key,
        path: archivePath("results-season", key),
        heading: fill(words.archive.heading, { season: name }),
        description: fill(words.archive.intro, { season: name }),
      };
    },
  );
  const pages = articlePages(articles.articles);
  const media = findPage(pageWords, "media-moments");
  const news = pages.slice(1).map((_, index): ArchivePage => {
    const page = index + 2;
    return {
      id: "media-moments-page",
      of: "media-moments",
      key: String(page),
      path: articlePagePath(page),
      heading: `${media.heading} · ${fill(articles.labels.pageOf, { page, pages: pages.length })}`,
      description: media.description,
    };
  });
  return [...seasons, ...news];
}
