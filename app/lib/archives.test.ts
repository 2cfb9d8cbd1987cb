import { describe, expect, it } from "vitest";
import { programme, staging } from "../../tests/support/programmes";
import articles from "virtual:content/articles";
import pages from "virtual:content/pages";
import programmes from "virtual:content/programmes";
import type { Article } from "../content/schema";
import {
  archivePages,
  articlePagePath,
  articlePages,
  articlesPerPage,
  earlierSeasons,
  latestResultsSeason,
  resultsHref,
  seasonHref,
  seasonKey,
} from "./archives";

// Three seasons of one programme (August starts a season), and one to come.
const history = [
  programme("debate", [
    staging("debate-2023", "2023-10-01"),
    staging("debate-2024", "2024-10-01"),
    staging("debate-2025", "2025-10-12", "2025-10-18"),
    staging("debate-2026", "2026-10-11"),
  ]),
];

describe("the seasons' pages", () => {
  it("name a season by its years, or its one year", () => {
    expect(seasonKey({ from: 2024, to: 2025 })).toBe("2024-2025");
    expect(seasonKey({ from: 2026, to: 2026 })).toBe("2026");
  });

  it("leave the latest season held to the Results page and give each earlier one a page", () => {
    const day = "2026-01-01";
    expect(latestResultsSeason(history, day, 8)).toBe(2025);
    expect(earlierSeasons(history, day, 8).map(seasonKey)).toEqual(["2024-2025", "2023-2024"]);
    // Before anything is held, nothing.
    expect(latestResultsSeason(history, "2023-09-01", 8)).toBeUndefined();
    expect(earlierSeasons(history, "2023-09-01", 8)).toEqual([]);
  });

  it("move a season to its page once a later one has a staging held", () => {
    // 12 October 2026: debate-2026 is over, so 2026–2027 is the latest, and 2025–2026 has a page.
    expect(earlierSeasons(history, "2026-10-12", 8).map(seasonKey)).toEqual([
      "2025-2026",
      "2024-2025",
      "2023-2024",
    ]);
  });

  it("link a staging's results where they are on the build's day", () => {
    const [, middle, latest] = history[0]!.stagings;
    const day = "2026-01-01";
    expect(resultsHref(latest!, history, day, 8)).toBe("/results#results-debate-2025");
    expect(resultsHref(middle!, history, day, 8)).toBe("/results/2024-2025#results-debate-2024");
    expect(seasonHref({ from: 2023, to: 2024 }, history, day, 8)).toBe("/results/2023-2024");
    // A season to come, and any season before anything is held: the Results page.
    expect(seasonHref({ from: 2026, to: 2027 }, history, day, 8)).toBe("/results");
    expect(seasonHref({ from: 2023, to: 2024 }, history, "2023-09-01", 8)).toBe("/results");
  });
});

/** Articles published one a day back from 31 December 2035. */
const newsOf = (count: number): Article[] =>
  Array.from({ length: count }, (_, index) => ({
    ...articles.articles[0]!,
    id: `story-${index + 1}`,
    published: new Date(Date.UTC(2035, 11, 31 - index)).toISOString().slice(0, 10),
  }));

describe("Media Moments' pages", () => {
  it("hold as many articles each, newest first, the last the rest", () => {
    const news = newsOf(articlesPerPage * 4 + 1);
    const pagesOf = articlePages(news.toReversed());
    expect(pagesOf.map((page) => page.length)).toEqual([12, 12, 12, 12, 1]);
    expect(pagesOf[0]![0]!.id).toBe("story-1");
    expect(pagesOf[1]![0]!.id).toBe(`story-${articlesPerPage + 1}`);
    expect(pagesOf.at(-1)![0]!.id).toBe(`story-${articlesPerPage * 4 + 1}`);
  });

  it("are one page for a page's worth or fewer, even none", () => {
    expect(articlePages(newsOf(articlesPerPage))).toHaveLength(1);
    expect(articlePages(newsOf(1))).toHaveLength(1);
    expect(articlePages([])).toEqual([[]]);
    expect(articlePages(newsOf(articlesPerPage + 1))).toHaveLength(2);
  });

  it("are at /media-moments, then /media-moments/2 and on", () => {
    expect(articlePagePath(1)).toBe("/media-moments");
    expect(articlePagePath(2)).toBe("/media-moments/2");
  });
});

describe("every archive page", () => {
  it("is worked out from the content and the day, each headed in the content's words", () => {
    const content = {
      pages,
      programmes: { ...programmes, programmes: history },
      articles: { ...articles, articles: newsOf(articlesPerPage * 2 + 1) },
    };
    const found = archivePages(content, "2026-01-01");
    expect(found.map((page) => page.path)).toEqual([
      "/results/2024-2025",
      "/results/2023-2024",
      "/media-moments/2",
      "/media-moments/3",
    ]);
    expect(found[0]).toMatchObject({
      id: "results-season",
      of: "results",
      key: "2024-2025",
      heading: programmes.results.archive.heading.replace("{season}", "2024–2025 season"),
    });
    expect(found[2]).toMatchObject({ id: "media-moments-page", of: "media-moments", key: "2" });
    expect(found[2]!.heading).toContain("2");
    expect(found[2]!.heading).toContain("3");
  });

  it("is none for the tests' content, one season of results and three articles", () => {
    expect(archivePages({ pages, programmes, articles }, "2026-12-01")).toEqual([]);
  });
});
